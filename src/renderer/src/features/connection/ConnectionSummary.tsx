import { Badge, Group, Stack, Text } from '@mantine/core'
import type { SessionState } from '../../../../shared/ipc/session.ts'
import { describeRole, STATUS_TEXT } from './describe.ts'

/** The active profile in the header: where it points, its state, and who is signed in with what role. */
export function ConnectionSummary({ session }: { session: SessionState }) {
  const status = STATUS_TEXT[session.status]
  const target =
    session.kind === 'offline' ? 'Offline demo' : (session.serviceUrl ?? 'Remote service')
  const principal = session.principal
  return (
    <Stack
      gap={0}
      align="flex-end"
      aria-label="Connection"
      role="group"
      data-testid="connection-summary"
    >
      <Group gap={6} wrap="nowrap">
        <Badge variant="light" color={session.kind === 'offline' ? 'grape' : 'blue'} size="sm">
          {session.kind === 'offline' ? 'Offline' : 'Remote'}
        </Badge>
        <Text size="sm" fw={600} truncate maw={260} title={target}>
          {session.kind === 'offline' ? target : `${session.profileName} · ${target}`}
        </Text>
        <Badge variant="dot" color={status.color} size="sm">
          {status.label}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed" truncate maw={420}>
        {principal
          ? `Signed in as ${principal.name} (${principal.kind === 'apiKey' ? 'API key' : 'user'}) · ${describeRole(principal.role)}`
          : (session.message ?? 'Not signed in')}
      </Text>
    </Stack>
  )
}
