import type { FileNotice, Finding } from '#shared/ipc/bulk.ts'
import type { FileEncoding } from './decode.ts'

/** One data row of a file: its number as a spreadsheet shows it (the header is row 1) and its cells. */
export interface TableRow {
  row: number
  cells: string[]
}

/** Something reading did to a row that the person must hear about: cells that do not line up, a quote never closed. */
export interface RowProblem {
  row: number
  finding: Finding
}

/** A file read into rows, whatever its format; cells are kept exactly as written. */
export interface Table {
  format: 'csv' | 'json' | 'text'
  encoding: FileEncoding
  /** Said when the encoding is a guess (Windows-1252 for a file that is not UTF-8). */
  encodingNote?: FileNotice
  delimiter: ',' | ';' | '\t' | '|' | null
  headers: string[]
  rows: TableRow[]
  /** About the file as a whole: lines skipped before the header, mixed line endings… */
  notices: FileNotice[]
  /** Rows a parse problem touched; each is said on its row, none is dropped silently. */
  problems: RowProblem[]
}

/** A row that holds nothing: a blank line, or only delimiters (Excel writes `;;;` for an empty row). */
export function isBlank(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '')
}
