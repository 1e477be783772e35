import type { FileEncoding } from './decode.ts'

/** One data row of a file: its number as a spreadsheet shows it (the header is row 1) and its cells. */
export interface TableRow {
  row: number
  cells: string[]
}

/** A file read into rows, whatever its format; cells are kept exactly as written. */
export interface Table {
  format: 'csv' | 'json'
  encoding: FileEncoding
  delimiter: ',' | ';' | '\t' | null
  headers: string[]
  rows: TableRow[]
}

/** A row that holds nothing: a blank line, or only delimiters (Excel writes `;;;` for an empty row). */
export function isBlank(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '')
}
