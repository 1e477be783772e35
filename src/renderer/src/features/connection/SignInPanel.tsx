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
import { useState, type FormEvent } from 'react'
import type { IpcError } from '#shared/ipc/result.ts'
import type { ProfileSummary, SessionState, SignInInput } from '#shared/ipc/session.ts'
import { useApi } from '../../api/api-context.tsx'
import { callApi } from '../../api/use-api-call.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { localizeMoments } from '../../app/time.ts'
import { VisibleText } from '../../app/VisibleText.tsx'
import { describeTarget } from './describe.ts'
import { useConnectionActions } from './use-connection-actions.ts'

interface SignInPanelProps {
  session: SessionState
  profile: ProfileSummary | null
}

type Method = SignInInput['method']

/** Sign in to the active profile. Secrets leave the form on submit: main keeps them, the renderer does not. */
export function SignInPanel({ session, profile }: SignInPanelProps) {
  const api = useApi()
  const actions = useConnectionActions()
  const [method, setMethod] = useState<Method>(
    profile?.authMethod === 'login' ? 'password' : 'apiKey',
  )
  const [apiKey, setApiKey] = useState('')
  const [username, setUsername] = useState(profile?.username ?? '')
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<IpcError | null>(null)
  const [attempted, setAttempted] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setAttempted(true)
    const missing =
      method === 'apiKey' ? apiKey.trim() === '' : username.trim() === '' || password === ''
    if (missing) return
    const input: SignInInput =
      method === 'apiKey'
        ? { method, apiKey: apiKey.trim() }
        : { method, username: username.trim(), password, remember }
    setBusy(true)
    setError(null)
    // The secret is handed to main and forgotten here, whatever the outcome.
    setApiKey('')
    setPassword('')
    const result = await actions.afterSession(await callApi(api, 'signIn', input))
    setBusy(false)
    setAttempted(false)
    if (!result.ok) {
      // The key field was cleared on submit (the renderer keeps no secret): say so, so it is pasted again.
      const again =
        method === 'apiKey'
          ? ' Paste the key again to retry.'
          : ' Type the password again to retry.'
      // The service's words, with the moments it names (an expiry, a revocation) as the locale writes them.
      setError({ ...result.error, message: localizeMoments(result.error.message) + again })
    }
  }
  const retry = async () => {
    setBusy(true)
    const result = await actions.switchProfile(session.profileId)
    setBusy(false)
    if (!result.ok) setError({ ...result.error, message: localizeMoments(result.error.message) })
  }

  return (
    <Card withBorder radius="md" padding="xl" maw={560} mx="auto" mt="xl">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Sign in">
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
              <VisibleText text={localizeMoments(session.message)} />
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
          <Radio.Group
            label="Sign in with"
            value={method}
            onChange={(value) => setMethod(value as Method)}
          >
            <Group mt={6}>
              <Radio value="apiKey" label="An API key" />
              <Radio value="password" label="Username and password" />
            </Group>
          </Radio.Group>
          {method === 'apiKey' ? (
            <PasswordInput
              label="API key"
              description="Stored in the system keychain; the app never shows it again."
              value={apiKey}
              autoComplete="off"
              error={attempted && apiKey.trim() === '' ? 'Paste the API key' : undefined}
              onChange={(event) => setApiKey(event.currentTarget.value)}
              data-autofocus
            />
          ) : (
            <>
              <TextInput
                label="Username"
                value={username}
                autoComplete="username"
                error={attempted && username.trim() === '' ? 'Give the username' : undefined}
                onChange={(event) => setUsername(event.currentTarget.value)}
              />
              <PasswordInput
                label="Password"
                value={password}
                autoComplete="current-password"
                error={attempted && password === '' ? 'Give the password' : undefined}
                onChange={(event) => setPassword(event.currentTarget.value)}
              />
              <Checkbox
                label="Remember the password in the system keychain"
                checked={remember}
                onChange={(event) => setRemember(event.currentTarget.checked)}
              />
            </>
          )}
          {error && <ErrorAlert title="Not signed in" error={error} />}
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              Sign in
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  )
}
