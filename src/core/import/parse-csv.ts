import { coded } from '#shared/coded-text.ts'
import Papa from 'papaparse'
import { fieldOf } from './columns.ts'
import type { FileNotice } from '#shared/ipc/import.ts'
import { error } from './finding.ts'
import type { FileEncoding } from './decode.ts'
import { mixedNotice, unifyLineEndings, type LineEndings } from './line-endings.ts'
import { isBlank, recordLines, type RowProblem, type Table, type TableRow } from './table.ts'

type Delimiter = ',' | ';' | '\t' | '|'
const DELIMITERS: readonly Delimiter[] = ['\t', ';', ',', '|']

/**
 * The delimiter the header line uses. Only the header is read: a serial id holds ';', so data rows
 * would mislead. A header of one column (no delimiter at all) reads as comma-separated.
 */
export function headerDelimiter(header: string): Delimiter {
  const counts = new Map<Delimiter, number>(DELIMITERS.map((d) => [d, 0]))
  let quoted = false
  for (const char of header) {
    if (char === '"') quoted = !quoted
    else if (!quoted && counts.has(char as Delimiter))
      counts.set(char as Delimiter, (counts.get(char as Delimiter) ?? 0) + 1)
  }
  let best: Delimiter = ','
  let most = 0
  for (const delimiter of DELIMITERS) {
    const count = counts.get(delimiter) ?? 0
    if (count > most) [best, most] = [delimiter, count]
  }
  return best
}

const SEP_LINE = /^sep=(.)\s*$/i
const TYPE_LINE = /^#TYPE\b/

/** What stands before the header: Excel's `sep=;`, PowerShell 5.1's `#TYPE …`, blank lines. */
interface Preamble {
  delimiter?: Delimiter
  notices: FileNotice[]
  /** Lines taken off the front: delimiter and type lines, and blank ones. */
  lines: number
  blank: number
}

const cellsOf = (line: string) => line.split(/[\t;,|]/).filter((cell) => cell.trim() !== '')

/**
 * A title row above the header, as a sheet saved from Excel has it ("Aruba AP BSS Table", padded with
 * delimiters): one cell, where the next line names two columns or more.
 */
function isTitle(line: string, next: string): boolean {
  const [title, ...more] = cellsOf(line)
  if (title === undefined || more.length > 0 || /^\s*sep=/i.test(line) || fieldOf(title))
    return false
  const end = next.indexOf('\n')
  if (end < 0) return false
  const header = next.slice(0, end)
  const names = header.split(headerDelimiter(header)).filter((cell) => cell.trim() !== '')
  return names.length >= 2 && names.some((name) => fieldOf(name) !== null)
}

/** Reads preamble lines off the front of the text; undefined while the header line is not complete yet. */
function takePreamble(text: string, preamble: Preamble): string | undefined {
  let rest = text
  for (;;) {
    const end = rest.indexOf('\n')
    if (end < 0) return undefined
    const line = rest.slice(0, end)
    const sep = SEP_LINE.exec(line)
    if (sep?.[1] !== undefined && DELIMITERS.includes(sep[1] as Delimiter)) {
      preamble.delimiter = sep[1] as Delimiter
      preamble.notices.push(coded('import.notice.sep-line', { line: line.trim() }))
    } else if (TYPE_LINE.test(line)) {
      const shown = line.trim().slice(0, 120)
      preamble.notices.push(coded('import.notice.type-line', { line: shown }))
    } else if (isTitle(line, rest.slice(end + 1))) {
      const title = line.replace(/[\t;,|]+/g, ' ').trim()
      preamble.notices.push(coded('import.notice.title-line', { line: title.slice(0, 120) }))
    } else if (line.trim() !== '') return rest
    else preamble.blank++
    preamble.lines++
    rest = rest.slice(end + 1)
  }
}

/**
 * Rows with more cells than the header, where that is no trailing delimiter every row has: a cell holds
 * the delimiter without quotes, and the cells after it moved one column to the right.
 */
function shiftedRows(rows: readonly TableRow[], headers: number): RowProblem[] {
  if (headers <= 1) return []
  const lengths = new Map<number, number>()
  for (const { cells } of rows) lengths.set(cells.length, (lengths.get(cells.length) ?? 0) + 1)
  const usual = [...lengths].sort((a, b) => b[1] - a[1])[0]?.[0] ?? headers
  return rows.flatMap(({ row, cells }) => {
    if (cells.length <= headers) return []
    const extra = cells.slice(headers).filter((cell) => cell.trim() !== '')
    if (extra.length === 0 && cells.length <= usual) return []
    return [
      {
        row,
        finding: error('cells-shifted', { said: 'csv', row, cells: cells.length, headers }),
      },
    ]
  })
}

/** A CSV file from its text chunks, streamed: the rows are read as the chunks arrive. */
export async function parseCsv(
  texts: AsyncIterable<string>,
  encoding: () => FileEncoding,
): Promise<Table> {
  const seen: LineEndings = { crlf: 0, lf: 0, cr: 0, openQuote: false }
  const preamble: Preamble = { notices: [], lines: 0, blank: 0 }
  let breaks = 0
  let tail = ''
  let headerLines = 0
  let blankLines = 0
  let pending = ''
  let parser: NodeJS.ReadWriteStream | undefined
  let delimiter: Delimiter = ','
  let headers: string[] = []
  const rows: TableRow[] = []
  const problems: RowProblem[] = []
  let count = 0
  let ended: Promise<void> | undefined

  const start = () => {
    const stream = Papa.parse(Papa.NODE_STREAM_INPUT, { delimiter, newline: '\n', quoteChar: '"' })
    stream.on('data', (cells: string[]) => {
      count++
      if (count === 1) {
        headers = cells
        headerLines = recordLines(cells)
      } else if (count === 2 && cells.every((cell) => /^\s*-*\s*$/.test(cell)) && !isBlank(cells))
        // Dashes under the header, as a command's table pasted into a sheet has them.
        headerLines += recordLines(cells)
      else if (!isBlank(cells)) rows.push({ row: count, cells })
      else blankLines += recordLines(cells)
    })
    ended = new Promise((resolve, reject) => {
      stream.on('end', resolve)
      stream.on('error', reject)
    })
    return stream
  }
  const write = async (stream: NodeJS.ReadWriteStream, text: string) => {
    if (text !== '' && !stream.write(text))
      await new Promise((resolve) => stream.once('drain', resolve))
  }

  for await (const text of unifyLineEndings(texts, seen)) {
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) breaks++
    if (text !== '') tail = text
    if (parser) {
      await write(parser, text)
      continue
    }
    pending += text
    const body = takePreamble(pending, preamble)
    if (body === undefined) continue
    delimiter = preamble.delimiter ?? headerDelimiter(body.slice(0, body.indexOf('\n')))
    parser = start()
    await write(parser, body)
    pending = ''
  }
  if (!parser) {
    // One line (or none) after the preamble: the header alone.
    const body = takePreamble(`${pending}\n`, preamble) ?? ''
    delimiter = preamble.delimiter ?? headerDelimiter(body.replace(/\n$/, ''))
    parser = start()
    await write(parser, body.replace(/\n$/, ''))
  }
  parser.end()
  await ended
  problems.push(...shiftedRows(rows, headers.length))
  const last = rows.at(-1)
  if (seen.openQuote && last) {
    const lines = last.cells.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0)
    problems.push({
      row: last.row,
      finding: error('quote-not-closed', { row: last.row, lines: lines + 1 }),
    })
  }
  const notices = [...preamble.notices]
  const mixed = mixedNotice(seen)
  if (mixed) notices.push(mixed)
  const total = breaks + (tail === '' || tail.endsWith('\n') ? 0 : 1)
  const lines = {
    total,
    header: headerLines,
    blank: blankLines + preamble.blank,
    other: preamble.lines - preamble.blank,
  }
  return { format: 'csv', encoding: encoding(), delimiter, headers, rows, notices, problems, lines }
}
