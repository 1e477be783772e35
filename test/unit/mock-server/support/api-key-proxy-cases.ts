import { KEYS } from './test-server.ts'

/** The key operations' cases for the Prism proxy suite: [operationId, status, why, request]. */
type Case = [
  string,
  number,
  string,
  { method: 'POST'; path: string; key?: string; token?: string; json: unknown },
]

const a1 = KEYS['k-a1']!
const unknown = 'sk-unknown-0000000000000000000'
const make = (json: unknown, key: string | undefined = a1) => ({
  method: 'POST' as const,
  path: '/admin/apikey',
  key,
  json,
})
const revoke = (id: string, key: string | undefined = a1) => ({
  method: 'POST' as const,
  path: '/admin/apikey/revoke',
  key,
  json: { id },
})

export const API_KEY_CASES: Case[] = [
  ['createApiKey', 200, 'a member key of its account', make({ name: 'proxy', role: 'member' })],
  ['createApiKey', 400, 'a lone surrogate in the name', make({ name: '\ud800', role: 'member' })],
  ['createApiKey', 401, 'an unknown key', make({ name: 'x', role: 'member' }, unknown)],
  ['createApiKey', 403, 'an escalation', make({ name: 'x', role: 'superAdmin' })],
  [
    'createApiKey',
    404,
    'an unknown tenant (super admin)',
    make({ name: 'x', role: 'member', tenantId: 'nowhere' }, KEYS['k-super']),
  ],
  ['revokeApiKey', 200, 'a key of its account', revoke('k-member')],
  ['revokeApiKey', 400, 'both an API key and a token', { ...revoke('k-member'), token: 'SESSION' }],
  ['revokeApiKey', 401, 'an unknown key', revoke('k-a1', unknown)],
  ['revokeApiKey', 403, 'a higher role', revoke('k-super', KEYS['k-t1'])],
  ['revokeApiKey', 404, 'a key outside its reach', revoke('k-b1')],
]

/** The statuses a validating proxy refuses itself for these operations. */
export const API_KEY_DIRECT_FOR: Record<string, Record<number, string>> = {
  createApiKey: { 413: 'the proxy checks the body against its schema (maxLength) first' },
  revokeApiKey: { 413: 'the proxy checks the body against its schema (maxLength) first' },
}
