import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { IpcError } from '#shared/ipc/result.ts'
import { useApi } from '../../api/api-context.tsx'
import { callApi } from '../../api/use-api-call.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useConnectionActions } from './use-connection-actions.ts'

/** Asks before the offline demo starts afresh, saying what is lost; then every screen loads again. */
export function ResetDemoDialog({
  dataDir,
  onClose,
}: {
  dataDir: string | undefined
  onClose: () => void
}) {
  const api = useApi()
  const actions = useConnectionActions()
  const queryClient = useQueryClient()
  const [error, setError] = useState<IpcError | null>(null)
  const [busy, setBusy] = useState(false)

  const reset = async () => {
    setBusy(true)
    const result = await actions.afterSession(await callApi(api, 'resetDemo', undefined))
    // Every screen's data was the old office's: drop it and load the fresh one.
    if (result.ok) await queryClient.resetQueries()
    setBusy(false)
    if (result.ok) onClose()
    else setError(result.error)
  }

  return (
    <Modal opened onClose={onClose} title="Reset the demo office?">
      <Stack gap="md">
        <Text size="sm">
          The offline demo starts again from its first state. Everything done in it since is lost:
          devices registered, paired or unpaired, and API keys made. Your remote profiles and their
          services are not touched.
        </Text>
        {dataDir && (
          <Text size="sm">
            Its data lives in <Code style={{ wordBreak: 'break-all' }}>{dataDir}</Code>
          </Text>
        )}
        {error && <ErrorAlert title="The demo was not reset" error={error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button color="red" loading={busy} onClick={() => void reset()}>
            Reset demo office
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
