import type { DeviceTypeName } from '#shared/api/common.ts'
import { UserFacingError } from '#shared/errors.ts'
import type { MessageId } from '#shared/messages/catalog.ts'
import { readText } from '#shared/serial-id/read.ts'
import type { FoundDevice, NoticeCode, ReadResult, SourceId } from '#shared/serial-id/types.ts'
import { isBlank, lineCount, type Table } from './table.ts'

/** A tool's printout that is no table, read by the serial id helper's reader of that tool: the kind it lists. */
export interface Printout {
  kind: DeviceTypeName
}

interface Layout {
  kind: DeviceTypeName
  readers: ReadonlySet<SourceId>
  headers: string[]
  cells(device: FoundDevice): string[]
}

/** The readers of Wi-Fi scans: every access point in range, the neighbours' too (a survey). */
const SCAN_READERS: ReadonlySet<SourceId> = new Set([
  'netsh',
  'airport',
  'nmcli',
  'iw',
  'system-profiler',
])

const LAYOUTS: readonly Layout[] = [
  {
    kind: 'wifi',
    readers: SCAN_READERS,
    headers: ['BSSID', 'SSID', 'Band'],
    cells: (device) => [device.parts.bssid ?? '', device.name ?? '', device.info ?? ''],
  },
  // macOS's display list (system_profiler SPDisplaysDataType), the displays nested under each GPU.
  {
    kind: 'monitor',
    readers: new Set(['system-profiler']),
    headers: ['Vendor', 'Product code', 'Serial', 'Name'],
    cells: ({ parts, info }) => [
      parts.vendor ?? '',
      parts.productCode ?? '',
      parts.serial ?? '',
      info ?? '',
    ],
  },
]

/** The layout every device read belongs to (one tool, one kind), if any. */
function layoutOf(devices: readonly FoundDevice[]): Layout | undefined {
  const [first] = devices
  if (first === undefined) return undefined
  return LAYOUTS.find(
    (layout) =>
      layout.kind === first.kind &&
      devices.every((device) => device.kind === layout.kind && layout.readers.has(device.source)),
  )
}

/** What a reader says when the printout it recognised holds no BSSID to import. */
const NOTHING_TO_IMPORT: ReadonlySet<NoticeCode> = new Set([
  'bssid-masked',
  'bssids-hidden',
  'part-not-printed',
])

/** JSON the readers know (system_profiler's displays and Wi-Fi), told by its first bytes. */
export const isProfilerJson = (head: string) =>
  /"SP(?:Displays|AirPort)DataType"/.test(head.slice(0, 200))

/** The reader's own refusal of a Wi-Fi scan with no BSSID to import (masked, hidden by macOS, not printed). */
function throwNothingToImport(notices: ReadResult['notices']): void {
  const notice = notices.find(
    (each) =>
      each.source !== 'input' && SCAN_READERS.has(each.source) && NOTHING_TO_IMPORT.has(each.code),
  )
  if (notice === undefined) return
  throw new UserFacingError('bad_file', {
    code: 'import-scan-without-bssids',
    id: `serialId.notice.${notice.code}` as MessageId,
    ...(notice.values ? { values: notice.values } : {}),
    message: notice.message,
  })
}

/**
 * Whether the file starts as a printout the readers know and no table (`netsh wlan show networks
 * mode=bssid`, `airport -s`…); throws the reader's own refusal when it is a Wi-Fi scan with no BSSID to
 * import, instead of reading its lines as a table's columns.
 */
export function startsAsPrintout(head: string): boolean {
  const { devices, notices } = readText(head)
  if (devices.length > 0) return layoutOf(devices) !== undefined
  throwNothingToImport(notices)
  return false
}

/**
 * A printout as a table, read by the serial id helper's readers (which know each tool's layout, its
 * localized headings and how people paste it): one row per device, numbered by the line that printed it,
 * with its parts as printed (the import's checks refuse a masked one, and ask for what is missing).
 * Undefined when the text is no printout the import reads this way.
 */
export function printoutTable(
  text: string,
  format: Table['format'],
): Omit<Table, 'encoding'> | undefined {
  const { devices, notices } = readText(text)
  if (devices.length === 0) throwNothingToImport(notices)
  const layout = layoutOf(devices)
  if (layout === undefined) return undefined
  const rows = devices.map((device) => ({
    row: device.line,
    cells: layout.cells(device),
    ...(device.missing ? { missing: device.missing } : {}),
  }))
  const total = lineCount(text)
  const blank = text.split(/\r\n|\r|\n/, total).filter((line) => isBlank([line])).length
  return {
    format,
    delimiter: null,
    headers: [...layout.headers],
    rows,
    notices: [],
    problems: [],
    printout: { kind: layout.kind },
    lines: { total, header: 0, blank, other: total - rows.length - blank },
  }
}
