import { coded } from '#shared/coded-text.ts'
import { error } from './finding.ts'
import type { RowProblem, Table, TableRow } from './table.ts'

// A table a controller's command line printed (Cisco `show ap summary`, Aruba `show ap bss-table`…):
// a header line, a line of dashes under it, then one line per row. Columns are found where the values
// line up under the header; where they do not (Cisco pads values and headers differently), by runs of
// two or more spaces, in order.

const DASHES = /^[\s\-+=]*-{3,}[\s\-+=]*$/
const GAP = /\s{2,}|\t+/

interface Label {
  start: number
  text: string
}

const words = (line: string) =>
  [...line.matchAll(/\S+/g)].map((m) => ({ start: m.index, text: m[0] }))

/** Header chunks separated by two or more spaces, with where each starts. */
function chunks(line: string): Label[] {
  const result: Label[] = []
  for (const match of line.matchAll(/\S+(?: \S+)*/g))
    result.push({ start: match.index, text: match[0] })
  return result
}

/** The separator's dash groups (`---  ----`): each group's start is a column's start. */
function dashGroups(line: string): number[] {
  return [...line.matchAll(/-+/g)].map((m) => m.index)
}

/** Whether a line is the start of a table: a header of two columns or more, and dashes under it. */
function isHeader(lines: readonly string[], index: number): boolean {
  const header = lines[index] ?? ''
  const under = lines[index + 1] ?? ''
  return DASHES.test(under) && !DASHES.test(header) && chunks(header).length >= 2
}

/** Where a header could be cut so that no value of the rows is cut: word starts the rows leave free. */
function alignedStarts(header: string, data: readonly string[]): number[] | undefined {
  if (data.some((line) => line.includes('\t'))) return undefined
  const free = (line: string, at: number) => at >= line.length || /\s/.test(line[at - 1] ?? ' ')
  const starts = [0]
  for (const { start } of words(header).slice(1)) {
    const agree = data.filter((line) => free(line, start)).length
    // A value must start there in some row: a short value under a two-word header leaves the second word free.
    const used = data.some((line) => /\S/.test(line[start] ?? '') && free(line, start))
    if (agree >= Math.ceil(data.length * 0.9) && used) starts.push(start)
  }
  // Aligned when every column the header's spacing shows starts where the values do.
  const needed = chunks(header).map((chunk) => chunk.start)
  return needed.every((start) => starts.includes(start)) ? starts : undefined
}

function cut(line: string, starts: readonly number[]): string[] {
  return starts.map((start, index) => line.slice(start, starts[index + 1] ?? line.length).trim())
}

interface Block {
  header: number
  lines: number[]
  /** A line of dashes under the header (most controllers print one; FortiGate does not). */
  dashed: boolean
}

/** A command line's prompt before the command (`FGT60F # diagnose …`, `BER-WLC01#show ap summary`). */
const PROMPT = /^[\w.-]+(?: \([\w-]+\))? ?[#>$] ?\S/
const MAC_IN = /(?:^|\s)[0-9a-f]{2}(?::[0-9a-f]{2}){5}(?:\s|$)/i

/**
 * A table printed without dashes under its header (FortiGate's `wlac -c vap`): a header of two columns or
 * more, no prompt, then lines that each hold a MAC, up to a blank line.
 */
function undashedBlock(lines: readonly string[]): Block | undefined {
  for (let index = 0; index < Math.min(lines.length, 60); index++) {
    const header = lines[index] ?? ''
    if (PROMPT.test(header) || MAC_IN.test(header) || /[,;|\t]/.test(header)) continue
    if (chunks(header).length < 2 || !GAP.test(header.trim())) continue
    const rows: number[] = []
    for (let at = index + 1; at < lines.length && (lines[at] ?? '').trim() !== ''; at++)
      rows.push(at)
    if (rows.length > 0 && rows.every((at) => MAC_IN.test(lines[at] ?? '')))
      return { header: index, lines: rows, dashed: false }
  }
  return undefined
}

/** The first table's header line and its rows (continued after a repeated header, as Cisco pages it). */
function findBlock(lines: readonly string[]): Block | undefined {
  const first = lines.findIndex((_, index) => isHeader(lines, index))
  if (first < 0) return undashedBlock(lines)
  const header = (lines[first] ?? '').trim()
  const block: Block = { header: first, lines: [], dashed: true }
  for (let index = first + 2; index < lines.length; index++) {
    const line = lines[index] ?? ''
    if (line.trim() === '') {
      // A repeated header after a blank line continues the table; anything else ends it.
      const next = lines.findIndex((l, i) => i > index && l.trim() !== '')
      if (next > 0 && (lines[next] ?? '').trim() === header && isHeader(lines, next)) {
        index = next + 1
        continue
      }
      break
    }
    if (DASHES.test(line)) continue
    block.lines.push(index)
  }
  return block
}

/** Whether text (its first lines) is a command's text table rather than CSV. */
export function looksLikeTextTable(text: string): boolean {
  const lines = text.split('\n', 60).map((line) => line.replace(/\r$/, ''))
  const index = lines.findIndex((_, i) => isHeader(lines, i))
  if (index < 0) return undashedBlock(lines) !== undefined
  const header = lines[index] ?? ''
  // A CSV header has its delimiters; a text table lines its columns up with spaces.
  return !/[,;|\t]/.test(header) && GAP.test(header.trim())
}

/** A command's text table as a table: columns as the header names them, rows numbered by their line. */
export function parseTextTable(text: string): Omit<Table, 'encoding'> {
  const lines = text.split('\n').map((line) => line.replace(/\r$/, '').replaceAll('\u0000', ''))
  const block = findBlock(lines)
  if (!block)
    return { format: 'text', delimiter: null, headers: [], rows: [], notices: [], problems: [] }
  const header = lines[block.header] ?? ''
  const separator = block.dashed ? (lines[block.header + 1] ?? '') : ''
  const data = block.lines.map((index) => lines[index] ?? '')
  const groups = dashGroups(separator)
  const starts =
    groups.length >= 2 && groups.length >= chunks(header).length - 1
      ? groups
      : alignedStarts(header, data)
  const labels = starts ? cut(header, starts) : chunks(header).map((chunk) => chunk.text)
  const rows: TableRow[] = []
  const problems: RowProblem[] = []
  block.lines.forEach((index) => {
    const line = lines[index] ?? ''
    const cells = starts ? cut(line, starts) : line.trim().split(GAP)
    const row = index + 1
    rows.push({ row, cells })
    const runTogether = starts ? cells.findIndex((cell) => /\S(?: {2,}|\t)\S/.test(cell)) : -1
    if (runTogether >= 0)
      problems.push({
        row,
        finding: error('cells-shifted', {
          said: 'run_together',
          row,
          value: cells[runTogether] ?? '',
          column: labels[runTogether] ?? '',
        }),
      })
    else if (cells.length > labels.length)
      problems.push({
        row,
        finding: error('cells-shifted', {
          said: 'too_many',
          row,
          cells: cells.length,
          headers: labels.length,
        }),
      })
  })
  const skipped = block.header
  const notices = [
    coded('import.notice.text-table', {
      line: block.header + 1,
      columns: labels.length,
      rows: rows.length,
      skipped,
    }),
  ]
  const total = lines.length - (lines.at(-1) === '' ? 1 : 0)
  const inRows = new Set(block.lines)
  let blank = 0
  for (let index = 0; index < total; index++)
    if (!inRows.has(index) && index !== block.header && (lines[index] ?? '').trim() === '') blank++
  const headerLines = block.dashed ? 2 : 1
  const counted = {
    total,
    header: headerLines,
    blank,
    other: total - rows.length - headerLines - blank,
  }
  return {
    format: 'text',
    delimiter: null,
    headers: labels,
    rows,
    notices,
    problems,
    lines: counted,
  }
}
