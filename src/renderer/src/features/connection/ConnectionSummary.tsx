import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core'
import type { SessionState } from '#shared/ipc/session.ts'
import { formatMoment } from '../../app/time.ts'
import { describeRole, STATUS_TEXT } from './describe.ts'
import { useIntl } from 'react-intl'

const NO_SHRINK = { flexShrink: 0 }

/**
 * The active profile in the header: where it points, its state (and since when the service does not
 * answer), and who is signed in with what role. Badges never shrink; text that must be cut says the
 * whole of it in a tooltip.
 */
export function ConnectionSummary({ session }: { session: SessionState }) {
  const intl = useIntl()
  const connection = session.connection
  const unreachable = connection?.state === 'unreachable'
  const status = unreachable
    ? { label: `Unreachable since ${formatMoment(intl, connection.since)}`, color: 'red' }
    : STATUS_TEXT[session.status]
  const target =
    session.kind === 'offline' ? 'Offline demo' : (session.serviceUrl ?? 'Remote service')
  const place = session.kind === 'offline' ? target : `${session.profileName} · ${target}`
  const principal = session.principal
  const who = principal
    ? `Signed in as ${principal.name} (${principal.kind === 'apiKey' ? 'API key' : 'user'}) · ${describeRole(principal.role)}`
    : (session.message ?? 'Not signed in')
  return (
    <Stack
      gap={0}
      align="flex-end"
      aria-label="Connection"
      role="group"
      data-testid="connection-summary"
      miw={0}
    >
      <Group gap={6} wrap="nowrap" miw={0} maw="100%">
        <Badge
          variant="light"
          color={session.kind === 'offline' ? 'grape' : 'blue'}
          size="sm"
          style={NO_SHRINK}
        >
          {session.kind === 'offline' ? 'Offline' : 'Remote'}
        </Badge>
        <Text size="sm" fw={600} truncate miw={0} maw={260} title={place}>
          {place}
        </Text>
        <Tooltip
          label={connection?.message ?? status.label}
          disabled={!unreachable}
          multiline
          w={320}
        >
          <Badge variant="dot" color={status.color} size="sm" style={NO_SHRINK}>
            {status.label}
          </Badge>
        </Tooltip>
      </Group>
      <Text size="xs" c="dimmed" truncate maw={420} title={who}>
        {who}
      </Text>
    </Stack>
  )
}
