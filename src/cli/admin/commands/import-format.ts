import { sourceLabelId } from '#shared/import/source-label.ts'
import type { CommandContext } from '../command.ts'
import { oneLine } from '../format.ts'
import type { Say } from '../../language.ts'
import type {
  ColumnMapping,
  ImportFile,
  ImportLines,
  ImportPreview,
  ImportReport,
  PreviewRow,
  ReportRow,
} from '#shared/ipc/import.ts'
import { DEVICE_TYPES } from '#shared/api/common.ts'

type Words = Pick<CommandContext, 't' | 'say'>

const TYPE_NAMES = new Map<number, string>(
  Object.entries(DEVICE_TYPES).map(([name, flag]) => [flag, name]),
)

/** Either of the things, in the terminal's language: "a or b or c". */
const either = (things: readonly string[], t: Say) =>
  things.reduce((one, other) => t('cli.import.or', { one, other }))

// A finding's level (error, warning) stands as its code, as "Error:" does.
function findingLines(row: PreviewRow, { t, say }: Words): string[] {
  return row.findings.map((finding) => {
    const fixes = finding.fixes?.length
      ? ` ${t('cli.import.use', {
          fixes: either(
            finding.fixes.map((fix) => `${oneLine(fix.serialId)} (${fix.message})`),
            t,
          ),
        })}`
      : ''
    return `    ${finding.level}: ${oneLine(say(finding))}${fixes}`
  })
}

// The action (create, update…) stands as its code, as --json and the report name it.
function action(row: PreviewRow, t: Say): string {
  const pairing =
    row.pairing === 'pair'
      ? t('cli.import.pair-to', { location: oneLine(row.locationId) })
      : row.pairing === 'move'
        ? t('cli.import.move', {
            from: oneLine(row.currentLocationId),
            to: oneLine(row.locationId),
          })
        : ''
  const changes = row.changes
    .map((c) => `${c.field} "${oneLine(c.from)}" → "${oneLine(c.to)}"`)
    .join(', ')
  return `${row.action}${changes ? ` (${changes})` : ''}${pairing}`
}

/** A row's number, with the extra device column it came from (a computer's second adapter). */
const rowLabel = (row: { row: number; part: number; column: string | null }, t: Say) =>
  row.part === 0
    ? t('cli.import.row', { row: row.row })
    : t('cli.import.row-part', { row: row.row, part: row.part, column: oneLine(row.column) })

/** Every field of the row as it would be sent: type, name, info, location. */
function fieldsLine(row: PreviewRow, t: Say): string {
  const type =
    row.deviceType === null
      ? t('cli.import.type-unknown')
      : (TYPE_NAMES.get(row.deviceType) ?? String(row.deviceType))
  const location = oneLine(row.locationId ?? (row.location || t('cli.import.no-location')))
  return `    ${t('cli.import.fields', {
    type,
    name: JSON.stringify(oneLine(row.name)),
    info: JSON.stringify(oneLine(row.info)),
    location,
  })}`
}

/** What standard error tells before the preview: the tool found, the encoding, lines skipped, columns left out. */
export function fileNotes(file: ImportFile, mapping: ColumnMapping, { t, say }: Words): string {
  const lines: string[] = []
  if (file.source)
    lines.push(
      t('cli.import.read-as', { label: t(sourceLabelId(file.source.id)) }),
      ...file.source.notes.map(say),
    )
  if (file.encodingNote) lines.push(say(file.encodingNote))
  lines.push(...file.notices.map(say))
  const unread = file.columns.filter(
    (c, index) => mapping[index] === 'ignore' && c.header.trim() !== '',
  )
  const headers = (columns: typeof unread) =>
    columns.map((c) => `"${oneLine(c.header)}"`).join(', ')
  if (unread.length && !file.source)
    lines.push(t('cli.import.not-imported', { headers: headers(unread) }))
  else if (unread.length)
    lines.push(
      t('cli.import.left-out', {
        count: unread.length,
        headers: `${headers(unread.slice(0, 6))}${unread.length > 6 ? ', …' : ''}`,
      }),
    )
  return lines.map((line) => `${line}\n`).join('')
}

export function previewText(file: ImportFile, preview: ImportPreview, words: Words): string {
  const { t, say } = words
  const lines = preview.rows.flatMap((row) => [
    `${rowLabel(row, t)}  ${oneLine(row.serialId ?? t('cli.import.no-id'))}  ${action(row, t)}`,
    fieldsLine(row, t),
    ...findingLines(row, words),
  ])
  const fields = preview.fields.map(
    (source) =>
      `  ${source.field}${source.rows ? ` (${say(source.rows)})` : ''} ← "${oneLine(source.column)}": ${oneLine(source.why.map(say).join('; '))}${source.passedOver.map((over) => t('cli.import.not-column', { column: oneLine(over.column), why: oneLine(say(over.why)) })).join('')}`,
  )
  const c = preview.counts
  const about = {
    file: oneLine(file.fileName),
    format: file.format.toUpperCase(),
    encoding: file.encoding,
    rows: c.rows,
  }
  return [
    file.delimiter
      ? t('cli.import.file-delimited', { ...about, delimiter: JSON.stringify(file.delimiter) })
      : t('cli.import.file', about),
    ...preview.notices.map(say),
    ...(fields.length ? [t('cli.import.fields-heading'), ...fields] : []),
    ...lines,
    t('cli.import.would', c),
    '',
  ].join('\n')
}

/** Every line of the file counted once, and that they add up to the file's lines. */
function linesText(lines: ImportLines, t: Say): string {
  const parts = [
    t('cli.import.lines.done', { count: lines.done }),
    t('cli.import.lines.not-done', { count: lines.notDone }),
    t('cli.import.lines.header', { count: lines.header }),
    ...(lines.blank ? [t('cli.import.lines.blank', { count: lines.blank })] : []),
    ...(lines.other ? [t('cli.import.lines.other', { count: lines.other })] : []),
  ]
  return t('cli.import.lines', { total: lines.total, parts: parts.join(', ') })
}

export function reportText(report: ImportReport, t: Say): string {
  const lines = report.rows.map((row: ReportRow) => {
    const pairing = row.pairingMessage ? `; ${oneLine(row.pairingMessage.message)}` : ''
    return `${rowLabel(row, t)}  ${row.outcome}  ${oneLine(row.serialId ?? t('cli.import.no-id'))}: ${oneLine(row.message.message)}${pairing}`
  })
  const count = (outcome: string) => report.rows.filter((row) => row.outcome === outcome).length
  return [
    ...lines,
    ...(report.lines ? [linesText(report.lines, t)] : []),
    t('cli.import.done', {
      cancelled: report.cancelled ? 'yes' : 'no',
      seconds: report.seconds,
      created: count('created'),
      updated: count('updated'),
      unchanged: count('unchanged'),
      paired: report.rows.filter((row) => row.pairing === 'paired').length,
      failed: report.failed,
    }),
    '',
  ].join('\n')
}
