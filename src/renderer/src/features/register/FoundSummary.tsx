import { Text } from '@mantine/core'
import { FocusedStatus } from '../../app/FocusedStatus.tsx'
import { useT } from '../../i18n/use-t.ts'
import { locationPath } from '../devices/DeviceDetails.tsx'
import { useLocationTree } from '../locations/use-location-tree.ts'
import type { FoundSummary as Summary } from './use-found-devices.ts'

/**
 * What the last "Register" or "Register all" did, in one line; it takes the focus, since the button
 * pressed is gone or disabled once its rows are done. Devices kept unpaired make it a warning.
 */
export function FoundSummary({ summary }: { summary: Summary }) {
  const { tree } = useLocationTree()
  const t = useT()
  const where = (locationId: string) => locationPath(locationId, tree)
  let title: string
  let warn: boolean
  if (summary.kind === 'paired') {
    title = t('register.summary.paired', {
      count: summary.paired,
      where: where(summary.locationId),
    })
    warn = false
  } else {
    const { registered, paired, failed, locationId } = summary
    const unpaired = registered - paired
    const parts = [
      paired > 0 && locationId !== null
        ? t('register.summary.registeredPaired', { count: paired, where: where(locationId) })
        : null,
      unpaired > 0
        ? locationId === null
          ? t('register.summary.keptUnpaired', { count: unpaired })
          : t('register.summary.notPaired', { count: unpaired })
        : null,
      failed > 0 ? t('register.summary.failed', { count: failed }) : null,
    ].filter((part): part is string => part !== null)
    title = parts.join('; ') || t('register.found.nothingRegistered')
    warn = unpaired > 0 || failed > 0
  }
  return (
    <FocusedStatus focusOn={summary.id} color={warn ? 'orange' : 'teal'} data-testid="found-result">
      <Text size="sm" fw={500}>
        {title}
      </Text>
      {summary.kind === 'sent' && summary.failed > 0 && (
        <Text size="sm">{t('register.summary.failedDetail', { count: summary.failed })}</Text>
      )}
    </FocusedStatus>
  )
}
