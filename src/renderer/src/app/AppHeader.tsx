import { Group, Text, Title } from '@mantine/core'
import type { IpcError } from '#shared/ipc/result.ts'
import { useServerQuery } from '../api/server-state.ts'
import { ConnectionSummary } from '../features/connection/ConnectionSummary.tsx'
import { ProfileMark } from '../features/connection/ProfileMark.tsx'
import { ProfileMenu } from '../features/connection/ProfileMenu.tsx'
import { useSession } from './session-context.tsx'

/** Product name, the active connection and the profile menu. */
export function AppHeader({
  onError,
  accountPicker,
}: {
  onError: (error: IpcError | null) => void
  accountPicker: React.ReactNode
}) {
  const { session } = useSession()
  // The app's own facts, of no session: read once, under the app's key.
  const version = useServerQuery('getAppInfo', undefined, { owner: 'app' }).data?.version ?? null

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md">
      {/* The product's name and version, the same in every language. */}
      <Group gap="xs" wrap="nowrap" align="baseline" translate="no">
        <Title order={1} size="h4" style={{ whiteSpace: 'nowrap' }}>
          Device Registry Admin
        </Title>
        {/* Left out of narrow windows, where the account picker and connection need the room. */}
        {version && (
          <Text size="xs" c="dimmed" visibleFrom="lg" style={{ whiteSpace: 'nowrap' }}>
            {`v${version}`}
          </Text>
        )}
      </Group>
      {/* May shrink: the connection's words are cut (whole in their tooltip) before anything leaves the window. */}
      <Group gap="md" wrap="nowrap" align="center" miw={0}>
        {accountPicker}
        {session && (
          <Group gap="xs" wrap="nowrap" miw={0}>
            {/* The active profile's initials on its colour, as the profile menu shows each profile. */}
            <ProfileMark profileId={session.profileId} name={session.profileName} />
            <ConnectionSummary session={session} />
          </Group>
        )}
        <ProfileMenu onError={onError} />
      </Group>
    </Group>
  )
}
