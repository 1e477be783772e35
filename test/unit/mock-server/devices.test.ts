import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DeviceListResponseSchema,
  DeviceUpsertResponseSchema,
  LocationListResponseSchema,
} from '#shared/api/index.ts'
import { expectProblem } from './support/expect-problem.ts'
import { call } from './support/http.ts'
import { KEYS, startTestServer } from './support/test-server.ts'
import type { TestServer } from './support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.dispose())

const key = KEYS['k-a1']
const upsert = (json: unknown, q = '') => call(server.url, `/admin/device${q}`, { key, json })
const wifi = (bssid: string) => ({
  serialId: `Network;${bssid};WiFi`,
  deviceType: 32,
  name: 'Corp',
  info: '5 GHz',
})

describe('POST /admin/device', () => {
  it('creates an unpaired admin device and says created: true', async () => {
    const result = await upsert(wifi('02:00:00:00:01:01'))
    expect(DeviceUpsertResponseSchema.parse(result.body)).toEqual({
      status: 'OK',
      message: 'Device created or updated.',
      created: true,
      device: {
        ...wifi('02:00:00:00:01:01'),
        locationId: null,
        source: 'admin',
        stored: false,
        lastReportedAt: null,
      },
    })
  })

  it('updates a device with the same serialId and says created: false', async () => {
    await upsert(wifi('02:00:00:00:01:02'))
    const result = await upsert({ ...wifi('02:00:00:00:01:02'), name: 'Guest', info: '2.4 GHz' })
    expect(result.body.created).toBe(false)
    expect(result.body.device).toMatchObject({ name: 'Guest', info: '2.4 GHz', locationId: null })
  })

  it('leaves the pairing of a paired device untouched on update', async () => {
    const result = await upsert({
      serialId: 'DEL;#HLAYMxgwABnI;A17D',
      deviceType: 2,
      name: 'Renamed',
      info: 'Dell',
    })
    expect(result.body).toMatchObject({
      created: false,
      device: { locationId: 'a1-desk-1', source: 'sensor', name: 'Renamed' },
    })
  })

  it('matches serial ids literally: another account owns its own copy', async () => {
    const result = await call(server.url, '/admin/device', {
      key: KEYS['k-a2'],
      json: wifi('00:1a:2b:3c:4d:5e'),
    })
    expect(result.body.created).toBe(true)
  })

  it('rejects a serial id out of layout, naming the part, the expected layout and a suggestion', async () => {
    const result = await upsert(wifi('00:1A:2B:3C:4D:5E'))
    expectProblem(result, 400, 'validation_failed')
    expect(result.body.errors.length).toBeGreaterThan(0)
    expect(result.body.errors.every((error: { path: string }) => error.path === 'serialId')).toBe(
      true,
    )
    expect(result.body.detail).toContain('Network;<BSSID>;WiFi')
    expect(result.body.detail).toContain('Network;00:1a:2b:3c:4d:5e;WiFi')
  })

  it.each([
    ['a monitor with a lowercase vendor', { serialId: 'del;X1;A17D', deviceType: 2 }],
    ['a USB device with a hex product id', { serialId: '413C;X1;B06E', deviceType: 4 }],
    ['a NIC with an uppercase MAC', { serialId: 'Ethernet;3C:52:82:AA:BB:CC;NIC', deviceType: 8 }],
    [
      'a gateway with a dash-separated MAC',
      { serialId: 'Network;f0-9f-c2-00-00-01;Gateway', deviceType: 16 },
    ],
    [
      'a Wi-Fi id typed as a monitor',
      { serialId: 'Network;00:1a:2b:3c:4d:5e;WiFi', deviceType: 2 },
    ],
  ])('rejects %s', async (_case, fields) => {
    expectProblem(await upsert({ name: 'x', info: 'y', ...fields }), 400, 'validation_failed')
  })

  it.each([
    ['an EDID serial with a trailing space', { serialId: 'ABC;RN0717C428KS ;1234', deviceType: 2 }],
    ['an EDID serial with a leading space', { serialId: 'PHL; BZ  126103;082C', deviceType: 2 }],
    ['a placeholder serial', { serialId: 'GSM;16843009;4EAD', deviceType: 2 }],
    ['an all-zero BSSID', { serialId: 'Network;00:00:00:00:00:00;WiFi', deviceType: 32 }],
  ])('accepts what a sensor can report: %s, stored as sent', async (_case, fields) => {
    const result = await upsert({ name: 'x', info: 'y', ...fields })
    expect(result.status).toBe(200)
    expect(DeviceUpsertResponseSchema.parse(result.body).device.serialId).toBe(fields.serialId)
  })

  it('rejects a padded USB product id, naming both ids it can mean', async () => {
    const result = await upsert({ serialId: '0BDA;X1;0825', deviceType: 4, name: 'x', info: '' })
    expectProblem(result, 400, 'validation_failed')
    expect(result.body.detail).toMatch(
      /It can mean "0BDA;X1;2085" \(hex.*\) or "0BDA;X1;825" \(decimal/,
    )
  })

  it.each([
    ['deviceType 1 (Undefined)', { deviceType: 1 }, /reserved/],
    ['a combination of flags', { deviceType: 34 }, /exactly one flag/],
    ['a deviceType given as text', { deviceType: '32' }, /number/],
    ['a missing name', { name: undefined }, /name/],
    ['an unknown field', { locationId: 'a1-floor' }, /locationId|unrecognized/i],
    ['a serialId over 256 characters', { serialId: `Network;${'a'.repeat(250)};WiFi` }, /256/],
    ['a name over 256 characters', { name: 'n'.repeat(257) }, /256/],
    ['an info over 1024 characters', { info: 'i'.repeat(1025) }, /1024/],
  ])('rejects %s with a message that says why', async (_case, change, message) => {
    const result = await upsert({ ...wifi('02:00:00:00:01:09'), ...change })
    expectProblem(result, 400, 'validation_failed')
    expect(JSON.stringify(result.body.errors)).toMatch(message)
  })

  it('rejects a body that is not an object', async () => {
    expectProblem(await upsert([wifi('02:00:00:00:01:0a')]), 400, 'validation_failed')
  })
})

describe('GET /admin/getDevicesForLocations', () => {
  it('returns the devices paired to one location, serial ids as stored', async () => {
    const result = await call(server.url, '/admin/getDevicesForLocations?locationIds=a1-desk-1', {
      key,
    })
    const body = DeviceListResponseSchema.parse(result.body)
    expect(body.devices.map((device) => device.serialId)).toEqual(['DEL;#HLAYMxgwABnI;A17D'])
  })

  it('returns the devices of several comma-separated locations', async () => {
    const result = await call(
      server.url,
      '/admin/getDevicesForLocations?locationIds=a1-floor,a1-desk-1',
      { key },
    )
    expect(
      result.body.devices.map((device: { locationId: string }) => device.locationId).sort(),
    ).toEqual(['a1-desk-1', 'a1-floor'])
  })

  it('returns every paired device of the account when no location is named, and no unpaired one', async () => {
    const result = await call(server.url, '/admin/getDevicesForLocations', { key })
    const devices = DeviceListResponseSchema.parse(result.body).devices
    expect(devices.length).toBeGreaterThanOrEqual(2)
    expect(devices.every((device) => device.locationId !== null)).toBe(true)
  })

  it('reflects a pairing made after an earlier read of the same list', async () => {
    const path = '/admin/getDevicesForLocations?locationIds=a1-desk-2'
    expect((await call(server.url, path, { key })).body.devices).toEqual([])
    await upsert(wifi('02:00:00:00:01:0b'))
    await call(server.url, '/admin/pair', {
      key,
      json: { locationId: 'a1-desk-2', deviceSerialIDs: [wifi('02:00:00:00:01:0b').serialId] },
    })
    const after = await call(server.url, path, { key })
    expect(after.body.devices.map((d: { serialId: string }) => d.serialId)).toEqual([
      wifi('02:00:00:00:01:0b').serialId,
    ])
  })

  it('answers 404 naming an unknown location', async () => {
    const result = await call(
      server.url,
      '/admin/getDevicesForLocations?locationIds=a1-floor,nowhere',
      { key },
    )
    expectProblem(result, 404, 'not_found')
    expect(result.body.detail).toContain('nowhere')
  })

  it('treats a location of another account as unknown', async () => {
    expectProblem(
      await call(server.url, '/admin/getDevicesForLocations?locationIds=a2-floor', { key }),
      404,
      'not_found',
    )
  })

  it('rejects a malformed location id with 400', async () => {
    expectProblem(
      await call(server.url, '/admin/getDevicesForLocations?locationIds=a%20b', { key }),
      400,
      'validation_failed',
    )
  })

  it('rejects a repeated query parameter with 400', async () => {
    const result = await call(
      server.url,
      '/admin/getDevicesForLocations?locationIds=a1-floor&locationIds=a1-desk-1',
      { key },
    )
    expectProblem(result, 400, 'validation_failed')
  })
})

describe('extensions', () => {
  it('GET /admin/devices lists paired and unpaired devices of the account', async () => {
    const result = await call(server.url, '/admin/devices', { key })
    const devices = DeviceListResponseSchema.parse(result.body).devices
    expect(
      devices.find((device) => device.serialId === '413C;CN0F4K8R742000B1;45166'),
    ).toMatchObject({ locationId: null, source: 'sensor' })
    expect(devices.some((device) => device.locationId !== null)).toBe(true)
  })

  it('GET /admin/locations lists the account’s locations, each with the one that contains it', async () => {
    const result = await call(server.url, '/admin/locations', { key })
    expect(
      LocationListResponseSchema.parse(result.body).locations.map(({ id, parentId }) => ({
        id,
        parentId,
      })),
    ).toEqual([
      { id: 'a1-floor', parentId: null },
      { id: 'a1-desk-1', parentId: 'a1-floor' },
      { id: 'a1-desk-2', parentId: 'a1-floor' },
    ])
  })

  it('GET /admin/devices says which devices live in memory only (registered, never paired)', async () => {
    const fresh = wifi('02:00:00:00:01:50')
    await upsert(fresh)
    const stored = async () => {
      const result = await call(server.url, '/admin/devices', { key })
      const devices = DeviceListResponseSchema.parse(result.body).devices
      return devices.find((device) => device.serialId === fresh.serialId)?.stored
    }
    expect(await stored()).toBe(false)
    await call(server.url, '/admin/pair', {
      key,
      json: { locationId: 'a1-floor', deviceSerialIDs: [fresh.serialId] },
    })
    expect(await stored()).toBe(true)
  })

  it('GET /health answers without credentials', async () => {
    // startedAt: when this process started, so a client sees a restart.
    expect((await call(server.url, '/health')).body).toEqual({
      status: 'OK',
      startedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    })
  })
})
