import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '#shared/api/index.ts'
import { expectProblem } from './support/expect-problem.ts'
import { call } from './support/http.ts'
import { KEYS, startTestServer } from './support/test-server.ts'
import type { TestServer } from './support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.dispose())

const CODES = { 400: 'validation_failed', 403: 'forbidden', 404: 'not_found' } as const
type Scope = '' | `tenantId=${string}` | `accountId=${string}`
const scopeOf = (scope: Scope) =>
  scope === '' ? {} : Object.fromEntries([scope.split('=') as [string, string]])

/** [caller, scope given, role asked for, status]: every caller role against every scope. */
const CREATE: [string, Scope, Role, 200 | 400 | 403 | 404][] = [
  ['k-super', '', 'member', 400],
  ['k-super', 'tenantId=t1', 'superAdmin', 200],
  ['k-super', 'tenantId=t2', 'tenantAdmin', 200],
  ['k-super', 'tenantId=nowhere', 'member', 404],
  ['k-super', 'accountId=a1', 'accountAdmin', 200],
  ['k-super', 'accountId=b1', 'member', 200],
  ['k-super', 'accountId=nowhere', 'member', 404],
  ['k-super', 'accountId=a1', 'superAdmin', 400],
  ['k-t1', '', 'tenantAdmin', 200],
  ['k-t1', 'tenantId=t1', 'member', 200],
  ['k-t1', 'tenantId=t1', 'superAdmin', 403],
  ['k-t1', 'tenantId=t1', 'accountAdmin', 400],
  ['k-t1', 'tenantId=t2', 'member', 403],
  ['k-t1', 'tenantId=nowhere', 'member', 403],
  ['k-t1', 'accountId=a1', 'accountAdmin', 200],
  ['k-t1', 'accountId=a2', 'member', 200],
  ['k-t1', 'accountId=a1', 'tenantAdmin', 400],
  ['k-t1', 'accountId=b1', 'member', 403],
  ['k-t1', 'accountId=nowhere', 'member', 403],
  ['k-t2', 'tenantId=t2', 'tenantAdmin', 200],
  ['k-t2', 'accountId=b1', 'accountAdmin', 200],
  ['k-t2', 'accountId=a1', 'member', 403],
  ['k-t2', 'tenantId=t1', 'member', 403],
  ['k-a1', '', 'accountAdmin', 200],
  ['k-a1', 'accountId=a1', 'member', 200],
  ['k-a1', 'accountId=a1', 'tenantAdmin', 403],
  ['k-a1', 'accountId=a1', 'superAdmin', 403],
  ['k-a1', 'accountId=a2', 'member', 403],
  ['k-a1', 'accountId=b1', 'member', 403],
  ['k-a1', 'tenantId=t1', 'member', 403],
  ['k-a1', 'tenantId=t2', 'member', 403],
  ['k-member', '', 'member', 403],
  ['k-member', 'accountId=a1', 'member', 403],
  ['k-member', 'tenantId=t1', 'member', 403],
]

describe('POST /admin/apikey: who creates which key', () => {
  it.each(CREATE)('%s with "%s" asking for %s answers %i', async (caller, scope, role, status) => {
    const result = await call(server.url, '/admin/apikey', {
      key: KEYS[caller],
      json: { name: `${caller} ${role}`, role, ...scopeOf(scope) },
    })
    if (status !== 200) return expectProblem(result, status, CODES[status])
    expect(result.status, result.text).toBe(200)
    expect(result.body.apiKey.role).toBe(role)
    const created = await call(server.url, '/auth/me', { key: result.body.secret })
    expect(created.body.principal.role).toBe(role)
  })
})

/** Target keys, made fresh by the super admin for each case: [label, scope, role]. */
const TARGETS: Record<string, [Scope, Role]> = {
  'a1 admin': ['accountId=a1', 'accountAdmin'],
  'a1 member': ['accountId=a1', 'member'],
  'a2 admin': ['accountId=a2', 'accountAdmin'],
  'b1 admin': ['accountId=b1', 'accountAdmin'],
  't1 admin': ['tenantId=t1', 'tenantAdmin'],
  't1 super': ['tenantId=t1', 'superAdmin'],
  't2 admin': ['tenantId=t2', 'tenantAdmin'],
}

const REVOKE: [string, string, 200 | 403 | 404][] = [
  ...Object.keys(TARGETS).map((target) => ['k-super', target, 200] as [string, string, 200]),
  ['k-t1', 'a1 admin', 200],
  ['k-t1', 'a1 member', 200],
  ['k-t1', 'a2 admin', 200],
  ['k-t1', 't1 admin', 200],
  ['k-t1', 't1 super', 403],
  ['k-t1', 'b1 admin', 404],
  ['k-t1', 't2 admin', 404],
  ['k-t2', 'b1 admin', 200],
  ['k-t2', 't2 admin', 200],
  ['k-t2', 'a1 admin', 404],
  ['k-t2', 't1 admin', 404],
  ['k-a1', 'a1 admin', 200],
  ['k-a1', 'a1 member', 200],
  ['k-a1', 'a2 admin', 404],
  ['k-a1', 'b1 admin', 404],
  ['k-a1', 't1 admin', 404],
  ['k-a1', 't1 super', 404],
  ...Object.keys(TARGETS).map((target) => ['k-member', target, 403] as [string, string, 403]),
]

describe('POST /admin/apikey/revoke: who revokes which key', () => {
  it.each(REVOKE)('%s revoking a %s key answers %i', async (caller, target, status) => {
    const [scope, role] = TARGETS[target]!
    const made = await call(server.url, '/admin/apikey', {
      key: KEYS['k-super'],
      json: { name: target, role, ...scopeOf(scope) },
    })
    const result = await call(server.url, '/admin/apikey/revoke', {
      key: KEYS[caller],
      json: { id: made.body.apiKey.id },
    })
    const after = await call(server.url, '/auth/me', { key: made.body.secret })
    if (status !== 200) {
      expectProblem(result, status, CODES[status])
      expect(after.status, 'a refused revocation leaves the key working').toBe(200)
      return
    }
    expect(result.status, result.text).toBe(200)
    expectProblem(after, 401, 'unauthenticated')
  })
})
