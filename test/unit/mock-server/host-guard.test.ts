// The loopback Host guard against requests as an attacker writes them: bytes on a raw socket, so
// nothing between the test and the server tidies a header or the request target.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawSocket } from './support/raw-http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.dispose())

/** The status line's code and the problem's detail of one request written as given. */
async function send(head: string): Promise<{ status: number; detail: string }> {
  const text = await rawSocket(server.port, `${head}\r\nConnection: close\r\n\r\n`)
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1])
  const body = text.slice(text.indexOf('\r\n\r\n') + 4)
  const detail = body.startsWith('{') ? String((JSON.parse(body) as { detail: string }).detail) : ''
  return { status, detail }
}

describe('Host guard of a loopback-bound server', () => {
  it.each([
    '127.0.0.1@evil.example',
    '127.0.0.1/.evil.example',
    '127.0.0.1#.evil.example',
    '127.0.0.1?.evil.example',
    '127.0.0.1\\.evil.example',
    'localhost/.evil.example',
    '[::1]/.evil.example',
    'evil.example#127.0.0.1',
    '127.0.0.1 evil.example',
    '',
  ])('refuses Host: %j with 403', async (host) => {
    const result = await send(`GET /health HTTP/1.1\r\nHost: ${host}`)
    expect(result).toEqual({ status: 403, detail: expect.stringContaining('Host') })
  })

  it('refuses a request with a second Host header, whichever comes first', async () => {
    for (const hosts of [
      ['127.0.0.1', 'evil.example'],
      ['evil.example', '127.0.0.1'],
      ['127.0.0.1', '127.0.0.1'],
    ]) {
      const result = await send(`GET /health HTTP/1.1\r\nHost: ${hosts[0]}\r\nHost: ${hosts[1]}`)
      expect(result).toEqual({ status: 403, detail: 'The request needs exactly one Host header.' })
    }
  })

  it.each([
    'http://evil.example/health',
    'http://evil.example:80/health',
    'http://127.0.0.1.evil.example/health',
    'http://127.0.0.1@evil.example/health',
  ])('refuses the absolute request target %s with 403', async (target) => {
    const result = await send(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1`)
    expect(result).toEqual({ status: 403, detail: expect.stringContaining('request target') })
  })

  it.each(['http://127.0.0.1/health', 'http://localhost:PORT/health', 'http://[::1]/health'])(
    'answers the loopback absolute request target %s',
    async (target) => {
      const result = await send(
        `GET ${target.replace('PORT', String(server.port))} HTTP/1.1\r\nHost: 127.0.0.1`,
      )
      expect(result.status).toBe(200)
    },
  )

  it.each(['127.0.0.1', '127.0.0.1:PORT', 'localhost:PORT', '[::1]:PORT', '127.1'])(
    'answers Host: %s',
    async (host) => {
      const result = await send(
        `GET /health HTTP/1.1\r\nHost: ${host.replace('PORT', String(server.port))}`,
      )
      expect(result.status).toBe(200)
    },
  )
})
