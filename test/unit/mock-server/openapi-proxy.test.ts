import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIMITS } from '#shared/api/index.ts'
import { sensorReportCases } from './support/sensor-report-cases.ts'
import { API_KEY_CASES, API_KEY_DIRECT_FOR } from './support/api-key-proxy-cases.ts'
import { KEYS, PASSWORDS, startTestServer } from './support/test-server.ts'
import type { TestServer } from './support/test-server.ts'

// Stoplight Prism as a validating proxy (`prism proxy --errors`) in front of the real service: each
// request is checked against the served OpenAPI document on the way in, and each answer on the way out
// (status documented, headers, body schema). A violation is reported in an sl-violations header, logged,
// and, for an answer, turned into Prism's own 500. The suite sends a request for every operation and
// every status it documents that a proxy can carry; the rest are named below, with why, and are sent to
// the service directly by http-errors.test.ts.

const PRISM = join(
  dirname(createRequire(import.meta.url).resolve('@stoplight/prism-cli/package.json')),
  'dist',
  'index.js',
)

/** Statuses no validating proxy carries to the service, for any operation. */
const DIRECT_ONLY: Record<number, string> = {
  405: 'another method on the path: the proxy finds no operation and answers itself',
  408: 'a request that never finishes arriving',
  415: 'a body that is not JSON: the proxy refuses it itself',
  431: 'headers too large: refused before any route',
}
/** Statuses an operation answers only to requests the proxy does not forward as sent. */
const HOST_GUARD = { 403: 'only the Host guard: the proxy sends the service’s own Host' }
const MALFORMED = { 400: 'only malformed HTTP, which the proxy does not forward' }
const DIRECT_FOR: Record<string, Record<number, string>> = {
  health: { ...MALFORMED, ...HOST_GUARD },
  getOpenApiDocument: { ...MALFORMED, ...HOST_GUARD },
  login: { ...HOST_GUARD, 413: 'the proxy checks the body against its schema (maxLength) first' },
  logout: { ...HOST_GUARD, 413: 'the proxy refuses any body for an operation that takes none' },
  whoAmI: HOST_GUARD,
  upsertDevice: { 413: 'the proxy checks the body against its schema (maxLength) first' },
  sensorReport: { 413: 'the proxy checks the body against its schema (maxItems) first' },
  ...API_KEY_DIRECT_FOR,
}

interface Request {
  method?: 'GET' | 'POST'
  path: string
  key?: string
  token?: string
  headers?: Record<string, string>
  /** Sent as JSON. */
  json?: unknown
}

const a1 = KEYS['k-a1']!
const member = KEYS['k-member']!
const tenant = KEYS['k-t1']!
const superKey = KEYS['k-super']!
const unknown = 'sk-unknown-0000000000000000000'
const dock = (serial: string) => ({
  serialId: `413C;${serial};45166`,
  deviceType: 4,
  name: 'Dock',
  info: 'USB-C',
})
const DOCK = dock('PRISM1').serialId
const unpair = (serialId: string) => `/admin/unpairDevice?serialId=${encodeURIComponent(serialId)}`

/** In order: some need what an earlier one did (a device, a session, failed sign-ins). */
const CASES: [operationId: string, status: number, why: string, request: Request][] = [
  ['health', 200, 'it runs', { path: '/health' }],
  ['getOpenApiDocument', 200, 'the document', { path: '/openapi.json' }],
  [
    'login',
    200,
    'the right password',
    {
      method: 'POST',
      path: '/auth/login',
      json: { username: 'a1admin', password: PASSWORDS['a1admin'] },
    },
  ],
  [
    'login',
    400,
    'a lone surrogate in the username',
    { method: 'POST', path: '/auth/login', json: { username: 'a1admin\ud800', password: 'x' } },
  ],
  [
    'login',
    401,
    'a wrong password',
    { method: 'POST', path: '/auth/login', json: { username: 't1admin', password: 'wrong' } },
  ],
  [
    'login',
    429,
    'a second failure for that username',
    { method: 'POST', path: '/auth/login', json: { username: 't1admin', password: 'wrong' } },
  ],
  ['whoAmI', 200, 'an API key', { path: '/auth/me', key: a1 }],
  ['whoAmI', 200, 'a session', { path: '/auth/me', token: 'SESSION' }],
  ['whoAmI', 400, 'both an API key and a token', { path: '/auth/me', key: a1, token: 'SESSION' }],
  ['whoAmI', 401, 'an unknown key', { path: '/auth/me', key: unknown }],
  ['listApiKeys', 200, 'its own account', { path: '/admin/apikey', key: a1 }],
  [
    'listApiKeys',
    400,
    'both scopes',
    { path: '/admin/apikey?tenantId=t1&accountId=a1', key: tenant },
  ],
  ['listApiKeys', 401, 'an unknown key', { path: '/admin/apikey', key: unknown }],
  ['listApiKeys', 403, 'a member', { path: '/admin/apikey', key: member }],
  [
    'listApiKeys',
    404,
    'an unknown tenant (super admin)',
    { path: '/admin/apikey?tenantId=nowhere', key: superKey },
  ],
  [
    'upsertDevice',
    200,
    'a new device',
    { method: 'POST', path: '/admin/device', key: a1, json: dock('PRISM1') },
  ],
  [
    'upsertDevice',
    400,
    'a serial id off the layout',
    {
      method: 'POST',
      path: '/admin/device',
      key: a1,
      json: { ...dock('X'), serialId: '413c;X;45166' },
    },
  ],
  [
    'upsertDevice',
    400,
    'a lone surrogate in the name',
    { method: 'POST', path: '/admin/device', key: a1, json: { ...dock('X'), name: '\udfff' } },
  ],
  [
    'upsertDevice',
    401,
    'an unknown key',
    { method: 'POST', path: '/admin/device', key: unknown, json: dock('X') },
  ],
  [
    'upsertDevice',
    403,
    'a member',
    { method: 'POST', path: '/admin/device', key: member, json: dock('X') },
  ],
  [
    'upsertDevice',
    404,
    'an unknown account (super admin)',
    { method: 'POST', path: '/admin/device?accountId=nowhere', key: superKey, json: dock('X') },
  ],
  [
    'upsertDevice',
    409,
    'one unpaired device too many',
    { method: 'POST', path: '/admin/device', key: a1, json: dock('PRISM2') },
  ],
  [
    'pair',
    200,
    'the new device',
    {
      method: 'POST',
      path: '/admin/pair',
      key: a1,
      json: { locationId: 'a1-desk-1', deviceSerialIDs: [DOCK] },
    },
  ],
  [
    'pair',
    400,
    'a lone surrogate in a serial id',
    {
      method: 'POST',
      path: '/admin/pair',
      key: a1,
      json: { locationId: 'a1-desk-1', deviceSerialIDs: ['413C;\ud800;1'] },
    },
  ],
  [
    'pair',
    401,
    'an unknown key',
    {
      method: 'POST',
      path: '/admin/pair',
      key: unknown,
      json: { locationId: 'a1-desk-1', deviceSerialIDs: [DOCK] },
    },
  ],
  [
    'pair',
    403,
    'a member',
    {
      method: 'POST',
      path: '/admin/pair',
      key: member,
      json: { locationId: 'a1-desk-1', deviceSerialIDs: [DOCK] },
    },
  ],
  [
    'pair',
    404,
    'an unknown location',
    {
      method: 'POST',
      path: '/admin/pair',
      key: a1,
      json: { locationId: 'nowhere', deviceSerialIDs: [DOCK] },
    },
  ],
  [
    'pair',
    413,
    `${LIMITS.serialIdsPerPair} long serial ids, over 64 KiB`,
    {
      method: 'POST',
      path: '/admin/pair',
      key: a1,
      json: {
        locationId: 'a1-desk-1',
        deviceSerialIDs: Array.from(
          { length: LIMITS.serialIdsPerPair },
          (_, i) => `413C;${'S'.repeat(80)}${i};1`,
        ),
      },
    },
  ],
  [
    'getDevicesForLocations',
    200,
    'one location',
    { path: '/admin/getDevicesForLocations?locationIds=a1-desk-1', key: a1 },
  ],
  [
    'getDevicesForLocations',
    400,
    'no account for a tenant admin',
    { path: '/admin/getDevicesForLocations', key: tenant },
  ],
  [
    'getDevicesForLocations',
    401,
    'an unknown key',
    { path: '/admin/getDevicesForLocations', key: unknown },
  ],
  [
    'getDevicesForLocations',
    403,
    'a member',
    { path: '/admin/getDevicesForLocations', key: member },
  ],
  [
    'getDevicesForLocations',
    404,
    'an unknown location',
    { path: '/admin/getDevicesForLocations?locationIds=nowhere', key: a1 },
  ],
  ['unpairDevice', 200, 'the paired device', { path: unpair(DOCK), key: a1 }],
  ['unpairDevice', 400, 'no account for a tenant admin', { path: unpair(DOCK), key: tenant }],
  ['unpairDevice', 401, 'an unknown key', { path: unpair(DOCK), key: unknown }],
  ['unpairDevice', 403, 'a member', { path: unpair(DOCK), key: member }],
  ['unpairDevice', 404, 'an unknown serial id', { path: unpair('413C;NONE;1'), key: a1 }],
  ['listAccounts', 200, 'a tenant admin', { path: '/admin/accounts', key: tenant }],
  [
    'listAccounts',
    400,
    'both an API key and a token',
    { path: '/admin/accounts', key: tenant, token: 'SESSION' },
  ],
  ['listAccounts', 401, 'an unknown key', { path: '/admin/accounts', key: unknown }],
  ['listAccounts', 403, 'a member', { path: '/admin/accounts', key: member }],
  ...(['listLocations', 'listDevices'] as const).flatMap((operationId) => {
    const path = operationId === 'listLocations' ? '/admin/locations' : '/admin/devices'
    return [
      [operationId, 200, 'its own account', { path, key: a1 }],
      [operationId, 400, 'no account for a tenant admin', { path, key: tenant }],
      [operationId, 401, 'an unknown key', { path, key: unknown }],
      [operationId, 403, 'a member', { path, key: member }],
      [
        operationId,
        404,
        'an unknown account (super admin)',
        { path: `${path}?accountId=nowhere`, key: superKey },
      ],
    ] as [string, number, string, Request][]
  }),
  ...sensorReportCases({ a1, member, superKey, unknown }, dock),
  // After every other use of k-member: one of these revokes it.
  ...API_KEY_CASES,
  ['logout', 400, 'an API key has no session', { method: 'POST', path: '/auth/logout', key: a1 }],
  ['logout', 401, 'an unknown token', { method: 'POST', path: '/auth/logout', token: 'nope' }],
  ['logout', 200, 'the session', { method: 'POST', path: '/auth/logout', token: 'SESSION' }],
]

let server: TestServer
let prism: ChildProcess
let prismUrl: string
let prismLog = ''
let session = ''
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let doc: any

beforeAll(async () => {
  server = await startTestServer({
    maxUnpairedDevicesPerAccount: 1,
    loginLimits: { perUsername: 1 },
  })
  doc = await (await fetch(`${server.url}/openapi.json`)).json()
  prism = spawn(
    process.execPath,
    [
      PRISM,
      'proxy',
      `${server.url}/openapi.json`,
      server.url,
      '--errors',
      '-h',
      '127.0.0.1',
      '-p',
      '0',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  prismUrl = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      prismLog += chunk.toString('utf8')
      const url = /Prism is listening on (http:\/\/\S+)/.exec(prismLog)?.[1]
      if (url) resolve(url)
    }
    prism.stdout?.on('data', read)
    prism.stderr?.on('data', read)
    prism.on('exit', (code) => reject(new Error(`prism exited (${code}):\n${prismLog}`)))
  })
}, 30_000)

afterAll(async () => {
  prism?.kill()
  await server?.dispose()
})

async function send(request: Request) {
  const headers: Record<string, string> = { ...request.headers }
  if (request.key) headers['x-api-key'] = request.key
  if (request.token) headers.authorization = `Bearer ${request.token.replace('SESSION', session)}`
  if (request.json !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(prismUrl + request.path, {
    method: request.method ?? 'GET',
    headers,
    body: request.json === undefined ? undefined : JSON.stringify(request.json),
  })
  const text = await response.text()
  return { status: response.status, violations: response.headers.get('sl-violations'), text }
}

describe('the service behind Prism’s validating proxy (prism proxy --errors)', () => {
  it.each(CASES)('%s → %i: %s', async (_operationId, status, _why, request) => {
    const result = await send(request)
    expect({ status: result.status, violations: result.violations }, result.text).toEqual({
      status,
      violations: null,
    })
    if (request.path === '/auth/login' && status === 200) session = JSON.parse(result.text).token
  })

  it('logged no violation', () => {
    expect(prismLog.split('\n').filter((line) => /violation/i.test(line))).toEqual([])
  })

  it('was sent every status of every operation a proxy can carry', () => {
    const missing: string[] = []
    for (const item of Object.values(doc.paths) as Record<
      string,
      { operationId: string; responses: object }
    >[]) {
      for (const { operationId, responses } of Object.values(item)) {
        for (const status of Object.keys(responses).map(Number)) {
          const sent = CASES.some(([id, sentStatus]) => id === operationId && sentStatus === status)
          const direct = DIRECT_ONLY[status] ?? DIRECT_FOR[operationId]?.[status]
          if (!sent && !direct) missing.push(`${operationId} ${status}`)
        }
      }
    }
    expect(missing).toEqual([])
  })
})
