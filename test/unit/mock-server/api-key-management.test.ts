import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  API_KEY_NAME_LENGTH,
  ApiKeyCreateResponseSchema,
  ApiKeyListResponseSchema,
  ApiKeyRevokeResponseSchema,
  ProblemSchema,
} from '#shared/api/index.ts'
import { expectProblem } from './support/expect-problem.ts'
import { call } from './support/http.ts'
import { KEYS, PASSWORDS, startTestServer } from './support/test-server.ts'
import type { TestServer } from './support/test-server.ts'

const NOW = Date.parse('2026-06-01T12:00:00.000Z')
let clock = NOW
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ now: () => clock })
})
afterAll(() => server.dispose())

const create = (json: unknown, key = KEYS['k-a1']) =>
  call(server.url, '/admin/apikey', { key, json })
const revoke = (id: string, key = KEYS['k-a1']) =>
  call(server.url, '/admin/apikey/revoke', { key, json: { id } })
const detailOf = (result: { body: unknown }) => ProblemSchema.parse(result.body).detail

describe('POST /admin/apikey (extension)', () => {
  it('creates a key, answers its record and its secret once, and the secret signs in', async () => {
    const result = await create({ name: 'sync script', role: 'member' })
    expect(result.status, result.text).toBe(200)
    const { apiKey, secret } = ApiKeyCreateResponseSchema.parse(result.body)
    expect(apiKey).toEqual({
      id: apiKey.id,
      name: 'sync script',
      role: 'member',
      scope: 'account',
      tenantId: 't1',
      accountId: 'a1',
      createdAt: new Date(NOW).toISOString(),
    })
    expect(secret.length).toBeGreaterThanOrEqual(40)
    const me = await call(server.url, '/auth/me', { key: secret })
    expect(me.body.principal).toMatchObject({ kind: 'apiKey', keyId: apiKey.id, role: 'member' })
    const listed = ApiKeyListResponseSchema.parse(
      (await call(server.url, '/admin/apikey', { key: KEYS['k-a1'] })).body,
    ).apiKeys.find((key) => key.id === apiKey.id)
    expect(listed).toMatchObject({ name: 'sync script', lastUsedAt: new Date(NOW).toISOString() })
    expect(JSON.stringify(listed)).not.toContain(secret)
  })

  it('stores only the SHA-256 of the secret, written before the answer', async () => {
    const { secret, apiKey } = (await create({ name: 'digest', role: 'member' })).body
    const db = new DatabaseSync(join(server.dataDir, 'mock-server.sqlite'), { readOnly: true })
    const row = db.prepare('SELECT * FROM api_keys WHERE id = ?').get(apiKey.id)
    db.close()
    expect(row?.secret_digest).toBe(createHash('sha256').update(secret).digest('base64url'))
    expect(JSON.stringify(row)).not.toContain(secret)
  })

  it('trims the name and keeps an expiry ahead, normalised to UTC', async () => {
    const result = await create({
      name: '  quarterly  ',
      role: 'accountAdmin',
      expiresAt: '2026-09-01T14:00:00+02:00',
    })
    expect(result.body.apiKey).toMatchObject({
      name: 'quarterly',
      expiresAt: '2026-09-01T12:00:00.000Z',
    })
  })

  it('makes a key that answers 401 "expired" once its expiry has come', async () => {
    const { secret } = (
      await create({ name: 'short', role: 'member', expiresAt: '2026-06-02T12:00:00Z' })
    ).body
    clock = Date.parse('2026-06-02T12:00:00Z')
    const result = await call(server.url, '/auth/me', { key: secret })
    clock = NOW
    expectProblem(result, 401, 'unauthenticated')
    expect(detailOf(result)).toMatch(/expired on 2026-06-02T12:00:00\.000Z/)
  })

  it.each<[string, unknown, string, RegExp]>([
    ['an empty name', { name: '  ', role: 'member' }, 'name', /must not be empty/],
    [
      'an over-long name',
      { name: 'n'.repeat(API_KEY_NAME_LENGTH + 1), role: 'member' },
      'name',
      /at most 100/,
    ],
    ['no name', { role: 'member' }, 'name', /text/],
    ['an unknown role', { name: 'x', role: 'owner' }, 'role', /superAdmin/],
    [
      'an expiry in the past',
      { name: 'x', role: 'member', expiresAt: '2026-06-01T11:59:59Z' },
      'expiresAt',
      /has passed/,
    ],
    [
      'an expiry that is no date',
      { name: 'x', role: 'member', expiresAt: 'next week' },
      'expiresAt',
      /ISO 8601/,
    ],
    [
      'a chosen secret',
      { name: 'x', role: 'member', secret: 'mine-0123456789' },
      'secret',
      /cannot be chosen/,
    ],
    ['an unknown field', { name: 'x', role: 'member', scope: 'all' }, '', /scope/],
    [
      'both scopes',
      { name: 'x', role: 'member', tenantId: 't1', accountId: 'a1' },
      'accountId',
      /not both/,
    ],
    [
      'a tenant role for an account key',
      { name: 'x', role: 'tenantAdmin', accountId: 'a1' },
      'role',
      /tenantId/,
    ],
    ['a NUL in the name', { name: 'a\u0000b', role: 'member' }, 'name', /NUL/],
  ])('refuses %s with 400 naming the field', async (_what, body, path, message) => {
    const result = await create(body, KEYS['k-t1'])
    expectProblem(result, 400, 'validation_failed')
    const issue = ProblemSchema.parse(result.body).errors?.[0]
    expect(issue?.path).toBe(path)
    expect(`${issue?.message} ${detailOf(result)}`).toMatch(message)
  })

  it.each<[string, Record<string, string | undefined>, number]>([
    ['no credentials', {}, 401],
    ['an unknown key', { key: 'sk-unknown-00000000000000000000' }, 401],
    ['a member', { key: KEYS['k-member'] }, 403],
  ])('answers %s with %i', async (_what, credentials, status) => {
    expectProblem(
      await call(server.url, '/admin/apikey', {
        ...credentials,
        json: { name: 'x', role: 'member' },
      }),
      status,
    )
  })

  it('refuses an escalation with 403 saying why', async () => {
    const result = await create({ name: 'x', role: 'tenantAdmin' })
    expectProblem(result, 403, 'forbidden')
    expect(detailOf(result)).toMatch(
      /Your role accountAdmin cannot create a key of role tenantAdmin/,
    )
  })

  it('answers 404 for an unknown tenant to a super admin', async () => {
    expectProblem(
      await create({ name: 'x', role: 'member', tenantId: 'nowhere' }, KEYS['k-super']),
      404,
    )
  })

  it('answers 413 to a body over 64 KiB and 415 to one that is not JSON', async () => {
    expectProblem(await create({ name: 'x'.repeat(70_000), role: 'member' }), 413)
    expectProblem(
      await call(server.url, '/admin/apikey', {
        key: KEYS['k-a1'],
        method: 'POST',
        body: 'name=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      415,
    )
  })

  it('works with a login as well', async () => {
    const login = await call(server.url, '/auth/login', {
      json: { username: 't1admin', password: PASSWORDS.t1admin },
    })
    const result = await call(server.url, '/admin/apikey', {
      token: login.body.token,
      json: { name: 'from a session', role: 'tenantAdmin' },
    })
    expect(result.body.apiKey).toMatchObject({ scope: 'tenant', tenantId: 't1' })
  })
})

describe('POST /admin/apikey/revoke (extension)', () => {
  it('revokes at once: the key answers 401 "revoked" from then on', async () => {
    const { apiKey, secret } = (await create({ name: 'to revoke', role: 'member' })).body
    expect((await call(server.url, '/auth/me', { key: secret })).status).toBe(200)
    const result = await revoke(apiKey.id)
    expect(result.status, result.text).toBe(200)
    expect(ApiKeyRevokeResponseSchema.parse(result.body).apiKey).toMatchObject({
      id: apiKey.id,
      revokedAt: new Date(NOW).toISOString(),
    })
    const after = await call(server.url, '/auth/me', { key: secret })
    expectProblem(after, 401, 'unauthenticated')
    expect(detailOf(after)).toMatch(/revoked on/)
  })

  it('keeps the first moment when revoked twice', async () => {
    const { apiKey } = (await create({ name: 'twice', role: 'member' })).body
    await revoke(apiKey.id)
    clock = NOW + 60_000
    const again = await revoke(apiKey.id)
    clock = NOW
    expect(again.body.apiKey.revokedAt).toBe(new Date(NOW).toISOString())
  })

  it('keeps a revocation across a restart', async () => {
    const { apiKey, secret } = (await create({ name: 'restart', role: 'member' })).body
    await revoke(apiKey.id)
    await server.close()
    server = { ...(await startTestServer({ dataDir: server.dataDir, now: () => clock })) }
    expectProblem(await call(server.url, '/auth/me', { key: secret }), 401)
  })

  it.each<[string, unknown, string]>([
    ['no id', {}, 'id'],
    ['an id that is no id', { id: 'a b' }, 'id'],
    ['an unknown field', { id: 'k-a1', reason: 'x' }, ''],
  ])('refuses %s with 400 naming the field', async (_what, json, path) => {
    const result = await call(server.url, '/admin/apikey/revoke', { key: KEYS['k-a1'], json })
    expectProblem(result, 400, 'validation_failed')
    expect(ProblemSchema.parse(result.body).errors?.[0]?.path).toBe(path)
  })

  it.each<[string, string | undefined, string, number]>([
    ['no credentials', undefined, 'k-a1', 401],
    ['a member', KEYS['k-member'], 'k-member', 403],
    ['a higher role', KEYS['k-t1'], 'k-super', 403],
    ['an unknown id', KEYS['k-a1'], 'k-nowhere', 404],
    ['a key outside the reach', KEYS['k-a1'], 'k-a2', 404],
  ])('answers %s with %i', async (_what, key, id, status) => {
    expectProblem(await call(server.url, '/admin/apikey/revoke', { key, json: { id } }), status)
  })

  it('answers 413 to a body over 64 KiB', async () => {
    expectProblem(await revoke('k'.repeat(70_000)), 413)
  })

  it('answers 405 to a GET', async () => {
    expectProblem(await call(server.url, '/admin/apikey/revoke', { key: KEYS['k-a1'] }), 405)
  })
})
