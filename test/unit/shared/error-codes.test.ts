import { describe, expect, it } from 'vitest'
import {
  concernsOneItem,
  ErrorCodeSchema,
  isTransient,
  isUnanswered,
  knownErrorCode,
} from '#shared/error-codes.ts'
import { IpcErrorSchema } from '#shared/ipc/result.ts'

describe('the closed list of error codes', () => {
  it.each([
    ['network', true, true, false],
    ['timeout', true, true, false],
    ['embedded_unavailable', true, true, false],
    ['service_error', true, false, false],
    ['response_incomplete', true, false, false],
    ['response_too_large', false, false, false],
    ['rate_limited', false, false, false],
    ['unauthenticated', false, false, false],
    ['forbidden', false, false, false],
    ['validation_failed', false, false, true],
    ['not_found', false, false, true],
    ['location_required', false, false, true],
    ['bad_file', false, false, false],
  ] as const)(
    '%s: transient %s, unanswered %s, about one item %s',
    (code, transient, unanswered, item) => {
      expect(isTransient(code)).toBe(transient)
      expect(isUnanswered(code)).toBe(unanswered)
      expect(concernsOneItem(code)).toBe(item)
    },
  )

  it('an error crossing IPC carries one of the listed codes, nothing else', () => {
    expect(IpcErrorSchema.safeParse({ code: 'not_found', message: 'x' }).success).toBe(true)
    expect(IpcErrorSchema.safeParse({ code: 'offline', message: 'x' }).success).toBe(false)
  })

  it('a code from outside is taken only when it is one of ours', () => {
    expect(knownErrorCode('conflict')).toBe('conflict')
    expect(knownErrorCode('teapot')).toBeUndefined()
    expect(knownErrorCode(42)).toBeUndefined()
    expect(ErrorCodeSchema.options.length).toBeGreaterThan(20)
  })
})
