import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import type { UnpairResult } from '#shared/ipc/registry.ts'
import { useServerMutation } from '../../api/server-state.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { SerialIdList } from './SerialIdList.tsx'

interface UnpairDialogProps {
  opened: boolean
  /** Paired devices only: unpairing an unpaired device is a no-op the dialog does not offer. */
  serialIds: readonly string[]
  onClose: () => void
  /** The devices unpaired, and every result (each with its journal entry, for an undo). */
  onUnpaired: (unpaired: string[], results: UnpairResult[]) => void
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

/** Unpairs the devices in one call, after asking; says which were not unpaired, and why. */
export function UnpairDialog(props: UnpairDialogProps) {
  const { opened, serialIds, onClose, onUnpaired, names, knowsStored } = props
  const { accountId, owner } = useWorkspace()
  const unpair = useServerMutation('unpairDevices', { owner })
  const [failures, setFailures] = useState<UnpairResult[]>([])

  const run = async () => {
    setFailures([])
    try {
      const { results } = await unpair.mutateAsync({
        ...(accountId === undefined ? {} : { accountId }),
        serialIds: [...serialIds],
        via: 'devices',
      })
      setFailures(results.filter((result) => result.error))
      const done = results.filter((result) => !result.error).map((result) => result.serialId)
      if (done.length > 0) onUnpaired(done, results)
    } catch {
      // Said below from the mutation's error; nothing was unpaired.
    }
  }
  const close = () => {
    if (unpair.isPending) return
    unpair.reset()
    setFailures([])
    onClose()
  }
  const count = serialIds.length
  const noun = count === 1 ? '1 device' : `${count} devices`

  return (
    <Modal opened={opened} onClose={close} title={`Unpair ${noun}?`} size="lg">
      <Stack gap="md">
        <Text size="sm">{unpairingMeans(knowsStored)}</Text>
        <SerialIdList serialIds={serialIds} names={names} />
        {unpair.error && <ErrorAlert title="Nothing was unpaired" error={unpair.error} />}
        {failures.length > 0 && failures[0]?.error && (
          <ErrorAlert
            title={`${failures.length} of ${count} not unpaired`}
            error={{
              ...failures[0].error,
              message: `${failures[0].serialId}: ${failures[0].error.message} The others were unpaired; these are unchanged and still selected.`,
            }}
          />
        )}
        {count === 0 && (
          <Alert color="gray" role="note">
            None of the selected devices is paired.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={unpair.isPending}>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={() => void run()}
            loading={unpair.isPending}
            disabled={count === 0}
          >
            {`Unpair ${noun}`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
