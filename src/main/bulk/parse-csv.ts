import Papa from 'papaparse'
import { decodeChunks, type FileEncoding } from './decode.ts'
import { isBlank, type Table, type TableRow } from './table.ts'

type Delimiter = ',' | ';' | '\t'
const DELIMITERS: readonly Delimiter[] = ['\t', ';', ',']

/** The first line's end, outside quotes: its index and the line break ('\r\n', '\n' or '\r'). */
function firstLineEnd(text: string): { end: number; newline: '\r\n' | '\n' | '\r' } | undefined {
  let quoted = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (char === '"') quoted = !quoted
    else if (!quoted && (char === '\n' || char === '\r')) {
      if (char === '\n') return { end: index, newline: '\n' }
      // A lone '\r' at the chunk's end may be half of '\r\n': wait for more text.
      if (index + 1 === text.length) return undefined
      return { end: index, newline: text[index + 1] === '\n' ? '\r\n' : '\r' }
    }
  }
  return undefined
}

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

/** A CSV file from its bytes, streamed: the rows are read as the chunks arrive. */
export async function parseCsv(chunks: AsyncIterable<Uint8Array>): Promise<Table> {
  let encoding: FileEncoding = 'utf-8'
  let pending = ''
  let parser: NodeJS.ReadWriteStream | undefined
  let delimiter: Delimiter = ','
  let headers: string[] = []
  const rows: TableRow[] = []
  let count = 0
  let ended: Promise<void> | undefined

  const start = (newline: '\r\n' | '\n' | '\r') => {
    const stream = Papa.parse(Papa.NODE_STREAM_INPUT, { delimiter, newline, quoteChar: '"' })
    stream.on('data', (cells: string[]) => {
      count++
      if (count === 1) headers = cells
      else if (!isBlank(cells)) rows.push({ row: count, cells })
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

  for await (const text of decodeChunks(chunks, (found) => (encoding = found))) {
    if (parser) {
      await write(parser, text)
      continue
    }
    pending += text
    const line = firstLineEnd(pending)
    if (line === undefined) continue
    delimiter = headerDelimiter(pending.slice(0, line.end))
    parser = start(line.newline)
    await write(parser, pending)
    pending = ''
  }
  if (!parser) {
    // One line (or none): the header alone.
    delimiter = headerDelimiter(pending.replace(/\r$/, ''))
    parser = start('\n')
    await write(parser, pending.replace(/\r$/, ''))
  }
  parser.end()
  await ended
  return { format: 'csv', encoding, delimiter, headers, rows }
}
