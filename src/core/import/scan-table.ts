import { UserFacingError } from '#shared/errors.ts'
import type { MessageId } from '#shared/messages/catalog.ts'
import { readText } from '#shared/serial-id/read.ts'
import type { FoundDevice, NoticeCode, SourceId } from '#shared/serial-id/types.ts'
import { isBlank, lineCount, type Table } from './table.ts'

/** The readers of a Wi-Fi scan's printout: every access point in range, the neighbours' too. */
const SCAN_READERS: ReadonlySet<SourceId> = new Set(['netsh', 'airport', 'nmcli', 'iw'])

export const SCAN_HEADERS = ['BSSID', 'SSID', 'Band'] as const

const fromScan = (device: FoundDevice) => device.kind === 'wifi' && SCAN_READERS.has(device.source)

/** What a scan's reader says when the printout it recognised holds no BSSID to import. */
const NOTHING_TO_IMPORT: ReadonlySet<NoticeCode> = new Set([
  'bssid-masked',
  'bssids-hidden',
  'part-not-printed',
])

/**
 * Whether the file starts as a Wi-Fi scan's printout (`netsh wlan show networks mode=bssid`, `airport -s`…);
 * throws the reader's own refusal when it is one with no BSSID to import (masked, hidden by macOS, a
 * command that does not print them), instead of reading its lines as a table's columns.
 */
export function startsAsScan(head: string): boolean {
  const { devices, notices } = readText(head)
  if (devices.length > 0) return devices.every(fromScan)
  const notice = notices.find(
    (each) =>
      each.source !== 'input' && SCAN_READERS.has(each.source) && NOTHING_TO_IMPORT.has(each.code),
  )
  if (notice === undefined) return false
  throw new UserFacingError('bad_file', {
    code: 'import-scan-without-bssids',
    id: `serialId.notice.${notice.code}` as MessageId,
    ...(notice.values ? { values: notice.values } : {}),
    message: notice.message,
  })
}

/**
 * A Wi-Fi scan's printout as a table, read by the serial id helper's readers (which know each tool's
 * layout, its localized headings and how people paste it): one row per access point, numbered by the line
 * that printed its BSSID, with the BSSID as printed (the import's checks refuse a masked one), its SSID
 * and band. Undefined when the text is no scan.
 */
export function scanTable(text: string): Omit<Table, 'encoding'> | undefined {
  const { devices } = readText(text)
  if (devices.length === 0 || !devices.every(fromScan)) return undefined
  const rows = devices.map((device) => ({
    row: device.line,
    cells: [device.parts.bssid ?? '', device.name ?? '', device.info ?? ''],
  }))
  const total = lineCount(text)
  const blank = text.split(/\r\n|\r|\n/, total).filter((line) => isBlank([line])).length
  return {
    format: 'text',
    delimiter: null,
    headers: [...SCAN_HEADERS],
    rows,
    notices: [],
    problems: [],
    scan: devices[0]?.source,
    lines: { total, header: 0, blank, other: total - rows.length - blank },
  }
}
