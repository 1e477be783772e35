import { UserFacingError } from '#shared/errors.ts'
import { AUTH_HEADERS } from '#shared/api/auth.ts'
import { checkServiceUrl } from './service-url.ts'

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
  /** The parsed JSON body; undefined when the body was empty or not JSON. */
  body: unknown
}

export interface HttpOptions {
  baseUrl: string
  allowInsecureHttp: boolean
  timeoutMs?: number
  /** Extra attempts for GETs that failed on the network (never for a POST, never for an HTTP answer). */
  retries?: number
  backoffMs?: number
  userAgent?: string
  fetch?: typeof fetch
}

const MAX_REDIRECTS = 5

function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause
  if (cause && typeof cause.code === 'string') return cause.code
  if (cause && typeof cause.message === 'string') return cause.message
  return error instanceof Error ? error.message : 'unknown error'
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * The transport of the admin client: fetch with a timeout on every request, retries with backoff for
 * GETs on network errors, and credentials only ever sent to the profile's own origin (redirects are
 * handled by hand: followed within the origin, refused across it).
 */
export function createHttp(options: HttpOptions) {
  const base = checkServiceUrl(options.baseUrl, options.allowInsecureHttp)
  const timeoutMs = options.timeoutMs ?? 15_000
  const retries = options.retries ?? 2
  const backoffMs = options.backoffMs ?? 300
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

  /** One exchange, following redirects that stay on the profile's origin. */
  async function exchange(request: HttpRequest): Promise<HttpResponse> {
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
      const response = await doFetch(url, {
        method: request.method,
        headers: headersFor(request),
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      })
      const location = response.headers.get('location')
      const keepsMethod = response.status === 307 || response.status === 308
      const followable =
        [301, 302, 303, 307, 308].includes(response.status) &&
        location !== null &&
        (request.method === 'GET' || keepsMethod)
      if (!followable)
        return {
          status: response.status,
          headers: response.headers,
          body: await readBody(response),
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

  return {
    origin: base.origin,

    async send(request: HttpRequest): Promise<HttpResponse> {
      const repeatable = request.method === 'GET' && request.retry !== false
      const attempts = repeatable ? retries + 1 : 1
      for (let attempt = 1; ; attempt++) {
        try {
          return await exchange(request)
        } catch (error) {
          if (error instanceof UserFacingError) throw error
          if (attempt < attempts) {
            await new Promise((resolve) => setTimeout(resolve, backoffMs * 2 ** (attempt - 1)))
            continue
          }
          if (isTimeout(error)) {
            throw new UserFacingError(
              'timeout',
              `The service at ${base.origin} did not answer within ${Math.round(timeoutMs / 1000)} seconds. Check your connection and try again.`,
            )
          }
          throw new UserFacingError(
            'network',
            `The service at ${base.origin} cannot be reached (${describeNetworkError(error)}). Check the profile's URL and your connection.`,
          )
        }
      }
    },
  }
}
export type Http = ReturnType<typeof createHttp>
