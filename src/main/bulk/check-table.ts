import { UserFacingError } from '#shared/errors.ts'
import type { BulkField, ColumnMapping, ImportFile, ImportPlanInput } from '#shared/ipc/bulk.ts'
import { cellsByField, defaultMapping, fieldOf } from './columns.ts'
import { checkRow, type CheckedRow } from './check-row.ts'
import { unescapeCell } from './export.ts'
import type { Table } from './table.ts'

const ID_COLUMNS: readonly BulkField[] = ['serialId', 'bssid', 'mac', 'serial', 'vendor']

/** What the open step tells: the file's shape, each header's field and a few sample values. */
export function describeTable(importId: string, fileName: string, table: Table): ImportFile {
  if (table.headers.length === 0 || table.headers.every((h) => h.trim() === ''))
    throw new UserFacingError(
      'bad_file',
      'The file has no header row. The first row must name the columns, like serialId,type,name,info,location.',
    )
  const mapping = defaultMapping(table.headers)
  const columns = table.headers.map((header, index) => ({
    header,
    field: mapping[index] === 'ignore' ? null : (mapping[index] as BulkField),
    samples: table.rows
      .slice(0, 3)
      .map((row) => row.cells[index] ?? '')
      .filter((cell) => cell !== ''),
  }))
  return {
    importId,
    fileName,
    format: table.format,
    encoding: table.encoding,
    delimiter: table.delimiter,
    rows: table.rows.length,
    columns,
    unmapped: table.headers.filter((h) => h.trim() !== '' && fieldOf(h) === null).length,
  }
}

function checkMapping(table: Table, mapping: ColumnMapping): void {
  if (mapping.length !== table.headers.length)
    throw new UserFacingError(
      'invalid_input',
      `The mapping names ${mapping.length} columns; the file has ${table.headers.length}.`,
    )
  if (!ID_COLUMNS.some((field) => mapping.includes(field)))
    throw new UserFacingError(
      'bad_mapping',
      'No column holds a serial id or its parts. Map a column to serialId, or to the parts: bssid or mac (Wi-Fi, router, NIC), vendor, serial and product (USB) or productCode (monitor).',
    )
}

/** Every row checked under the mapping, with the ids chosen in the preview. */
export function checkTable(
  table: Table,
  input: Pick<ImportPlanInput, 'mapping' | 'choices'>,
): CheckedRow[] {
  checkMapping(table, input.mapping)
  const choices = new Map(input.choices.map((choice) => [choice.row, choice.serialId]))
  const csv = table.format === 'csv'
  return table.rows.map(({ row, cells }) => {
    const values = cellsByField(input.mapping, csv ? cells.map(unescapeCell) : cells)
    return checkRow(row, values, choices.get(row))
  })
}
