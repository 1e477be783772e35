import { Alert, Button, Group, Text } from '@mantine/core'
import { useIntl } from 'react-intl'
import { isTransient } from '#shared/error-codes.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import { translator } from '../i18n/use-t.ts'
import { ErrorAlert } from './ErrorAlert.tsx'
import { ErrorMessage } from './ErrorMessage.tsx'
import { useSession } from './session-context.tsx'
import { formatMoment } from './time.ts'

interface QueryProblemProps {
  /**
   * What the list is, in the window's language, as the object of "load": "the devices", "the API keys"
   * ("die Geräte", "die API-Schlüssel").
   */
  what: string
  query: { data: unknown; error: IpcError | null; dataUpdatedAt: number; isFetching: boolean }
}

/**
 * Why a list is missing or out of date, and a way on: data loaded earlier is kept and marked with
 * when it was loaded; Retry asks the service again (it also reloads by itself once it answers).
 */
export function QueryProblem({ what, query }: QueryProblemProps) {
  const intl = useIntl()
  const t = translator(intl)
  const { session, checkConnection } = useSession()
  const unreachable = session?.connection?.state === 'unreachable'
  const { data, error } = query
  const canRetry = unreachable || (error !== null && isTransient(error.code))
  const retry = canRetry && (
    <Button
      size="xs"
      variant="default"
      loading={query.isFetching}
      onClick={() => void checkConnection()}
      style={{ flexShrink: 0 }}
    >
      {t('app.query.retry')}
    </Button>
  )
  if (data !== undefined && (error !== null || unreachable)) {
    // Main's words, or ours when it gave none.
    const connection = session?.connection
    const reason =
      error ?? (connection?.message ? { message: connection.message, text: connection.text } : null)
    const time = formatMoment(intl, query.dataUpdatedAt)
    return (
      <Alert color="yellow" variant="light" title={t('app.query.stale')} role="status">
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Text size="sm">
            {reason ? <ErrorMessage error={reason} /> : t('app.query.no-answer')}
            {` ${t('app.query.shown', { what, time })} `}
            {canRetry && t('app.query.reloads')}
          </Text>
          {retry}
        </Group>
      </Alert>
    )
  }
  if (error === null) return null
  return (
    <ErrorAlert title={t('app.query.failed', { what })} error={error}>
      {retry}
    </ErrorAlert>
  )
}
