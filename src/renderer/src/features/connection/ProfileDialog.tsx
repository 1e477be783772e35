import {
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useState, type FormEvent } from 'react'
import type { ProfileSummary, SaveProfileInput } from '#shared/ipc/session.ts'
import { useApi } from '../../api/api-context.tsx'
import { callApi } from '../../api/use-api-call.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useSession } from '../../app/session-context.tsx'
import { useOptionalWorkspace } from '../../app/workspace-context.tsx'
import type { IpcError } from '#shared/ipc/result.ts'
import { suggestServiceUrl } from '#shared/net/service-url-suggestion.ts'
import { TestConnection } from './TestConnection.tsx'
import { useConnectionActions } from './use-connection-actions.ts'

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
export function ProfileDialog({ profile, onClose }: ProfileDialogProps) {
  const api = useApi()
  const actions = useConnectionActions()
  const [form, setForm] = useState<Form>(() => formOf(profile))
  const [error, setError] = useState<IpcError | null>(null)
  const [saving, setSaving] = useState(false)
  const [attempted, setAttempted] = useState(false)
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

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((previous) => ({ ...previous, [key]: value }))
    // Editing a field main refused takes its reason away (the rest of the error stays).
    setError((previous) => {
      if (!previous?.fields?.some((field) => field.path === key)) return previous
      const rest = previous.fields.filter((field) => field.path !== key)
      return rest.length === 0 ? null : { ...previous, fields: rest }
    })
  }
  // Main's reason for a field shows at that field, in red, like the form's own checks.
  const refused = (path: keyof Form) => error?.fields?.find((field) => field.path === path)?.message
  const otherFields = error?.fields?.filter((field) => !FIELD_PATHS.has(field.path)) ?? []
  const atFields = (error?.fields?.length ?? 0) > otherFields.length
  const nameError =
    attempted && form.name.trim() === '' ? 'Give the profile a name' : refused('name')
  const suggestion = suggestServiceUrl(form.baseUrl)
  const urlError =
    attempted && form.baseUrl.trim() === ''
      ? 'Give the service URL, like https://admin.example.com'
      : refused('baseUrl')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setAttempted(true)
    if (form.name.trim() === '' || form.baseUrl.trim() === '') return
    const input: SaveProfileInput = {
      ...(profile ? { id: profile.id } : {}),
      name: form.name.trim(),
      baseUrl: form.baseUrl.trim(),
      authMethod: form.authMethod,
      username:
        form.authMethod === 'login' && form.username.trim() !== '' ? form.username.trim() : null,
      allowInsecureHttp: form.allowInsecureHttp,
      defaultAccountId: form.defaultAccountId.trim() === '' ? null : form.defaultAccountId.trim(),
    }
    setSaving(true)
    const saved = await callApi(api, 'saveProfile', input)
    // A new profile becomes the active one, so the next step (signing in) is right there.
    const next = !saved.ok
      ? saved
      : profile
        ? await actions.refresh()
        : await actions.switchProfile(saved.value.id)
    setSaving(false)
    if (!next.ok) {
      setError(next.error)
      return
    }
    onClose()
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={profile ? `Edit profile ${profile.name}` : 'Add a remote profile'}
      size="lg"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Profile name"
            placeholder="Head office"
            value={form.name}
            error={nameError}
            required
            data-autofocus
            onChange={(event) => set('name', event.currentTarget.value)}
          />
          <TextInput
            label="Service URL"
            placeholder="https://admin.example.com"
            description="The base URL of the admin service."
            value={form.baseUrl}
            error={urlError}
            required
            onChange={(event) => set('baseUrl', event.currentTarget.value)}
          />
          {suggestion && (
            <Group gap="xs">
              <Text size="sm">{`It needs a scheme: did you mean ${suggestion}?`}</Text>
              <Button size="xs" variant="light" onClick={() => set('baseUrl', suggestion)}>
                {`Use ${suggestion}`}
              </Button>
            </Group>
          )}
          <TestConnection
            baseUrl={form.baseUrl.trim()}
            allowInsecureHttp={form.allowInsecureHttp}
            onInvalid={setError}
          />
          <Radio.Group
            label="Sign in with"
            value={form.authMethod}
            onChange={(value) => set('authMethod', value as Form['authMethod'])}
          >
            <Group mt={6}>
              <Radio value="apiKey" label="An API key" />
              <Radio value="login" label="Username and password" />
            </Group>
          </Radio.Group>
          {form.authMethod === 'login' && (
            <TextInput
              label="Username"
              value={form.username}
              error={refused('username')}
              autoComplete="username"
              onChange={(event) => set('username', event.currentTarget.value)}
            />
          )}
          {accounts ? (
            <NativeSelect
              label="Account to open first"
              description="For tenant and super admins: the account the app opens after sign-in."
              value={form.defaultAccountId}
              error={refused('defaultAccountId')}
              data={[
                { value: '', label: 'None: the first account listed' },
                ...(form.defaultAccountId !== '' &&
                !accounts.some((account) => account.id === form.defaultAccountId)
                  ? [
                      {
                        value: form.defaultAccountId,
                        label: `${form.defaultAccountId} (not listed)`,
                      },
                    ]
                  : []),
                ...accounts.map((account) => ({
                  value: account.id,
                  label: `${account.name} · ${account.tenantName} (${account.id})`,
                })),
              ]}
              onChange={(event) => set('defaultAccountId', event.currentTarget.value)}
            />
          ) : (
            <TextInput
              label="Default account id (optional)"
              description="For tenant and super admins: the account to open first."
              value={form.defaultAccountId}
              error={refused('defaultAccountId')}
              onChange={(event) => set('defaultAccountId', event.currentTarget.value)}
            />
          )}
          <Checkbox
            label="Allow plain HTTP (unencrypted; only for a test service on your own network)"
            checked={form.allowInsecureHttp}
            onChange={(event) => set('allowInsecureHttp', event.currentTarget.checked)}
          />
          {error &&
            (atFields && otherFields.length === 0 ? (
              <Text size="sm" c="red" role="alert">
                The profile was not saved: correct the field marked in red.
              </Text>
            ) : (
              <ErrorAlert
                title="The profile was not saved"
                error={{ ...error, fields: otherFields }}
              />
            ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {profile ? 'Save profile' : 'Add profile'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
