import { describe, expect, it } from 'vitest'
import { call, DEMO, fails, remoteMockServer, testCore } from './support/fixtures.ts'
import { serviceWithoutExtensions } from './support/spec-only-service.ts'

/** The demo seed's super admin key: only a super admin is told that an account does not exist. */
const SUPER_ADMIN_KEY = 'demo-super-admin-key-0b7d3f6a9c'

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
    const serialId = 'Network;0a:1b:2c:3d:4e:5f;WiFi'
    await call(core.dispatch, 'putDevices', {
      devices: [{ serialId, deviceType: 32, name: 'Guest', info: '5 GHz', locationId: null }],
      keepUnpaired: true,
      via: 'register',
    })
    const { complete, devices, lost } = await call(core.dispatch, 'listDevices', {})
    expect(complete).toBe(false)
    expect(devices.length).toBeGreaterThan(0)
    expect(devices.every((d) => d.locationId !== null)).toBe(true)
    // It cannot be seen here, so it may be lost or merely unpaired: said as not certain.
    expect(lost.devices).toEqual([expect.objectContaining({ serialId, certain: false })])
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
