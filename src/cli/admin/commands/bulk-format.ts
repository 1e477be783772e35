import { oneLine } from '../format.ts'
import type { ImportFile, ImportPreview, ImportReport, PreviewRow } from '#shared/ipc/bulk.ts'

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`

function findingLines(row: PreviewRow): string[] {
  return row.findings.map((finding) => {
    const fixes = finding.fixes?.length
      ? ` Use ${finding.fixes.map((fix) => `${oneLine(fix.serialId)} (${fix.label})`).join(' or ')}.`
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

/** Columns the file has that the import does not read. */
export function unreadColumns(file: ImportFile): string {
  const unread = file.columns.filter((c) => c.field === null && c.header.trim() !== '')
  return unread.length
    ? `Not imported: ${unread.map((c) => `"${oneLine(c.header)}"`).join(', ')} (no field of that name).\n`
    : ''
}

export function previewText(file: ImportFile, preview: ImportPreview): string {
  const lines = preview.rows.flatMap((row) => [
    `Row ${row.row}  ${oneLine(row.serialId ?? '(no id)')}  ${action(row)}`,
    ...findingLines(row),
  ])
  const c = preview.counts
  return [
    `${oneLine(file.fileName)}: ${file.format.toUpperCase()}, ${file.encoding}${file.delimiter ? `, delimiter ${JSON.stringify(file.delimiter)}` : ''}, ${plural(c.rows, 'row')}.`,
    ...preview.notices,
    ...lines,
    `Would create ${c.create}, update ${c.update}, leave ${c.unchanged} unchanged, pair ${c.pair}; ${plural(c.skip, 'row')} not sent.`,
    '',
  ].join('\n')
}

export function reportText(report: ImportReport): string {
  const lines = report.rows.map((row) => {
    const pairing = row.pairingMessage ? `; ${oneLine(row.pairingMessage)}` : ''
    return `Row ${row.row}  ${row.outcome}  ${oneLine(row.serialId ?? '(no id)')}: ${oneLine(row.message)}${pairing}`
  })
  const count = (outcome: string) => report.rows.filter((row) => row.outcome === outcome).length
  const paired = report.rows.filter((row) => row.pairing === 'paired').length
  return [
    ...lines,
    `${report.cancelled ? 'Cancelled' : 'Done'} in ${report.seconds.toFixed(1)} s: ${count('created')} created, ${count('updated')} updated, ${count('unchanged')} unchanged, ${paired} paired; ${plural(report.failed, 'row')} not done.`,
    '',
  ].join('\n')
}
