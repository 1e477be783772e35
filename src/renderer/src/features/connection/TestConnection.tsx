import { Button, Group, Text } from '@mantine/core'
import type { IpcError } from '#shared/ipc/result.ts'
import { CHANGES_NOTHING, useServerMutation } from '../../api/server-state.ts'
import { said } from '../../i18n/coded.ts'
import { ErrorMessage } from '../../app/ErrorMessage.tsx'
import { useT } from '../../i18n/use-t.ts'

interface TestConnectionProps {
  baseUrl: string
  allowInsecureHttp: boolean
  /** A refusal of the URL itself (its field shows it). */
  onInvalid?: (error: IpcError) => void
  label?: string
}

/** "Test connection": whether the URL answers, and as what; no credentials are sent. */
export function TestConnection({
  baseUrl,
  allowInsecureHttp,
  onInvalid,
  label,
}: TestConnectionProps) {
  const t = useT()
  const testing = useServerMutation('testConnection', CHANGES_NOTHING)
  // A refusal of the URL itself goes to its field; any other failure is the test's answer.
  const forField = (error: IpcError) => Boolean(error.fields?.length && onInvalid)
  const test = () =>
    testing.mutate(
      { baseUrl, allowInsecureHttp },
      { onError: (error) => forField(error) && onInvalid?.(error) },
    )
  const failed = testing.error && !forField(testing.error) ? testing.error : null
  const result = testing.data ?? (failed && { reachable: false, message: null, error: failed })
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Button
        variant="default"
        size="xs"
        loading={testing.isPending}
        disabled={baseUrl.trim() === ''}
        onClick={test}
        aria-label={label}
        style={{ flexShrink: 0 }}
      >
        {t('connection.test.button')}
      </Button>
      <Text size="sm" c={result?.reachable === false ? 'red' : undefined} role="status">
        {result?.message && said(t, result.message)}
        {result?.message && result.error && ' '}
        {result?.error && <ErrorMessage error={result.error} />}
      </Text>
    </Group>
  )
}
