import { DatabaseSync } from 'node:sqlite'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiKeyListResponseSchema, ProblemSchema } from '#shared/api/index.ts'
import { apiKeyStatus } from '#shared/api-key-status.ts'
import { expectProblem } from './support/expect-problem.ts'
import { call } from './support/http.ts'
import { KEYS, startTestServer, tempDir, testSeed } from './support/test-server.ts'
import type { TestServer } from './support/test-server.ts'

const DAY = 24 * 60 * 60 * 1000
const SEEDED = Date.parse('2026-03-01T09:00:00.000Z')
const key = (id: string, dates: Record<string, number>) => ({
  id,
  name: `${id} key`,
  secret: `sk-${id}-lifecycle-0123456789abcdef`,
  role: 'accountAdmin',
  accountId: 'a1',
  ...dates,
})
const LIFECYCLE_KEYS = [
  key('expiring', { createdDaysAgo: 100, lastUsedDaysAgo: 2, expiresInDays: 10 }),
  key('expired', { createdDaysAgo: 100, lastUsedDaysAgo: 30, expiresInDays: -5 }),
  key('revoked', { createdDaysAgo: 100, revokedDaysAgo: 7, expiresInDays: 50 }),
  key('later', { createdDaysAgo: 10, expiresInDays: 1 }),
]
const secretOf = (id: string) => LIFECYCLE_KEYS.find((k) => k.id === id)!.secret

let clock = SEEDED
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    seed: { ...testSeed, apiKeys: [...testSeed.apiKeys, ...LIFECYCLE_KEYS] },
    now: () => clock,
  })
})
afterAll(() => server.dispose())

async function listed() {
  const result = await call(server.url, '/admin/apikey', { key: KEYS['k-a1'] })
  return ApiKeyListResponseSchema.parse(result.body).apiKeys
}

describe('API key lifecycle (extensions expiresAt, revokedAt)', () => {
  it('lists the seed’s dates relative to when the seed was applied', async () => {
    const keys = new Map((await listed()).map((k) => [k.id, k]))
    expect(keys.get('expiring')).toMatchObject({
      createdAt: new Date(SEEDED - 100 * DAY).toISOString(),
      lastUsedAt: new Date(SEEDED - 2 * DAY).toISOString(),
      expiresAt: new Date(SEEDED + 10 * DAY).toISOString(),
    })
    expect(keys.get('revoked')?.revokedAt).toBe(new Date(SEEDED - 7 * DAY).toISOString())
    // Keys without the dates carry neither field.
    expect(keys.get('k-a1')).not.toHaveProperty('expiresAt')
    expect(keys.get('k-a1')).not.toHaveProperty('revokedAt')
    expect(
      [...keys.values()]
        .map((k) => [k.id, apiKeyStatus(k, clock)])
        .filter(([, s]) => s !== 'active'),
    ).toEqual([
      ['expiring', 'expiring'],
      ['expired', 'expired'],
      ['revoked', 'revoked'],
      ['later', 'expiring'],
    ])
  })

  it.each([
    ['expired', /expired on 2026-02-24T09:00:00\.000Z.*new key/],
    ['revoked', /revoked on 2026-02-22T09:00:00\.000Z.*new key/],
  ])('refuses an %s key with 401 and says why', async (id, detail) => {
    const result = await call(server.url, '/auth/me', { key: secretOf(id) })
    expectProblem(result, 401, 'unauthenticated')
    expect(ProblemSchema.parse(result.body).detail).toMatch(detail)
  })

  it('does not count a refused attempt as a use of the key', async () => {
    await call(server.url, '/admin/devices', { key: secretOf('expired') })
    const expired = (await listed()).find((k) => k.id === 'expired')
    expect(expired?.lastUsedAt).toBe(new Date(SEEDED - 30 * DAY).toISOString())
  })

  it('accepts an expiring key, names its id as the principal’s keyId, and records the use', async () => {
    const me = await call(server.url, '/auth/me', { key: secretOf('expiring') })
    expect(me.status).toBe(200)
    expect(me.body.principal).toMatchObject({ kind: 'apiKey', keyId: 'expiring' })
    expect((await listed()).find((k) => k.id === 'expiring')?.lastUsedAt).toBe(
      new Date(clock).toISOString(),
    )
  })

  it('accepts a key until the moment it expires, and refuses it from then on', async () => {
    clock = SEEDED + DAY - 1
    expect((await call(server.url, '/auth/me', { key: secretOf('later') })).status).toBe(200)
    clock = SEEDED + DAY
    expectProblem(await call(server.url, '/auth/me', { key: secretOf('later') }), 401)
    clock = SEEDED
  })

  it('gives a user session no keyId', async () => {
    const login = await call(server.url, '/auth/login', {
      json: {
        username: 'a1admin',
        password: testSeed.users.find((u) => u.username === 'a1admin')!.password,
      },
    })
    expect(login.body.principal).not.toHaveProperty('keyId')
  })
})

describe('a seed whose key dates contradict each other', () => {
  it.each([
    ['lastUsedDaysAgo', { createdDaysAgo: 5, lastUsedDaysAgo: 6 }],
    ['revokedDaysAgo', { createdDaysAgo: 5, revokedDaysAgo: 9 }],
  ])('is refused, naming %s', async (field, dates) => {
    const dataDir = tempDir()
    await expect(
      startTestServer({ dataDir, seed: { ...testSeed, apiKeys: [key('bad', dates)] } }),
    ).rejects.toThrow(new RegExp(`apiKeys\\[0\\]\\.${field}: .*before the key was created`))
  })
})

describe('a database from before key expiry existed', () => {
  it('is migrated on start: its keys list without expiresAt or revokedAt', async () => {
    const dataDir = tempDir()
    const first = await startTestServer({ dataDir })
    await first.close()
    const db = new DatabaseSync(join(dataDir, 'mock-server.sqlite'))
    db.exec(
      'ALTER TABLE api_keys DROP COLUMN expires_at; ALTER TABLE api_keys DROP COLUMN revoked_at; ALTER TABLE devices DROP COLUMN last_reported_at; PRAGMA user_version = 2',
    )
    db.close()
    const again = await startTestServer({ dataDir })
    const result = await call(again.url, '/admin/apikey', { key: KEYS['k-a1'] })
    const keys = ApiKeyListResponseSchema.parse(result.body).apiKeys
    expect(keys.length).toBeGreaterThan(0)
    for (const k of keys) expect(Object.keys(k)).not.toEqual(expect.arrayContaining(['expiresAt']))
    await again.dispose()
  })
})
