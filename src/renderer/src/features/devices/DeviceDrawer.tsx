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
import { useT } from '../../i18n/use-t.ts'
import { DeviceHistory } from '../activity/DeviceHistory.tsx'
import { useUndo } from '../activity/use-undo.ts'
import { LocationPicker } from '../locations/LocationPicker.tsx'
import { placementHint } from '../locations/placement-hint.ts'
import { useLocationTree } from '../locations/use-location-tree.ts'
import { unpairingMeans } from '../pairing/UnpairDialog.tsx'
import { DeviceMatch } from '../match/DeviceMatch.tsx'
import { DeviceDetails, locationPath } from './DeviceDetails.tsx'
import { DeviceEditForm } from './DeviceEditForm.tsx'

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
  const t = useT()
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
      : {
          label: t('devices.undo'),
          run: () => void undo(entryId).then((result) => onDone(result.text)),
        }

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
          ? t('devices.drawer.moved', { name, from: where(from), to: where(target) })
          : t('devices.drawer.paired', { name, to: where(target) }),
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
      onDone(t('devices.drawer.unpaired', { name, from: where(from) }), undoOf(result?.entryIds[0]))
    } catch (failure) {
      setError(failure as IpcError)
    }
  }

  const hint = device && target !== '' ? placementHint([device.deviceType], target, tree, t) : null
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
        <Alert color="orange" variant="light" role="status" title={t('devices.drawer.gone')}>
          {t('devices.drawer.goneText')}
        </Alert>
      ) : (
        <Stack gap="lg">
          {device.locationId === null && device.stored === false && (
            <Alert color="orange" variant="light" role="note" title={t('devices.memoryOnly.title')}>
              {t('devices.state.memoryOnly')}
            </Alert>
          )}
          <DeviceMatch serialId={serialId} />
          <DeviceDetails device={device} tree={tree} />
          <DeviceEditForm device={device} onDone={onDone} undoOf={undoOf} />
          <Stack gap="sm">
            <Title order={3} size="h5">
              {device.locationId ? t('devices.drawer.moveOrUnpair') : t('devices.drawer.pair')}
            </Title>
            <LocationPicker
              label={device.locationId ? t('devices.drawer.moveTo') : t('devices.drawer.pairTo')}
              value={target}
              onChange={setTarget}
            />
            {hint && (
              <Text size="sm" c="dimmed" role="note">
                {hint}
              </Text>
            )}
            {error && <ErrorAlert title={t('devices.nothingChanged')} error={error} />}
            <Group gap="xs">
              <Button
                onClick={() => void move()}
                loading={pair.isPending}
                disabled={busy || target === '' || target === device.locationId}
              >
                {device.locationId ? t('devices.drawer.moveHere') : t('devices.drawer.pairHere')}
              </Button>
              {device.locationId && (
                <Button
                  color="red"
                  variant="light"
                  onClick={() => void unpairIt()}
                  loading={unpair.isPending}
                  disabled={busy}
                >
                  {t('devices.drawer.unpair')}
                </Button>
              )}
            </Group>
            {device.locationId && (
              <Text size="xs" c="dimmed">
                {unpairingMeans(knowsStored, t)}
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
