import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIMITS } from '#shared/api/index.ts'
import { expectProblem } from './support/expect-problem.ts'
import { call } from './support/http.ts'
import { rawRequest, rawSocket } from './support/raw-http.ts'
import { KEYS, startTestServer } from './support/test-server.ts'
import type { TestServer } from './support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.dispose())

const key = KEYS['k-a1']!
const device = {
  serialId: 'Network;02:00:00:00:03:01;WiFi',
  deviceType: 32,
  name: 'Corp',
  info: '5 GHz',
}

describe('the contract’s error table', () => {
  it('400 bad_request: malformed JSON', async () => {
    const result = await call(server.url, '/admin/device', {
      key,
      body: '{"serialId": ',
      headers: { 'content-type': 'application/json' },
    })
    expectProblem(result, 400, 'bad_request')
  })

  it('400 bad_request: an empty JSON body', async () => {
    const result = await call(server.url, '/admin/device', {
      key,
      body: '',
      headers: { 'content-type': 'application/json' },
    })
    expectProblem(result, 400, 'bad_request')
  })

  it.each([
    ['__proto__', '/auth/login', '{"username":"a","password":"b","__proto__":{"polluted":true}}'],
    [
      'constructor',
      '/auth/login',
      '{"username":"a","password":"b","constructor":{"prototype":{"polluted":true}}}',
    ],
    [
      '__proto__',
      '/admin/device',
      JSON.stringify(device).replace('{', '{"__proto__":{"polluted":true},'),
    ],
    [
      '__proto__',
      '/admin/pair',
      '{"locationId":"a1-floor","deviceSerialIDs":["413C;SN1;45166"],"__proto__":{"polluted":true}}',
    ],
  ])(
    '400 validation_failed: a %s key in %s is an unknown field, never a prototype',
    async (field, path, body) => {
      const result = await call(server.url, path, {
        key,
        body,
        headers: { 'content-type': 'application/json' },
      })
      expectProblem(result, 400, 'validation_failed')
      expect(result.body.detail).toBe(`The body is not valid: Unrecognized key: "${field}"`)
      expect(result.body.errors).toEqual([{ path: '', message: `Unrecognized key: "${field}"` }])
      expect((Object.prototype as { polluted?: unknown }).polluted).toBeUndefined()
    },
  )

  it('400 validation_failed: wrong types, with per-field errors', async () => {
    const result = await call(server.url, '/admin/device', { key, json: { ...device, name: 7 } })
    expectProblem(result, 400, 'validation_failed')
    expect(result.body.errors).toContainEqual({ path: 'name', message: 'name must be a string' })
  })

  it('400 validation_failed: an unknown query parameter', async () => {
    expectProblem(
      await call(server.url, '/admin/devices?acountId=a1', { key }),
      400,
      'validation_failed',
    )
  })

  it('401 unauthenticated: no credentials', async () => {
    expectProblem(await call(server.url, '/admin/devices'), 401, 'unauthenticated')
  })

  it('401 comes before the body is read', async () => {
    const result = await call(server.url, '/admin/device', {
      body: 'x'.repeat(LIMITS.bodyBytes + 1),
      headers: { 'content-type': 'text/plain' },
    })
    expectProblem(result, 401, 'unauthenticated')
  })

  it('403 forbidden: outside the caller’s role', async () => {
    expectProblem(
      await call(server.url, '/admin/devices', { key: KEYS['k-member'] }),
      403,
      'forbidden',
    )
  })

  it('404 not_found: an unknown route', async () => {
    expectProblem(await call(server.url, '/admin/nothing-here', { key }), 404, 'not_found')
  })

  it.each([
    ['DELETE', '/admin/device', 'POST'],
    ['PUT', '/admin/pair', 'POST'],
    ['POST', '/admin/getDevicesForLocations', 'GET, HEAD'],
    ['PATCH', '/health', 'GET, HEAD'],
    ['GET', '/auth/login', 'POST'],
  ])('405 method_not_allowed: %s %s, with Allow: %s', async (method, path, allow) => {
    const result = await call(server.url, path, { method, key })
    expectProblem(result, 405, 'method_not_allowed')
    expect(result.headers.get('allow')).toBe(allow)
  })

  it.each([
    ['OPTIONS', 'application/json', 'no body', undefined],
    ['OPTIONS', 'application/json', 'broken JSON', '{"serialId":'],
    ['OPTIONS', 'text/plain', 'text', 'x'],
    ['DELETE', 'application/json', 'no body', undefined],
    ['DELETE', 'application/json', 'an empty object', '{}'],
    ['PUT', 'application/json', 'broken JSON', 'not json'],
    ['PATCH', 'application/json', 'a body over 64 KiB', 'x'.repeat(LIMITS.bodyBytes + 1)],
  ])(
    '405 method_not_allowed whatever the body: %s as %s with %s',
    async (method, type, _what, body) => {
      const result = await rawRequest(server.url, {
        method,
        path: '/admin/device',
        headers: {
          'content-type': type,
          'x-api-key': key,
          ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
        },
        body,
      })
      expect(result.status, result.text).toBe(405)
      expect(result.headers['allow']).toBe('POST')
      expect(JSON.parse(result.text)).toMatchObject({ code: 'method_not_allowed' })
    },
  )

  it('404 not_found for an unknown path whatever the body', async () => {
    const result = await rawRequest(server.url, {
      method: 'OPTIONS',
      path: '/admin/nothing-here',
      headers: { 'content-type': 'application/json' },
    })
    expect(result.status, result.text).toBe(404)
    expect(JSON.parse(result.text)).toMatchObject({ code: 'not_found' })
  })

  it('413 payload_too_large: a body over 64 KiB', async () => {
    const json = { ...device, info: 'i'.repeat(LIMITS.bodyBytes) }
    expectProblem(await call(server.url, '/admin/device', { key, json }), 413, 'payload_too_large')
  })

  it('413 payload_too_large: a declared Content-Length over 64 KiB, before reading it', async () => {
    const result = await rawRequest(server.url, {
      method: 'POST',
      path: '/auth/login',
      headers: {
        'content-type': 'application/json',
        'content-length': String(LIMITS.bodyBytes + 10),
      },
      body: '{}',
    })
    expect(result.status).toBe(413)
    expect(JSON.parse(result.text)).toMatchObject({ code: 'payload_too_large' })
  })

  it.each([
    ['text/plain', JSON.stringify(device)],
    ['application/x-www-form-urlencoded', 'serialId=x'],
    ['multipart/form-data; boundary=x', '--x--'],
    ['application/xml', '<device/>'],
  ])('415 unsupported_media_type: a body sent as %s', async (type, body) => {
    expectProblem(
      await call(server.url, '/admin/device', { key, body, headers: { 'content-type': type } }),
      415,
      'unsupported_media_type',
    )
  })

  it('413 and 415 on POST /auth/logout too, which takes no body but reads one sent', async () => {
    const big = await call(server.url, '/auth/logout', {
      key,
      json: { padding: 'x'.repeat(LIMITS.bodyBytes) },
    })
    expectProblem(big, 413, 'payload_too_large')
    const text = await call(server.url, '/auth/logout', {
      key,
      body: 'bye',
      headers: { 'content-type': 'text/plain' },
    })
    expectProblem(text, 415, 'unsupported_media_type')
  })

  it('accepts application/json with a charset', async () => {
    const result = await call(server.url, '/admin/device', {
      key,
      body: JSON.stringify(device),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    })
    expect(result.status).toBe(200)
  })

  it('431 for headers too large, still as problem+json', async () => {
    const response = await rawSocket(
      server.port,
      `GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'x'.repeat(20_000)}\r\n\r\n`,
    )
    expect(response).toMatch(/^HTTP\/1\.1 431 /)
    expect(response).toContain('application/problem+json')
  })

  it('400 for a request line Node cannot parse, still as problem+json', async () => {
    const response = await rawSocket(server.port, 'BREW /coffee HTCPCP/1.0\r\n\r\n')
    expect(response).toMatch(/^HTTP\/1\.1 400 /)
    expect(response).toContain('application/problem+json')
  })
})

describe('a request that never finishes arriving (a slow client)', () => {
  it('is answered 408 problem+json once the request timeout passes', async () => {
    const slow = await startTestServer({ connectionTimeoutMs: 300 })
    try {
      const started = Date.now()
      // The body is announced as 10 bytes and only 1 arrives; the socket stays open.
      const response = await new Promise<string>((resolve, reject) => {
        const socket = connect(slow.port, '127.0.0.1', () =>
          socket.write(
            'POST /auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
              'Content-Length: 10\r\n\r\n{',
          ),
        )
        let text = ''
        socket.setEncoding('utf8')
        socket.on('data', (chunk: string) => (text += chunk))
        socket.on('close', () => resolve(text))
        socket.on('error', reject)
      })
      expect(response).toMatch(/^HTTP\/1\.1 408 /)
      expect(response).toContain('application/problem+json')
      expect(Date.now() - started).toBeLessThan(3000)
    } finally {
      await slow.dispose()
    }
  })
})

/** Opens a connection, writes `bytes` (if any), and resolves with what came back and when it closed. */
function untilClosed(port: number, bytes: string): Promise<{ text: string; ms: number }> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      if (bytes) socket.write(bytes)
    })
    let text = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (text += chunk))
    socket.on('close', () => resolve({ text, ms: Date.now() - started }))
    socket.on('error', reject)
  })
}

describe('idle connections', () => {
  it('are closed once the connection timeout passes, not before', async () => {
    const short = await startTestServer({ connectionTimeoutMs: 400 })
    try {
      const { text, ms } = await untilClosed(
        short.port,
        'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      )
      expect(text).toMatch(/^HTTP\/1\.1 200 /)
      // Node keeps a keep-alive socket 1 s past the timeout it announces, against a reuse race.
      expect(ms).toBeGreaterThanOrEqual(400)
      expect(ms).toBeLessThan(3000)
    } finally {
      await short.dispose()
    }
  })

  it('a connection that never sends a request is answered 408 and closed', async () => {
    const short = await startTestServer({ connectionTimeoutMs: 300 })
    try {
      const { text, ms } = await untilClosed(short.port, '')
      expect(text).toMatch(/^HTTP\/1\.1 408 /)
      expect(ms).toBeGreaterThanOrEqual(290)
      expect(ms).toBeLessThan(3000)
    } finally {
      await short.dispose()
    }
  })

  it('by default after 60 s, as the Keep-Alive header tells clients', async () => {
    const result = await rawRequest(server.url, {
      path: '/health',
      headers: { connection: 'keep-alive' },
    })
    expect(result.headers['keep-alive']).toBe('timeout=60')
  })
})

describe('DNS-rebinding guard (loopback-bound server)', () => {
  it.each(['evil.example', 'evil.example:80', '127.0.0.1.evil.example', 'localhost.evil.example'])(
    'refuses Host: %s with 403',
    async (host) => {
      const result = await rawRequest(server.url, { path: '/health', headers: { host } })
      expect(result.status).toBe(403)
      expect(result.headers['content-type']).toMatch(/^application\/problem\+json/)
      expect(JSON.parse(result.text)).toMatchObject({ code: 'forbidden', status: 403 })
    },
  )

  it.each(['[::1', '[::1]evil.example', '127.0.0.1:80:90', 'localhost:http', 'localhost:', '::1'])(
    'refuses a malformed Host: %s with 403',
    async (host) => {
      const result = await rawRequest(server.url, { path: '/health', headers: { host } })
      expect(result.status).toBe(403)
    },
  )

  it.each([
    '127.0.0.1',
    `127.0.0.1:PORT`,
    'localhost:PORT',
    'LOCALHOST',
    '[::1]:PORT',
    '[0:0:0:0:0:0:0:1]:PORT',
  ])('accepts Host: %s', async (host) => {
    const result = await rawRequest(server.url, {
      path: '/health',
      headers: { host: host.replace('PORT', String(server.port)) },
    })
    expect(result.status).toBe(200)
  })

  it('checks the Host header before credentials', async () => {
    const result = await rawRequest(server.url, {
      path: '/admin/devices',
      headers: { host: 'evil.example', 'x-api-key': key },
    })
    expect(result.status).toBe(403)
  })
})

describe('headers on every answer', () => {
  it.each([
    ['a success', '/health', {}],
    ['a list', '/admin/getDevicesForLocations?locationIds=a1-floor', { key }],
    ['the document', '/openapi.json', {}],
    ['a handler’s problem', '/admin/devices?accountId=a2', { key }],
    ['a validation problem', '/admin/devices?nope=1', { key }],
    ['401', '/admin/devices', {}],
    ['404', '/nothing', {}],
    ['405', '/admin/device', { method: 'PUT' }],
    ['a URL that cannot be decoded', '/health%', {}],
  ])('%s: no-store and nosniff', async (_what, path, options) => {
    const result = await call(server.url, path, options)
    expect(result.headers.get('cache-control')).toBe('no-store')
    expect(result.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('no CORS', () => {
  it('sends no Access-Control-* header, even to a cross-origin request', async () => {
    const result = await call(server.url, '/admin/devices', {
      key,
      headers: { origin: 'https://evil.example' },
    })
    expect([...result.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual(
      [],
    )
  })

  it('answers a preflight with 405 and no Access-Control-Allow-Origin', async () => {
    const result = await call(server.url, '/admin/device', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    })
    expectProblem(result, 405, 'method_not_allowed')
    expect(result.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('a server bound to loopback under another spelling', () => {
  it.each(['127.1', '0:0:0:0:0:0:0:1'])('applies the Host guard when bound to %s', async (host) => {
    const bound = await startTestServer({ host })
    try {
      const result = await rawRequest(bound.url, {
        path: '/health',
        headers: { host: 'evil.example' },
      })
      expect(result.status).toBe(403)
    } finally {
      await bound.dispose()
    }
  })
})

describe('a server bound to a non-loopback address', () => {
  it('does not apply the Host guard', async () => {
    const open = await startTestServer({ host: '0.0.0.0' })
    try {
      const result = await rawRequest(`http://127.0.0.1:${open.port}`, {
        path: '/health',
        headers: { host: 'devices.example' },
      })
      expect(result.status).toBe(200)
    } finally {
      await open.dispose()
    }
  })
})
