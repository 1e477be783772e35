import type { ImportLines, ReportRow } from '#shared/ipc/import.ts'
import { notDone } from './report.ts'
import { recordLines, type Table } from './table.ts'

/**
 * Every line of the file counted once: lines of rows done, of rows not done (each named in the report
 * with why), and lines that are no rows (the header, blank lines, a title or prompt). Their sum is the
 * file's line count, so nothing goes missing unsaid. Undefined for JSON, whose records are no lines.
 */
export function countLines(table: Table, rows: readonly ReportRow[]): ImportLines | undefined {
  if (!table.lines) return undefined
  const failed = new Set<number>()
  for (const row of rows) if (notDone(row)) failed.add(row.row)
  let done = 0
  let notDoneLines = 0
  for (const { row, cells } of table.rows) {
    const lines = recordLines(cells)
    if (failed.has(row)) notDoneLines += lines
    else done += lines
  }
  const { total, header, blank, other } = table.lines
  return { total, done, notDone: notDoneLines, header, blank, other }
}

/** The count in English, for the command line: each part, and that they add up to the file's lines. */
export function linesText(lines: ImportLines): string {
  const parts = [
    `${lines.done} in rows done`,
    `${lines.notDone} in rows not done (each above with why)`,
    `${lines.header} header`,
    ...(lines.blank ? [`${lines.blank} blank`] : []),
    ...(lines.other
      ? [`${lines.other} no rows (a title, a prompt, a note before or after the table)`]
      : []),
  ]
  return `The file's ${lines.total} ${lines.total === 1 ? 'line' : 'lines'}: ${parts.join(', ')}.`
}
