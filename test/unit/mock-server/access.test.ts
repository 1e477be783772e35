import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiKeyListResponseSchema } from '#shared/api/index.ts'
import { expectProblem } from './support/expect-problem.ts'
import { call } from './support/http.ts'
import { KEYS, PASSWORDS, startTestServer } from './support/test-server.ts'
import type { TestServer } from './support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.dispose())

const query = (accountId: string | undefined) =>
  accountId === undefined ? '' : `accountId=${accountId}`

/** [API key, accountId given, status]: who reaches which account for device operations. */
const accountMatrix: [string, string | undefined, number][] = [
  ['k-a1', undefined, 200],
  ['k-a1', 'a1', 200],
  ['k-a1', 'a2', 403],
  ['k-a1', 'b1', 403],
  ['k-a1', 'missing', 403],
  ['k-t1', undefined, 400],
  ['k-t1', 'a1', 200],
  ['k-t1', 'a2', 200],
  ['k-t1', 'b1', 403],
  ['k-t1', 'missing', 403],
  ['k-t2', 'b1', 200],
  ['k-t2', 'a1', 403],
  ['k-super', undefined, 400],
  ['k-super', 'a1', 200],
  ['k-super', 'b1', 200],
  ['k-super', 'missing', 404],
  ['k-member', undefined, 403],
  ['k-member', 'a1', 403],
]

describe.each([
  [
    'GET /admin/getDevicesForLocations',
    (q: string) => ({ path: `/admin/getDevicesForLocations?${q}` }),
  ],
  ['GET /admin/devices', (q: string) => ({ path: `/admin/devices?${q}` })],
  ['GET /admin/locations', (q: string) => ({ path: `/admin/locations?${q}` })],
  [
    'POST /admin/device',
    (q: string) => ({
      path: `/admin/device?${q}`,
      json: {
        serialId: 'Network;02:00:00:00:00:01;WiFi',
        deviceType: 32,
        name: 'Lab',
        info: '5 GHz',
      },
    }),
  ],
])('%s', (_name, request) => {
  it.each(accountMatrix)(
    'with key %s and accountId %s answers %i',
    async (keyId, accountId, status) => {
      const { path, json } = request(query(accountId)) as { path: string; json?: unknown }
      const result = await call(server.url, path, { key: KEYS[keyId], json })
      if (status === 200) expect(result.status, result.text).toBe(200)
      else
        expectProblem(
          result,
          status,
          { 400: 'validation_failed', 403: 'forbidden', 404: 'not_found' }[status] as never,
        )
    },
  )
})

describe('GET /admin/apikey', () => {
  const tenantOne = ['k-super', 'k-t1', 'k-a1', 'k-a2', 'k-member']
  it.each<[string, string, number, string[]?]>([
    ['k-a1', '', 200, ['k-a1', 'k-member']],
    ['k-a1', 'accountId=a1', 200, ['k-a1', 'k-member']],
    ['k-a1', 'accountId=a2', 403],
    ['k-a1', 'tenantId=t1', 403],
    ['k-t1', '', 200, tenantOne],
    ['k-t1', 'tenantId=t1', 200, tenantOne],
    ['k-t1', 'accountId=a2', 200, ['k-a2']],
    ['k-t1', 'tenantId=t2', 403],
    ['k-t1', 'tenantId=missing', 403],
    ['k-t1', 'accountId=b1', 403],
    ['k-super', '', 400],
    ['k-super', 'tenantId=t2', 200, ['k-t2', 'k-b1']],
    ['k-super', 'accountId=b1', 200, ['k-b1']],
    ['k-super', 'tenantId=missing', 404],
    ['k-super', 'accountId=missing', 404],
    ['k-member', '', 403],
    ['k-t1', 'tenantId=t1&accountId=a1', 400],
    ['k-t1', 'scope=all', 400],
  ])('with key %s and query "%s" answers %i', async (keyId, q, status, ids) => {
    const result = await call(server.url, `/admin/apikey?${q}`, { key: KEYS[keyId] })
    if (status !== 200) return expectProblem(result, status)
    const body = ApiKeyListResponseSchema.parse(result.body)
    expect(body.apiKeys.map((key) => key.id).sort()).toEqual([...(ids ?? [])].sort())
  })

  it('marks each key with its scope and never a secret field', async () => {
    const result = await call(server.url, '/admin/apikey?tenantId=t1', { key: KEYS['k-t1'] })
    const a1 = result.body.apiKeys.find((key: { id: string }) => key.id === 'k-a1')
    expect(Object.keys(a1).sort()).toEqual(
      ['accountId', 'createdAt', 'id', 'lastUsedAt', 'name', 'role', 'scope', 'tenantId'].sort(),
    )
    expect(a1).toMatchObject({
      scope: 'account',
      accountId: 'a1',
      tenantId: 't1',
      role: 'accountAdmin',
    })
  })

  it('works with a login as well as with an API key', async () => {
    const login = await call(server.url, '/auth/login', {
      json: { username: 'a1admin', password: PASSWORDS.a1admin },
    })
    const result = await call(server.url, '/admin/apikey', { token: login.body.token })
    expect(result.status).toBe(200)
    expect(result.body.apiKeys.map((key: { id: string }) => key.id).sort()).toEqual([
      'k-a1',
      'k-member',
    ])
  })
})

describe('GET /admin/accounts (extension)', () => {
  it.each([
    ['k-super', ['a1', 'a2', 'b1']],
    ['k-t1', ['a1', 'a2']],
    ['k-t2', ['b1']],
    ['k-a1', ['a1']],
  ])('lists for key %s the accounts %j', async (keyId, ids) => {
    const result = await call(server.url, '/admin/accounts', { key: KEYS[keyId] })
    expect(result.body.accounts.map((account: { id: string }) => account.id)).toEqual(ids)
  })

  it('names each account with its tenant', async () => {
    const result = await call(server.url, '/admin/accounts', { key: KEYS['k-a1'] })
    expect(result.body.accounts).toEqual([
      { id: 'a1', name: 'Account A1', tenantId: 't1', tenantName: 'Tenant One' },
    ])
  })

  it('refuses a member with 403', async () => {
    expectProblem(
      await call(server.url, '/admin/accounts', { key: KEYS['k-member'] }),
      403,
      'forbidden',
    )
  })
})

describe('a member signed in with a password', () => {
  it.each([
    ['GET', '/admin/getDevicesForLocations'],
    ['GET', '/admin/apikey'],
    ['GET', '/admin/unpairDevice?serialId=x'],
  ])('is refused %s %s with 403', async (method, path) => {
    const login = await call(server.url, '/auth/login', {
      json: { username: 'a1member', password: PASSWORDS.a1member },
    })
    expectProblem(
      await call(server.url, path, { method, token: login.body.token }),
      403,
      'forbidden',
    )
  })
})
