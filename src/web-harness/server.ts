import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createAppCore } from '#core/core.ts'
import { harnessNote, machineDetector } from '#core/detect/detect.ts'
import { fixtureDetector } from '#core/detect/fixture.ts'
import { inProcessEmbeddedService } from '#core/embedded/in-process-service.ts'
import { createEventEmitter, type EmitEvent } from '#core/ipc/events.ts'
import { DEFAULT_WATCH, type WatchOptions } from '#core/session/watch.ts'
import { clientScript } from './client-script.ts'
import { hostAllowed, originAllowed, tokenMatches } from './request-guard.ts'
import { ensureRenderer, rendererOutDir } from './renderer-bundle.ts'
import { runKeychain } from './run-keychain.ts'
import { pagePolicy, securityHeaders } from './security-headers.ts'
import { contentType, injectHarness, readStatic } from './static-files.ts'

export interface WebHarnessOptions {
  /** 0 (the default): a free port from the OS. */
  port?: number
  /** Profiles live here; default: a fresh temporary directory (the CLI passes the user data folder's). */
  configDir?: string
  /** The keychain service name; default: one unique to this run, so runs never share secrets. */
  keychainService?: string
  /** A seed for the embedded service (new data dirs only); default: the demo seed. */
  seed?: unknown
  rebuild?: boolean
  /** Tests only: detect a recorded machine (a detect-fixture.json or its folder) instead of this one. */
  detectFixture?: string
  log?: (line: string) => void
  /** Called when a page opens its event stream (its first window.api.on subscription). */
  onEventStream?: () => void
  /** How often main checks the active profile's service (default: as the desktop app does). */
  watchConnection?: WatchOptions
}

export interface WebHarness {
  url: string
  serviceUrl: string
  configDir: string
  /** Sends an event to every open page, as Electron's main sends it to its windows. */
  emit: EmitEvent
  /** Tests only: stops the embedded service and starts it again on its data folder (a new port). */
  restartService(): Promise<string>
  close(): Promise<void>
}

// An import file travels as base64 (up to 32 MB of bytes): openImport's own limit decides.
const MAX_BODY = 48 * 1024 * 1024
const API_PREFIX = '/api/'
/** Server-Sent Events to the page: its stand-in for Electron's main → window messages. */
const EVENTS_PATH = '/__harness/events'

function send(response: ServerResponse, status: number, type: string, body: string | Buffer) {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' })
  response.end(body)
}

async function readBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY) return null
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * The renderer in a browser with the real main handler table behind it: only Electron's IPC transport
 * is swapped for loopback HTTP (per-run token, Host and Origin checked on every call).
 */
export async function startWebHarness(options: WebHarnessOptions = {}): Promise<WebHarness> {
  await ensureRenderer(options.rebuild ?? false)
  const configDir = options.configDir ?? (await mkdtemp(join(tmpdir(), 'dra-web-')))
  const keychain = runKeychain(options.keychainService)
  const embedded = inProcessEmbeddedService(
    join(configDir, 'mock-server'),
    options.seed === undefined ? {} : { seed: options.seed },
  )
  const serviceUrl = await embedded.start()
  const streams = new Set<ServerResponse>()
  const emit = createEventEmitter((event, payload) => {
    const frame = `event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`
    for (const stream of streams) stream.write(frame)
  })
  const detector =
    options.detectFixture === undefined
      ? machineDetector(harnessNote(hostname()))
      : await fixtureDetector(options.detectFixture)
  const core = await createAppCore({
    configDir,
    detector,
    credentials: keychain.store,
    embedded,
    appName: 'Device Registry Admin',
    appVersion: '0.1.0-web',
    surface: 'web',
    emit,
    log: options.log ?? (() => {}),
    watchConnection: options.watchConnection ?? DEFAULT_WATCH,
  })
  const token = randomBytes(32).toString('base64url')
  // Read on every load, so a page reloaded after a rebuild of the bundle names the new assets.
  const page = async () =>
    injectHarness(await readFile(join(rendererOutDir, 'index.html'), 'utf8'), token)
  // Read once: a bundle rebuilt while the harness runs gets both policies, the header's and its meta's.
  const headers = securityHeaders(
    pagePolicy(await readFile(join(rendererOutDir, 'index.html'), 'utf8')),
  )
  const script = clientScript()
  let port = 0

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (!hostAllowed(request, port)) return send(response, 403, 'text/plain', 'Forbidden host')
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    if (path.startsWith(API_PREFIX)) {
      if (request.method !== 'POST') return send(response, 405, 'text/plain', 'POST only')
      if (!originAllowed(request, port))
        return send(response, 403, 'text/plain', 'Forbidden origin')
      if (!tokenMatches(request.headers['x-harness-token'], token))
        return send(response, 401, 'text/plain', 'Bad token')
      if (!(request.headers['content-type'] ?? '').startsWith('application/json')) {
        return send(response, 415, 'text/plain', 'JSON only')
      }
      const body = await readBody(request)
      if (body === null) return send(response, 413, 'text/plain', 'Body too large')
      let envelope: unknown
      try {
        envelope = JSON.parse(body)
      } catch {
        return send(response, 400, 'text/plain', 'Malformed JSON')
      }
      const input =
        typeof envelope === 'object' && envelope !== null
          ? (envelope as { input?: unknown }).input
          : undefined
      const result = await core.dispatch(path.slice(API_PREFIX.length), input)
      return send(response, 200, 'application/json', JSON.stringify(result))
    }
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return send(response, 405, 'text/plain', 'GET only')
    if (path === EVENTS_PATH) {
      // EventSource sends no custom header: the token comes in the query, from the served page.
      const given = new URL(request.url ?? '/', 'http://localhost').searchParams.get('token')
      if (!tokenMatches(given, token)) return send(response, 401, 'text/plain', 'Bad token')
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' })
      response.write(': connected\n\n')
      streams.add(response)
      request.on('close', () => streams.delete(response))
      options.onEventStream?.()
      return
    }
    if (path === '/' || path === '/index.html')
      return send(response, 200, 'text/html; charset=utf-8', await page())
    if (path === '/__harness/api.js')
      return send(response, 200, 'text/javascript; charset=utf-8', script)
    // Browsers ask for it on their own; an empty answer keeps the console free of a 404.
    if (path === '/favicon.ico') return send(response, 204, 'image/x-icon', '')
    const file = await readStatic(rendererOutDir, path)
    if (file === null) return send(response, 404, 'text/plain', 'Not found')
    return send(response, 200, contentType(path), file)
  }

  const server = createServer((request, response) => {
    for (const [name, value] of headers) response.setHeader(name, value)
    handle(request, response).catch(() => {
      if (!response.headersSent) send(response, 500, 'text/plain', 'Harness error')
      else response.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  port = (server.address() as AddressInfo).port

  return {
    url: `http://127.0.0.1:${port}/`,
    serviceUrl,
    configDir,
    emit,
    restartService: async () => {
      await embedded.stop()
      return embedded.start()
    },
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await core.close()
      await keychain.close()
    },
  }
}
