import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildOpenApiDocument } from '#mock-server/openapi/document.ts'
import { DEFAULT_MAX_UNPAIRED_PER_ACCOUNT } from '#mock-server/store/device-registry.ts'
import { expectProblem } from './support/expect-problem.ts'
import { call } from './support/http.ts'
import { KEYS, startTestServer } from './support/test-server.ts'
import type { TestServer } from './support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ maxUnpairedDevicesPerAccount: 2 })
})
afterAll(() => server.dispose())

const key = KEYS['k-a1']
const wifi = (n: number) => ({
  serialId: `Network;02:00:00:00:09:${n.toString(16).padStart(2, '0')};WiFi`,
  deviceType: 32,
  name: 'Corp',
  info: '5 GHz',
})
const register = (n: number, apiKey = key) =>
  call(server.url, '/admin/device', { key: apiKey, json: wifi(n) })

// Devices registered and never paired live in memory only; without a bound, a looping client would
// grow the process until it dies.
describe('the per-account bound on devices registered and never paired', () => {
  it('refuses one more with 409 problem+json that says what to do', async () => {
    expect((await register(1)).status).toBe(200)
    expect((await register(2)).status).toBe(200)
    const refused = await register(3)
    expectProblem(refused, 409)
    expect(refused.body.code).toBe('limit_exceeded')
    expect(refused.body.detail).toMatch(/2 devices .*never paired/)
    expect(refused.body.detail).toMatch(/POST \/admin\/pair/)
    const devices = await call(server.url, '/admin/devices', { key })
    expect(devices.body.devices.map((d: { serialId: string }) => d.serialId)).not.toContain(
      wifi(3).serialId,
    )
  })

  it('still accepts an update of a device already registered', async () => {
    const result = await call(server.url, '/admin/device', {
      key,
      json: { ...wifi(1), name: 'Renamed' },
    })
    expect(result.body).toMatchObject({ created: false, device: { name: 'Renamed' } })
  })

  it('counts each account apart', async () => {
    expect((await register(1, KEYS['k-a2'])).status).toBe(200)
  })

  it('makes room once a device is paired (it is stored from then on)', async () => {
    const paired = await call(server.url, '/admin/pair', {
      key,
      json: { locationId: 'a1-floor', deviceSerialIDs: [wifi(1).serialId] },
    })
    expect(paired.status).toBe(200)
    await call(server.url, `/admin/unpairDevice?serialId=${encodeURIComponent(wifi(1).serialId)}`, {
      key,
    })
    expect((await register(3)).status).toBe(200)
    expectProblem(await register(4), 409)
  })

  it('is documented in the OpenAPI document, with its default', () => {
    const doc = buildOpenApiDocument() as {
      paths: Record<string, { post: { responses: Record<string, { $ref: string }> } }>
      components: { responses: Record<string, { description: string }> }
    }
    const ref = doc.paths['/admin/device']!.post.responses['409']!.$ref
    const response = doc.components.responses[ref.replace('#/components/responses/', '')]
    expect(response?.description).toContain(DEFAULT_MAX_UNPAIRED_PER_ACCOUNT.toLocaleString('en'))
  })
})
