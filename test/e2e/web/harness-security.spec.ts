import { request as httpRequest } from 'node:http'
import { expect, test } from './harness-fixture.ts'

interface Reply {
  status: number
  body: string
}

/** A raw request, so the test controls Host and Origin as an attacker's page or a rebinding DNS would. */
function call(
  url: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Reply> {
  const target = new URL(path, url)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: body === undefined ? 'GET' : 'POST',
        headers,
      },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

async function tokenOf(url: string): Promise<string> {
  const page = await call(url, '/', { host: new URL(url).host })
  const token = /name="harness-token" content="([^"]+)"/.exec(page.body)?.[1]
  if (!token) throw new Error('the served page carries no harness token')
  return token
}

test('the harness answers API calls only from its own page: token, Origin and Host checked', async ({
  harness,
}) => {
  const host = new URL(harness.url).host
  const origin = `http://${host}`
  const token = await tokenOf(harness.url)
  const json = { 'content-type': 'application/json' }
  const good = { ...json, host, origin, 'x-harness-token': token }

  const allowed = await call(harness.url, '/api/getSession', good, '{}')
  expect(allowed.status).toBe(200)
  expect(JSON.parse(allowed.body)).toMatchObject({ ok: true, value: { kind: 'offline' } })

  expect(
    (await call(harness.url, '/api/getSession', { ...good, origin: 'http://evil.example' }, '{}'))
      .status,
  ).toBe(403)
  const noOrigin: Record<string, string> = { ...good }
  delete noOrigin['origin']
  expect((await call(harness.url, '/api/getSession', noOrigin, '{}')).status).toBe(403)
  expect(
    (await call(harness.url, '/api/getSession', { ...good, 'x-harness-token': 'guess' }, '{}'))
      .status,
  ).toBe(401)
  expect(
    (await call(harness.url, '/api/getSession', { ...good, host: 'evil.example' }, '{}')).status,
  ).toBe(403)
  expect(
    (await call(harness.url, '/', { host: `rebound.example:${new URL(harness.url).port}` })).status,
  ).toBe(403)
  expect(
    (await call(harness.url, '/api/getSession', { ...good, 'content-type': 'text/plain' }, '{}'))
      .status,
  ).toBe(415)
  expect((await call(harness.url, '/api/getSession', { host })).status).toBe(405)
})

test('the event stream opens only with the per-run token, on the harness’s own host', async ({
  harness,
}) => {
  const host = new URL(harness.url).host
  const token = await tokenOf(harness.url)
  const events = '/__harness/events'
  expect((await call(harness.url, events, { host })).status).toBe(401)
  expect((await call(harness.url, `${events}?token=guess`, { host })).status).toBe(401)
  const rebound = { host: `rebound.example:${new URL(harness.url).port}` }
  expect((await call(harness.url, `${events}?token=${token}`, rebound)).status).toBe(403)
})

test('the harness serves the renderer bundle and nothing outside it', async ({ harness }) => {
  const host = new URL(harness.url).host
  const escapes = [
    '/%2e%2e/%2e%2e/package.json',
    '/..%2f..%2fpackage.json',
    '/assets/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json',
  ]
  for (const path of escapes) {
    const reply = await call(harness.url, path, { host })
    expect(reply.status, path).toBe(404)
    expect(reply.body).not.toContain('"devDependencies"')
  }
  expect((await call(harness.url, '/', { host })).body).toContain('/__harness/api.js')
})

test('the app page gets window.api, the contract’s methods, from a same-origin script', async ({
  page,
  harness,
}) => {
  await page.goto(harness.url)
  const methods = await page.evaluate(() =>
    Object.keys((window as unknown as { api: object }).api).sort(),
  )
  expect(methods).toContain('putDevices')
  expect(methods).toContain('listApiKeys')
  // The token reached the page through its own markup, never through a URL a log or referrer could keep.
  expect(page.url()).toBe(harness.url)
})
