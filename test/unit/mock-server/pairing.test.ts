import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PairResponseSchema } from '#shared/api/index.ts'
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
let next = 0
/** A fresh unpaired admin device; returns its serial id. */
async function register(): Promise<string> {
  next += 1
  const serialId = `Network;02:00:00:00:02:${next.toString(16).padStart(2, '0')};WiFi`
  await call(server.url, '/admin/device', {
    key,
    json: { serialId, deviceType: 32, name: 'Corp', info: '5 GHz' },
  })
  return serialId
}
const pair = (locationId: string, deviceSerialIDs: unknown) =>
  call(server.url, '/admin/pair', { key, json: { locationId, deviceSerialIDs } })
async function device(serialId: string) {
  const result = await call(server.url, '/admin/devices', { key })
  return result.body.devices.find(
    (candidate: { serialId: string }) => candidate.serialId === serialId,
  )
}

describe('POST /admin/pair', () => {
  it('pairs registered devices to a location and lists them', async () => {
    const ids = [await register(), await register()]
    const result = await pair('a1-floor', ids)
    expect(PairResponseSchema.parse(result.body)).toEqual({ status: 'OK', paired: ids })
    expect(await device(ids[0]!)).toMatchObject({ locationId: 'a1-floor' })
  })

  it('moves a paired device to another location', async () => {
    const id = await register()
    await pair('a1-floor', [id])
    await pair('a1-desk-2', [id])
    expect(await device(id)).toMatchObject({ locationId: 'a1-desk-2' })
  })

  it('lists a serial id named twice once', async () => {
    const id = await register()
    expect((await pair('a1-floor', [id, id])).body.paired).toEqual([id])
  })

  it('pairs nothing when one serial id is unknown, and names it in a 404', async () => {
    const id = await register()
    const result = await pair('a1-floor', [id, 'Network;02:ff:ff:ff:ff:ff;WiFi'])
    expectProblem(result, 404, 'not_found')
    expect(result.body.detail).toContain('Network;02:ff:ff:ff:ff:ff;WiFi')
    expect(await device(id)).toMatchObject({ locationId: null })
  })

  it('answers 404 naming an unknown location, pairing nothing', async () => {
    const id = await register()
    const result = await pair('nowhere', [id])
    expectProblem(result, 404, 'not_found')
    expect(result.body.detail).toContain('nowhere')
    expect(await device(id)).toMatchObject({ locationId: null })
  })

  it('does not reach a device of another account', async () => {
    const result = await pair('a1-floor', ['Ethernet;3c:52:82:aa:bb:cc;NIC'])
    expectProblem(result, 404, 'not_found')
  })

  it.each([
    ['an empty list', []],
    ['more than 1000 serial ids', Array.from({ length: 1001 }, (_, i) => `id-${i}`)],
    ['a list of numbers', [1, 2]],
  ])('rejects %s with 400', async (_case, ids) => {
    expectProblem(await pair('a1-floor', ids), 400, 'validation_failed')
  })

  it('refuses a member with 403', async () => {
    const result = await call(server.url, '/admin/pair', {
      key: KEYS['k-member'],
      json: { locationId: 'a1-floor', deviceSerialIDs: ['x'] },
    })
    expectProblem(result, 403, 'forbidden')
  })
})

describe('GET /admin/unpairDevice', () => {
  const unpair = (serialId: string) =>
    call(server.url, `/admin/unpairDevice?serialId=${encodeURIComponent(serialId)}`, { key })

  it('detaches a paired device and says unpaired: true; the device stays, without location', async () => {
    const id = await register()
    await pair('a1-floor', [id])
    expect((await unpair(id)).body).toEqual({ status: 'OK', unpaired: true })
    expect(await device(id)).toMatchObject({ locationId: null })
  })

  // HEAD is a safe method (RFC 9110): link checkers and prefetchers send it freely.
  it('refuses HEAD with 405 and leaves the device paired', async () => {
    const id = await register()
    await pair('a1-floor', [id])
    const result = await call(
      server.url,
      `/admin/unpairDevice?serialId=${encodeURIComponent(id)}`,
      { method: 'HEAD', key },
    )
    expect(result.status).toBe(405)
    expect(result.headers.get('allow')).toBe('GET')
    expect(await device(id)).toMatchObject({ locationId: 'a1-floor' })
  })

  it('says unpaired: false for a device that was not paired', async () => {
    expect((await unpair(await register())).body).toEqual({ status: 'OK', unpaired: false })
  })

  it('answers 404 for an unknown serial id', async () => {
    expectProblem(await unpair('Network;02:ee:ee:ee:ee:ee;WiFi'), 404, 'not_found')
  })

  it('requires serialId', async () => {
    expectProblem(await call(server.url, '/admin/unpairDevice', { key }), 400, 'validation_failed')
  })
})
