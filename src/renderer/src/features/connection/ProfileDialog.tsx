import { Button, Checkbox, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import type { ProfileSummary, SaveProfileInput } from '#shared/ipc/session.ts'
import { useSessionChanges } from '../../api/session.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useSession } from '../../app/session-context.tsx'
import { useOptionalWorkspace } from '../../app/workspace-context.tsx'
import { errorText } from '../../app/error-text.ts'
import { useT } from '../../i18n/use-t.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import { suggestServiceUrl } from '#shared/net/service-url-suggestion.ts'
import { TestConnection } from './TestConnection.tsx'
import { DialogActions } from '../../app/DialogActions.tsx'
import { AuthMethodChoice } from './AuthMethodChoice.tsx'

interface ProfileDialogProps {
  /** The remote profile to edit; null adds a new one. */
  profile: ProfileSummary | null
  onClose: () => void
}

interface Form {
  name: string
  baseUrl: string
  authMethod: 'apiKey' | 'login'
  username: string
  allowInsecureHttp: boolean
  defaultAccountId: string
}

function formOf(profile: ProfileSummary | null): Form {
  return {
    name: profile?.name ?? '',
    baseUrl: profile?.baseUrl ?? '',
    authMethod: profile?.authMethod ?? 'apiKey',
    username: profile?.username ?? '',
    allowInsecureHttp: profile?.allowInsecureHttp ?? false,
    defaultAccountId: profile?.defaultAccountId ?? '',
  }
}

/** Fields of the form that main's per-field reasons name (the paths of SaveProfileInput). */
const FIELD_PATHS: ReadonlySet<string> = new Set([
  'name',
  'baseUrl',
  'username',
  'defaultAccountId',
])

/**
 * Add or edit a remote profile: where the service is and how to sign in. Secrets come at sign-in.
 * Mounted afresh for each opening, so it starts from the profile as saved.
 */
/**
 * A field's refusal: in the window's words where it is the error main worded itself (a service URL's),
 * else as it came, in English.
 */
function FieldMessage({ message, error }: { message: string; error: IpcError | null }) {
  const t = useT()
  const worded = error && error.message === message ? errorText(t, error) : null
  return <span lang={worded === null ? 'en' : undefined}>{worded ?? message}</span>
}

export function ProfileDialog({ profile, onClose }: ProfileDialogProps) {
  const actions = useSessionChanges()
  const t = useT()
  const form = useForm<Form>({
    initialValues: formOf(profile),
    validate: {
      name: (value) => (value.trim() === '' ? t('connection.profile.name-missing') : null),
      baseUrl: (value) => (value.trim() === '' ? t('connection.profile.url-missing') : null),
    },
  })
  const values = form.values
  // Main's refusal: its reasons for the form's fields show at those fields (errors of the form, gone
  // once the field is edited); the rest shows below. Main's words stay English (lang="en").
  const [error, setError] = useState<IpcError | null>(null)
  const [saving, setSaving] = useState(false)
  const { session } = useSession()
  const workspace = useOptionalWorkspace()
  // Editing the profile in use, signed in as a tenant or super admin: its accounts by name.
  const accounts =
    profile !== null &&
    session?.profileId === profile.id &&
    workspace?.canPickAccount &&
    workspace.accounts.data?.supported
      ? workspace.accounts.data.accounts
      : null

  const refuse = (refusal: IpcError | null) => {
    const fields = refusal?.fields ?? []
    form.setErrors(
      Object.fromEntries(
        fields
          .filter((field) => FIELD_PATHS.has(field.path))
          .map((f) => [f.path, <FieldMessage message={f.message} error={refusal} />]),
      ),
    )
    setError(refusal)
  }
  const otherFields = error?.fields?.filter((field) => !FIELD_PATHS.has(field.path)) ?? []
  const atFields = (error?.fields?.length ?? 0) > otherFields.length
  const stillMarked = Object.keys(form.errors).length > 0
  const suggestion = suggestServiceUrl(values.baseUrl)

  const submit = async (values: Form) => {
    const input: SaveProfileInput = {
      ...(profile ? { id: profile.id } : {}),
      name: values.name.trim(),
      baseUrl: values.baseUrl.trim(),
      authMethod: values.authMethod,
      username:
        values.authMethod === 'login' && values.username.trim() !== ''
          ? values.username.trim()
          : null,
      allowInsecureHttp: values.allowInsecureHttp,
      defaultAccountId:
        values.defaultAccountId.trim() === '' ? null : values.defaultAccountId.trim(),
    }
    setSaving(true)
    const saved = await actions.saveProfile(input)
    // A new profile becomes the active one, so the next step (signing in) is right there.
    const next = !saved.ok
      ? saved
      : profile
        ? await actions.reload()
        : await actions.switchProfile(saved.value.id)
    setSaving(false)
    if (!next.ok) {
      refuse(next.error)
      return
    }
    onClose()
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        profile
          ? t('connection.profile.edit-title', { name: profile.name })
          : t('connection.profile.add-title')
      }
      size="lg"
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('connection.profile.name')}
            placeholder={t('connection.profile.name-placeholder')}
            required
            data-autofocus
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('connection.profile.url')}
            placeholder="https://admin.example.com"
            description={t('connection.profile.url-description')}
            required
            {...form.getInputProps('baseUrl')}
          />
          {suggestion && (
            <Group gap="xs">
              <Text size="sm">{t('connection.profile.url-suggestion', { url: suggestion })}</Text>
              <Button
                size="xs"
                variant="light"
                onClick={() => form.setFieldValue('baseUrl', suggestion)}
              >
                {t('connection.profile.use-suggestion', { url: suggestion })}
              </Button>
            </Group>
          )}
          <TestConnection
            baseUrl={values.baseUrl.trim()}
            allowInsecureHttp={values.allowInsecureHttp}
            onInvalid={refuse}
          />
          <AuthMethodChoice passwordValue="login" {...form.getInputProps('authMethod')} />
          {values.authMethod === 'login' && (
            <TextInput
              label={t('connection.field.username')}
              autoComplete="username"
              {...form.getInputProps('username')}
            />
          )}
          {accounts ? (
            <NativeSelect
              label={t('connection.profile.first-account')}
              description={t('connection.profile.first-account-description')}
              {...form.getInputProps('defaultAccountId')}
              data={[
                { value: '', label: t('connection.profile.first-account-none') },
                ...(values.defaultAccountId !== '' &&
                !accounts.some((account) => account.id === values.defaultAccountId)
                  ? [
                      {
                        value: values.defaultAccountId,
                        label: t('connection.profile.first-account-unlisted', {
                          id: values.defaultAccountId,
                        }),
                      },
                    ]
                  : []),
                ...accounts.map((account) => ({
                  value: account.id,
                  label: `${account.name} · ${account.tenantName} (${account.id})`,
                })),
              ]}
            />
          ) : (
            <TextInput
              label={t('connection.profile.default-account')}
              description={t('connection.profile.default-account-description')}
              {...form.getInputProps('defaultAccountId')}
            />
          )}
          <Checkbox
            label={t('connection.profile.allow-http')}
            {...form.getInputProps('allowInsecureHttp', { type: 'checkbox' })}
          />
          {error &&
            (atFields && otherFields.length === 0 ? (
              stillMarked && (
                <Text size="sm" c="red" role="alert">
                  {t('connection.profile.correct-field')}
                </Text>
              )
            ) : (
              <ErrorAlert
                title={t('connection.profile.not-saved')}
                error={{ ...error, fields: otherFields }}
              />
            ))}
          <DialogActions
            onCancel={onClose}
            confirm={profile ? t('connection.profile.save') : t('connection.profile.add')}
            running={saving}
          />
        </Stack>
      </form>
    </Modal>
  )
}
