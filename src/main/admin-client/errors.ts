import { z } from 'zod'
import { UserFacingError } from '#shared/errors.ts'
import type { HttpResponse, ResponseHeaders } from './http.ts'

type Answer = Pick<HttpResponse, 'status' | 'headers' | 'body'>

/** Problem details read leniently: a real service may use codes or fields the mock server does not. */
const ProblemSchema = z.object({
  title: z.string().optional(),
  detail: z.string().optional(),
  code: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
})
type Problem = z.infer<typeof ProblemSchema>

/** A 401: the credentials were refused; `serviceDetail` is the service's own reason (e.g. "expired on …"). */
export class RefusedError extends UserFacingError {
  readonly serviceDetail: string

  constructor(message: string, serviceDetail: string) {
    super('unauthenticated', message)
    this.serviceDetail = serviceDetail
  }
}

/** The service's reason for refusing credentials, when it gave one. */
export const refusalReason = (error: unknown): string =>
  error instanceof RefusedError ? error.serviceDetail : ''

/** Seconds to wait from a Retry-After header (delta seconds or an HTTP date); null when absent. */
export function retryAfterSeconds(headers: ResponseHeaders, now = Date.now()): number | null {
  const value = headers.get('retry-after')?.trim()
  if (!value) return null
  if (/^\d+$/.test(value)) return Number(value)
  const date = Date.parse(value)
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000))
}

/** A 429: the service asked the client to slow down, for this many seconds when it said (Retry-After). */
export class RateLimitedError extends UserFacingError {
  readonly retryAfterSeconds: number | null

  constructor(message: string, retryAfterSeconds: number | null) {
    super('rate_limited', message)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

function waitText(seconds: number | null): string {
  if (seconds === null) return 'Wait a moment and try again.'
  if (seconds < 90) return `Wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`
  return `Wait ${Math.ceil(seconds / 60)} minutes and try again.`
}

/** The server's own sentence, when it sent problem+json, else nothing. */
function detailOf(problem: Problem | null): string {
  const detail = problem?.detail?.trim()
  return detail ? (/[.!?]$/.test(detail) ? detail : `${detail}.`) : ''
}

/**
 * Turns a failed answer into an error a person can act on; `what` names the operation
 * (e.g. "GET /admin/devices"), so a 404 says what was not found.
 */
export function errorFromResponse(response: Answer, what: string): UserFacingError {
  const parsed = ProblemSchema.safeParse(response.body)
  const problem = parsed.success ? parsed.data : null
  const detail = detailOf(problem)
  const fields = problem?.errors?.length ? problem.errors : undefined
  const status = response.status
  switch (status) {
    case 400:
    case 422:
      return new UserFacingError(
        'validation_failed',
        detail || `The service refused the request (${what}) as invalid.`,
        fields,
      )
    case 401:
      return new RefusedError(
        `The service no longer accepts your sign-in${detail ? ` (${detail.replace(/\.$/, '')})` : ''}. Sign in again.`,
        detail,
      )
    case 403:
      return new UserFacingError(
        'forbidden',
        `Your role cannot do this${detail ? `: ${detail}` : '.'} Ask an administrator with more rights, or sign in as one.`,
      )
    case 404:
      return new UserFacingError(
        'not_found',
        detail || `The service does not know ${what}.`,
        fields,
      )
    case 413:
      return new UserFacingError(
        'payload_too_large',
        detail || 'The request is too large for the service.',
      )
    case 429: {
      const seconds = retryAfterSeconds(response.headers)
      return new RateLimitedError(`Too many attempts. ${waitText(seconds)}`, seconds)
    }
    default:
      if (status >= 500) {
        return new UserFacingError(
          'service_error',
          `The service failed to answer ${what} (HTTP ${status}). Try again later; if it persists, tell the service's operators.`,
        )
      }
      return new UserFacingError(
        status === 405
          ? 'method_not_allowed'
          : status === 409
            ? 'conflict'
            : status === 415
              ? 'unsupported_media_type'
              : 'http_error',
        detail || `The service refused ${what} (HTTP ${status}).`,
        fields,
      )
  }
}

/**
 * A 404 that means "this service has no such route" rather than "no such account": extensions only.
 * An account not found is told by a problem that names the account (its id, or the word: services
 * need not quote ids back).
 */
export function isMissingRoute(response: Answer, accountId: string | undefined): boolean {
  if (response.status !== 404) return false
  const parsed = ProblemSchema.safeParse(response.body)
  if (!parsed.success || !accountId) return true
  const text = `${parsed.data.title ?? ''} ${parsed.data.detail ?? ''}`
  const namesAccount =
    text.includes(accountId) ||
    /\baccount(Id)?\b/i.test(text) ||
    (parsed.data.errors ?? []).some((e) => e.path === 'accountId')
  return !namesAccount
}
