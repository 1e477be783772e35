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

/**
 * What the service did, in its words and ours, and the next step; it takes the focus when it shows. A
 * device left unpaired is a warning, never a success: the service forgets it when it restarts.
 */
export function RegisterResult({ outcome, onPair, onAnother, onShowDevices }: RegisterResultProps) {
  const { result, device, before } = outcome
  const { tree } = useLocationTree()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [outcome])
  const created = result.outcome === 'created'
  const where = result.locationId === null ? null : locationPath(result.locationId, tree)
  const saved = result.locationId !== null
  const title =
    result.pairing === 'failed'
      ? 'Registered, but not paired'
      : !created
        ? result.outcome === 'unchanged'
          ? 'Already registered as given'
          : 'Device updated'
        : saved
          ? 'Registered and paired'
          : 'Registered, kept unpaired'
  let pairing: string
  if (result.pairing === 'paired')
    pairing = before?.locationId
      ? `Moved to ${where} (it was at ${locationPath(before.locationId, tree)}).`
      : `Paired to ${where}: the service keeps it in its database.`
  else if (result.pairing === 'kept')
    pairing = where ? `Its pairing is unchanged: paired to ${where}.` : MEMORY_ONLY
  else pairing = MEMORY_ONLY
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color={saved ? 'teal' : 'orange'}
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
        {result.outcome === 'updated' && before && (
          <Text size="sm">{describeChanges(before, { ...before, ...device })}</Text>
        )}
        <Text size="sm">{pairing}</Text>
        {result.pairError && (
          <ErrorAlert title="It was registered, but not paired" error={result.pairError} />
        )}
        {result.message && (
          <Text size="xs" c="dimmed">
            The service said: “<VisibleText text={result.message} />”
          </Text>
        )}
        <Group gap="xs" mt="xs">
          {!saved && <Button onClick={onPair}>Pair it now</Button>}
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
