import type { Device } from '../../../../shared/api/devices.ts'
import classes from './device-row.module.css'

/** What a device in memory only means, in the words the whole app uses. */
export const MEMORY_ONLY =
  'Registered and never paired: the service keeps it in memory only, and it is gone when the service restarts. Pair it to keep it.'

/** Paired, unpaired, or unpaired and in the service's memory only (it says so for each device). */
export function StateBadge({ device }: { device: Device }) {
  if (device.locationId !== null)
    return <span className={`${classes.badge} ${classes.paired}`}>Paired</span>
  if (device.stored === false)
    return (
      <span className={`${classes.badge} ${classes.memory}`} title={MEMORY_ONLY}>
        Not saved
      </span>
    )
  return <span className={`${classes.badge} ${classes.unpaired}`}>Unpaired</span>
}
