// The real harness on a free port: every answer (page, files, API, errors) forbids framing, and a
// request with two Host headers is refused as the mock service refuses it.
import { rm } from 'node:fs/promises'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pagePolicy } from '#web-harness/security-headers.ts'
import { startWebHarness, type WebHarness } from '#web-harness/server.ts'
import { rawRequest, type RawResult } from './mock-server/support/raw-http.ts'

let harness: WebHarness
let host: string
let page: RawResult
beforeAll(async () => {
  harness = await startWebHarness()
  host = new URL(harness.url).host
  page = await get('/')
}, 120_000)
afterAll(async () => {
  await harness.close()
  await rm(harness.configDir, { recursive: true, force: true })
})

/** One request to the harness, with its own Host unless told otherwise. */
const send = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
  rawRequest(harness.url.slice(0, -1), { method, path, headers: { host, ...headers }, body })
const get = (path: string, headers: Record<string, string> = {}) => send('GET', path, headers)

/** An API call as the page makes it, with or without the per-run token. */
const apiCall = (withToken: boolean) =>
  send(
    'POST',
    '/api/getSession',
    {
      origin: `http://${host}`,
      'content-type': 'application/json',
      ...(withToken
        ? { 'x-harness-token': /name="harness-token" content="([^"]+)"/.exec(page.text)?.[1] ?? '' }
        : {}),
    },
    '{}',
  )

/** The page's own meta CSP, as the browser reads it from the served markup. */
function metaPolicy(html: string): string {
  const policy = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1]
  if (!policy) throw new Error('the served page has no meta CSP')
  return policy
}

describe('web harness: no other origin may frame it', () => {
  const cases: [string, () => Promise<RawResult>, number][] = [
    ['the page', () => get('/'), 200],
    ['the window.api script', () => get('/__harness/api.js'), 200],
    [
      'a bundle file',
      () => get(/src="\.(\/assets\/[^"]+\.js)"/.exec(page.text)?.[1] ?? '/missing.js'),
      200,
    ],
    ['an unknown file', () => get('/no-such-file.js'), 404],
    ['another host', () => get('/', { host: `evil.example:${new URL(harness.url).port}` }), 403],
    ['a wrong method', () => send('DELETE', '/'), 405],
    ['the event stream without its token', () => get('/__harness/events'), 401],
    ['an API call', () => apiCall(true), 200],
    ['an API call without its token', () => apiCall(false), 401],
  ]

  it.each(cases)(
    '%s: X-Frame-Options DENY and the app’s CSP with frame-ancestors',
    async (_what, send, status) => {
      const reply = await send()
      expect(reply.status).toBe(status)
      expect(reply.headers['x-frame-options']).toBe('DENY')
      expect(reply.headers['content-security-policy']).toBe(
        `${metaPolicy(page.text)}; frame-ancestors 'none'`,
      )
      expect(reply.headers['x-content-type-options']).toBe('nosniff')
    },
  )

  it('the header’s policy is the page’s own, not a second copy', () => {
    expect(metaPolicy(page.text)).toContain("default-src 'self'")
    expect(pagePolicy(page.text)).toBe(metaPolicy(page.text))
  })
})

describe('web harness: Host', () => {
  /**
   * The status line's code of one request written as given. The socket stays open for the answer (the
   * harness reads the page before it answers; a half-closed socket would be gone by then).
   */
  function status(head: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const socket = connect(Number(new URL(harness.url).port), '127.0.0.1', () =>
        socket.write(`${head}\r\nConnection: close\r\n\r\n`),
      )
      let text = ''
      socket.setEncoding('utf8')
      socket.on('data', (chunk: string) => (text += chunk))
      socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1])))
      socket.on('error', reject)
    })
  }

  it('answers its own Host', async () => {
    expect(await status(`GET / HTTP/1.1\r\nHost: ${host}`)).toBe(200)
  })

  it('refuses a request with a second Host header with 403, whichever comes first', async () => {
    for (const [first, second] of [
      [host, 'evil.example'],
      ['evil.example', host],
      [host, host],
    ]) {
      expect(await status(`GET / HTTP/1.1\r\nHost: ${first}\r\nHost: ${second}`)).toBe(403)
    }
  })
})

describe('pagePolicy', () => {
  it('refuses a page without a meta CSP, saying where to restore it', () => {
    expect(() => pagePolicy('<html><head><meta charset="UTF-8" /></head></html>')).toThrow(
      /no Content-Security-Policy meta tag\. Restore it in src\/renderer\/index\.html/,
    )
  })
})
