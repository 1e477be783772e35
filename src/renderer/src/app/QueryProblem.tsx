import { Alert, Button, Group, Text } from '@mantine/core'
import { isTransient } from '#shared/error-codes.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import { ErrorAlert } from './ErrorAlert.tsx'
import { useSession } from './session-context.tsx'
import { formatMoment } from './time.ts'
import { useIntl } from 'react-intl'

interface QueryProblemProps {
  /** What the list is, for the sentence: "the devices", "the API keys". */
  what: string
  query: { data: unknown; error: IpcError | null; dataUpdatedAt: number; isFetching: boolean }
}

/**
 * Why a list is missing or out of date, and a way on: data loaded earlier is kept and marked with
 * when it was loaded; Retry asks the service again (it also reloads by itself once it answers).
 */
export function QueryProblem({ what, query }: QueryProblemProps) {
  const intl = useIntl()
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
      Retry now
    </Button>
  )
  if (data !== undefined && (error !== null || unreachable)) {
    const reason = error?.message ?? session?.connection?.message ?? 'The service does not answer.'
    return (
      <Alert color="yellow" variant="light" title="Out of date" role="status">
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Text size="sm">
            {`${reason} Shown: ${what} as loaded at ${formatMoment(intl, query.dataUpdatedAt)}. `}
            {canRetry && 'They load again by themselves once the service answers.'}
          </Text>
          {retry}
        </Group>
      </Alert>
    )
  }
  if (error === null) return null
  return (
    <ErrorAlert title={`Could not load ${what}`} error={error}>
      {retry}
    </ErrorAlert>
  )
}
