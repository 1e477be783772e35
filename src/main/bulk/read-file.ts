import { TextDecoder } from 'node:util'
import { parseCsv } from './parse-csv.ts'
import { parseJson } from './parse-json.ts'
import { sniffEncoding } from './decode.ts'
import type { Table } from './table.ts'

/** Whether the text starts with '{' or '[' (after a BOM and white space): a JSON file. */
function looksLikeJson(head: Uint8Array): boolean {
  const { encoding, skip } = sniffEncoding(head)
  const label = encoding.startsWith('utf-16') ? encoding : 'utf-8'
  const text = new TextDecoder(label).decode(head.subarray(skip, skip + 256)).trimStart()
  return text.startsWith('{') || text.startsWith('[')
}

/** The first chunk again, then the rest. */
async function* replay(first: Uint8Array, rest: AsyncIterator<Uint8Array>) {
  yield first
  for (;;) {
    const next = await rest.next()
    if (next.done) return
    yield next.value
  }
}

/** A CSV or JSON file (by its content, or a .json name) read from its chunks. */
export async function readTable(
  fileName: string,
  chunks: AsyncIterable<Uint8Array>,
): Promise<Table> {
  const iterator = chunks[Symbol.asyncIterator]()
  const first = await iterator.next()
  const head = first.done ? new Uint8Array(0) : first.value
  const stream = replay(head, iterator)
  return /\.json$/i.test(fileName) || looksLikeJson(head) ? parseJson(stream) : parseCsv(stream)
}

/** Bytes in memory as chunks, so they take the same streamed path as a file. */
export async function* chunksOf(bytes: Uint8Array, size = 1 << 20): AsyncGenerator<Uint8Array> {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size)
}
