import Papa from 'papaparse'
import type { Device } from '#shared/api/devices.ts'
import { resolveKind } from '#shared/serial-id/index.ts'

/** The columns export writes: every one import needs, so a file re-imports with zero changes. */
export const EXPORT_COLUMNS = ['serialId', 'type', 'name', 'info', 'location'] as const

/** Format marker of the JSON export; import reads it (and a bare array of devices). */
export const EXPORT_FORMAT = 'device-registry-admin/devices'

// A cell a spreadsheet would run as a formula (=, +, -, @) gets a leading apostrophe, and one that already
// starts with apostrophes before such a character gets one more: import takes exactly one off, so the
// round trip is exact and no exported name runs as a formula.
const FORMULA = /^'*[=+\-@]/
const ESCAPED = /^'+[=+\-@]/

export function escapeCell(value: string): string {
  return FORMULA.test(value) ? `'${value}` : value
}

export function unescapeCell(value: string): string {
  return value.charCodeAt(0) === 39 && ESCAPED.test(value) ? value.slice(1) : value
}

const typeName = (deviceType: number) => resolveKind(deviceType) ?? String(deviceType)

export function devicesCsv(devices: readonly Device[]): string {
  const data = devices.map((device) =>
    [
      device.serialId,
      typeName(device.deviceType),
      device.name,
      device.info,
      device.locationId ?? '',
    ].map(escapeCell),
  )
  // Serial ids, names and infos always quoted: a serial id holds ';', which a spreadsheet set to ';'
  // would split on; other cells where needed (delimiters, quotes, line breaks, spaces at either end).
  const rows = Papa.unparse(data, { newline: '\r\n', quotes: [true, false, true, true, false] })
  return `${EXPORT_COLUMNS.join(',')}\r\n${rows}${rows ? '\r\n' : ''}`
}

export function devicesJson(devices: readonly Device[], accountId: string | undefined): string {
  const file = {
    format: EXPORT_FORMAT,
    version: 1,
    exportedAt: new Date().toISOString(),
    ...(accountId === undefined ? {} : { accountId }),
    devices: devices.map((device) => ({
      serialId: device.serialId,
      deviceType: device.deviceType,
      name: device.name,
      info: device.info,
      location: device.locationId,
    })),
  }
  return `${JSON.stringify(file, null, 2)}\n`
}

/** A file's text as written to disk: CSV with a BOM, so that Excel reads it as UTF-8 (import reads both). */
export function fileText(content: string, kind: 'csv' | 'json'): string {
  return kind === 'csv' ? `\uFEFF${content}` : content
}
