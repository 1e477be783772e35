import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ProblemSchema } from '#shared/api/index.ts'
import { rawSocket } from './support/raw-http.ts'
import { KEYS, startTestServer } from './support/test-server.ts'
import type { TestServer } from './support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.dispose())

const PATHS = [
  '/health',
  '/openapi.json',
  '/auth/login',
  '/auth/logout',
  '/auth/me',
  '/admin/apikey',
  '/admin/device',
  '/admin/pair',
  '/admin/unpairDevice',
  '/admin/getDevicesForLocations',
  '/admin/accounts',
  '/admin/locations',
  '/admin/devices',
  '/admin',
  '/',
  '/admin/device/',
  '//admin//device',
  '/admin/%00',
  '/admin/%zz',
]
const printable = fc.string({
  unit: fc.constantFrom(...'abcAZ09 ;:,._-%&=[]{}"\'\\/?#+*!~'.split('')),
  maxLength: 40,
})
const anyText = fc.string({ unit: 'binary', maxLength: 60 })
const validDevice = {
  serialId: 'Network;02:00:00:00:06:01;WiFi',
  deviceType: 32,
  name: 'Corp',
  info: '5 GHz',
}

const query = fc.oneof(
  fc.constant(''),
  fc
    .array(
      fc.tuple(
        fc.constantFrom(
          'accountId',
          'tenantId',
          'locationIds',
          'serialId',
          'x',
          '__proto__',
          'a[]',
        ),
        printable,
      ),
      { maxLength: 4 },
    )
    .map((pairs) => '?' + pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')),
  printable.map((raw) => `?${raw}`),
)
const body = fc.oneof(
  fc.constant(undefined),
  fc.json().map(String),
  anyText,
  fc.jsonValue().map((value) => JSON.stringify({ ...validDevice, name: value })),
  fc
    .record({
      field: fc.constantFrom(
        'serialId',
        'deviceType',
        'name',
        'info',
        'locationId',
        'deviceSerialIDs',
        'username',
        'password',
      ),
      value: fc.jsonValue(),
    })
    .map(({ field, value }) => JSON.stringify({ ...validDevice, [field]: value })),
  fc
    .record({
      locationId: fc.jsonValue(),
      deviceSerialIDs: fc.oneof(fc.array(anyText, { maxLength: 5 }), fc.jsonValue()),
    })
    .map((v) => JSON.stringify(v)),
  fc.record({ username: fc.jsonValue(), password: fc.jsonValue() }).map((v) => JSON.stringify(v)),
  fc.nat({ max: 200 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.constant('{"a":1'),
)
const headers = fc.record(
  {
    'content-type': fc.oneof(
      fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        'application/jsonx',
        'application/',
        '*/*',
        ';',
        'application/json; charset=nope',
      ),
      printable,
    ),
    'x-api-key': fc.oneof(
      fc.constantFrom(KEYS['k-a1']!, KEYS['k-super']!, KEYS['k-member']!),
      printable,
    ),
    authorization: fc.oneof(
      printable,
      printable.map((t) => `Bearer ${t}`),
    ),
    accept: printable,
    origin: fc.constant('https://evil.example'),
  },
  { requiredKeys: [] },
)
const request = fc.record({
  method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
  path: fc.oneof(
    fc.constantFrom(...PATHS),
    printable.map((p) => `/${p}`),
  ),
  query,
  body,
  headers,
})

describe('fuzzing the HTTP surface', () => {
  it('answers thousands of malformed requests without a 5xx, every 4xx as problem+json', async () => {
    let sent = 0
    await fc.assert(
      fc.asyncProperty(request, async ({ method, path, query, body, headers }) => {
        let response: Response
        try {
          const withBody = method !== 'GET' && method !== 'HEAD' ? body : undefined
          response = await fetch(server.url + path + query, { method, headers, body: withBody })
        } catch {
          return // fetch itself refused the input (bad header value or URL): nothing reached the server
        }
        sent += 1
        const text = await response.text()
        expect(response.status, `${method} ${path}${query} → ${text}`).toBeLessThan(500)
        if (response.status >= 400 && method !== 'HEAD') {
          expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/)
          expect(ProblemSchema.safeParse(JSON.parse(text)).success).toBe(true)
        }
      }),
      { numRuns: 2500 },
    )
    expect(sent).toBeGreaterThan(2000)
    expect((await fetch(`${server.url}/health`)).status).toBe(200)
  }, 60_000)

  it('answers garbage bytes on the socket with a 4xx or silence, and stays healthy', async () => {
    await fc.assert(
      fc.asyncProperty(anyText, printable, async (garbage, path) => {
        const response = await rawSocket(
          server.port,
          `${garbage}\r\nGET /${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
        )
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0)
        expect(status).toBeLessThan(500)
      }),
      { numRuns: 300 },
    )
    expect((await fetch(`${server.url}/health`)).status).toBe(200)
  }, 30_000)
})
