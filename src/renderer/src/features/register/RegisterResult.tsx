import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { VisibleText } from '../../app/VisibleText.tsx'
import { describeChanges } from '../devices/describe-changes.ts'
import { locationPath } from '../devices/DeviceDetails.tsx'
import { typeLabel } from '../devices/device-model.ts'
import { SerialIdText } from '../devices/SerialIdText.tsx'
import { MEMORY_ONLY } from '../devices/StateBadge.tsx'
import { useLocationTree } from '../locations/use-location-tree.ts'
import type { RegisterOutcome } from './use-register.ts'

interface RegisterResultProps {
  outcome: RegisterOutcome
  onPair: () => void
  onAnother: () => void
  onShowDevices: () => void
}

/** What the service did, in its words and ours, and the next step; it takes the focus when it shows. */
export function RegisterResult({ outcome, onPair, onAnother, onShowDevices }: RegisterResultProps) {
  const { result, before, pairedTo, pairError } = outcome
  const { device, created, message } = result
  const { tree } = useLocationTree()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [outcome])
  const paired = pairedTo ?? device.locationId
  const where = paired === null ? null : locationPath(paired, tree)
  const saved = paired !== null
  const title = !created
    ? 'Device updated'
    : saved
      ? 'Registered and paired'
      : 'Registered, not paired yet'
  const pairing = !created
    ? pairedTo && before?.locationId !== pairedTo
      ? `Paired to ${where} now${before?.locationId ? ` (it was at ${locationPath(before.locationId, tree)})` : ''}.`
      : where
        ? `Its pairing is unchanged: paired to ${where}.`
        : 'Its pairing is unchanged: not paired.'
    : saved
      ? `Paired to ${where}: the service keeps it in its database.`
      : MEMORY_ONLY
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color={saved || !created ? 'teal' : 'orange'}
      variant="light"
      title={title}
      role="status"
      data-testid="register-result"
    >
      <Stack gap="xs">
        <Group gap="xs">
          <Text size="sm" fw={500}>
            {typeLabel(device.deviceType)} “<VisibleText text={device.name} />”
          </Text>
          <SerialIdText serialId={device.serialId} />
        </Group>
        {!created && before && <Text size="sm">{describeChanges(before, device)}</Text>}
        <Text size="sm">{pairing}</Text>
        {pairError && <ErrorAlert title="It was registered, but not paired" error={pairError} />}
        <Text size="xs" c="dimmed">
          The service said: “<VisibleText text={message} />”
        </Text>
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
