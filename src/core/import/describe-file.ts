import { coded } from '#shared/coded-text.ts'
import { UserFacingError } from '#shared/errors.ts'
import type { ImportFile, Remembered } from '#shared/ipc/import.ts'
import type { SavedMapping } from './import-memory.ts'
import { whyLeftOut } from './column-questions.ts'
import { applySaved, describeColumns, headerSignature } from './mapping.ts'
import type { ImportSource } from './sources/index.ts'
import type { Table } from './table.ts'

export interface FileFacts {
  canReread: boolean
  saved: readonly SavedMapping[]
  remembered: Remembered | null
}

/** Rows a parse problem touched, the first ten by number. */
function notReadCleanly(problems: Table['problems']) {
  const count = problems.length
  const rows = `${problems
    .slice(0, 10)
    .map((p) => p.row)
    .join(', ')}${count > 10 ? ', …' : ''}`
  return coded('import.notice.rows-not-read', { count, rows })
}

/** What the open step tells: the file's shape, its tool, each column's field (and why), a few values. */
export function describeTable(
  importId: string,
  fileName: string,
  table: Table,
  source: ImportSource | undefined,
  facts: FileFacts,
): ImportFile {
  if (table.headers.length === 0 || table.headers.every((h) => h.trim() === ''))
    throw new UserFacingError(
      'bad_file',
      coded('errors.import.import-file-no-header', { fileName }),
    )
  if (table.rows.length === 0) {
    const headers = `${table.headers.slice(0, 8).join(', ')}${table.headers.length > 8 ? ', …' : ''}`
    throw new UserFacingError(
      'bad_file',
      coded('errors.import.import-file-no-rows', { fileName, headers }),
    )
  }
  const plan = describeColumns(table, source)
  const columns = plan.columns.map((column, index) => {
    const field = plan.mapping[index] ?? 'ignore'
    // A second column for a field is left out; its candidate field stays in `why`.
    const first = column.field === null ? undefined : plan.mapping.indexOf(column.field)
    const firstHeader = plan.columns[first ?? -1]?.header ?? ''
    const second =
      column.field !== null && field === 'ignore'
        ? (whyLeftOut(plan, index) ??
          coded('import.why.second-column', { field: column.field, header: firstHeader }))
        : undefined
    return {
      header: column.header,
      field: field === 'ignore' ? null : field,
      ...(second || column.why ? { why: second ?? column.why } : {}),
      ...(column.holds ? { holds: column.holds } : {}),
      samples: column.samples,
    }
  })
  const signature = headerSignature(table.headers)
  const savedMappings = facts.saved
    .map((saved) => ({
      name: saved.name,
      same: saved.signature === signature,
      ...applySaved(table.headers, saved.columns),
    }))
    .filter((saved) => saved.same || saved.mapping.some((field) => field !== 'ignore'))
    .sort((a, b) => Number(b.same) - Number(a.same) || Number(b.fits) - Number(a.fits))
    .map(({ name, mapping, fits }) => ({ name, mapping, fits }))
  return {
    importId,
    fileName,
    format: table.format,
    encoding: table.encoding,
    ...(table.encodingNote ? { encodingNote: table.encodingNote } : {}),
    delimiter: table.delimiter,
    rows: table.rows.length,
    columns,
    // A recognised tool's other columns are left out, not asked about.
    unmapped: source
      ? 0
      : table.headers.filter(
          (header, index) => header.trim() !== '' && plan.columns[index]?.field === null,
        ).length,
    source: source ? { id: source.id, notes: [...source.notes] } : null,
    notices: [...table.notices, ...(table.problems.length ? [notReadCleanly(table.problems)] : [])],
    survey: source?.survey === true,
    canReread: facts.canReread,
    savedMappings,
    remembered: facts.remembered,
  }
}
