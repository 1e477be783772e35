import { TextDecoder } from 'node:util'
import { parseCsv } from './parse-csv.ts'
import { parseJson } from './parse-json.ts'
import { sniffEncoding } from './decode.ts'
import type { Table } from './table.ts'

/** Whether the text starts with '{' or '[' (after a BOM and white space): a JSON file. */
function looksLikeJson(head: Uint8Array): boolean {
  const { encoding, skip } = sniffEncoding(head)
  const label = encoding.startsWith('utf-16') ? encoding : 'utf-8'
  const text = new TextDecoder(label).decode(head.subarray(skip, HEAD)).trimStart()
  return text.startsWith('{') || text.startsWith('[')
}

const HEAD = 256

/** The first bytes (enough to tell the encoding and the format) as one chunk, then the rest. */
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
  async function* all() {
    if (head.length > 0) yield head
    for (;;) {
      const next = await iterator.next()
      if (next.done) return
      yield next.value
    }
  }
  return { head, chunks: all() }
}

/** A CSV or JSON file (by its content, or a .json name) read from its chunks. */
export async function readTable(
  fileName: string,
  chunks: AsyncIterable<Uint8Array>,
): Promise<Table> {
  const { head, chunks: stream } = await withHead(chunks)
  return /\.json$/i.test(fileName) || looksLikeJson(head) ? parseJson(stream) : parseCsv(stream)
}

/** Bytes in memory as chunks, so they take the same streamed path as a file. */
export async function* chunksOf(bytes: Uint8Array, size = 1 << 20): AsyncGenerator<Uint8Array> {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size)
}
