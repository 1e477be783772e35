import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STREAM_ABOVE_ITEMS } from '#mock-server/http/list-reply.ts'
import { call } from './support/http.ts'
import { KEYS, startTestServer, testSeed } from './support/test-server.ts'
import type { TestServer } from './support/test-server.ts'

// An account with more devices than are sent in one piece: its lists are streamed, in the very shape
// of a short list (the spec's `{"status":"OK","devices":[...]}`).
const EXTRA = STREAM_ABOVE_ITEMS + 1_234
const hex = (n: number) => n.toString(16).padStart(4, '0')
const extraDevices = Array.from({ length: EXTRA }, (_, n) => ({
  accountId: 'a1',
  serialId: `Network;02:aa:00:00:${hex(n).slice(0, 2)}:${hex(n).slice(2)};WiFi`,
  deviceType: 32,
  name: `AP ${n}`,
  info: '5 GHz',
  ...(n % 2 ? { locationId: 'a1-floor' } : {}),
}))
const seededA1 = testSeed.devices.filter((device) => device.accountId === 'a1')
const key = KEYS['k-a1']

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    seed: { ...testSeed, devices: [...testSeed.devices, ...extraDevices] },
  })
})
afterAll(() => server.dispose())

describe('lists longer than one piece', () => {
  it('GET /admin/devices sends every device once, in order, streamed', async () => {
    const { status, headers, body } = await call(server.url, '/admin/devices', { key })
    expect(status).toBe(200)
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(headers.get('transfer-encoding')).toBe('chunked')
    expect(Object.keys(body)).toEqual(['status', 'devices'])
    expect(body.devices).toHaveLength(seededA1.length + EXTRA)
    expect(body.devices.slice(seededA1.length)).toEqual(
      extraDevices.map(({ accountId: _account, locationId, ...device }) => ({
        ...device,
        locationId: locationId ?? null,
        source: 'sensor',
        stored: true,
        lastReportedAt: null,
      })),
    )
  })

  it('GET /admin/getDevicesForLocations without locations sends every paired device', async () => {
    const { status, body } = await call(server.url, '/admin/getDevicesForLocations', { key })
    const paired = seededA1.filter((device) => 'locationId' in device && device.locationId)
    expect(status).toBe(200)
    expect(body.devices).toHaveLength(paired.length + Math.floor(EXTRA / 2))
    expect(
      body.devices.every((device: { locationId: string | null }) => device.locationId !== null),
    ).toBe(true)
  })

  it('streams the list as it was when the request came, though a write lands meanwhile', async () => {
    const response = await fetch(`${server.url}/admin/devices`, { headers: { 'x-api-key': key! } })
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let text = decoder.decode((await reader.read()).value, { stream: true })
    const { accountId: _account, locationId: _location, ...last } = extraDevices[EXTRA - 1]!
    const write = await call(server.url, '/admin/device', {
      key,
      json: { ...last, name: 'Renamed' },
    })
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      text += decoder.decode(chunk.value, { stream: true })
    expect(write.status).toBe(200)
    expect(JSON.parse(text).devices.at(-1).name).toBe(`AP ${EXTRA - 1}`)
    const after = await call(server.url, '/admin/devices', { key })
    expect(after.body.devices.at(-1).name).toBe('Renamed')
  })

  it('answers HEAD with the headers and no body', async () => {
    const { status, text } = await call(server.url, '/admin/devices', { key, method: 'HEAD' })
    expect([status, text]).toEqual([200, ''])
  })
})
