// Standard input and files read as streams. Never readFileSync(0): once process.stdin has been touched
// (isTTY), a pipe's descriptor is non-blocking, and a synchronous read of a pipe whose writer has not
// written yet (netsh, lsusb -v and iw take a moment) or has more than the pipe holds (64 KiB) fails
// with EAGAIN.
import { createReadStream } from 'node:fs'

/** More bytes than a command takes from one input. */
export class InputTooLarge extends Error {
  override name = 'InputTooLarge'
  readonly limit: number
  constructor(limit: number) {
    super(`more than ${formatSize(limit)}`)
    this.limit = limit
  }
}

export function formatSize(bytes: number): string {
  return bytes >= 1 << 20 ? `${bytes / (1 << 20)} MiB` : `${bytes / 1024} KiB`
}

/**
 * Every byte of a stream, as it arrives: any delay between chunks, any size up to `limit` (beyond it the
 * stream is let go and InputTooLarge thrown, without reading the rest).
 */
export async function readStream(
  input: AsyncIterable<Uint8Array | string>,
  limit: number,
): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of input) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk)
    size += bytes.length
    if (size > limit) throw new InputTooLarge(limit)
    chunks.push(bytes)
  }
  return Buffer.concat(chunks, size)
}

/** A file by its path, or standard input for `-`, as a stream of chunks. */
export function inputStream(path: string): AsyncIterable<Uint8Array> {
  return path === '-' ? process.stdin : createReadStream(path)
}
