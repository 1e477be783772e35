import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core'
import { useRef, useState } from 'react'
import type { IpcError } from '#shared/ipc/result.ts'
import { useApi } from '../../api/api-context.tsx'
import { callApi } from '../../api/use-api-call.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { SerialIdList } from './SerialIdList.tsx'

interface UnpairDialogProps {
  opened: boolean
  /** Paired devices only: unpairing an unpaired device is a no-op the dialog does not offer. */
  serialIds: readonly string[]
  onClose: () => void
  onUnpaired: (unpaired: string[]) => void
  /** Device names by serial id, so the list says which devices these are. */
  names?: ReadonlyMap<string, string> | undefined
  /** The service says which devices it stores (so what unpairing keeps is known). */
  knowsStored: boolean
}

/** What unpairing does, as far as this service says. */
export function unpairingMeans(knowsStored: boolean): string {
  const occupancy =
    'An unpaired device no longer marks a location, so occupancy is not counted for it until it is paired again.'
  return knowsStored
    ? `${occupancy} This service keeps it stored, with its name and info: it stays in the list, also after the service restarts.`
    : `${occupancy} This service does not say whether it keeps unpaired devices after a restart (the specification only says paired devices are stored), so it may be gone after one.`
}

interface Failure {
  serialId: string
  error: IpcError
  done: string[]
  total: number
}

/** Asks first, then unpairs one device after another with progress; stops at the first failure. */
export function UnpairDialog(props: UnpairDialogProps) {
  const { opened, serialIds, onClose, onUnpaired, names, knowsStored } = props
  const api = useApi()
  const { accountId } = useWorkspace()
  const [progress, setProgress] = useState<number | null>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  // A long run can be stopped between two devices: the one under way finishes, the rest stay paired.
  const stopRequested = useRef(false)
  const [stopping, setStopping] = useState(false)
  const [stopped, setStopped] = useState<{ done: number; total: number } | null>(null)
  const scope = accountId === undefined ? {} : { accountId }

  const run = async () => {
    setFailure(null)
    setStopped(null)
    stopRequested.current = false
    const done: string[] = []
    for (const serialId of serialIds) {
      if (stopRequested.current) {
        setProgress(null)
        setStopping(false)
        setStopped({ done: done.length, total: serialIds.length })
        if (done.length > 0) onUnpaired(done)
        return
      }
      setProgress(done.length)
      const result = await callApi(api, 'unpairDevice', { ...scope, serialId })
      if (!result.ok) {
        setProgress(null)
        setFailure({ serialId, error: result.error, done, total: serialIds.length })
        if (done.length > 0) onUnpaired(done)
        return
      }
      done.push(serialId)
    }
    setProgress(null)
    onUnpaired(done)
  }
  const close = () => {
    if (progress !== null) return
    setFailure(null)
    setStopped(null)
    onClose()
  }
  const stop = () => {
    stopRequested.current = true
    setStopping(true)
  }
  const count = serialIds.length
  const busy = progress !== null
  const noun = count === 1 ? '1 device' : `${count} devices`

  return (
    <Modal opened={opened} onClose={close} title={`Unpair ${noun}?`} size="lg">
      <Stack gap="md">
        <Text size="sm">{unpairingMeans(knowsStored)}</Text>
        <SerialIdList serialIds={serialIds} names={names} />
        {busy && (
          <Stack gap={4} aria-live="polite">
            <Text size="sm">
              Unpairing {Math.min(progress + 1, count)} of {count}…
            </Text>
            <Progress value={(progress / count) * 100} aria-label="Unpairing progress" />
          </Stack>
        )}
        {failure && (
          <ErrorAlert
            title={`Could not unpair ${failure.serialId}`}
            error={{
              ...failure.error,
              message: `${failure.error.message} ${failure.done.length} of ${failure.total} were unpaired before this; the rest are unchanged and still selected.`,
            }}
          />
        )}
        {stopped && (
          <Alert color="yellow" variant="light" role="status" title="Stopped">
            {`${stopped.done} of ${stopped.total} were unpaired before you stopped; the rest are unchanged and still selected.`}
          </Alert>
        )}
        {count === 0 && (
          <Alert color="gray" role="note">
            None of the selected devices is paired.
          </Alert>
        )}
        <Group justify="flex-end">
          {busy ? (
            <Button variant="default" onClick={stop} disabled={stopping}>
              {stopping ? 'Stopping…' : 'Stop'}
            </Button>
          ) : (
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
          )}
          <Button color="red" onClick={() => void run()} loading={busy} disabled={count === 0}>
            {`Unpair ${noun}`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
