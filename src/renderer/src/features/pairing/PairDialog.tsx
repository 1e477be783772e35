import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import type { Device } from '#shared/api/devices.ts'
import { LIMITS } from '#shared/api/limits.ts'
import type { EntryPoint } from '#shared/ipc/registry.ts'
import { useServerMutation } from '../../api/server-state.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { LocationPicker } from '../locations/LocationPicker.tsx'
import { placementHint } from '../locations/placement-hint.ts'
import { useLocationTree } from '../locations/use-location-tree.ts'
import { SerialIdList } from './SerialIdList.tsx'
import { unknownDevices } from './unknown-devices.ts'

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

const noun = (count: number) => (count === 1 ? '1 device' : `${count} devices`)

/** Pairs one or many devices to a location in one request: the service pairs all of them or none. */
export function PairDialog(props: PairDialogProps) {
  const { devices: given, onClose, onPaired, onDropped, via = 'devices' } = props
  const { accountId, owner, refreshDevices } = useWorkspace()
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
  const title = `Pair ${noun(count)}`
  const others = serialIds.filter((id) => !unknown.includes(id))

  return (
    <Modal opened onClose={close} title={title} size="lg">
      <form onSubmit={submit}>
        <Stack gap="md">
          <SerialIdList serialIds={serialIds} names={names} />
          {alreadyPaired > 0 && (
            <Alert color="yellow" variant="light" role="note">
              {alreadyPaired === count
                ? `${count === 1 ? 'This device is' : 'These devices are'} paired now: pairing moves ${count === 1 ? 'it' : 'them'} to the location you choose.`
                : `${alreadyPaired} of these devices ${alreadyPaired === 1 ? 'is' : 'are'} paired now: pairing moves ${alreadyPaired === 1 ? 'it' : 'them'} to the location you choose.`}
            </Alert>
          )}
          <LocationPicker
            label="Location"
            description="Where these devices are: a site, a floor, an office or a desk. Type any words of its name."
            value={locationId}
            onChange={(next) => {
              setLocationId(next)
              pair.reset()
            }}
            required
            autoFocus
          />
          {hint && (
            <Alert
              color="blue"
              variant="light"
              role="note"
              title="Is this the right kind of place?"
            >
              {hint}
            </Alert>
          )}
          {tooMany && (
            <Alert color="orange" title="Too many devices for one request">
              The service pairs at most {LIMITS.serialIdsPerPair} devices at once, all or none.
              Narrow the selection with the filters and pair in parts.
            </Alert>
          )}
          {pair.error && unknown.length > 0 && (
            <ErrorAlert
              title="Nothing was paired"
              error={{ code: pair.error.code, message: pair.error.message }}
            >
              <SerialIdList serialIds={unknown} names={names} />
              <Group gap="xs" mt="xs">
                {others.length > 0 && (
                  <Button size="xs" onClick={() => void run(others)} loading={pair.isPending}>
                    {`Pair the other ${noun(others.length)}`}
                  </Button>
                )}
                <Button size="xs" variant="default" onClick={() => drop(unknown)}>
                  {unknown.length === 1
                    ? 'Take it out of the selection'
                    : 'Take them out of the selection'}
                </Button>
              </Group>
            </ErrorAlert>
          )}
          {pair.error && unknown.length === 0 && (
            <ErrorAlert
              title="Nothing was paired"
              error={{
                ...pair.error,
                message: `${pair.error.message} No device was changed; correct the location or the selection and try again.`,
              }}
            />
          )}
          {count === 0 && (
            <Text size="sm" c="dimmed">
              No device is left to pair.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={pair.isPending}
              disabled={chosen === '' || tooMany || count === 0}
            >
              {title}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
