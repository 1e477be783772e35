import { coded } from '#shared/coded-text.ts'
import { TextDecoder } from 'node:util'
import type { ImportEncoding } from '#shared/ipc/import.ts'
import { UserFacingError } from '#shared/errors.ts'
import type { ErrorText } from '#shared/error-texts.ts'

/** The text encodings import reads: what Excel and other tools save CSV files in. */
export type FileEncoding = 'utf-8' | 'utf-8 with BOM' | 'utf-16le' | 'utf-16be' | 'windows-1252'

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

/** The encoding the admin chose, and the BOM to skip when the file has the matching one. */
function forcedEncoding(head: Uint8Array, forced: ImportEncoding) {
  const sniffed = sniffEncoding(head)
  const same =
    sniffed.encoding === forced || (forced === 'utf-8' && sniffed.encoding === 'utf-8 with BOM')
  return { encoding: forced as FileEncoding, skip: same ? sniffed.skip : 0 }
}

const startsWith = (head: Uint8Array, bytes: readonly number[]) =>
  bytes.every((byte, index) => head[index] === byte)

/**
 * What the first bytes say about a file that is no text, with how to get text from it; undefined for
 * text. A few NULs are text (PowerShell writes WmiMonitorID's padding as NUL characters); many are not.
 */
export function notText(head: Uint8Array, fileName: string): ErrorText | undefined {
  const values = { fileName }
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]))
    return coded('errors.import.import-file-zip', values)
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0]))
    return coded('errors.import.import-file-xls', values)
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46]))
    return coded('errors.import.import-file-pdf', values)
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47]) || startsWith(head, [0xff, 0xd8, 0xff]))
    return coded('errors.import.import-file-picture', values)
  const { encoding } = sniffEncoding(head)
  if (encoding.startsWith('utf-16')) return undefined
  const sample = head.subarray(0, 4096)
  let nul = 0
  let control = 0
  let lines = 0
  for (const byte of sample) {
    if (byte === 0) nul++
    else if (byte === 10 || byte === 13) lines++
    else if (byte < 9 || (byte > 13 && byte < 32)) control++
  }
  // Text has lines and few control characters; NULs alone, even many, are padding in a CSV cell
  // (PowerShell 5.1 writes WmiMonitorID's byte arrays with theirs): binary data has other controls too.
  const binary =
    control / sample.length > 0.05 ||
    (nul / sample.length > 0.3 && (control > 0 || lines === 0)) ||
    (nul / sample.length > 0.1 && lines === 0)
  if (sample.length > 0 && binary) {
    const count = nul + control
    const bytes = sample.length
    return coded('errors.import.import-file-binary', { fileName, count, bytes })
  }
  return undefined
}

/** Raised when a file announced as (or taken for) UTF-8 is not: the reader tries Windows-1252 then. */
export class NotUtf8Error extends Error {
  readonly offset: number
  constructor(offset: number) {
    super('not utf-8')
    this.offset = offset
  }
}

/**
 * Byte chunks to text chunks, the encoding decided by the first chunk (or forced). Invalid UTF-8 throws a
 * NotUtf8Error: the caller reads the file again as Windows-1252 and says so.
 */
export async function* decodeChunks(
  chunks: AsyncIterable<Uint8Array>,
  onEncoding: (encoding: FileEncoding) => void,
  forced?: ImportEncoding,
): AsyncGenerator<string> {
  let decoder: TextDecoder | undefined
  let offset = 0
  for await (const chunk of chunks) {
    let bytes = chunk
    if (decoder === undefined) {
      const { encoding, skip } = forced ? forcedEncoding(chunk, forced) : sniffEncoding(chunk)
      onEncoding(encoding)
      const label = encoding === 'utf-8 with BOM' ? 'utf-8' : encoding
      // UTF-8 found, not chosen, must be UTF-8: else the file is read again as Windows-1252.
      decoder = new TextDecoder(label, { fatal: label === 'utf-8' && !forced, ignoreBOM: true })
      bytes = chunk.subarray(skip)
    }
    yield decode(decoder, bytes, true, offset)
    offset += chunk.length
  }
  if (decoder) yield decode(decoder, new Uint8Array(0), false, offset)
}

function decode(decoder: TextDecoder, bytes: Uint8Array, stream: boolean, offset: number): string {
  try {
    return decoder.decode(bytes, { stream })
  } catch {
    throw new NotUtf8Error(offset)
  }
}

/** The notice for a file read as Windows-1252 because it is not UTF-8. */
export const CP1252_NOTE = coded('import.notice.cp1252')

export function emptyFile(fileName: string): UserFacingError {
  return new UserFacingError('bad_file', coded('errors.import.import-file-empty', { fileName }))
}
