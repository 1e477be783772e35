import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  PasswordInput,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import type { IpcError } from '#shared/ipc/result.ts'
import type { ProfileSummary, SessionState, SignInInput } from '#shared/ipc/session.ts'
import { useApi } from '../../api/api-context.tsx'
import { callApi } from '../../api/use-api-call.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { localizeMoments } from '../../app/time.ts'
import { VisibleText } from '../../app/VisibleText.tsx'
import { describeTarget } from './describe.ts'
import { useConnectionActions } from './use-connection-actions.ts'
import { useIntl } from 'react-intl'

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
  const api = useApi()
  const actions = useConnectionActions()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<IpcError | null>(null)
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
        values.method === 'apiKey' && value.trim() === '' ? 'Paste the API key' : null,
      username: (value, values) =>
        values.method === 'password' && value.trim() === '' ? 'Give the username' : null,
      password: (value, values) =>
        values.method === 'password' && value === '' ? 'Give the password' : null,
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
    const result = await actions.afterSession(await callApi(api, 'signIn', input))
    if (!result.ok) {
      // The key field was cleared on submit (the renderer keeps no secret): say so, so it is pasted again.
      const again =
        values.method === 'apiKey'
          ? ' Paste the key again to retry.'
          : ' Type the password again to retry.'
      // The service's words, with the moments it names (an expiry, a revocation) as the locale writes them.
      setError({ ...result.error, message: localizeMoments(intl, result.error.message) + again })
    }
  }
  const retry = async () => {
    setBusy(true)
    const result = await actions.switchProfile(session.profileId)
    setBusy(false)
    if (!result.ok)
      setError({ ...result.error, message: localizeMoments(intl, result.error.message) })
  }

  return (
    <Card withBorder radius="md" padding="xl" maw={560} mx="auto" mt="xl">
      <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Sign in">
        <Stack gap="md">
          <div>
            <Title order={2}>Sign in</Title>
            <Text size="sm" c="dimmed">
              {session.kind === 'offline'
                ? `${session.profileName}: the embedded demo service`
                : `${session.profileName} — ${profile ? describeTarget(profile) : (session.serviceUrl ?? '')}`}
            </Text>
          </div>
          {session.message && (
            <Alert
              color={session.status === 'unreachable' ? 'red' : 'gray'}
              variant="light"
              role={session.status === 'unreachable' ? 'alert' : 'note'}
            >
              <VisibleText text={localizeMoments(intl, session.message)} />
            </Alert>
          )}
          {session.status === 'unreachable' && (
            <Button variant="light" onClick={() => void retry()} loading={busy}>
              Try to connect again
            </Button>
          )}
          {session.status === 'signedOut' && profile?.hasStoredSecret && (
            <Button variant="light" onClick={() => void retry()} loading={busy}>
              {profile.authMethod === 'apiKey'
                ? 'Sign in with the stored API key'
                : 'Sign in with the remembered password'}
            </Button>
          )}
          <Radio.Group label="Sign in with" {...form.getInputProps('method')}>
            <Group mt={6}>
              <Radio value="apiKey" label="An API key" />
              <Radio value="password" label="Username and password" />
            </Group>
          </Radio.Group>
          {method === 'apiKey' ? (
            <PasswordInput
              label="API key"
              description="Stored in the system keychain; the app never shows it again."
              autoComplete="off"
              {...form.getInputProps('apiKey')}
              data-autofocus
            />
          ) : (
            <>
              <TextInput
                label="Username"
                autoComplete="username"
                {...form.getInputProps('username')}
              />
              <PasswordInput
                label="Password"
                autoComplete="current-password"
                {...form.getInputProps('password')}
              />
              <Checkbox
                label="Remember the password in the system keychain"
                {...form.getInputProps('remember', { type: 'checkbox' })}
              />
            </>
          )}
          {error && <ErrorAlert title="Not signed in" error={error} />}
          <Group justify="flex-end">
            <Button type="submit" loading={busy || form.submitting}>
              Sign in
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  )
}
