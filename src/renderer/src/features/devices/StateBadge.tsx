import type { Device } from '#shared/api/devices.ts'
import badge from '../../app/badge.module.css'

/** What a device in memory only means, in the words the whole app uses. */
export const MEMORY_ONLY =
  'Registered and never paired: the service keeps it in memory only, and it is gone when the service restarts. Pair it to keep it.'

/** Paired, unpaired, or unpaired and in the service's memory only (it says so for each device): red, it is lost on a restart. */
export function StateBadge({ device }: { device: Device }) {
  if (device.locationId !== null)
    return <span className={`${badge.badge} ${badge.teal}`}>Paired</span>
  if (device.stored === false)
    return (
      <span className={`${badge.badge} ${badge.red}`} title={MEMORY_ONLY}>
        Not saved
      </span>
    )
  return <span className={`${badge.badge} ${badge.orange}`}>Unpaired</span>
}
