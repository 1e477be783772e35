import { linesText } from '#core/import/line-count.ts'
import { oneLine } from '../format.ts'
import type {
  ColumnMapping,
  ImportFile,
  ImportPreview,
  ImportReport,
  PreviewRow,
  ReportRow,
} from '#shared/ipc/import.ts'
import { DEVICE_TYPES } from '#shared/api/common.ts'

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`

const TYPE_NAMES = new Map<number, string>(
  Object.entries(DEVICE_TYPES).map(([name, flag]) => [flag, name]),
)

function findingLines(row: PreviewRow): string[] {
  return row.findings.map((finding) => {
    const fixes = finding.fixes?.length
      ? ` Use ${finding.fixes.map((fix) => `${oneLine(fix.serialId)} (${fix.message})`).join(' or ')}.`
      : ''
    return `    ${finding.level}: ${oneLine(finding.message)}${fixes}`
  })
}

function action(row: PreviewRow): string {
  const pairing =
    row.pairing === 'pair'
      ? `, pair to ${oneLine(row.locationId)}`
      : row.pairing === 'move'
        ? `, move from ${oneLine(row.currentLocationId)} to ${oneLine(row.locationId)}`
        : ''
  const changes = row.changes
    .map((c) => `${c.field} "${oneLine(c.from)}" → "${oneLine(c.to)}"`)
    .join(', ')
  return `${row.action}${changes ? ` (${changes})` : ''}${pairing}`
}

/** A row's number, with the extra device column it came from (a computer's second adapter). */
const rowLabel = (row: { row: number; part: number; column: string | null }) =>
  row.part === 0 ? `Row ${row.row}` : `Row ${row.row}.${row.part} (${oneLine(row.column)})`

/** Every field of the row as it would be sent: type, name, info, location. */
function fieldsLine(row: PreviewRow): string {
  const type =
    row.deviceType === null
      ? 'type unknown'
      : (TYPE_NAMES.get(row.deviceType) ?? String(row.deviceType))
  const where = row.locationId ?? (row.location || 'no location')
  return `    ${type}, name ${JSON.stringify(oneLine(row.name))}, info ${JSON.stringify(oneLine(row.info))}, location ${oneLine(where)}`
}

/** What standard error tells before the preview: the tool found, the encoding, lines skipped, columns left out. */
export function fileNotes(file: ImportFile, mapping: ColumnMapping): string {
  const lines: string[] = []
  if (file.source)
    lines.push(`Read as: ${file.source.label}.`, ...file.source.notes.map((note) => note.message))
  if (file.encodingNote) lines.push(file.encodingNote.message)
  lines.push(...file.notices.map((notice) => notice.message))
  const unread = file.columns.filter(
    (c, index) => mapping[index] === 'ignore' && c.header.trim() !== '',
  )
  if (unread.length && !file.source)
    lines.push(
      `Not imported: ${unread.map((c) => `"${oneLine(c.header)}"`).join(', ')} (no field of that name).`,
    )
  else if (unread.length)
    lines.push(
      `Left out: ${plural(unread.length, 'column')} not used from this tool (${unread
        .slice(0, 6)
        .map((c) => `"${oneLine(c.header)}"`)
        .join(
          ', ',
        )}${unread.length > 6 ? ', …' : ''}). Map one with --map "COLUMN=FIELD" to use it.`,
    )
  return lines.map((line) => `${line}\n`).join('')
}

export function previewText(file: ImportFile, preview: ImportPreview): string {
  const lines = preview.rows.flatMap((row) => [
    `${rowLabel(row)}  ${oneLine(row.serialId ?? '(no id)')}  ${action(row)}`,
    fieldsLine(row),
    ...findingLines(row),
  ])
  const fields = preview.fields.map(
    (source) =>
      `  ${source.field}${source.rows ? ` (${source.rows.message})` : ''} ← "${oneLine(source.column)}": ${oneLine(source.why.map((why) => why.message).join('; '))}${source.passedOver.map((over) => `; not "${oneLine(over.column)}": ${oneLine(over.why.message)}`).join('')}`,
  )
  const c = preview.counts
  return [
    `${oneLine(file.fileName)}: ${file.format.toUpperCase()}, ${file.encoding}${file.delimiter ? `, delimiter ${JSON.stringify(file.delimiter)}` : ''}, ${plural(c.rows, 'row')}.`,
    ...preview.notices.map((notice) => notice.message),
    ...(fields.length ? ['Fields:', ...fields] : []),
    ...lines,
    `Would create ${c.create}, update ${c.update}, leave ${c.unchanged} unchanged, pair ${c.pair}; ${plural(c.skip, 'row')} not sent.`,
    '',
  ].join('\n')
}

export function reportText(report: ImportReport): string {
  const lines = report.rows.map((row: ReportRow) => {
    const pairing = row.pairingMessage ? `; ${oneLine(row.pairingMessage.message)}` : ''
    return `${rowLabel(row)}  ${row.outcome}  ${oneLine(row.serialId ?? '(no id)')}: ${oneLine(row.message.message)}${pairing}`
  })
  const count = (outcome: string) => report.rows.filter((row) => row.outcome === outcome).length
  const paired = report.rows.filter((row) => row.pairing === 'paired').length
  return [
    ...lines,
    ...(report.lines ? [linesText(report.lines)] : []),
    `${report.cancelled ? 'Cancelled' : 'Done'} in ${report.seconds.toFixed(1)} s: ${count('created')} created, ${count('updated')} updated, ${count('unchanged')} unchanged, ${paired} paired; ${plural(report.failed, 'row')} not done.`,
    '',
  ].join('\n')
}
