import { Alert, Button, Checkbox, List, Text } from '@mantine/core'
import { VisibleText } from '../../app/VisibleText.tsx'
import { typeLabel } from '../devices/device-model.ts'
import type { Twins } from './format-twins.ts'

interface TwinWarningProps {
  twins: Twins
  acknowledged: boolean
  onAcknowledge: (value: boolean) => void
  /** Starts the name and info from the registered device's, to change only what needs changing. */
  onUseCurrent: (name: string, info: string) => void
}

/** Warns before a serial id that only differs in format from an existing device (it would never match). */
export function TwinWarning({
  twins,
  acknowledged,
  onAcknowledge,
  onUseCurrent,
}: TwinWarningProps) {
  const exact = twins.exact
  return (
    <>
      {exact && (
        <Alert color="blue" variant="light" title="Already registered" role="note">
          <Text size="sm">
            {typeLabel(exact.deviceType)} “<VisibleText text={exact.name} />” has exactly this
            serial id: registering updates its name and info; its pairing stays as it is.
          </Text>
          <Button
            size="xs"
            variant="light"
            mt="xs"
            onClick={() => onUseCurrent(exact.name, exact.info)}
          >
            Start from its name and info
          </Button>
        </Alert>
      )}
      {twins.lookalikes.length > 0 && (
        <Alert
          color="orange"
          variant="light"
          title="A device with almost the same serial id exists"
        >
          <Text size="sm">
            These devices differ from yours only in format (case or separators). The service matches
            serial ids literally, so yours would be a second device that no sensor report ever
            matches:
          </Text>
          <List size="sm" my="xs">
            {twins.lookalikes.slice(0, 5).map((device) => (
              <List.Item key={device.serialId}>
                <code>
                  <VisibleText text={device.serialId} />
                </code>{' '}
                — {device.name ? <VisibleText text={device.name} /> : 'no name'} (
                {device.source === 'sensor' ? 'reported by a sensor' : 'registered'})
              </List.Item>
            ))}
          </List>
          <Checkbox
            label="I know; register it as a separate device anyway"
            checked={acknowledged}
            onChange={(event) => onAcknowledge(event.currentTarget.checked)}
          />
        </Alert>
      )}
    </>
  )
}
