import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { call, fails, remoteMockServer, testCore } from './support/fixtures.ts'

const WIFI = {
  serialId: 'Network;02:00:00:00:0e:01;WiFi',
  deviceType: 32,
  name: 'Corp',
  info: '5 GHz',
}

describe('resetDemo: the offline demo afresh', () => {
  it('restarts the embedded service on the demo seed and signs the demo in again', async () => {
    const core = await testCore()
    const before = await call(core.dispatch, 'getSession')
    expect(before).toMatchObject({
      kind: 'offline',
      status: 'signedIn',
      demoDataDir: path.join(core.configDir, 'mock-server'),
    })
    const seeded = (await call(core.dispatch, 'listDevices', {})).devices.map((d) => d.serialId)
    const location = (await call(core.dispatch, 'listLocations', {})).locations[0]!.id
    await call(core.dispatch, 'putDevices', {
      devices: [{ ...WIFI, locationId: location }],
      keepUnpaired: false,
      via: 'register',
    })

    const resetting = call(core.dispatch, 'resetDemo')
    // Asked after the old database is gone and before the service is up again: it waits, then answers.
    await expect.poll(() => core.logs.join('\n')).toContain('offline demo reset: deleted')
    const during = await call(core.dispatch, 'listDevices', {})
    const after = await resetting
    expect(after).toMatchObject({ kind: 'offline', status: 'signedIn', message: null })
    expect(during.devices.map((d) => d.serialId).sort()).toEqual([...seeded].sort())
    const devices = (await call(core.dispatch, 'listDevices', {})).devices.map((d) => d.serialId)
    expect(devices).not.toContain(WIFI.serialId)
    expect(devices.sort()).toEqual([...seeded].sort())
    expect(existsSync(path.join(core.configDir, 'mock-server', 'mock-server.sqlite'))).toBe(true)
  })

  it('refuses a remote profile, naming what to do', async () => {
    const server = await remoteMockServer()
    const core = await testCore()
    const profile = await call(core.dispatch, 'saveProfile', {
      name: 'Remote',
      baseUrl: server.url,
      authMethod: 'apiKey',
    })
    await call(core.dispatch, 'useProfile', { id: profile.id })
    const error = await fails(core.dispatch, 'resetDemo')
    expect(error).toMatchObject({ code: 'validation_failed' })
    expect(error.message).toContain('Switch to the offline demo first')
  })
})

describe('the session says where its secret is kept', () => {
  it.skipIf(process.platform !== 'linux')(
    'names the Secret Service collection holding the demo key',
    async () => {
      const core = await testCore()
      expect((await call(core.dispatch, 'getSession')).credentialStore).toEqual({
        kind: 'keychain',
        label: {
          code: 'secret-service-collection',
          id: 'connection.store.secret-service-collection',
          values: { collection: 'Login' },
          message: 'Secret Service (collection "Login")',
        },
        hint: null,
      })
    },
  )
})
