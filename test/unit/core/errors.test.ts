import { describe, expect, it } from 'vitest'
import { errorFromResponse, isMissingRoute, retryAfterSeconds } from '#core/admin-client/errors.ts'

function problem(status: number, code: string, detail: string, extra: object = {}) {
  return { type: 'about:blank', title: 'x', status, detail, code, ...extra }
}
const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
  status,
  body,
  headers: new Headers(headers),
})

describe('service errors as sentences a person can act on', () => {
  it.each([
    [401, 'unauthenticated', /Sign in again\.$/],
    [403, 'forbidden', /^Your role cannot do this: Account admins only\./],
    [404, 'not_found', /^Account admins only\.$/],
    [500, 'service_error', /GET \/admin\/devices \(HTTP 500\)\. Try again later/],
  ])('HTTP %i → %s', (status, code, message) => {
    const error = errorFromResponse(
      answer(status, problem(status, 'x', 'Account admins only')),
      'GET /admin/devices',
    )
    expect(error.code).toBe(code)
    expect(error.message).toMatch(message)
  })

  it('keeps per-field errors of a validation problem', () => {
    const body = problem(400, 'validation_failed', 'serialId is wrong', {
      errors: [{ path: 'serialId', message: 'bad BSSID' }],
    })
    const error = errorFromResponse(answer(400, body), 'POST /admin/device')
    expect(error).toMatchObject({
      code: 'validation_failed',
      message: 'serialId is wrong.',
      fields: [{ path: 'serialId', message: 'bad BSSID' }],
    })
  })

  it('names what was not found when the service said nothing', () => {
    expect(errorFromResponse(answer(404, undefined), 'GET /admin/unpairDevice').message).toBe(
      'The service does not know GET /admin/unpairDevice.',
    )
  })

  it.each([
    [{ 'retry-after': '30' }, 'Too many attempts. Wait 30 seconds and try again.'],
    [{ 'retry-after': '1' }, 'Too many attempts. Wait 1 second and try again.'],
    [{ 'retry-after': '600' }, 'Too many attempts. Wait 10 minutes and try again.'],
    [{}, 'Too many attempts. Wait a moment and try again.'],
  ])('429 with %j says how long to wait', (headers, message) => {
    expect(
      errorFromResponse(
        answer(429, problem(429, 'rate_limited', 'slow down'), headers),
        'POST /auth/login',
      ),
    ).toMatchObject({
      code: 'rate_limited',
      message,
    })
  })

  it('reads Retry-After as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(
      retryAfterSeconds(new Headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:45 GMT' }), now),
    ).toBe(45)
  })

  it.each([
    [
      'a 404 without a problem body (a service without the route)',
      answer(404, 'Not Found'),
      undefined,
      true,
    ],
    [
      'a route-level 404 problem',
      answer(404, problem(404, 'not_found', 'No route GET /admin/devices')),
      'acct-1',
      true,
    ],
    [
      'a 404 naming the account',
      answer(404, problem(404, 'not_found', 'Account "acct-1" does not exist')),
      'acct-1',
      false,
    ],
    [
      'a 404 about the account that does not quote its id',
      answer(404, problem(404, 'not_found', 'The account given as accountId does not exist.')),
      'acct-1',
      false,
    ],
    ['any other status', answer(403, problem(403, 'forbidden', 'no')), undefined, false],
  ])('an extension is missing for %s: %s', (_what, response, accountId, expected) => {
    expect(isMissingRoute(response, accountId)).toBe(expected)
  })
})
