import { coded } from '#shared/coded-text.ts'
import { UserFacingError } from '#shared/errors.ts'
import { matchesFilter, type RowFilter } from '#shared/import/row-filter.ts'
import { unescapeCell } from './export.ts'
import type { ImportContext } from './import-context.ts'
import { opened } from './open-file.ts'
import { reportCsv } from './report.ts'

// What the window reads of an open file: the last preview's rows page by page, one row's cells as the
// file has them, and the last send's report as a CSV.

/** One page of the last preview's rows, of those the filter keeps. */
export function previewPage(
  context: ImportContext,
  {
    importId,
    offset,
    limit,
    filter,
  }: { importId: string; offset: number; limit: number; filter: RowFilter },
) {
  const state = opened(context, importId)
  const rows =
    filter === 'all' ? state.previewed : state.previewed.filter((row) => matchesFilter(row, filter))
  return { rows: rows.slice(offset, offset + limit), total: rows.length, offset }
}

/** The row's cells under their headers, a CSV's unescaped. */
export function rowCells(context: ImportContext, importId: string, row: number) {
  const state = opened(context, importId)
  const found = state.table.rows.find((entry) => entry.row === row)
  if (!found) throw new UserFacingError('not_found', coded('errors.import.import-no-row', { row }))
  const csv = state.table.format === 'csv'
  return {
    row,
    cells: state.table.headers.map((header, index) => {
      const cell = found.cells[index] ?? ''
      return { header, value: csv ? unescapeCell(cell) : cell, field: null }
    }),
  }
}

/** The last send's report as a CSV, named after the file; refused before the file was sent. */
export function reportFile(context: ImportContext, importId: string) {
  const state = opened(context, importId)
  if (!state.report)
    throw new UserFacingError('not_found', coded('errors.import.import-not-sent-yet'))
  const stem = state.fileName.replace(/\.[^.]*$/, '')
  return {
    fileName: `${stem}-import-report.csv`,
    content: reportCsv(state.report.rows, state.locationNames),
  }
}
