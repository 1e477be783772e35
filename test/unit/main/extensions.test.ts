import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { endpoints } from '#shared/api/endpoints.ts'
import { call, DEMO, fails, onCleanup, remoteMockServer, testCore } from './support/fixtures.ts'

/** The demo seed's super admin key: only a super admin is told that an account does not exist. */
const SUPER_ADMIN_KEY = 'demo-super-admin-key-0b7d3f6a9c'

const extensionPaths = new Set<string>(
  Object.values(endpoints)
    .filter((e) => e.extension && e.path !== '/health')
    .map((e) => e.path),
)

/**
 * The real mock server behind a proxy that answers 404 for the extension routes, as a service that
 * implements only the spec would.
 */
async function serviceWithoutExtensions(): Promise<string> {
  const upstream = await remoteMockServer()
  const proxy = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', upstream.url)
    if (extensionPaths.has(url.pathname)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found')
      return
    }
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(
        ([name, v]) =>
          typeof v === 'string' && !['host', 'connection', 'content-length'].includes(name),
      ),
    ) as Record<string, string>
    const answer = await fetch(url, {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    })
    res.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
    })
    res.end(Buffer.from(await answer.arrayBuffer()))
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  onCleanup(() => new Promise((resolve) => proxy.close(resolve)))
  return `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
}

describe('a service without the extensions', () => {
  async function signedIn() {
    const core = await testCore()
    const profile = await call(core.dispatch, 'saveProfile', {
      name: 'Spec only',
      baseUrl: await serviceWithoutExtensions(),
      authMethod: 'apiKey',
    })
    await call(core.dispatch, 'useProfile', { id: profile.id })
    return {
      core,
      session: await call(core.dispatch, 'signIn', {
        method: 'apiKey',
        apiKey: DEMO.berlinAdminKey,
      }),
    }
  }

  it('signs in with an API key, without knowing its principal', async () => {
    const { session } = await signedIn()
    expect(session).toMatchObject({ status: 'signedIn', principal: null })
  })

  it('reports accounts and locations as unsupported', async () => {
    const { core } = await signedIn()
    expect(await call(core.dispatch, 'listAccounts')).toEqual({ supported: false, accounts: [] })
    expect(await call(core.dispatch, 'listLocations', {})).toEqual({
      supported: false,
      hierarchy: false,
      locations: [],
    })
  })

  it('lists paired devices only, and says the list is incomplete', async () => {
    const { core } = await signedIn()
    await call(core.dispatch, 'registerDevice', {
      serialId: 'Network;0a:1b:2c:3d:4e:5f;WiFi',
      deviceType: 32,
      name: 'Guest',
      info: '5 GHz',
    })
    const { complete, devices } = await call(core.dispatch, 'listDevices', {})
    expect(complete).toBe(false)
    expect(devices.length).toBeGreaterThan(0)
    expect(devices.every((d) => d.locationId !== null)).toBe(true)
  })
})

describe('a service with the extensions', () => {
  it('reports an account that does not exist, rather than a list the service lacks', async () => {
    const core = await testCore()
    const profile = await call(core.dispatch, 'saveProfile', {
      name: 'Full',
      baseUrl: (await remoteMockServer()).url,
      authMethod: 'apiKey',
    })
    await call(core.dispatch, 'useProfile', { id: profile.id })
    await call(core.dispatch, 'signIn', { method: 'apiKey', apiKey: SUPER_ADMIN_KEY })
    const error = await fails(core.dispatch, 'listLocations', { accountId: 'no-such-account' })
    expect(error.code).toBe('not_found')
  })
})
