import { Alert, Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { LIMITS } from '../../../../shared/api/limits.ts'
import { useApiCall } from '../../api/use-api-call.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { SerialIdList } from './SerialIdList.tsx'

interface PairDialogProps {
  opened: boolean
  serialIds: readonly string[]
  onClose: () => void
  onPaired: (paired: string[], locationId: string) => void
  /** Device names by serial id, so the list says which devices these are. */
  names?: ReadonlyMap<string, string> | undefined
  /** How many of the devices are paired now: pairing moves them. */
  alreadyPaired?: number
}

/** Pairs one or many devices to a location in one request: the service pairs all of them or none. */
export function PairDialog(props: PairDialogProps) {
  const { opened, serialIds, onClose, onPaired, names, alreadyPaired = 0 } = props
  const { accountId, locations } = useWorkspace()
  const pair = useApiCall('pairDevices')
  const [locationId, setLocationId] = useState('')
  const listed = locations.data?.supported ? locations.data.locations : null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const scope = accountId === undefined ? {} : { accountId }
    const result = await pair.run({
      ...scope,
      locationId: locationId.trim(),
      serialIds: [...serialIds],
    })
    if (result.ok) {
      onPaired(result.value.paired, locationId.trim())
      setLocationId('')
    }
  }
  const close = () => {
    pair.reset()
    onClose()
  }
  const count = serialIds.length
  const tooMany = count > LIMITS.serialIdsPerPair
  const title = count === 1 ? 'Pair 1 device' : `Pair ${count} devices`

  return (
    <Modal opened={opened} onClose={close} title={title} size="lg">
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <SerialIdList serialIds={serialIds} names={names} />
          {alreadyPaired > 0 && (
            <Alert color="yellow" variant="light" role="note">
              {alreadyPaired === count
                ? count === 1
                  ? 'This device is paired now: pairing moves it to the location you choose.'
                  : 'These devices are paired now: pairing moves them to the location you choose.'
                : `${alreadyPaired} of these devices ${alreadyPaired === 1 ? 'is' : 'are'} paired now: pairing moves ${alreadyPaired === 1 ? 'it' : 'them'} to the location you choose.`}
            </Alert>
          )}
          {listed ? (
            <NativeSelect
              label="Location"
              description="Where these devices are: a floor, an office or a desk."
              data={[
                { value: '', label: 'Choose a location…' },
                ...listed.map((location) => ({
                  value: location.id,
                  label: `${location.name} (${location.id})`,
                })),
              ]}
              value={locationId}
              onChange={(event) => setLocationId(event.currentTarget.value)}
              required
              data-autofocus
            />
          ) : (
            <TextInput
              label="Location id"
              description="This service does not list its locations: type the location's id as the service knows it."
              value={locationId}
              onChange={(event) => setLocationId(event.currentTarget.value)}
              required
              data-autofocus
            />
          )}
          {tooMany && (
            <Alert color="orange" title="Too many devices for one request">
              The service pairs at most {LIMITS.serialIdsPerPair} devices at once, all or none.
              Narrow the selection with the filters and pair in parts.
            </Alert>
          )}
          {pair.error && (
            <ErrorAlert
              title="Nothing was paired"
              error={{
                ...pair.error,
                message: `${pair.error.message} No device was changed; correct the location or the selection and try again.`,
              }}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={pair.loading}
              disabled={locationId.trim() === '' || tooMany}
            >
              {title}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
