import { describe, expect, it } from 'vitest'
import { call, DEMO, fails, remoteMockServer, testCore } from './support/fixtures.ts'

const wifi = {
  serialId: 'Network;0a:1b:2c:3d:4e:5f;WiFi',
  deviceType: 32,
  name: 'Guest',
  info: '5 GHz',
}

/** Puts one device in, kept unpaired unless it names a location. */
async function put(
  core: Awaited<ReturnType<typeof testCore>>,
  device: typeof wifi,
  locationId: string | null = null,
) {
  const { results } = await call(core.dispatch, 'putDevices', {
    devices: [{ ...device, locationId }],
    keepUnpaired: true,
    via: 'register',
  })
  return results[0]
}

describe('handler table against the embedded mock server', () => {
  it('registers a device kept unpaired, then updates it', async () => {
    const core = await testCore()
    const created = await put(core, wifi)
    expect(created).toMatchObject({
      outcome: 'created',
      message: 'Device created or updated.',
      pairing: 'unpaired',
      locationId: null,
    })
    const updated = await put(core, { ...wifi, name: 'Guest 5G' })
    expect(updated).toMatchObject({ outcome: 'updated', before: { name: 'Guest' } })
    const listed = await call(core.dispatch, 'listDevices', {})
    expect(listed.devices.find((d) => d.serialId === wifi.serialId)).toEqual({
      ...wifi,
      name: 'Guest 5G',
      locationId: null,
      source: 'admin',
      stored: false,
      lastReportedAt: null,
    })
  })

  it('lists every device of the account, paired or not', async () => {
    const core = await testCore()
    await put(core, wifi)
    const { complete, devices } = await call(core.dispatch, 'listDevices', {})
    expect(complete).toBe(true)
    expect(devices).toContainEqual(
      expect.objectContaining({ serialId: wifi.serialId, locationId: null }),
    )
    expect(devices.some((d) => d.source === 'sensor' && d.locationId !== null)).toBe(true)
  })

  it('refuses a serial id off its layout, naming the part', async () => {
    const core = await testCore()
    const result = await put(core, { ...wifi, serialId: 'Network;0A:1B:2C:3D:4E:5F;WiFi' })
    expect(result?.error?.code).toBe('validation_failed')
    expect(result?.error?.fields).toContainEqual(expect.objectContaining({ path: 'serialId' }))
  })

  it('pairs and unpairs a device', async () => {
    const core = await testCore()
    await put(core, wifi)
    const [location] = (await call(core.dispatch, 'listLocations', {})).locations
    expect(
      await call(core.dispatch, 'pairDevices', {
        locationId: location!.id,
        serialIds: [wifi.serialId],
        via: 'devices',
      }),
    ).toMatchObject({ paired: [wifi.serialId] })
    const paired = (await call(core.dispatch, 'listDevices', {})).devices.find(
      (d) => d.serialId === wifi.serialId,
    )
    expect(paired?.locationId).toBe(location!.id)
    const unpair = { serialIds: [wifi.serialId], via: 'devices' as const }
    expect((await call(core.dispatch, 'unpairDevices', unpair)).results).toMatchObject([
      { unpaired: true },
    ])
    expect((await call(core.dispatch, 'unpairDevices', unpair)).results).toEqual([
      { serialId: wifi.serialId, unpaired: false, entryIds: [] },
    ])
  })

  it('names the unknown location of a pairing', async () => {
    const core = await testCore()
    await put(core, wifi)
    const error = await fails(core.dispatch, 'pairDevices', {
      locationId: 'no-such-floor',
      serialIds: [wifi.serialId],
      via: 'devices',
    })
    expect(error.code).toBe('not_found')
    expect(error.message).toMatch(/^Location "no-such-floor" does not exist/)
  })

  it('pairs nothing when a device is not known, naming it by its place in the request', async () => {
    const core = await testCore()
    await put(core, wifi)
    const gone = 'Network;0a:1b:2c:3d:4e:60;WiFi'
    const error = await fails(core.dispatch, 'pairDevices', {
      locationId: 'berlin-f2',
      serialIds: [wifi.serialId, gone],
      via: 'devices',
    })
    expect(error).toEqual({
      code: 'unknown_devices',
      message: expect.stringMatching(
        /^1 of the 2 devices is not known to the service, so nothing was paired\. /,
      ),
      fields: [
        {
          path: 'serialIds[1]',
          message: `${gone} is not known to the service`,
          id: 'errors.import.pair-device-unknown',
          values: { serialId: gone },
        },
      ],
      text: {
        code: 'pair-unknown-devices',
        id: 'errors.import.pair-unknown-devices',
        values: { count: 1, total: 2 },
      },
    })
    const listed = await call(core.dispatch, 'listDevices', {})
    expect(listed.devices.find((d) => d.serialId === wifi.serialId)?.locationId).toBeNull()
  })

  it('lists the accounts and locations within reach', async () => {
    const core = await testCore()
    expect(await call(core.dispatch, 'listAccounts')).toMatchObject({
      supported: true,
      accounts: [{ id: 'acct-berlin-hq' }],
    })
    const { supported, hierarchy, locations } = await call(core.dispatch, 'listLocations', {})
    expect(supported).toBe(true)
    expect(hierarchy).toBe(true)
    expect(locations.every((l) => l.accountId === 'acct-berlin-hq')).toBe(true)
  })

  it('lists API keys without any secret', async () => {
    const core = await testCore()
    const { apiKeys } = await call(core.dispatch, 'listApiKeys', {})
    expect(apiKeys.length).toBeGreaterThan(0)
    expect(JSON.stringify(apiKeys)).not.toContain(DEMO.berlinAdminKey)
    expect(apiKeys.every((k) => !('secret' in k))).toBe(true)
  })

  it('refuses an API key scope naming both a tenant and an account', async () => {
    const core = await testCore()
    expect(
      await fails(core.dispatch, 'listApiKeys', {
        tenantId: 'tenant-northwind',
        accountId: 'acct-berlin-hq',
      }),
    ).toMatchObject({ code: 'validation_failed' })
  })

  it('tells a member their role cannot register devices', async () => {
    const core = await testCore()
    await call(core.dispatch, 'signIn', {
      method: 'password',
      ...DEMO.berlinMember,
      remember: false,
    })
    const error = await fails(core.dispatch, 'putDevices', {
      devices: [{ ...wifi, locationId: 'berlin-f2' }],
      keepUnpaired: false,
      via: 'register',
    })
    expect(error).toMatchObject({
      code: 'forbidden',
      message: expect.stringMatching(/^Your role cannot do this/),
    })
  })

  it('acts on the named account, or the profile default, for a tenant admin', async () => {
    const server = await remoteMockServer()
    const core = await testCore()
    const profile = await call(core.dispatch, 'saveProfile', {
      name: 'Tenant',
      baseUrl: server.url,
      authMethod: 'apiKey',
      defaultAccountId: 'acct-munich',
    })
    await call(core.dispatch, 'useProfile', { id: profile.id })
    await call(core.dispatch, 'signIn', { method: 'apiKey', apiKey: DEMO.tenantAdminKey })
    const munich = await call(core.dispatch, 'listLocations', {})
    expect(munich.locations.every((l) => l.accountId === 'acct-munich')).toBe(true)
    const berlin = await call(core.dispatch, 'listLocations', { accountId: 'acct-berlin-hq' })
    expect(berlin.locations.every((l) => l.accountId === 'acct-berlin-hq')).toBe(true)
  })

  it('refuses input that breaks the contract before any request', async () => {
    const core = await testCore()
    expect(
      await fails(core.dispatch, 'pairDevices', { locationId: 'x', serialIds: [], via: 'devices' }),
    ).toMatchObject({ code: 'invalid_input' })
  })
})
