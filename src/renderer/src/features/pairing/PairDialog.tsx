import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import type { Device } from '#shared/api/devices.ts'
import { LIMITS } from '#shared/api/limits.ts'
import type { EntryPoint } from '#shared/ipc/registry.ts'
import { useServerMutation } from '../../api/server-state.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { useT } from '../../i18n/use-t.ts'
import { LocationPicker } from '../locations/LocationPicker.tsx'
import { placementHint } from '../locations/placement-hint.ts'
import { useLocationTree } from '../locations/use-location-tree.ts'
import { SerialIdList } from './SerialIdList.tsx'
import { unknownDevices } from './unknown-devices.ts'
import { DialogActions } from '../../app/DialogActions.tsx'

/** A device to pair: its serial id, and what is known of it (name, type, current location). */
export type PairTarget = Pick<Device, 'serialId'> &
  Partial<Pick<Device, 'name' | 'deviceType' | 'locationId'>>

interface PairDialogProps {
  devices: readonly PairTarget[]
  onClose: () => void
  onPaired: (paired: string[], locationId: string) => void
  /** The person took these (unknown to the service) out of the pairing: drop them from a selection. */
  onDropped?: (serialIds: string[]) => void
  /** The screen it was opened from, for the activity journal (default: the devices table). */
  via?: EntryPoint
}

/** Pairs one or many devices to a location in one request: the service pairs all of them or none. */
export function PairDialog(props: PairDialogProps) {
  const { devices: given, onClose, onPaired, onDropped, via = 'devices' } = props
  const { accountId, owner, refreshDevices } = useWorkspace()
  const t = useT()
  const { tree } = useLocationTree()
  const pair = useServerMutation('pairDevices', { owner })
  const [locationId, setLocationId] = useState('')
  const [dropped, setDropped] = useState<ReadonlySet<string>>(new Set())
  const [sent, setSent] = useState<string[]>([])
  const devices = given.filter((device) => !dropped.has(device.serialId))
  const serialIds = devices.map((device) => device.serialId)
  const unknown = unknownDevices(pair.error, sent).filter((id) => !dropped.has(id))
  const names = new Map(devices.map((device) => [device.serialId, device.name ?? '']))
  const alreadyPaired = devices.filter((device) => device.locationId).length
  const chosen = locationId.trim()
  const hint =
    chosen === ''
      ? null
      : placementHint(
          devices.flatMap((device) => (device.deviceType === undefined ? [] : [device.deviceType])),
          chosen,
          tree,
          t,
        )

  const run = async (ids: string[]) => {
    setSent(ids)
    const scope = accountId === undefined ? {} : { accountId }
    try {
      const result = await pair.mutateAsync({ ...scope, locationId: chosen, serialIds: ids, via })
      onPaired(result.paired, chosen)
    } catch (error) {
      // Some devices are gone from the service (a restart): the table shows it as it is now.
      if ((error as { code?: string }).code === 'unknown_devices') void refreshDevices()
    }
  }
  const drop = (ids: string[]) => {
    setDropped((previous) => new Set([...previous, ...ids]))
    pair.reset()
    onDropped?.(ids)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void run(serialIds)
  }
  const close = () => {
    pair.reset()
    onClose()
  }
  const count = serialIds.length
  const tooMany = count > LIMITS.serialIdsPerPair
  const title = t('pairing.pair.title', { count })
  const others = serialIds.filter((id) => !unknown.includes(id))

  return (
    <Modal opened onClose={close} title={title} size="lg">
      <form onSubmit={submit}>
        <Stack gap="md">
          <SerialIdList serialIds={serialIds} names={names} />
          {alreadyPaired > 0 && (
            <Alert color="yellow" variant="light" role="note">
              {alreadyPaired === count
                ? t('pairing.pair.allPaired', { count })
                : t('pairing.pair.somePaired', { count: alreadyPaired })}
            </Alert>
          )}
          <LocationPicker
            label={t('pairing.pair.location')}
            description={t('pairing.pair.locationHelp')}
            value={locationId}
            onChange={(next) => {
              setLocationId(next)
              pair.reset()
            }}
            required
            autoFocus
          />
          {hint && (
            <Alert color="blue" variant="light" role="note" title={t('pairing.pair.hintTitle')}>
              {hint}
            </Alert>
          )}
          {tooMany && (
            <Alert color="orange" title={t('pairing.pair.tooMany')}>
              {t('pairing.pair.tooManyText', { limit: LIMITS.serialIdsPerPair })}
            </Alert>
          )}
          {pair.error && unknown.length > 0 && (
            <ErrorAlert
              title={t('pairing.pair.failed')}
              error={{ ...pair.error, fields: undefined }}
            >
              <SerialIdList serialIds={unknown} names={names} />
              <Group gap="xs" mt="xs">
                {others.length > 0 && (
                  <Button size="xs" onClick={() => void run(others)} loading={pair.isPending}>
                    {t('pairing.pair.others', { count: others.length })}
                  </Button>
                )}
                <Button size="xs" variant="default" onClick={() => drop(unknown)}>
                  {t('pairing.pair.takeOut', { count: unknown.length })}
                </Button>
              </Group>
            </ErrorAlert>
          )}
          {pair.error && unknown.length === 0 && (
            // The service's reason as it comes (English), then what the window says to do.
            <ErrorAlert title={t('pairing.pair.failed')} error={pair.error}>
              <Text size="sm">{t('pairing.pair.nothingChanged')}</Text>
            </ErrorAlert>
          )}
          {count === 0 && (
            <Text size="sm" c="dimmed">
              {t('pairing.pair.noneLeft')}
            </Text>
          )}
          <DialogActions
            onCancel={close}
            confirm={title}
            running={pair.isPending}
            disabled={chosen === '' || tooMany || count === 0}
          />
        </Stack>
      </form>
    </Modal>
  )
}
