import { Alert, Button, Divider, Drawer, Group, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import type { Device } from '#shared/api/devices.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import { visible } from '#shared/text/visible.ts'
import { useServerMutation } from '../../api/server-state.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import type { ToastMessage } from '../../app/Toast.tsx'
import { VisibleText } from '../../app/VisibleText.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { DeviceHistory } from '../activity/DeviceHistory.tsx'
import { useUndo } from '../activity/use-undo.ts'
import { LocationPicker } from '../locations/LocationPicker.tsx'
import { placementHint } from '../locations/placement-hint.ts'
import { useLocationTree } from '../locations/use-location-tree.ts'
import { unpairingMeans } from '../pairing/UnpairDialog.tsx'
import { DeviceDetails, locationPath } from './DeviceDetails.tsx'
import { DeviceEditForm } from './DeviceEditForm.tsx'
import { MEMORY_ONLY } from './StateBadge.tsx'

interface DeviceDrawerProps {
  opened: boolean
  serialId: string
  /** The device as last listed; null when the service no longer lists it. */
  device: Device | null
  onClose: () => void
  /** Tells the person what was done (a toast), with Undo where there is one. */
  onDone: (text: string, undo?: ToastMessage['undo']) => void
  /** The service says which devices it stores (so what unpairing keeps is known). */
  knowsStored: boolean
}

/**
 * One device: every field, its name and info to edit, where it is paired (move, unpair), and its
 * history. It stays open after a change, showing the device as it is now; each change offers Undo.
 */
export function DeviceDrawer(props: DeviceDrawerProps) {
  const { opened, serialId, device, onClose, onDone, knowsStored } = props
  const { accountId, owner } = useWorkspace()
  const { tree } = useLocationTree()
  const [target, setTarget] = useState('')
  const [error, setError] = useState<IpcError | null>(null)
  const pair = useServerMutation('pairDevices', { owner })
  const unpair = useServerMutation('unpairDevices', { owner })
  const { undo } = useUndo('devices')
  const scope = accountId === undefined ? {} : { accountId }
  const where = (id: string) => locationPath(id, tree)
  // Said in messages: control characters from the service shown as escapes, never acted on.
  const name = visible(device?.name || serialId)
  /** Undo of the entry a change wrote, saying afterwards what happened. */
  const undoOf = (entryId: number | undefined): ToastMessage['undo'] =>
    entryId === undefined
      ? undefined
      : { label: 'Undo', run: () => void undo(entryId).then((result) => onDone(result.text)) }

  const move = async () => {
    if (!device || target === '') return
    const from = device.locationId
    try {
      const result = await pair.mutateAsync({
        ...scope,
        locationId: target,
        serialIds: [serialId],
        via: 'devices',
      })
      setError(null)
      setTarget('')
      onDone(
        from
          ? `Moved ${name} from ${where(from)} to ${where(target)}.`
          : `Paired ${name} to ${where(target)}: it is saved now.`,
        undoOf(result.entryIds[0]),
      )
    } catch (failure) {
      setError(failure as IpcError)
    }
  }

  const unpairIt = async () => {
    if (!device?.locationId) return
    const from = device.locationId
    try {
      const { results } = await unpair.mutateAsync({
        ...scope,
        serialIds: [serialId],
        via: 'devices',
      })
      const [result] = results
      if (result?.error) return setError(result.error)
      setError(null)
      onDone(`Unpaired ${name} from ${where(from)}.`, undoOf(result?.entryIds[0]))
    } catch (failure) {
      setError(failure as IpcError)
    }
  }

  const hint = device && target !== '' ? placementHint([device.deviceType], target, tree) : null
  const busy = pair.isPending || unpair.isPending
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={<VisibleText text={name} />}
    >
      {!device ? (
        <Alert color="orange" variant="light" role="status" title="No longer listed">
          The service does not list this device any more. If it was registered and never paired, a
          restart of the service discarded it: the app says so at the top of the window and can
          register it again.
        </Alert>
      ) : (
        <Stack gap="lg">
          {device.locationId === null && device.stored === false && (
            <Alert color="orange" variant="light" role="note" title="Not saved yet">
              {MEMORY_ONLY}
            </Alert>
          )}
          <DeviceDetails device={device} tree={tree} />
          <DeviceEditForm device={device} onDone={onDone} undoOf={undoOf} />
          <Stack gap="sm">
            <Title order={3} size="h5">
              {device.locationId ? 'Move or unpair' : 'Pair'}
            </Title>
            <LocationPicker
              label={device.locationId ? 'Move to' : 'Pair to'}
              value={target}
              onChange={setTarget}
            />
            {hint && (
              <Text size="sm" c="dimmed" role="note">
                {hint}
              </Text>
            )}
            {error && <ErrorAlert title="Nothing was changed" error={error} />}
            <Group gap="xs">
              <Button
                onClick={() => void move()}
                loading={pair.isPending}
                disabled={busy || target === '' || target === device.locationId}
              >
                {device.locationId ? 'Move here' : 'Pair here'}
              </Button>
              {device.locationId && (
                <Button
                  color="red"
                  variant="light"
                  onClick={() => void unpairIt()}
                  loading={unpair.isPending}
                  disabled={busy}
                >
                  Unpair
                </Button>
              )}
            </Group>
            {device.locationId && (
              <Text size="xs" c="dimmed">
                {unpairingMeans(knowsStored)}
              </Text>
            )}
          </Stack>
          <Divider />
          <DeviceHistory serialId={serialId} onDone={(text) => onDone(text)} />
        </Stack>
      )}
    </Drawer>
  )
}
