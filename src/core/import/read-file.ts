import { TextDecoder } from 'node:util'
import type { ImportEncoding } from '#shared/ipc/import.ts'
import type { ErrorText } from '#shared/error-texts.ts'
import { UserFacingError } from '#shared/errors.ts'
import {
  CP1252_NOTE,
  decodeChunks,
  emptyFile,
  notText,
  NotUtf8Error,
  sniffEncoding,
  type FileEncoding,
} from './decode.ts'
import { withoutHeader } from './headerless.ts'
import { parseCsv } from './parse-csv.ts'
import { parseJsonText } from './parse-json.ts'
import { shareRepeatedCells, type Table } from './table.ts'
import { isProfilerJson, printoutTable, startsAsPrintout } from './printout-table.ts'
import { looksLikeTextTable, parseTextTable } from './text-table.ts'
import { ekahauProjectTable, isEkahauProject } from './ekahau-project.ts'
import { startsAsZip, zipEntries } from './zip-entries.ts'

/** Enough of the start to tell the encoding, binary files, JSON and a command's text table. */
const HEAD = 8192

/** The first bytes as one chunk, then the rest, from the same iterator. */
async function withHead(chunks: AsyncIterable<Uint8Array>) {
  const iterator = chunks[Symbol.asyncIterator]()
  const parts: Uint8Array[] = []
  let size = 0
  while (size < HEAD) {
    const next = await iterator.next()
    if (next.done) break
    parts.push(next.value)
    size += next.value.length
  }
  const head = Buffer.concat(parts)
  // A new generator each time over the same iterator: a reader that stops early leaves the rest unread.
  async function* rest() {
    for (;;) {
      const next = await iterator.next()
      if (next.done) return
      yield next.value
    }
  }
  return { head, rest }
}

function headText(head: Uint8Array, forced: ImportEncoding | undefined): string {
  const { encoding, skip } = sniffEncoding(head)
  const label = forced ?? (encoding.startsWith('utf-16') ? encoding : 'utf-8')
  return new TextDecoder(label === 'utf-8 with BOM' ? 'utf-8' : label).decode(head.subarray(skip))
}

/** Every chunk kept as it passes, so the file can be decoded again in another encoding. */
async function* kept(
  head: Uint8Array,
  rest: () => AsyncIterable<Uint8Array>,
  store: Uint8Array[],
): AsyncGenerator<Uint8Array> {
  store.push(head)
  yield head
  for await (const chunk of rest()) {
    store.push(chunk)
    yield chunk
  }
}

async function* replay(store: readonly Uint8Array[], rest: () => AsyncIterable<Uint8Array>) {
  yield* store
  yield* rest()
}

async function textOf(chunks: AsyncIterable<Uint8Array>, forced?: ImportEncoding) {
  let encoding: FileEncoding = 'utf-8'
  let text = ''
  for await (const part of decodeChunks(chunks, (found) => (encoding = found), forced)) text += part
  return { text, encoding }
}

/**
 * A file read into a table, whatever it is: CSV (any delimiter, line breaks, `sep=` and `#TYPE` lines),
 * JSON (export's, or a tool's API answer), a command's text table, or a printout the serial id helper
 * reads (a Wi-Fi scan, macOS's display list). UTF-8, UTF-16, or Windows-1252 (found when the bytes are
 * not UTF-8, and said), or the encoding the admin chose.
 */
export async function readTable(
  fileName: string,
  chunks: AsyncIterable<Uint8Array>,
  forced?: ImportEncoding,
): Promise<Table> {
  const { head, rest } = await withHead(chunks)
  if (head.length === 0) throw emptyFile(fileName)
  if (startsAsZip(head)) return archiveTable(fileName, head, rest)
  const binary = forced ? undefined : notText(head, fileName)
  if (binary) throw new UserFacingError('bad_file', binary)
  const start = headText(head, forced).trimStart()
  const store: Uint8Array[] = []
  const json = /\.json$/i.test(fileName) || start.startsWith('{') || start.startsWith('[')
  const printout = json ? isProfilerJson(start) : startsAsPrintout(start)
  const whole = json || printout || looksLikeTextTable(start)

  const attempt = async (source: AsyncIterable<Uint8Array>, encoding?: ImportEncoding) => {
    if (whole) {
      const read = await textOf(source, encoding)
      const table =
        (printout ? printoutTable(read.text, json ? 'json' : 'text') : undefined) ??
        (json ? parseJsonText(read.text) : parseTextTable(read.text))
      return { ...table, encoding: read.encoding }
    }
    let found: FileEncoding = 'utf-8'
    const texts = decodeChunks(source, (encoding) => (found = encoding), encoding)
    return parseCsv(texts, () => found)
  }
  let table: Table
  try {
    table = await attempt(kept(head, rest, store), forced)
  } catch (error) {
    if (!(error instanceof NotUtf8Error)) throw error
    table = { ...(await attempt(replay(store, rest), 'windows-1252')), encodingNote: CP1252_NOTE }
  }
  table = withoutHeader(table)
  shareRepeatedCells(table.rows)
  return table
}

/** A ZIP archive read whole: an Ekahau project's measured access points, or refused (an Excel workbook…). */
async function archiveTable(
  fileName: string,
  head: Buffer,
  rest: () => AsyncIterable<Uint8Array>,
): Promise<Table> {
  const parts: Uint8Array[] = [head]
  for await (const chunk of rest()) parts.push(chunk)
  const entries = zipEntries(Buffer.concat(parts))
  if (entries === undefined || !isEkahauProject(entries))
    throw new UserFacingError('bad_file', notText(head, fileName) as ErrorText)
  return { ...ekahauProjectTable(fileName, entries), encoding: 'utf-8' }
}

/** Bytes in memory as chunks, so they take the same streamed path as a file. */
export async function* chunksOf(bytes: Uint8Array, size = 1 << 20): AsyncGenerator<Uint8Array> {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size)
}
