import { UserFacingError } from '#shared/errors.ts'
import { formatBytes, type BodyFailure } from './bounded-body.ts'

// What the transport says when an exchange did not end in a whole answer: each case in its own words.

const wholeSeconds = (ms: number) => Math.max(1, Math.round(ms / 1000))

function seconds(ms: number): string {
  const n = wholeSeconds(ms)
  return `${n} second${n === 1 ? '' : 's'}`
}

/** The underlying reason of a failed fetch (ECONNREFUSED, ENOTFOUND…), else its message. */
export function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause
  if (cause && typeof cause.code === 'string') return cause.code
  if (cause && typeof cause.message === 'string') return cause.message
  return error instanceof Error ? error.message : 'unknown error'
}

/** No answer began (no status line and headers) within the time. */
export function noAnswer(origin: string, waitedMs: number): UserFacingError {
  return new UserFacingError('timeout', {
    code: 'no-answer',
    values: { origin, seconds: wholeSeconds(waitedMs) },
    message: `The service at ${origin} did not answer within ${seconds(waitedMs)}. Check your connection and try again.`,
  })
}

export function unreachable(origin: string, error: unknown): UserFacingError {
  const reason = describeNetworkError(error)
  return new UserFacingError('network', {
    code: 'unreachable',
    values: { origin, reason },
    message: `The service at ${origin} cannot be reached (${reason}). Check the profile's URL and your connection.`,
  })
}

/** An answer that began but was not read to its end. */
export function bodyFailed(
  failure: BodyFailure,
  origin: string,
  what: string,
  limits: { maxBytes: number; idleMs: number; deadlineMs: number },
): UserFacingError {
  const got = formatBytes(failure.received)
  const persists = "Try again; if it persists, tell the service's operators."
  switch (failure.kind) {
    case 'too_large': {
      const limit = formatBytes(limits.maxBytes)
      return new UserFacingError('response_too_large', {
        code: 'answer-too-large',
        values: { origin, what, limit },
        message: `The service at ${origin} sent more than ${limit} in answer to ${what}, more than any answer of the admin service (a list of 100,000 devices is about 13 MB), so the app stopped reading it. Is the profile's URL that of the admin service? If it is, tell the service's operators.`,
      })
    }
    case 'stalled':
      return new UserFacingError('response_incomplete', {
        code: 'answer-stalled',
        values: { origin, what, got, seconds: wholeSeconds(limits.idleMs) },
        message: `The service at ${origin} began to answer ${what}, then the answer stopped arriving after ${got} (nothing more for ${seconds(limits.idleMs)}). ${persists}`,
      })
    case 'deadline':
      return new UserFacingError('response_incomplete', {
        code: 'answer-deadline',
        values: { origin, what, got, seconds: wholeSeconds(limits.deadlineMs) },
        message: `The service at ${origin} was still sending its answer to ${what} after ${seconds(limits.deadlineMs)} (${got} so far), so the app stopped waiting. ${persists}`,
      })
    case 'broken': {
      const reason = describeNetworkError(failure.cause)
      return new UserFacingError('network', {
        code: 'answer-broken',
        values: { origin, what, got, reason },
        message: `The connection to the service at ${origin} broke off after ${got} of its answer to ${what} (${reason}). Check your connection and try again.`,
      })
    }
  }
}
