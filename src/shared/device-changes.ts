import type { Device } from './api/devices.ts'

/** One field an update of a device changes, as it was and as it will be. */
export interface DeviceChange {
  field: 'name' | 'info' | 'deviceType'
  from: string | number
  to: string | number
}

const FIELDS = ['name', 'info', 'deviceType'] as const

/** What registering `next` over the existing `before` changes (the service updates; pairing stays). */
export function deviceChanges(
  before: Pick<Device, (typeof FIELDS)[number]>,
  next: Pick<Device, (typeof FIELDS)[number]>,
): DeviceChange[] {
  return FIELDS.flatMap((field) =>
    before[field] === next[field] ? [] : [{ field, from: before[field], to: next[field] }],
  )
}
