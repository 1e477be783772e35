import { z } from 'zod'
import type { ErrorText } from '#shared/error-texts.ts'
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
  if (seconds === null)
    return {
      code: 'service-rate-limited',
      message: 'Too many attempts. Wait a moment and try again.',
    }
  if (seconds < 90)
    return {
      code: 'service-rate-limited-seconds',
      values: { count: seconds },
      message: `Too many attempts. Wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
    }
  const minutes = Math.ceil(seconds / 60)
  return {
    code: 'service-rate-limited-minutes',
    values: { count: minutes },
    message: `Too many attempts. Wait ${minutes} minutes and try again.`,
  }
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
        detail || {
          code: 'service-invalid-request',
          values: { what },
          message: `The service refused the request (${what}) as invalid.`,
        },
        fields,
      )
    case 401:
      return new RefusedError(
        detail
          ? {
              code: 'service-signin-refused-because',
              values: { detail: detail.replace(/\.$/, '') },
              message: `The service no longer accepts your sign-in (${detail.replace(/\.$/, '')}). Sign in again.`,
            }
          : {
              code: 'service-signin-refused',
              message: 'The service no longer accepts your sign-in. Sign in again.',
            },
        detail,
      )
    case 403:
      return new UserFacingError(
        'forbidden',
        detail
          ? {
              code: 'service-forbidden-because',
              values: { detail },
              message: `Your role cannot do this: ${detail} Ask an administrator with more rights, or sign in as one.`,
            }
          : {
              code: 'service-forbidden',
              message:
                'Your role cannot do this. Ask an administrator with more rights, or sign in as one.',
            },
      )
    case 404:
      return new UserFacingError(
        'not_found',
        detail || {
          code: 'service-unknown',
          values: { what },
          message: `The service does not know ${what}.`,
        },
        fields,
      )
    case 413:
      return new UserFacingError(
        'payload_too_large',
        detail || {
          code: 'service-too-large',
          message: 'The request is too large for the service.',
        },
      )
    case 429: {
      const seconds = retryAfterSeconds(response.headers)
      return new RateLimitedError(tooMany(seconds), seconds)
    }
    default:
      if (status >= 500) {
        return new UserFacingError('service_error', {
          code: 'service-failed',
          values: { what, status: String(status) },
          message: `The service failed to answer ${what} (HTTP ${status}). Try again later; if it persists, tell the service's operators.`,
        })
      }
      return new UserFacingError(
        status === 405
          ? 'method_not_allowed'
          : status === 409
            ? 'conflict'
            : status === 415
              ? 'unsupported_media_type'
              : 'http_error',
        detail || {
          code: 'service-refused',
          values: { what, status: String(status) },
          message: `The service refused ${what} (HTTP ${status}).`,
        },
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
