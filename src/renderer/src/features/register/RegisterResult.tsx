import { Button, Group, Stack, Text } from '@mantine/core'
import { FormattedMessage } from 'react-intl'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { DeviceMessage } from '../../app/DeviceMessage.tsx'
import { FocusedStatus } from '../../app/FocusedStatus.tsx'
import { VisibleText } from '../../app/VisibleText.tsx'
import { useT } from '../../i18n/use-t.ts'
import { describeChanges } from '../devices/describe-changes.ts'
import { locationPath } from '../devices/DeviceDetails.tsx'
import { SerialIdText } from '../devices/SerialIdText.tsx'
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
  const t = useT()
  const created = result.outcome === 'created'
  const where = result.locationId === null ? null : locationPath(result.locationId, tree)
  const saved = result.locationId !== null
  const title =
    result.pairing === 'failed'
      ? t('register.result.notPaired')
      : !created
        ? result.outcome === 'unchanged'
          ? t('register.result.unchanged')
          : t('register.result.updated')
        : saved
          ? t('register.result.paired')
          : t('register.result.keptUnpaired')
  let pairing: string
  if (result.pairing === 'paired')
    pairing = before?.locationId
      ? t('register.result.moved', { where, before: locationPath(before.locationId, tree) })
      : t('register.result.pairedTo', { where })
  else if (result.pairing === 'kept')
    pairing = where ? t('register.result.pairingKept', { where }) : t('devices.state.memoryOnly')
  else pairing = t('devices.state.memoryOnly')
  return (
    <FocusedStatus
      focusOn={outcome}
      color={saved ? 'teal' : 'orange'}
      title={title}
      data-testid="register-result"
    >
      <Stack gap="xs">
        <Group gap="xs">
          <Text size="sm" fw={500}>
            <DeviceMessage id="register.result.device" device={device} />
          </Text>
          <SerialIdText serialId={device.serialId} />
        </Group>
        {result.outcome === 'updated' && before && (
          <Text size="sm">{describeChanges(before, { ...before, ...device }, t)}</Text>
        )}
        <Text size="sm">{pairing}</Text>
        {result.pairError && (
          <ErrorAlert title={t('register.result.pairError')} error={result.pairError} />
        )}
        {result.message && (
          <Text size="xs" c="dimmed">
            <FormattedMessage
              id={'register.result.serviceSaid'}
              values={{
                message: (
                  <span lang="en">
                    <VisibleText text={result.message} />
                  </span>
                ),
              }}
            />
          </Text>
        )}
        <Group gap="xs" mt="xs">
          {!saved && <Button onClick={onPair}>{t('register.result.pairNow')}</Button>}
          <Button variant="default" onClick={onAnother}>
            {t('register.result.another')}
          </Button>
          <Button variant="subtle" onClick={onShowDevices}>
            {t('register.result.showDevices')}
          </Button>
        </Group>
      </Stack>
    </FocusedStatus>
  )
}
