import { Alert, Button, Checkbox, List, Text } from '@mantine/core'
import { VisibleText } from '../../app/VisibleText.tsx'
import { DeviceMessage } from '../../app/DeviceMessage.tsx'
import { useT } from '../../i18n/use-t.ts'
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
  const t = useT()
  const exact = twins.exact
  return (
    <>
      {exact && (
        <Alert color="blue" variant="light" title={t('register.twins.exactTitle')} role="note">
          <Text size="sm">
            <DeviceMessage id="register.twins.exact" device={exact} />
          </Text>
          <Button
            size="xs"
            variant="light"
            mt="xs"
            onClick={() => onUseCurrent(exact.name, exact.info)}
          >
            {t('register.twins.startFrom')}
          </Button>
        </Alert>
      )}
      {twins.lookalikes.length > 0 && (
        <Alert color="orange" variant="light" title={t('register.twins.lookalikeTitle')}>
          <Text size="sm">{t('register.twins.lookalike')}</Text>
          <List size="sm" my="xs">
            {twins.lookalikes.slice(0, 5).map((device) => (
              <List.Item key={device.serialId}>
                <code>
                  <VisibleText text={device.serialId} />
                </code>{' '}
                — {device.name ? <VisibleText text={device.name} /> : t('register.twins.noName')} (
                {device.source === 'sensor'
                  ? t('register.twins.reported')
                  : t('register.twins.registered')}
                )
              </List.Item>
            ))}
          </List>
          <Checkbox
            label={t('register.twins.acknowledge')}
            checked={acknowledged}
            onChange={(event) => onAcknowledge(event.currentTarget.checked)}
          />
        </Alert>
      )}
    </>
  )
}
