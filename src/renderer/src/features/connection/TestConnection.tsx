import { Button, Group, Text } from '@mantine/core'
import { useState } from 'react'
import type { IpcOutput } from '#shared/ipc/contract.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import { useApi } from '../../api/api-context.tsx'
import { callApi } from '../../api/call-api.ts'
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
  const api = useApi()
  const t = useT()
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<IpcOutput<'testConnection'> | null>(null)
  const test = async () => {
    setBusy(true)
    setResult(null)
    const answer = await callApi(api, 'testConnection', { baseUrl, allowInsecureHttp })
    setBusy(false)
    if (answer.ok) setResult(answer.value)
    else if (answer.error.fields?.length && onInvalid) onInvalid(answer.error)
    else setResult({ reachable: false, message: null, error: answer.error })
  }
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Button
        variant="default"
        size="xs"
        loading={busy}
        disabled={baseUrl.trim() === ''}
        onClick={() => void test()}
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
