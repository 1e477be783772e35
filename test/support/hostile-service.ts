import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Transform } from 'node:stream'
import { constants, createBrotliCompress, createDeflate, createGzip } from 'node:zlib'

// A service that answers as no admin service should: bodies that never end, are too large, are small
// compressed bombs, stop halfway or drip. For the client's limits (tests and bench:hostile-client);
// everything is generated as it is sent, so the server itself stays small.

const CHUNK = Buffer.alloc(64 * 1024, 0x20)
const ZEROS = Buffer.alloc(64 * 1024)
const PREFIX = '{"status":"OK","devices":['

/** Writes CHUNK until `total` bytes went out (forever without one), respecting backpressure. */
function pump(
  out: NodeJS.WritableStream,
  total = Infinity,
  onChunk?: (bytes: number) => void,
  data = CHUNK,
) {
  let sent = 0
  const more = () => {
    while (sent < total) {
      const chunk = total - sent < data.length ? data.subarray(0, total - sent) : data
      sent += chunk.length
      onChunk?.(chunk.length)
      if (!out.write(chunk)) return void out.once('drain', more)
    }
    out.end()
  }
  more()
}

const encoders: Record<string, () => Transform> = {
  // Fast settings: zeros shrink about 1000 times all the same, and the tests stay quick.
  gzip: () => createGzip({ level: 1 }),
  deflate: () => createDeflate({ level: 1 }),
  br: () => createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }),
}

export type HostileCase =
  | { kind: 'endless' }
  | { kind: 'huge'; bytes: number; declared: boolean }
  /** Endless zeros, compressed as they are sent: a bomb of any size from a few kB on the wire. */
  | { kind: 'bomb'; encoding: 'gzip' | 'deflate' | 'br' }
  /** A body prepared beforehand (e.g. 1 MiB of gzip that inflates to 1 GiB), sent with its encoding. */
  | { kind: 'prepared'; body: Buffer; encoding: string }
  /** Some bytes of a JSON answer, then nothing, the connection left open. */
  | { kind: 'stall'; bytes: number }
  /** A byte every `everyMs`, forever. */
  | { kind: 'drip'; everyMs: number }
  /** Bytes, then the connection closed mid-body. */
  | { kind: 'cut'; bytes: number }
  /** No answer at all. */
  | { kind: 'silent' }

export interface HostileService {
  url: string
  /** Requests received. */
  requests: () => number
  /** Bytes written to the wire (after compression). */
  wireBytes: () => number
  close: () => Promise<void>
}

function serve(res: ServerResponse, hostile: HostileCase, count: (bytes: number) => void) {
  const json = { 'content-type': 'application/json' }
  switch (hostile.kind) {
    case 'endless':
      res.writeHead(200, json)
      return pump(res, Infinity, count)
    case 'huge':
      res.writeHead(200, hostile.declared ? { ...json, 'content-length': hostile.bytes } : json)
      return pump(res, hostile.bytes, count)
    case 'bomb': {
      res.writeHead(200, { ...json, 'content-encoding': hostile.encoding })
      const encoder = encoders[hostile.encoding]!()
      encoder.on('data', (chunk: Buffer) => count(chunk.length))
      encoder.on('error', () => {}) // destroyed when the client hangs up
      encoder.pipe(res)
      res.on('close', () => encoder.destroy())
      return pump(encoder, Infinity, undefined, ZEROS)
    }
    case 'prepared':
      res.writeHead(200, { ...json, 'content-encoding': hostile.encoding })
      count(hostile.body.length)
      return void res.end(hostile.body)
    case 'stall':
    case 'cut':
      res.writeHead(200, json)
      res.write(PREFIX.padEnd(hostile.bytes, ' '))
      count(Math.max(PREFIX.length, hostile.bytes))
      if (hostile.kind === 'cut') setTimeout(() => res.socket?.destroy(), 20)
      return
    case 'drip': {
      res.writeHead(200, json)
      const timer = setInterval(() => res.write(' '), hostile.everyMs)
      res.on('close', () => clearInterval(timer))
      return
    }
    case 'silent':
      return
  }
}

/** A server on a free loopback port answering every request with the hostile case. */
export async function hostileService(hostile: HostileCase): Promise<HostileService> {
  let requests = 0
  let wire = 0
  const server = createServer((_req, res) => {
    requests++
    res.on('error', () => {})
    serve(res, hostile, (bytes) => (wire += bytes))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => requests,
    wireBytes: () => wire,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
