import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core'
import type { SessionState } from '#shared/ipc/session.ts'
import { formatMoment } from '../../app/time.ts'
import { ErrorMessage } from '../../app/ErrorMessage.tsx'
import { useT } from '../../i18n/use-t.ts'
import { ROLE_LABELS, STATUS_TEXT } from './describe.ts'
import { sessionLine, sessionMessage } from './session-message.ts'
import { SessionMessage } from './SessionMessage.tsx'
import { useIntl } from 'react-intl'

const NO_SHRINK = { flexShrink: 0 }

/**
 * The active profile in the header: where it points, its state (and since when the service does not
 * answer), and who is signed in with what role. Badges never shrink; text that must be cut says the
 * whole of it in a tooltip.
 */
export function ConnectionSummary({ session }: { session: SessionState }) {
  const intl = useIntl()
  const t = useT()
  const connection = session.connection
  const unreachable = connection?.state === 'unreachable'
  const status = unreachable
    ? {
        label: t('connection.summary.unreachable-since', {
          moment: formatMoment(intl, connection.since),
        }),
        color: 'red',
      }
    : { label: t(STATUS_TEXT[session.status].label), color: STATUS_TEXT[session.status].color }
  const target =
    session.kind === 'offline'
      ? t('connection.target.offline')
      : (session.serviceUrl ?? t('connection.target.remote'))
  const place = session.kind === 'offline' ? target : `${session.profileName} · ${target}`
  const principal = session.principal
  // Why there is no one signed in: main's words in the window's language, a service's in English.
  const said = principal ? null : sessionMessage(intl, session)
  const who = principal
    ? t('connection.summary.signed-in-as', {
        name: principal.name,
        kind: principal.kind,
        role: t(ROLE_LABELS[principal.role]),
      })
    : said
      ? sessionLine(said)
      : t('connection.summary.not-signed-in')
  return (
    <Stack
      gap={0}
      align="flex-end"
      aria-label={t('connection.summary.label')}
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
          {session.kind === 'offline'
            ? t('connection.summary.offline')
            : t('connection.summary.remote')}
        </Badge>
        <Text size="sm" fw={600} truncate miw={0} maw={260} title={place}>
          {place}
        </Text>
        <Tooltip
          label={
            connection && connection.message !== null ? (
              <ErrorMessage error={{ message: connection.message, text: connection.text }} />
            ) : (
              status.label
            )
          }
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
        {said ? <SessionMessage parts={said} /> : who}
      </Text>
    </Stack>
  )
}
