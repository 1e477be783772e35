import type { Device } from '#shared/api/devices.ts'
import { deviceChanges } from '#shared/device-changes.ts'

/** "Updated name “A” → “B”": an update as the service makes it, before and after. */
export function describeChanges(before: Device, after: Device): string {
  const changes = deviceChanges(before, after)
  if (changes.length === 0) return 'Nothing changed: the name and info were already these.'
  return `Updated ${changes.map((c) => `${c.field} “${String(c.from)}” → “${String(c.to)}”`).join('; ')}.`
}
