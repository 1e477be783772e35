import { coded } from '#shared/coded-text.ts'
import { UserFacingError } from '#shared/errors.ts'
import { formatBytes, type BodyFailure } from './bounded-body.ts'

// What the transport says when an exchange did not end in a whole answer: each case in its own words.

const wholeSeconds = (ms: number) => Math.max(1, Math.round(ms / 1000))

/** The underlying reason of a failed fetch (ECONNREFUSED, ENOTFOUND…), else its message. */
export function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause
  if (cause && typeof cause.code === 'string') return cause.code
  if (cause && typeof cause.message === 'string') return cause.message
  return error instanceof Error ? error.message : 'unknown error'
}

/** No answer began (no status line and headers) within the time. */
export function noAnswer(origin: string, waitedMs: number): UserFacingError {
  return new UserFacingError(
    'timeout',
    coded('errors.text.no-answer', { origin, seconds: wholeSeconds(waitedMs) }),
  )
}

export function unreachable(origin: string, error: unknown): UserFacingError {
  const reason = describeNetworkError(error)
  return new UserFacingError('network', coded('errors.text.unreachable', { origin, reason }))
}

/** An answer that began but was not read to its end. */
export function bodyFailed(
  failure: BodyFailure,
  origin: string,
  what: string,
  limits: { maxBytes: number; idleMs: number; deadlineMs: number },
): UserFacingError {
  const got = formatBytes(failure.received)
  switch (failure.kind) {
    case 'too_large': {
      const limit = formatBytes(limits.maxBytes)
      return new UserFacingError(
        'response_too_large',
        coded('errors.text.answer-too-large', { origin, what, limit }),
      )
    }
    case 'stalled':
      return new UserFacingError(
        'response_incomplete',
        coded('errors.text.answer-stalled', {
          origin,
          what,
          got,
          seconds: wholeSeconds(limits.idleMs),
        }),
      )
    case 'deadline':
      return new UserFacingError(
        'response_incomplete',
        coded('errors.text.answer-deadline', {
          origin,
          what,
          got,
          seconds: wholeSeconds(limits.deadlineMs),
        }),
      )
    case 'broken': {
      const reason = describeNetworkError(failure.cause)
      return new UserFacingError(
        'network',
        coded('errors.text.answer-broken', { origin, what, got, reason }),
      )
    }
  }
}
