import { layouts } from './serial-id/layouts.ts'
import { resolveKind } from './serial-id/device-type.ts'

/**
 * A device type as a person reads it in a CSV file ("Wi-Fi access point", not 32): the layout table's
 * English name, "Type 64" for a flag the spec does not know, '' for none.
 */
export function deviceTypeWords(deviceType: number | null | undefined): string {
  if (deviceType === null || deviceType === undefined) return ''
  const kind = resolveKind(deviceType)
  return kind ? layouts[kind].label : `Type ${deviceType}`
}
