import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DeviceListResponseSchema, LIMITS, SensorReportResponseSchema } from '#shared/api/index.ts'
import { startMockServer } from '#mock-server/index.ts'
import { expectProblem } from './support/expect-problem.ts'
import { call } from './support/http.ts'
import { KEYS, TEST_SCRYPT, startTestServer, testSeed } from './support/test-server.ts'
import type { TestServer } from './support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.dispose())

const key = KEYS['k-a1']
const dock = (serial: string) => ({
  serialId: `413C;${serial};45166`,
  deviceType: 4,
  name: 'Dock',
  info: 'WD19S',
})
const report = (devices: unknown[], options: { q?: string; key?: string } = {}) =>
  call(server.url, `/admin/sensorReport${options.q ?? ''}`, {
    key: options.key ?? key,
    json: { devices },
  })
const devicesOf = async (account = '') =>
  DeviceListResponseSchema.parse(
    (await call(server.url, `/admin/devices${account}`, { key: KEYS['k-super'] })).body,
  ).devices
const find = async (serialId: string, account = '?accountId=a1') =>
  (await devicesOf(account)).find((device) => device.serialId === serialId)

describe('POST /admin/sensorReport (demo only)', () => {
  it('creates a device the account does not have: source sensor, stored, unpaired, reported now', async () => {
    const before = Date.now()
    const result = await report([dock('NEW1')])
    expect(SensorReportResponseSchema.parse(result.body)).toEqual({
      status: 'OK',
      reported: 1,
      created: 1,
    })
    const device = await find(dock('NEW1').serialId)
    expect(device).toMatchObject({
      ...dock('NEW1'),
      source: 'sensor',
      stored: true,
      locationId: null,
    })
    expect(Date.parse(device!.lastReportedAt!)).toBeGreaterThanOrEqual(before - 1000)
  })

  it('gives a known device lastReportedAt and keeps its name, info and pairing', async () => {
    const monitor = 'DEL;#HLAYMxgwABnI;A17D'
    expect((await find(monitor))?.lastReportedAt).toBeNull()
    const result = await report([{ serialId: monitor, deviceType: 2, name: '', info: '' }])
    expect(result.body).toEqual({ status: 'OK', reported: 1, created: 0 })
    expect(await find(monitor)).toMatchObject({
      name: 'Desk 1 monitor',
      info: 'Dell U2723QE',
      locationId: 'a1-desk-1',
      lastReportedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    })
  })

  it('marks an admin registration that was never paired as reported, and it stays in memory', async () => {
    await call(server.url, '/admin/device', { key, json: dock('ADMIN1') })
    await report([dock('ADMIN1')])
    expect(await find(dock('ADMIN1').serialId)).toMatchObject({
      source: 'admin',
      stored: false,
      lastReportedAt: expect.any(String),
    })
  })

  it('counts a serial id named twice once', async () => {
    const result = await report([dock('TWICE'), dock('TWICE')])
    expect(result.body).toMatchObject({ reported: 1, created: 1 })
  })

  it('gives every device body lastReportedAt, null where no sensor reported it', async () => {
    const created = await call(server.url, '/admin/device', { key, json: dock('NEVER') })
    expect(created.body.device.lastReportedAt).toBeNull()
  })

  it('keeps what was reported across a restart', async () => {
    const first = await startTestServer()
    const { dataDir } = first
    await call(first.url, '/admin/sensorReport', { key, json: { devices: [dock('KEPT')] } })
    const before = await call(first.url, '/admin/devices', { key })
    await first.close()
    const again = await startMockServer({ seed: testSeed, scryptParams: TEST_SCRYPT, dataDir })
    const after = await call(again.url, '/admin/devices', { key })
    await again.close()
    rmSync(dataDir, { recursive: true, force: true })
    const kept = (body: unknown) =>
      DeviceListResponseSchema.parse(body).devices.find((d) => d.serialId === dock('KEPT').serialId)
    expect(kept(after.body)?.lastReportedAt).toEqual(expect.any(String))
    expect(kept(after.body)).toEqual(kept(before.body))
  })
})

describe('POST /admin/sensorReport refuses, and changes nothing', () => {
  it.each([
    [
      'a malformed id, naming the device and the part',
      [dock('OK1'), { ...dock('x'), serialId: '413c;X;45166' }],
      'devices[1].serialId',
    ],
    ['a wrong type (Undefined)', [{ ...dock('OK2'), deviceType: 1 }], 'devices.0.deviceType'],
    [
      'a type that does not fit the id',
      [{ ...dock('OK3'), deviceType: 32 }],
      'devices[0].serialId',
    ],
    ['an unknown field', [{ ...dock('OK4'), location: 'a1-desk-1' }], 'devices.0'],
  ])('400 for %s', async (_what, devices, path) => {
    const before = await devicesOf('?accountId=a1')
    const result = await report(devices)
    expectProblem(result, 400, 'validation_failed')
    expect(result.body.errors.map((error: { path: string }) => error.path)).toContain(path)
    expect(await devicesOf('?accountId=a1')).toEqual(before)
  })

  it(`400 for more than ${LIMITS.devicesPerSensorReport} devices`, async () => {
    const devices = Array.from({ length: LIMITS.devicesPerSensorReport + 1 }, (_, i) =>
      dock(`M${i}`),
    )
    const result = await report(devices)
    expectProblem(result, 400, 'validation_failed')
    expect(result.body.errors[0].message).toContain('at most 1000 devices')
    expect(await find(dock('M0').serialId)).toBeUndefined()
  })

  it(`takes ${LIMITS.devicesPerSensorReport} devices, more than a registration's 64 KiB`, async () => {
    const devices = Array.from({ length: LIMITS.devicesPerSensorReport }, (_, i) => ({
      ...dock(`BULK${i}`),
      info: 'x'.repeat(100),
    }))
    const result = await report(devices)
    expect(result.body).toEqual({ status: 'OK', reported: 1000, created: 1000 })
  })

  it('400 for an unknown top-level key', async () => {
    const result = await call(server.url, '/admin/sensorReport', {
      key,
      json: { devices: [], sensor: 'x' },
    })
    expectProblem(result, 400, 'validation_failed')
  })

  it('401 without credentials', async () => {
    expectProblem(
      await report([dock('A')], { key: 'sk-unknown-000000000000' }),
      401,
      'unauthenticated',
    )
  })

  it('403 for a member, and for an account outside reach', async () => {
    expectProblem(await report([dock('A')], { key: KEYS['k-member'] }), 403, 'forbidden')
    expectProblem(await report([dock('A')], { q: '?accountId=a2' }), 403, 'forbidden')
  })

  it('404 for an unknown account (super admin)', async () => {
    const result = await report([dock('A')], { q: '?accountId=nowhere', key: KEYS['k-super'] })
    expectProblem(result, 404, 'not_found')
  })

  it('413 for a body over its 2 MiB', async () => {
    const body = JSON.stringify({
      devices: [{ ...dock('A'), info: 'x'.repeat(LIMITS.sensorReportBodyBytes) }],
    })
    const result = await call(server.url, '/admin/sensorReport', {
      key,
      body,
      headers: { 'content-type': 'application/json' },
    })
    expectProblem(result, 413, 'payload_too_large')
  })

  it('415 for a body that is not JSON', async () => {
    const result = await call(server.url, '/admin/sensorReport', {
      key,
      body: 'devices',
      headers: { 'content-type': 'text/plain' },
    })
    expectProblem(result, 415, 'unsupported_media_type')
  })

  it('405 for GET', async () => {
    expectProblem(await call(server.url, '/admin/sensorReport', { key }), 405, 'method_not_allowed')
  })
})
