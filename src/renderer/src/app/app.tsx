import { AppShell, Center, Loader, NavLink, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import type { IpcError } from '../../../shared/ipc/result.ts'
import { ApiKeysScreen } from '../features/api-keys/ApiKeysScreen.tsx'
import { SignInPanel } from '../features/connection/SignInPanel.tsx'
import { DevicesScreen } from '../features/devices/DevicesScreen.tsx'
import { RegisterScreen } from '../features/register/RegisterScreen.tsx'
import { AccountPicker } from './AccountPicker.tsx'
import { AppHeader } from './AppHeader.tsx'
import { ErrorAlert } from './ErrorAlert.tsx'
import { activeProfile, SessionProvider, useSession } from './session-context.tsx'
import { useWorkspace, WorkspaceProvider } from './workspace-context.tsx'

type Screen = 'devices' | 'register' | 'apiKeys'

const SCREENS: { id: Screen; label: string; hint: string }[] = [
  { id: 'devices', label: 'Devices', hint: 'List, filter, pair' },
  { id: 'register', label: 'Register a device', hint: 'Wi-Fi, docks, monitors…' },
  { id: 'apiKeys', label: 'API keys', hint: 'Account or tenant' },
]

export function App() {
  return (
    <SessionProvider>
      <Frame />
    </SessionProvider>
  )
}

function Frame() {
  const { session, profiles, error } = useSession()
  const [menuError, setMenuError] = useState<IpcError | null>(null)
  const profile = activeProfile(profiles)
  const principal = session?.principal
  const workspaceKey = `${session?.profileId}|${session?.status}|${principal?.kind}:${principal?.name}`
  const shell = (main: React.ReactNode, picker: React.ReactNode = null, navbar = false) => (
    <AppShell
      header={{ height: 64 }}
      navbar={navbar ? { width: 220, breakpoint: 'xs' } : undefined}
      padding="md"
    >
      <AppShell.Header>
        <AppHeader onError={setMenuError} accountPicker={picker} />
      </AppShell.Header>
      {main}
    </AppShell>
  )

  if (!session) {
    return shell(
      <AppShell.Main>
        {error ? (
          <ErrorAlert title="The app could not read its connection" error={error} />
        ) : (
          <Starting text="Connecting…" />
        )}
      </AppShell.Main>,
    )
  }
  if (session.status !== 'signedIn') {
    return shell(
      <AppShell.Main>
        {menuError && <ErrorAlert error={menuError} onClose={() => setMenuError(null)} />}
        {session.status === 'starting' ? (
          <Starting text="Starting the offline demo service…" />
        ) : (
          <SignInPanel key={session.profileId} session={session} profile={profile} />
        )}
      </AppShell.Main>,
    )
  }
  return (
    <WorkspaceProvider
      key={workspaceKey}
      session={session}
      defaultAccountId={profile?.defaultAccountId ?? null}
    >
      <Workspace shell={shell} menuError={menuError} onDismiss={() => setMenuError(null)} />
    </WorkspaceProvider>
  )
}

interface WorkspaceProps {
  shell: (main: React.ReactNode, picker?: React.ReactNode, navbar?: boolean) => React.ReactNode
  menuError: IpcError | null
  onDismiss: () => void
}

function Workspace({ shell, menuError, onDismiss }: WorkspaceProps) {
  const { canPickAccount, needsAccount } = useWorkspace()
  const [screen, setScreen] = useState<Screen>('devices')
  return shell(
    <>
      <AppShell.Navbar p="xs" aria-label="Screens">
        <nav>
          {SCREENS.map((item) => (
            <NavLink
              key={item.id}
              component="button"
              label={item.label}
              description={item.hint}
              active={screen === item.id}
              aria-current={screen === item.id ? 'page' : undefined}
              onClick={() => setScreen(item.id)}
            />
          ))}
        </nav>
      </AppShell.Navbar>
      <AppShell.Main>
        {menuError && <ErrorAlert error={menuError} onClose={onDismiss} />}
        {needsAccount ? (
          <Text mt="xl" ta="center">
            Choose the account to work in, at the top right.
          </Text>
        ) : screen === 'devices' ? (
          <DevicesScreen onRegister={() => setScreen('register')} />
        ) : screen === 'register' ? (
          <RegisterScreen onShowDevices={() => setScreen('devices')} />
        ) : (
          <ApiKeysScreen />
        )}
      </AppShell.Main>
    </>,
    canPickAccount ? <AccountPicker /> : null,
    true,
  )
}

function Starting({ text }: { text: string }) {
  return (
    <Center mt="xl">
      <Stack align="center" gap="xs" role="status">
        <Loader aria-label={text} />
        <Text>{text}</Text>
      </Stack>
    </Center>
  )
}
