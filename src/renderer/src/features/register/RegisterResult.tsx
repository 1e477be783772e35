import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import type { IpcOutput } from '../../../../shared/ipc/contract.ts'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { typeLabel } from '../devices/device-model.ts'
import { SerialIdText } from '../devices/SerialIdText.tsx'

interface RegisterResultProps {
  result: IpcOutput<'registerDevice'>
  pairedTo: string | null
  onPair: () => void
  onAnother: () => void
  onShowDevices: () => void
}

/** What the service did, exactly as it said it, and the next step: pairing. */
export function RegisterResult({
  result,
  pairedTo,
  onPair,
  onAnother,
  onShowDevices,
}: RegisterResultProps) {
  const { device, created, message } = result
  const { locations } = useWorkspace()
  const paired = pairedTo ?? device.locationId
  const where = locations.data?.locations.find((location) => location.id === paired)?.name ?? paired
  return (
    <Alert
      color={created ? 'teal' : 'blue'}
      variant="light"
      title={created ? 'Device created' : 'Device updated'}
      role="status"
    >
      <Stack gap="xs">
        <Text size="sm">{`The service said: “${message}”`}</Text>
        <Text size="sm">
          {created
            ? 'It is a new device and starts unpaired. Until it is paired it lives in the service’s memory only.'
            : 'An existing device with this serial id was updated; its pairing is unchanged.'}
        </Text>
        <Group gap="xs">
          <Text size="sm" fw={500}>
            {typeLabel(device.deviceType)} “{device.name}”
          </Text>
          <SerialIdText serialId={device.serialId} />
        </Group>
        {paired !== null && <Text size="sm">{`Paired to ${where}.`}</Text>}
        <Group gap="xs" mt="xs">
          {paired === null && <Button onClick={onPair}>Pair it now</Button>}
          <Button variant="default" onClick={onAnother}>
            Register another device
          </Button>
          <Button variant="subtle" onClick={onShowDevices}>
            Show all devices
          </Button>
        </Group>
      </Stack>
    </Alert>
  )
}
