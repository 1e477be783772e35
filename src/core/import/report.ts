import Papa from 'papaparse'
import { deviceTypeWords } from '#shared/device-type-words.ts'
import { coded, type CodedText } from '#shared/coded-text.ts'
import type {
  Finding,
  FindingCode,
  ImportReport,
  PreviewRow,
  ReportRow,
} from '#shared/ipc/import.ts'
import { formatMessage } from '#shared/messages/format.ts'

/** A finding as a report row's message: its code, message id, values and English (no level, no fixes). */
const said = ({ code, id, values, message }: Finding): CodedText<FindingCode> => ({
  code,
  ...(id ? { id } : {}),
  ...(values ? { values } : {}),
  message,
})

export const alreadyPaired = (location: string) => coded('import.pairing.already', { location })

/**
 * One text per key, made once: a large import's rows mostly say the same few things, and sharing them
 * keeps a 100,000-row report small. Report texts are never changed once made.
 */
export function sharedTexts<T, Parts extends string[]>(
  make: (...parts: Parts) => T,
): (...parts: Parts) => T {
  const made = new Map<string, T>()
  return (...parts) => {
    // Parts are ids and texts the service gave: none holds a NUL.
    const key = parts.join('\0')
    let text = made.get(key)
    if (text === undefined) made.set(key, (text = make(...parts)))
    return text
  }
}

const NOT_SENT_YET = coded('import.report.cancelled')
const UNCHANGED = coded('import.report.unchanged')

/** Each row's outcome before anything is sent: what the preview already decided, the rest pending. */
export function initialReport(rows: readonly PreviewRow[]): ReportRow[] {
  const already = sharedTexts(alreadyPaired)
  return rows.map((row) => {
    const errors = row.findings.filter((finding) => finding.level === 'error')
    const repeat = errors.length === 0 && row.action === 'skip'
    const entry: ReportRow = {
      row: row.row,
      part: row.part,
      column: row.column,
      serialId: row.serialId,
      deviceType: row.deviceType,
      name: row.name,
      outcome: 'cancelled',
      message: NOT_SENT_YET,
      locationId: row.locationId,
      pairing: row.pairing === 'already' ? 'already' : 'none',
      pairingMessage: row.pairing === 'already' ? already(row.locationId ?? '') : null,
    }
    if (row.action === 'unchanged')
      return {
        ...entry,
        outcome: 'unchanged',
        message: UNCHANGED,
      }
    const duplicate = row.findings.find((f) => f.code === 'duplicate')
    if (repeat && duplicate) return { ...entry, outcome: 'duplicate', message: said(duplicate) }
    if (repeat) {
      const note = row.findings.find((f) => f.level === 'note')
      return {
        ...entry,
        outcome: 'left-out',
        message: note ? said(note) : coded('import.report.nothing-to-send'),
      }
    }
    if (row.action === 'skip')
      return {
        ...entry,
        outcome: 'skipped',
        // The findings that held it back, which the window words each in its language.
        message: {
          code: 'not-sent',
          message: formatMessage('en', 'import.report.not-sent', {
            reasons: errors.map((e) => e.message).join(' '),
          }),
          findings: errors.map(said),
        },
      }
    return entry
  })
}

export const notDone = (row: ReportRow) =>
  row.outcome === 'failed' ||
  row.outcome === 'skipped' ||
  row.outcome === 'cancelled' ||
  row.pairing === 'failed' ||
  row.pairing === 'not-sent'

/** Rows not done: not sent, refused, or left unpaired although the file names a location. */
export function failedCount(rows: readonly ReportRow[]): number {
  return rows.filter(notDone).length
}

/** Rows by outcome, and rows paired, over the whole report. */
export function reportTotals(rows: readonly ReportRow[]) {
  const outcomes: Record<string, number> = {}
  let paired = 0
  for (const row of rows) {
    outcomes[row.outcome] = (outcomes[row.outcome] ?? 0) + 1
    if (row.pairing === 'paired') paired++
  }
  return { outcomes, paired, totalRows: rows.length }
}

/** The report for the window: the rows not done first, at most `limit` rows (the CSV has every row). */
export function firstToLook(report: ImportReport, limit: number): ImportReport {
  if (report.rows.length <= limit) return report
  const first = [...report.rows.filter(notDone), ...report.rows.filter((row) => !notDone(row))]
  return { ...report, rows: first.slice(0, limit) }
}

/**
 * The per-row report as CSV, for a spreadsheet: the device type in words, and each location's name
 * beside its id (`names`: location names by id, as the account listed them).
 */
export function reportCsv(
  rows: readonly ReportRow[],
  names: ReadonlyMap<string, string> = new Map(),
): string {
  return Papa.unparse(
    {
      fields: [
        'row',
        'serialId',
        'deviceType',
        'name',
        'result',
        'message',
        'location',
        'locationName',
        'pairing',
        'pairingMessage',
        'device',
      ],
      data: rows.map((row) => [
        row.row,
        row.serialId ?? '',
        deviceTypeWords(row.deviceType),
        row.name,
        row.outcome,
        row.message.message,
        row.locationId ?? '',
        row.locationId === null ? '' : (names.get(row.locationId) ?? ''),
        row.pairing,
        row.pairingMessage?.message ?? '',
        row.column ?? '',
      ]),
    },
    { newline: '\r\n', escapeFormulae: true },
  )
}
