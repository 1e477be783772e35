import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LoginResponseSchema, WhoAmIResponseSchema } from '#shared/api/index.ts'
import { expectProblem } from './support/expect-problem.ts'
import { call } from './support/http.ts'
import { KEYS, PASSWORDS, startTestServer } from './support/test-server.ts'
import type { TestServer } from './support/test-server.ts'

let clock = Date.parse('2026-01-01T00:00:00Z')
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    now: () => clock,
    sessionTtlMs: 60_000,
    loginLimits: { perUsername: 3, perClient: 6, windowMs: 60_000 },
  })
})
afterAll(() => server.dispose())

async function login(username: string, password = PASSWORDS[username]) {
  return call(server.url, '/auth/login', { json: { username, password } })
}

describe('login', () => {
  it('returns a bearer token, its expiry and the principal', async () => {
    const result = await login('a1admin')
    expect(result.status).toBe(200)
    const body = LoginResponseSchema.parse(result.body)
    expect(body.token.length).toBeGreaterThanOrEqual(22)
    expect(Date.parse(body.expiresAt)).toBe(clock + 60_000)
    expect(body.principal).toEqual({
      kind: 'user',
      name: 'a1admin',
      role: 'accountAdmin',
      tenantId: 't1',
      accountId: 'a1',
    })
  })

  it('gives a token that authenticates later requests', async () => {
    const { body } = await login('a1admin')
    const me = await call(server.url, '/auth/me', { token: body.token })
    expect(WhoAmIResponseSchema.parse(me.body).principal.name).toBe('a1admin')
  })

  it('answers a wrong password with 401', async () => {
    expectProblem(await login('t1admin', 'wrong'), 401, 'unauthenticated')
  })

  it('answers an unknown username with 401, like a wrong password', async () => {
    expectProblem(await login('nobody', 'whatever'), 401, 'unauthenticated')
  })

  it('rejects a body without a password as validation_failed', async () => {
    expectProblem(
      await call(server.url, '/auth/login', { json: { username: 'a1admin' } }),
      400,
      'validation_failed',
    )
  })
})

describe('credentials', () => {
  it('refuses a request without credentials with 401 and a WWW-Authenticate challenge', async () => {
    const result = await call(server.url, '/auth/me')
    expectProblem(result, 401, 'unauthenticated')
    expect(result.headers.get('www-authenticate')).toBe('Bearer')
  })

  it('refuses an unknown API key with 401', async () => {
    expectProblem(await call(server.url, '/auth/me', { key: 'not-a-key' }), 401, 'unauthenticated')
  })

  it('refuses an unknown bearer token with 401', async () => {
    expectProblem(await call(server.url, '/auth/me', { token: 'bogus' }), 401, 'unauthenticated')
  })

  it('refuses an Authorization header that is not Bearer with 401', async () => {
    const result = await call(server.url, '/auth/me', {
      headers: { authorization: `Basic ${btoa('a1admin:x')}` },
    })
    expectProblem(result, 401, 'unauthenticated')
  })

  it('refuses both an API key and a bearer token at once with 400', async () => {
    const { body } = await login('a1admin')
    expectProblem(
      await call(server.url, '/auth/me', { key: KEYS['k-a1'], token: body.token }),
      400,
      'bad_request',
    )
  })

  it.each([
    ['k-super', { kind: 'apiKey', name: 'super key', role: 'superAdmin', tenantId: 't1' }],
    ['k-t1', { kind: 'apiKey', name: 't1 admin key', role: 'tenantAdmin', tenantId: 't1' }],
    [
      'k-a1',
      {
        kind: 'apiKey',
        name: 'a1 admin key',
        role: 'accountAdmin',
        tenantId: 't1',
        accountId: 'a1',
      },
    ],
    [
      'k-member',
      { kind: 'apiKey', name: 'a1 member key', role: 'member', tenantId: 't1', accountId: 'a1' },
    ],
  ])('GET /auth/me names the principal of API key %s, with its id', async (keyId, principal) => {
    const result = await call(server.url, '/auth/me', { key: KEYS[keyId] })
    expect(result.body).toEqual({ status: 'OK', principal: { ...principal, keyId } })
  })
})

describe('sessions', () => {
  it('ends a session on logout', async () => {
    const { body } = await login('super')
    expect(
      (await call(server.url, '/auth/logout', { method: 'POST', token: body.token })).body,
    ).toEqual({ status: 'OK' })
    expectProblem(await call(server.url, '/auth/me', { token: body.token }), 401, 'unauthenticated')
  })

  it('refuses logout with an API key, which has no session, with 400', async () => {
    expectProblem(
      await call(server.url, '/auth/logout', { method: 'POST', key: KEYS['k-a1'] }),
      400,
      'bad_request',
    )
  })

  it('expires a token after its lifetime', async () => {
    const { body } = await login('t1admin')
    clock += 59_000
    expect((await call(server.url, '/auth/me', { token: body.token })).status).toBe(200)
    clock += 1_000
    expectProblem(await call(server.url, '/auth/me', { token: body.token }), 401, 'unauthenticated')
  })
})

describe('failed-login rate limit', () => {
  it('answers 429 with Retry-After once a username has too many failures, even for the right password', async () => {
    for (let i = 0; i < 3; i++) expectProblem(await login('a1member', 'wrong'), 401)
    const limited = await login('a1member')
    expectProblem(limited, 429, 'rate_limited')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60)
  })

  it('lets the username sign in again once the window has passed', async () => {
    clock += 60_000
    expect((await login('a1member')).status).toBe(200)
  })

  it('limits one client trying many usernames', async () => {
    clock += 60_000
    const names = ['u1', 'u2', 'u3', 'u4', 'u5', 'u6']
    for (const name of names) expectProblem(await login(name, 'wrong'), 401)
    const limited = await login('a1admin')
    expectProblem(limited, 429, 'rate_limited')
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})
