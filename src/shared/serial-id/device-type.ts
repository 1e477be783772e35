import type { DeviceType, DeviceTypeName } from '../api/common.ts'
import { coded } from '../coded-text.ts'
import { layouts } from './layouts.ts'
import type { PartError } from './types.ts'

// Flags come from the layout table (tested against DEVICE_TYPES), so the helper loads without zod.
export const KINDS: readonly DeviceTypeName[] = ['monitor', 'usb', 'nic', 'router', 'wifi']

const KIND_BY_FLAG: ReadonlyMap<unknown, DeviceTypeName> = new Map(
  KINDS.map((kind) => [layouts[kind].deviceType, kind]),
)

/** The device type name for a flag or name; undefined for anything else (including non-strings at runtime). */
export function resolveKind(type: unknown): DeviceTypeName | undefined {
  if (typeof type === 'string')
    return (KINDS as readonly string[]).includes(type) ? (type as DeviceTypeName) : undefined
  return KIND_BY_FLAG.get(type)
}

export function flagOf(kind: DeviceTypeName): DeviceType {
  return layouts[kind].deviceType
}

/** The error of a device type the helper does not know. */
export const UNKNOWN_TYPE: PartError = {
  part: 'deviceType',
  ...coded('serialId.error.unknown-type'),
}
