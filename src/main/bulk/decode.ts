import { TextDecoder } from 'node:util'
import { UserFacingError } from '#shared/errors.ts'

/** The text encodings import reads: what Excel and other tools save CSV files in. */
export type FileEncoding = 'utf-8' | 'utf-8 with BOM' | 'utf-16le' | 'utf-16be'

/** The encoding from the first bytes: a BOM, or UTF-16 LE text without one (every second byte zero). */
export function sniffEncoding(head: Uint8Array): { encoding: FileEncoding; skip: number } {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf)
    return { encoding: 'utf-8 with BOM', skip: 3 }
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', skip: 2 }
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: 'utf-16be', skip: 2 }
  if (head.length >= 4 && head[0] !== 0 && head[1] === 0 && head[3] === 0)
    return { encoding: 'utf-16le', skip: 0 }
  return { encoding: 'utf-8', skip: 0 }
}

/**
 * Byte chunks to text chunks, the encoding decided by the first chunk. Invalid UTF-8 is an error (a file
 * saved as "CSV (Comma delimited)" in a Windows code page): guessing would change names silently.
 */
export async function* decodeChunks(
  chunks: AsyncIterable<Uint8Array>,
  onEncoding: (encoding: FileEncoding) => void,
): AsyncGenerator<string> {
  let decoder: TextDecoder | undefined
  for await (const chunk of chunks) {
    let bytes = chunk
    if (decoder === undefined) {
      const { encoding, skip } = sniffEncoding(chunk)
      onEncoding(encoding)
      const label = encoding.startsWith('utf-16') ? encoding : 'utf-8'
      decoder = new TextDecoder(label, { fatal: true, ignoreBOM: true })
      bytes = chunk.subarray(skip)
    }
    yield decode(decoder, bytes, true)
  }
  if (decoder) yield decode(decoder, new Uint8Array(0), false)
}

function decode(decoder: TextDecoder, bytes: Uint8Array, stream: boolean): string {
  try {
    return decoder.decode(bytes, { stream })
  } catch {
    throw new UserFacingError(
      'bad_file',
      `The file is not UTF-8 or UTF-16 text (${decoder.encoding}). Save it from the spreadsheet as "CSV UTF-8" or "Unicode Text" and import that.`,
    )
  }
}
