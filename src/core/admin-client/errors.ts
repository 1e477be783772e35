import { coded } from '#shared/coded-text.ts'
import { z } from 'zod'
import type { ErrorText } from '#shared/error-texts.ts'
import type { ErrorCode } from '#shared/error-codes.ts'
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

  constructor(message: ErrorText, serviceDetail: string) {
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

  constructor(message: ErrorText, retryAfterSeconds: number | null) {
    super('rate_limited', message)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

function tooMany(seconds: number | null): ErrorText {
  if (seconds === null) return coded('errors.text.service-rate-limited')
  if (seconds < 90) return coded('errors.text.service-rate-limited-seconds', { count: seconds })
  const minutes = Math.ceil(seconds / 60)
  return coded('errors.text.service-rate-limited-minutes', { count: minutes })
}

/** The server's own sentence, when it sent problem+json, else nothing. */
function detailOf(problem: Problem | null): string {
  const detail = problem?.detail?.trim()
  return detail ? (/[.!?]$/.test(detail) ? detail : `${detail}.`) : ''
}

/** Statuses refused with a code of their own; others are an http_error. */
const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  405: 'method_not_allowed',
  409: 'conflict',
  415: 'unsupported_media_type',
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
  // The service's own detail and the fields it names where it gives them, else our words for the status.
  const refused = (code: ErrorCode, ours: ErrorText) =>
    new UserFacingError(code, detail || ours, fields)
  switch (status) {
    case 400:
    case 422:
      return refused('validation_failed', coded('errors.text.service-invalid-request', { what }))
    case 401:
      return new RefusedError(
        detail
          ? coded('errors.text.service-signin-refused-because', {
              detail: detail.replace(/\.$/, ''),
            })
          : coded('errors.text.service-signin-refused'),
        detail,
      )
    case 403:
      return new UserFacingError(
        'forbidden',
        detail
          ? coded('errors.text.service-forbidden-because', { detail })
          : coded('errors.text.service-forbidden'),
      )
    case 404:
      return refused('not_found', coded('errors.text.service-unknown', { what }))
    case 413:
      return new UserFacingError(
        'payload_too_large',
        detail || coded('errors.text.service-too-large'),
      )
    case 429: {
      const seconds = retryAfterSeconds(response.headers)
      return new RateLimitedError(tooMany(seconds), seconds)
    }
    default:
      if (status >= 500) {
        return new UserFacingError(
          'service_error',
          coded('errors.text.service-failed', { what, status: String(status) }),
        )
      }
      return refused(
        STATUS_CODES[status] ?? 'http_error',
        coded('errors.text.service-refused', { what, status: String(status) }),
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
