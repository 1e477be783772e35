import { Alert, Button, Drawer, Group, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import type { Device } from '#shared/api/devices.ts'
import { useApi } from '../../api/api-context.tsx'
import { callApi } from '../../api/use-api-call.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import type { ToastMessage } from '../../app/Toast.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import type { IpcError } from '#shared/ipc/result.ts'
import { LocationPicker } from '../locations/LocationPicker.tsx'
import { placementHint } from '../locations/placement-hint.ts'
import { useLocationTree } from '../locations/use-location-tree.ts'
import { DeviceDetails, locationPath } from './DeviceDetails.tsx'
import { DeviceEditForm } from './DeviceEditForm.tsx'
import { MEMORY_ONLY } from './StateBadge.tsx'
import { unpairingMeans } from '../pairing/UnpairDialog.tsx'

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

/** One device: every field, its name and info to edit, and where it is paired (move, unpair, undo). */
export function DeviceDrawer(props: DeviceDrawerProps) {
  const { opened, serialId, device, onClose, onDone, knowsStored } = props
  const api = useApi()
  const { accountId, refreshDevices } = useWorkspace()
  const { tree } = useLocationTree()
  const [target, setTarget] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<IpcError | null>(null)
  const scope = accountId === undefined ? {} : { accountId }
  const where = (id: string) => locationPath(id, tree)

  const pairTo = async (locationId: string) =>
    callApi(api, 'pairDevices', { ...scope, locationId, serialIds: [serialId] })

  const move = async () => {
    if (!device || target === '') return
    setBusy(true)
    const from = device.locationId
    const result = await pairTo(target)
    setBusy(false)
    if (!result.ok) return setError(result.error)
    setError(null)
    await refreshDevices()
    onDone(
      from
        ? `Moved ${device.name || serialId} from ${where(from)} to ${where(target)}.`
        : `Paired ${device.name || serialId} to ${where(target)}: it is saved now.`,
    )
    onClose()
  }

  const unpair = async () => {
    if (!device?.locationId) return
    setBusy(true)
    const from = device.locationId
    const result = await callApi(api, 'unpairDevice', { ...scope, serialId })
    setBusy(false)
    if (!result.ok) return setError(result.error)
    await refreshDevices()
    onDone(`Unpaired ${device.name || serialId} from ${where(from)}.`, {
      label: 'Undo',
      run: () =>
        void pairTo(from).then(async (undone) => {
          await refreshDevices()
          onDone(
            undone.ok
              ? `Paired ${device.name || serialId} to ${where(from)} again.`
              : `Could not pair it again: ${undone.error.message}`,
          )
        }),
    })
    onClose()
  }

  const hint = device && target !== '' ? placementHint([device.deviceType], target, tree) : null
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={device?.name || serialId}
    >
      {!device ? (
        <Alert color="orange" variant="light" role="status" title="No longer listed">
          The service does not list this device any more. If it was registered and never paired, a
          restart of the service discarded it: register it again, with a location, to keep it.
        </Alert>
      ) : (
        <Stack gap="lg">
          {device.locationId === null && device.stored === false && (
            <Alert color="orange" variant="light" role="note" title="Not saved yet">
              {MEMORY_ONLY}
            </Alert>
          )}
          <DeviceDetails device={device} tree={tree} />
          <DeviceEditForm device={device} />
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
                loading={busy}
                disabled={target === '' || target === device.locationId}
              >
                {device.locationId ? 'Move here' : 'Pair here'}
              </Button>
              {device.locationId && (
                <Button color="red" variant="light" onClick={() => void unpair()} loading={busy}>
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
        </Stack>
      )}
    </Drawer>
  )
}
