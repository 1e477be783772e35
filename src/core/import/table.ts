import type { FileNotice, Finding } from '#shared/ipc/import.ts'
import type { PartError } from '#shared/serial-id/types.ts'
import type { FileEncoding } from './decode.ts'
import type { Printout } from './printout-table.ts'

/** One data row of a file: its number as a spreadsheet shows it (the header is row 1) and its cells. */
export interface TableRow {
  row: number
  cells: string[]
  /** A printout's row: the part its tool did not print, and why (said instead of "fill in"). */
  missing?: PartError
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
  /** The file's lines that are no rows, and all of them (CSV and text tables; JSON has records). */
  lines?: TableLines
  /** A tool's printout read by its reader (printout-table.ts), not a table the file holds. */
  printout?: Printout
}

/** Every line of a file that is not one of its rows: the header, blank lines, and the rest (a title, a prompt…). */
export interface TableLines {
  total: number
  header: number
  blank: number
  /** Before the header or after the table: Excel's sep= line, PowerShell's #TYPE line, a command, a legend. */
  other: number
}

/** Lines a text has: its line breaks, and one more where the last line has none. */
export function lineCount(text: string): number {
  let count = 0
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++
  return text === '' || text.endsWith('\n') ? count : count + 1
}

/** Lines one record of cells takes: a quoted cell may hold line breaks. */
export function recordLines(cells: readonly string[]): number {
  let lines = 1
  for (const cell of cells)
    for (let at = cell.indexOf('\n'); at !== -1; at = cell.indexOf('\n', at + 1)) lines++
  return lines
}
/** A row that holds nothing: a blank line, or only delimiters (Excel writes `;;;` for an empty row). */
export function isBlank(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '')
}

/** Rows a column is sampled over: one whose cells there are mostly distinct holds ids, not shared. */
const SAMPLE = 1000

/**
 * Makes a column's repeated cells one string: an export repeats its device types, models, bands,
 * SSIDs and locations on every row, and one copy each keeps a 100,000-row file open in ~10 MB less.
 * Column by column, so that one column's values are held at a time.
 */
export function shareRepeatedCells(rows: readonly TableRow[]): void {
  let width = 0
  for (const { cells } of rows) width = Math.max(width, cells.length)
  for (let column = 0; column < width; column++) {
    const seen = new Map<string, string>()
    for (let index = 0; index < rows.length; index++) {
      if (index === SAMPLE && seen.size > SAMPLE / 2) break
      const cells = (rows[index] as TableRow).cells
      const cell = cells[column]
      if (cell === undefined) continue
      const kept = seen.get(cell)
      if (kept === undefined) seen.set(cell, cell)
      else cells[column] = kept
    }
  }
}
