/**
 * The most the client reads of one answer, counted after decompression (so a small gzip bomb stops
 * early): the largest real answer, a list of 100,000 devices, is about 13 MB.
 */
export const MAX_RESPONSE_BYTES = 64 * 1024 * 1024

/** Why a body was not read to its end; `received` is what had arrived (decoded bytes). */
export type BodyFailure =
  | { kind: 'too_large'; received: number }
  /** Nothing more arrived for the idle time. */
  | { kind: 'stalled'; received: number }
  /** The request's total deadline passed while the body was still arriving. */
  | { kind: 'deadline'; received: number }
  /** The connection broke off (reset, closed early, a decoding error). */
  | { kind: 'broken'; received: number; cause: unknown }

export class BodyError extends Error {
  readonly failure: BodyFailure

  constructor(failure: BodyFailure) {
    super(`response body not read: ${failure.kind} after ${failure.received} bytes`)
    this.name = 'BodyError'
    this.failure = failure
  }
}

/** "64 MB", "1.2 MB", "312 kB", "17 bytes": 1024-based, as the limit is stated. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} byte${bytes === 1 ? '' : 's'}`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`
  const mb = bytes / 1024 / 1024
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`
}

export interface BodyLimits {
  maxBytes: number
  /** Fails as stalled when no byte arrives for this long. */
  idleMs: number
  /** Aborted when the request's total deadline passes: the read then fails as 'deadline'. */
  deadline: AbortSignal
}

/** What a body is read through (`nodeReader`): cancel() stops it, and a read() pending then ends or fails. */
export interface BodyReader {
  read(): Promise<IteratorResult<Uint8Array, unknown>>
  cancel(): Promise<unknown>
}

/** A Node stream (an answer, possibly through a decoder) as a BodyReader; cancel destroys it. */
export function nodeReader(stream: NodeJS.ReadableStream & { destroy(): unknown }): BodyReader {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>
  return {
    read: () => chunks.next(),
    cancel: async () => {
      stream.destroy()
    },
  }
}

/**
 * Reads a body as a stream with a running count of decoded bytes, and stops (cancelling the rest) past
 * the limit, after the idle time without a byte, or at the deadline. Memory stays near maxBytes,
 * whatever the service sends.
 */
export async function readBoundedBody(reader: BodyReader, limits: BodyLimits): Promise<Uint8Array> {
  const chunks: Uint8Array[] = []
  let received = 0
  let stopped: 'stalled' | 'deadline' | null = null
  let idle: ReturnType<typeof setTimeout> | undefined
  const stop = (why: 'stalled' | 'deadline') => {
    stopped ??= why
    reader.cancel().catch(() => {})
  }
  const onDeadline = () => stop('deadline')
  const armIdle = () => {
    clearTimeout(idle)
    idle = setTimeout(() => stop('stalled'), limits.idleMs)
  }
  if (limits.deadline.aborted) stop('deadline')
  limits.deadline.addEventListener('abort', onDeadline)
  armIdle()
  try {
    for (;;) {
      let next: Awaited<ReturnType<typeof reader.read>>
      try {
        next = await reader.read()
      } catch (cause) {
        // A cancelled body errors its read: the deadline, not the connection, ended it then.
        const why = stopped ?? (limits.deadline.aborted ? 'deadline' : null)
        throw new BodyError(why ? { kind: why, received } : { kind: 'broken', received, cause })
      }
      if (stopped) throw new BodyError({ kind: stopped, received })
      if (next.done) break
      const chunk = next.value as Uint8Array
      received += chunk.byteLength
      if (received > limits.maxBytes) {
        await reader.cancel().catch(() => {})
        throw new BodyError({ kind: 'too_large', received })
      }
      chunks.push(chunk)
      armIdle()
    }
  } finally {
    clearTimeout(idle)
    limits.deadline.removeEventListener('abort', onDeadline)
  }
  if (chunks.length === 1) return chunks[0]!
  const all = new Uint8Array(received)
  let at = 0
  for (const chunk of chunks.splice(0)) {
    all.set(chunk, at)
    at += chunk.byteLength
  }
  return all
}
