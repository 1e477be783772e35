import { coded } from '#shared/coded-text.ts'
import { Agent as HttpAgent, request as httpRequest } from 'node:http'
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import { pipeline } from 'node:stream'
import type { Transform } from 'node:stream'
import { constants as zlib, createBrotliDecompress, createGunzip, createInflate } from 'node:zlib'
import { UserFacingError } from '#shared/errors.ts'
import { AUTH_HEADERS } from '#shared/api/auth.ts'
import { BodyError, MAX_RESPONSE_BYTES, nodeReader, readBoundedBody } from './bounded-body.ts'
import { checkServiceUrl } from './service-url.ts'
import { bodyFailed, noAnswer, unreachable } from './transport-errors.ts'

/** What a request presents: an API key, a login's bearer token, or nothing (login, health). */
export type Credentials = { apiKey: string } | { token: string } | null

export interface HttpRequest {
  method: 'GET' | 'POST'
  path: string
  query?: Record<string, string | undefined>
  body?: unknown
  credentials: Credentials
  /** false: a GET that changes state, sent once (other GETs are repeated after a network error). */
  retry?: boolean
}

/** An answer's headers, looked up by name in any case (as the Fetch API's Headers are). */
export interface ResponseHeaders {
  get(name: string): string | null
}

export interface HttpResponse {
  status: number
  headers: ResponseHeaders
  /** The parsed JSON body; undefined when the body was empty or not JSON (`form` says which). */
  body: unknown
  form: 'json' | 'empty' | 'not_json'
}

export interface HttpOptions {
  baseUrl: string
  allowInsecureHttp: boolean
  /** How long an answer may take to begin (status and headers), and its body to send the next byte. */
  timeoutMs?: number
  /** The most one request may take: every attempt and redirect, headers and the whole body. */
  deadlineMs?: number
  /** The most one answer may hold, decoded (default MAX_RESPONSE_BYTES). */
  maxResponseBytes?: number
  /** Extra attempts for GETs that could not connect or lost the connection (never for a POST, a timeout or an HTTP answer). */
  retries?: number
  backoffMs?: number
  userAgent?: string
}

const MAX_REDIRECTS = 5

function headersOf(raw: IncomingHttpHeaders): ResponseHeaders {
  return {
    get(name) {
      const value = raw[name.toLowerCase()]
      if (value === undefined) return null
      return Array.isArray(value) ? value.join(', ') : value
    },
  }
}

/** The decoders of a Content-Encoding, as fetch decodes them (lenient about a truncated end). */
const DECODERS: Record<string, () => Transform> = {
  gzip: () => createGunzip({ flush: zlib.Z_SYNC_FLUSH, finishFlush: zlib.Z_SYNC_FLUSH }),
  'x-gzip': () => createGunzip({ flush: zlib.Z_SYNC_FLUSH, finishFlush: zlib.Z_SYNC_FLUSH }),
  deflate: () => createInflate({ flush: zlib.Z_SYNC_FLUSH, finishFlush: zlib.Z_SYNC_FLUSH }),
  br: () =>
    createBrotliDecompress({
      flush: zlib.BROTLI_OPERATION_FLUSH,
      finishFlush: zlib.BROTLI_OPERATION_FLUSH,
    }),
}
const ACCEPT_ENCODING = 'gzip, deflate, br'

/** The body as sent, decoded (codings applied last first); an unknown coding is left as it came. */
function decodedBody(response: IncomingMessage): NodeJS.ReadableStream & { destroy(): unknown } {
  const codings = (response.headers['content-encoding'] ?? '')
    .toLowerCase()
    .split(',')
    .map((coding) => coding.trim())
    .filter((coding) => coding !== '' && coding !== 'identity')
    .reverse()
  if (codings.length === 0 || !codings.every((coding) => coding in DECODERS)) return response
  const decoders = codings.map((coding) => DECODERS[coding]!())
  // An error anywhere (the connection, a decoder) destroys them all and fails the last one's reads.
  return pipeline([response, ...decoders], () => {}) as Transform
}

/** Status and headers, with the body still to read (and to be read or cancelled by the caller). */
interface Answer {
  status: number
  headers: IncomingHttpHeaders
  message: IncomingMessage
}

const utf8 = new TextDecoder()

function parseBody(bytes: Uint8Array): Pick<HttpResponse, 'body' | 'form'> {
  const text = utf8.decode(bytes)
  if (!text.trim()) return { body: undefined, form: 'empty' }
  try {
    return { body: JSON.parse(text), form: 'json' }
  } catch {
    return { body: undefined, form: 'not_json' }
  }
}

/**
 * The transport of the admin client: node:http(s) over kept-alive connections, with a deadline on every
 * request and a size limit on every answer, retries with backoff for GETs that could not connect, and
 * credentials only ever sent to the profile's own origin (redirects are handled by hand: followed within
 * the origin, refused across it). Not fetch: its web streams, Headers and signals cost about twice the
 * CPU per request, and an import sends one request per device.
 */
export function createHttp(options: HttpOptions) {
  const base = checkServiceUrl(options.baseUrl, options.allowInsecureHttp)
  const timeoutMs = options.timeoutMs ?? 15_000
  const deadlineMs = options.deadlineMs ?? 60_000
  const maxBytes = options.maxResponseBytes ?? MAX_RESPONSE_BYTES
  const retries = options.retries ?? 2
  const backoffMs = options.backoffMs ?? 300
  const limits = { maxBytes, idleMs: timeoutMs, deadlineMs }
  const basePath = base.pathname.replace(/\/+$/, '')
  const secure = base.protocol === 'https:'
  // Idle connections are kept for the next request (unreferenced: they keep no process alive).
  const agent = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true })
  const startRequest = secure ? httpsRequest : httpRequest
  // Every request goes to the profile's origin (exchange refuses others): its host and port, once.
  const target = {
    hostname: base.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: base.port || (secure ? 443 : 80),
    agent,
  }

  function urlFor(request: HttpRequest): URL {
    const url = new URL(base.origin + basePath + request.path)
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, value)
    }
    return url
  }

  function headersFor(request: HttpRequest, body: string | undefined): OutgoingHttpHeaders {
    const headers: OutgoingHttpHeaders = {
      accept: 'application/json, application/problem+json',
      'accept-encoding': ACCEPT_ENCODING,
    }
    if (options.userAgent) headers['user-agent'] = options.userAgent
    if (body !== undefined) {
      headers['content-type'] = 'application/json'
      headers['content-length'] = Buffer.byteLength(body)
    }
    const credentials = request.credentials
    if (credentials && 'apiKey' in credentials) headers[AUTH_HEADERS.apiKey] = credentials.apiKey
    if (credentials && 'token' in credentials) {
      headers[AUTH_HEADERS.authorization] = `Bearer ${credentials.token}`
    }
    return headers
  }

  /**
   * Status and headers within timeoutMs (and the deadline), else a timeout. A failure to connect or a
   * connection lost before the answer rejects with the cause (its code: ECONNREFUSED…) as `cause`.
   */
  function begin(url: URL, request: HttpRequest, deadline: AbortSignal): Promise<Answer> {
    // A string: written with the headers in one write (a Buffer goes out as a second chunk).
    const body = request.body === undefined ? undefined : JSON.stringify(request.body)
    return new Promise<Answer>((resolve, reject) => {
      let settled = false
      const outgoing = startRequest({
        ...target,
        path: url.pathname + url.search,
        method: request.method,
        headers: headersFor(request, body),
      })
      const stop = (failure: Error) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        deadline.removeEventListener('abort', onDeadline)
        outgoing.destroy()
        reject(failure)
      }
      const onDeadline = () => stop(noAnswer(base.origin, deadlineMs))
      const timer = setTimeout(() => stop(noAnswer(base.origin, timeoutMs)), timeoutMs)
      if (deadline.aborted) return onDeadline()
      deadline.addEventListener('abort', onDeadline)
      outgoing.on('error', (cause) => stop(new Error('the request failed', { cause })))
      outgoing.on('response', (message) => {
        if (settled) return void message.destroy()
        settled = true
        clearTimeout(timer)
        deadline.removeEventListener('abort', onDeadline)
        // A connection lost mid-body fails the body's reads, not the request.
        outgoing.removeAllListeners('error')
        outgoing.on('error', () => {})
        resolve({ status: message.statusCode ?? 0, headers: message.headers, message })
      })
      outgoing.end(body)
    })
  }

  /** The whole body, bounded in size and time; a broken connection is left to the caller to retry. */
  async function finish(response: Answer, what: string, deadline: AbortSignal) {
    const encoding = response.headers['content-encoding'] ?? 'identity'
    const declared = Number(response.headers['content-length'] ?? Number.NaN)
    if (encoding === 'identity' && declared > maxBytes) {
      response.message.destroy()
      throw bodyFailed({ kind: 'too_large', received: 0 }, base.origin, what, limits)
    }
    try {
      const reader = nodeReader(decodedBody(response.message))
      return parseBody(await readBoundedBody(reader, { ...limits, deadline }))
    } catch (error) {
      if (error instanceof BodyError && error.failure.kind !== 'broken')
        throw bodyFailed(error.failure, base.origin, what, limits)
      throw error
    }
  }

  /** One exchange, following redirects that stay on the profile's origin. */
  async function exchange(request: HttpRequest, deadline: AbortSignal): Promise<HttpResponse> {
    const what = `${request.method} ${request.path}`
    let url = urlFor(request)
    for (let hop = 0; ; hop++) {
      if (url.origin !== base.origin) {
        throw new UserFacingError(
          'redirect_refused',
          coded('errors.text.redirect-elsewhere', { origin: base.origin, target: url.origin }),
        )
      }
      // node:http would send them as Basic credentials; an error would quote them.
      if (url.username || url.password) {
        throw new UserFacingError(
          'redirect_refused',
          coded('errors.text.redirect-credentials', { origin: base.origin }),
        )
      }
      const response = await begin(url, request, deadline)
      const location = response.headers.location ?? null
      const keepsMethod = response.status === 307 || response.status === 308
      const followable =
        [301, 302, 303, 307, 308].includes(response.status) &&
        location !== null &&
        (request.method === 'GET' || keepsMethod)
      if (!followable) {
        const { body, form } = await finish(response, what, deadline)
        return { status: response.status, headers: headersOf(response.headers), body, form }
      }
      response.message.destroy()
      if (hop >= MAX_REDIRECTS) {
        throw new UserFacingError(
          'redirect_refused',
          coded('errors.text.redirect-loop', { origin: base.origin }),
        )
      }
      url = new URL(location, url)
    }
  }

  /** Tries a request again while it may be repeated and the deadline leaves time for it. */
  async function sendWithin(
    request: HttpRequest,
    deadline: AbortSignal,
    attempts: number,
    ends: number,
  ): Promise<HttpResponse> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await exchange(request, deadline)
      } catch (error) {
        if (error instanceof UserFacingError) throw error
        const pause = backoffMs * 2 ** (attempt - 1)
        if (attempt < attempts && ends - performance.now() > pause) {
          await new Promise((resolve) => setTimeout(resolve, pause))
          continue
        }
        if (error instanceof BodyError)
          throw bodyFailed(error.failure, base.origin, `${request.method} ${request.path}`, limits)
        throw unreachable(base.origin, error)
      }
    }
  }

  return {
    origin: base.origin,

    async send(request: HttpRequest): Promise<HttpResponse> {
      const repeatable = request.method === 'GET' && request.retry !== false
      const attempts = repeatable ? retries + 1 : 1
      const ends = performance.now() + deadlineMs
      // Not AbortSignal.timeout: its timer lived on for deadlineMs after the answer (6,500 requests'
      // worth during a large import).
      const expired = new AbortController()
      const timer = setTimeout(() => expired.abort(), deadlineMs)
      const deadline = expired.signal
      try {
        return await sendWithin(request, deadline, attempts, ends)
      } finally {
        clearTimeout(timer)
      }
    },
  }
}
export type Http = ReturnType<typeof createHttp>
