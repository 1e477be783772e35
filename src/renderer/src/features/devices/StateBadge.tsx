import type { Device } from '#shared/api/devices.ts'
import badge from '../../app/badge.module.css'
import type { Translate } from '../../i18n/use-t.ts'

/** Paired, unpaired, or unpaired and in the service's memory only (it says so for each device): red, it is lost on a restart. */
export function StateBadge({ device, t }: { device: Device; t: Translate }) {
  if (device.locationId !== null)
    return <span className={`${badge.badge} ${badge.teal}`}>{t('devices.state.paired')}</span>
  if (device.stored === false)
    return (
      <span className={`${badge.badge} ${badge.red}`} title={t('devices.state.memoryOnly')}>
        {t('devices.state.notSaved')}
      </span>
    )
  return <span className={`${badge.badge} ${badge.orange}`}>{t('devices.state.unpaired')}</span>
}
