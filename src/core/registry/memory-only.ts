import type { Device } from '#shared/api/devices.ts'

/**
 * Whether the device, left without a location, lives in the service's memory only: a new one (or one a
 * paired-only list cannot show), or one registered and never paired. Stored where the service says so
 * (the `stored` extension), and a sensor's report is stored.
 */
export function memoryOnlyUnpaired(before: Device | null | undefined): boolean {
  if (!before) return true
  if (before.locationId !== null) return false
  return before.stored === undefined ? before.source !== 'sensor' : !before.stored
}
