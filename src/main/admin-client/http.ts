import { UserFacingError } from '#shared/errors.ts'
import { AUTH_HEADERS } from '#shared/api/auth.ts'
import { BodyError, MAX_RESPONSE_BYTES, readBoundedBody } from './bounded-body.ts'
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

export interface HttpResponse {
  status: number
  headers: Headers
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
  fetch?: typeof fetch
}

const MAX_REDIRECTS = 5

function parseBody(bytes: Uint8Array): Pick<HttpResponse, 'body' | 'form'> {
  const text = new TextDecoder().decode(bytes)
  if (!text.trim()) return { body: undefined, form: 'empty' }
  try {
    return { body: JSON.parse(text), form: 'json' }
  } catch {
    return { body: undefined, form: 'not_json' }
  }
}

/**
 * The transport of the admin client: fetch with a deadline on every request and a size limit on every
 * answer, retries with backoff for GETs that could not connect, and credentials only ever sent to the
 * profile's own origin (redirects are handled by hand: followed within the origin, refused across it).
 */
export function createHttp(options: HttpOptions) {
  const base = checkServiceUrl(options.baseUrl, options.allowInsecureHttp)
  const timeoutMs = options.timeoutMs ?? 15_000
  const deadlineMs = options.deadlineMs ?? 60_000
  const maxBytes = options.maxResponseBytes ?? MAX_RESPONSE_BYTES
  const retries = options.retries ?? 2
  const backoffMs = options.backoffMs ?? 300
  const limits = { maxBytes, idleMs: timeoutMs, deadlineMs }
  const doFetch = options.fetch ?? fetch
  const basePath = base.pathname.replace(/\/+$/, '')

  function urlFor(request: HttpRequest): URL {
    const url = new URL(base.origin + basePath + request.path)
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, value)
    }
    return url
  }

  function headersFor(request: HttpRequest): Headers {
    const headers = new Headers({ accept: 'application/json, application/problem+json' })
    if (options.userAgent) headers.set('user-agent', options.userAgent)
    if (request.body !== undefined) headers.set('content-type', 'application/json')
    const credentials = request.credentials
    if (credentials && 'apiKey' in credentials) headers.set(AUTH_HEADERS.apiKey, credentials.apiKey)
    if (credentials && 'token' in credentials) {
      headers.set(AUTH_HEADERS.authorization, `Bearer ${credentials.token}`)
    }
    return headers
  }

  /** Status and headers within timeoutMs (and the deadline), else a timeout. */
  async function begin(url: URL, request: HttpRequest, deadline: AbortSignal): Promise<Response> {
    const waiting = new AbortController()
    const timer = setTimeout(() => waiting.abort(), timeoutMs)
    try {
      return await doFetch(url, {
        method: request.method,
        headers: headersFor(request),
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        redirect: 'manual',
        signal: AbortSignal.any([deadline, waiting.signal]),
      })
    } catch (error) {
      if (deadline.aborted) throw noAnswer(base.origin, deadlineMs)
      if (waiting.signal.aborted) throw noAnswer(base.origin, timeoutMs)
      throw error
    } finally {
      clearTimeout(timer)
    }
  }

  /** The whole body, bounded in size and time; a broken connection is left to the caller to retry. */
  async function finish(response: Response, what: string, deadline: AbortSignal) {
    const encoded = (response.headers.get('content-encoding') ?? 'identity') !== 'identity'
    const declared = Number(response.headers.get('content-length') ?? Number.NaN)
    if (!encoded && declared > maxBytes) {
      await response.body?.cancel().catch(() => {})
      throw bodyFailed({ kind: 'too_large', received: 0 }, base.origin, what, limits)
    }
    try {
      return parseBody(await readBoundedBody(response.body, { ...limits, deadline }))
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
          `The service at ${base.origin} redirected the request to ${url.origin}. The app sends credentials only to the profile's own address; if the service moved, change the profile's URL.`,
        )
      }
      // fetch refuses such a URL with a message that quotes it, user name and password included.
      if (url.username || url.password) {
        throw new UserFacingError(
          'redirect_refused',
          `The service at ${base.origin} redirected the request to an address with a user name or password in it.`,
        )
      }
      const response = await begin(url, request, deadline)
      const location = response.headers.get('location')
      const keepsMethod = response.status === 307 || response.status === 308
      const followable =
        [301, 302, 303, 307, 308].includes(response.status) &&
        location !== null &&
        (request.method === 'GET' || keepsMethod)
      if (!followable) {
        const { body, form } = await finish(response, what, deadline)
        return { status: response.status, headers: response.headers, body, form }
      }
      await response.body?.cancel()
      if (hop >= MAX_REDIRECTS) {
        throw new UserFacingError(
          'redirect_refused',
          `The service at ${base.origin} redirected too many times.`,
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
      // Not AbortSignal.timeout: its timer, and every listener fetch left on the signal, lived on for
      // deadlineMs after the answer (6,500 requests' worth during a large import).
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
