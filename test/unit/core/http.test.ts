import { describe, expect, it } from 'vitest'
import { createAdminClient } from '#core/admin-client/client.ts'
import { createHttp } from '#core/admin-client/http.ts'
import { closedPort, json, transportServer } from './support/http-server.ts'

const fast = { timeoutMs: 2_000, retries: 2, backoffMs: 5 }
const key = { apiKey: 'key-value-0123456789' }

describe('admin client transport', () => {
  it('sends an API key as X-API-Key and a login token as a bearer token', async () => {
    const server = await transportServer((_req, res) => json(res, 200, { status: 'OK' }))
    const http = createHttp({ baseUrl: server.url, allowInsecureHttp: false, ...fast })
    await http.send({ method: 'GET', path: '/a', credentials: key })
    await http.send({ method: 'GET', path: '/b', credentials: { token: 'tok-0123456789' } })
    expect(server.seen[0]?.headers['x-api-key']).toBe(key.apiKey)
    expect(server.seen[1]?.headers['authorization']).toBe('Bearer tok-0123456789')
    expect(server.seen[1]?.headers['x-api-key']).toBeUndefined()
  })

  it('keeps the base URL path and encodes the query', async () => {
    const server = await transportServer((_req, res) => json(res, 200, { status: 'OK' }))
    const http = createHttp({ baseUrl: `${server.url}/api/`, allowInsecureHttp: false, ...fast })
    await http.send({
      method: 'GET',
      path: '/admin/unpairDevice',
      query: { serialId: 'Network;aa:bb;WiFi', accountId: undefined },
      credentials: null,
    })
    expect(server.seen[0]?.url).toBe('/api/admin/unpairDevice?serialId=Network%3Baa%3Abb%3BWiFi')
  })

  it('gives up after the timeout with a message naming the service', async () => {
    const server = await transportServer(() => {}) // never answers
    const http = createHttp({
      baseUrl: server.url,
      allowInsecureHttp: false,
      timeoutMs: 150,
      retries: 0,
    })
    await expect(
      http.send({ method: 'GET', path: '/slow', credentials: null }),
    ).rejects.toMatchObject({
      code: 'timeout',
      message: expect.stringContaining(server.url),
    })
  })

  it('retries a GET that failed on the network, then succeeds', async () => {
    const server = await transportServer((req, res, count) => {
      if (count < 3) req.socket.destroy()
      else json(res, 200, { status: 'OK' })
    })
    const http = createHttp({ baseUrl: server.url, allowInsecureHttp: false, ...fast })
    const response = await http.send({ method: 'GET', path: '/flaky', credentials: null })
    expect(response.status).toBe(200)
    expect(server.seen).toHaveLength(3)
  })

  it('never retries a POST', async () => {
    const server = await transportServer((req) => req.socket.destroy())
    const http = createHttp({ baseUrl: server.url, allowInsecureHttp: false, ...fast })
    await expect(
      http.send({ method: 'POST', path: '/admin/pair', body: {}, credentials: key }),
    ).rejects.toMatchObject({ code: 'network' })
    expect(server.seen).toHaveLength(1)
  })

  it('sends an unpair once: it changes state, so a repeat would answer "was not paired"', async () => {
    const server = await transportServer((req) => req.socket.destroy())
    const http = createHttp({ baseUrl: server.url, allowInsecureHttp: false, ...fast })
    await expect(
      createAdminClient(http).unpairDevice(key, 'acct-1', 'Network;aa:bb:cc:dd:ee:ff;WiFi'),
    ).rejects.toMatchObject({ code: 'network' })
    expect(server.seen).toHaveLength(1)
  })

  it('does not retry an HTTP answer, even a 503', async () => {
    const server = await transportServer((_req, res) => json(res, 503, {}))
    const http = createHttp({ baseUrl: server.url, allowInsecureHttp: false, ...fast })
    expect((await http.send({ method: 'GET', path: '/x', credentials: null })).status).toBe(503)
    expect(server.seen).toHaveLength(1)
  })

  it('names the service it cannot reach', async () => {
    const port = await closedPort()
    const http = createHttp({
      baseUrl: `http://127.0.0.1:${port}`,
      allowInsecureHttp: false,
      ...fast,
      retries: 0,
    })
    await expect(http.send({ method: 'GET', path: '/', credentials: null })).rejects.toMatchObject({
      code: 'network',
      message: `The service at http://127.0.0.1:${port} cannot be reached (ECONNREFUSED). Check the profile's URL and your connection.`,
    })
  })

  it('refuses a redirect to another origin and sends it nothing', async () => {
    const elsewhere = await transportServer((_req, res) => json(res, 200, { status: 'OK' }))
    const server = await transportServer((_req, res) => {
      res.writeHead(302, { location: `${elsewhere.url}/steal` })
      res.end()
    })
    const http = createHttp({ baseUrl: server.url, allowInsecureHttp: false, ...fast })
    await expect(
      http.send({ method: 'GET', path: '/admin/apikey', credentials: key }),
    ).rejects.toMatchObject({
      code: 'redirect_refused',
      message: expect.stringContaining(elsewhere.url),
    })
    expect(elsewhere.seen).toHaveLength(0)
  })

  it('refuses a redirect to an address with a user name or password, without quoting them', async () => {
    const server = await transportServer((req, res) => {
      const { port } = req.socket.address() as { port: number }
      res.writeHead(302, { location: `http://intruder:pw-9f8e7d6c@127.0.0.1:${port}/in` })
      res.end()
    })
    const http = createHttp({ baseUrl: server.url, allowInsecureHttp: false, ...fast })
    const failure = http.send({ method: 'GET', path: '/admin/apikey', credentials: key })
    await expect(failure).rejects.toMatchObject({ code: 'redirect_refused' })
    await expect(failure).rejects.not.toHaveProperty('message', expect.stringContaining('pw-9f8e'))
    expect(server.seen).toHaveLength(1)
  })

  it('follows a redirect within the same origin', async () => {
    const server = await transportServer((req, res) => {
      if (req.url === '/old') {
        res.writeHead(308, { location: '/new' })
        res.end()
      } else json(res, 200, { status: 'OK', at: req.url })
    })
    const http = createHttp({ baseUrl: server.url, allowInsecureHttp: false, ...fast })
    const response = await http.send({ method: 'GET', path: '/old', credentials: key })
    expect(response.body).toEqual({ status: 'OK', at: '/new' })
    expect(server.seen[1]?.headers['x-api-key']).toBe(key.apiKey)
  })

  it('stops after too many redirects', async () => {
    const server = await transportServer((_req, res) => {
      res.writeHead(302, { location: '/loop' })
      res.end()
    })
    const http = createHttp({ baseUrl: server.url, allowInsecureHttp: false, ...fast })
    await expect(
      http.send({ method: 'GET', path: '/loop', credentials: null }),
    ).rejects.toMatchObject({ code: 'redirect_refused' })
  })

  it('refuses plain http to a non-loopback host unless the profile allows it', () => {
    expect(() =>
      createHttp({ baseUrl: 'http://admin.example.com', allowInsecureHttp: false }),
    ).toThrow(/unencrypted/)
    expect(() =>
      createHttp({ baseUrl: 'http://admin.example.com', allowInsecureHttp: true }),
    ).not.toThrow()
  })
})
