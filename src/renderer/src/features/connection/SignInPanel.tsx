import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import type { IpcError } from '#shared/ipc/result.ts'
import type { ProfileSummary, SessionState, SignInInput } from '#shared/ipc/session.ts'
import { useSessionChanges } from '../../api/session.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import type { MessageId } from '#shared/messages/catalog.ts'
import { useT } from '../../i18n/use-t.ts'
import { describeTarget } from './describe.ts'
import { localizedError, sessionMessage } from './session-message.ts'
import { SessionMessage } from './SessionMessage.tsx'
import { useIntl } from 'react-intl'
import { AuthMethodChoice } from './AuthMethodChoice.tsx'

interface SignInPanelProps {
  session: SessionState
  profile: ProfileSummary | null
}

interface SignInForm {
  method: SignInInput['method']
  apiKey: string
  username: string
  password: string
  remember: boolean
}

/** Sign in to the active profile. Secrets leave the form on submit: main keeps them, the renderer does not. */
export function SignInPanel({ session, profile }: SignInPanelProps) {
  const intl = useIntl()
  const t = useT()
  const actions = useSessionChanges()
  const [busy, setBusy] = useState(false)
  const said = sessionMessage(intl, session)
  // Main's refusal, and after a submit what to do again (the renderer kept no secret).
  const [error, setError] = useState<{ error: IpcError; again?: MessageId } | null>(null)
  const form = useForm<SignInForm>({
    initialValues: {
      method: profile?.authMethod === 'login' ? 'password' : 'apiKey',
      apiKey: '',
      username: profile?.username ?? '',
      password: '',
      remember: false,
    },
    validate: {
      apiKey: (value, values) =>
        values.method === 'apiKey' && value.trim() === ''
          ? t('connection.sign-in.paste-key')
          : null,
      username: (value, values) =>
        values.method === 'password' && value.trim() === ''
          ? t('connection.sign-in.give-username')
          : null,
      password: (value, values) =>
        values.method === 'password' && value === '' ? t('connection.sign-in.give-password') : null,
    },
  })
  const { method } = form.values

  const submit = async (values: SignInForm) => {
    const input: SignInInput =
      values.method === 'apiKey'
        ? { method: values.method, apiKey: values.apiKey.trim() }
        : {
            method: values.method,
            username: values.username.trim(),
            password: values.password,
            remember: values.remember,
          }
    setError(null)
    // The secret is handed to main and forgotten here, whatever the outcome.
    form.setValues({ apiKey: '', password: '' })
    const result = await actions.signIn(input)
    if (!result.ok) {
      // The key field was cleared on submit (the renderer keeps no secret): say so, so it is pasted again.
      const again =
        values.method === 'apiKey'
          ? 'connection.sign-in.again-key'
          : 'connection.sign-in.again-password'
      // The service's words, with the moments it names (an expiry, a revocation) as the locale writes them.
      setError({
        error: localizedError(intl, result.error),
        again,
      })
    }
  }
  const retry = async () => {
    setBusy(true)
    const result = await actions.switchProfile(session.profileId)
    setBusy(false)
    if (!result.ok) setError({ error: localizedError(intl, result.error) })
  }

  return (
    <Card withBorder radius="md" padding="xl" maw={560} mx="auto" mt="xl">
      <form onSubmit={form.onSubmit(submit)} noValidate aria-label={t('connection.sign-in.title')}>
        <Stack gap="md">
          <div>
            <Title order={2}>{t('connection.sign-in.title')}</Title>
            <Text size="sm" c="dimmed">
              {session.kind === 'offline'
                ? t('connection.sign-in.offline-target', { profile: session.profileName })
                : `${session.profileName} — ${profile ? describeTarget(t, profile) : (session.serviceUrl ?? '')}`}
            </Text>
          </div>
          {said && (
            <Alert
              color={session.status === 'unreachable' ? 'red' : 'gray'}
              variant="light"
              role={session.status === 'unreachable' ? 'alert' : 'note'}
            >
              {/* Main's words in the window's language, a service's in English (their moments in its format). */}
              <SessionMessage parts={said} />
            </Alert>
          )}
          {session.status === 'unreachable' && (
            <Button variant="light" onClick={() => void retry()} loading={busy}>
              {t('connection.sign-in.connect-again')}
            </Button>
          )}
          {session.status === 'signedOut' && profile?.hasStoredSecret && (
            <Button variant="light" onClick={() => void retry()} loading={busy}>
              {profile.authMethod === 'apiKey'
                ? t('connection.sign-in.stored-key')
                : t('connection.sign-in.remembered-password')}
            </Button>
          )}
          <AuthMethodChoice passwordValue="password" {...form.getInputProps('method')} />
          {method === 'apiKey' ? (
            <PasswordInput
              label={t('connection.sign-in.api-key')}
              description={t('connection.sign-in.api-key-description')}
              autoComplete="off"
              {...form.getInputProps('apiKey')}
              data-autofocus
            />
          ) : (
            <>
              <TextInput
                label={t('connection.field.username')}
                autoComplete="username"
                {...form.getInputProps('username')}
              />
              <PasswordInput
                label={t('connection.sign-in.password')}
                autoComplete="current-password"
                {...form.getInputProps('password')}
              />
              <Checkbox
                label={t('connection.sign-in.remember')}
                {...form.getInputProps('remember', { type: 'checkbox' })}
              />
            </>
          )}
          {error && (
            <ErrorAlert title={t('connection.sign-in.failed')} error={error.error}>
              {error.again && <Text size="sm">{t(error.again)}</Text>}
            </ErrorAlert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={busy || form.submitting}>
              {t('connection.sign-in.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  )
}
