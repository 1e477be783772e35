import { describe, expect, it } from 'vitest'
import { createAdminClient } from '#core/admin-client/client.ts'
import { createHttp } from '#core/admin-client/http.ts'
import { DEMO, remoteMockServer } from './support/fixtures.ts'
import { json, transportServer } from './support/http-server.ts'

const berlin = { apiKey: DEMO.berlinAdminKey }
const clientFor = (baseUrl: string) =>
  createAdminClient(createHttp({ baseUrl, allowInsecureHttp: false, retries: 0 }))

describe('admin client against the real mock server (the contract test)', () => {
  it('speaks every endpoint of the shared table and parses each answer', async () => {
    const client = clientFor((await remoteMockServer()).url)
    const me = await client.whoAmI(berlin)
    expect(me?.principal).toMatchObject({ kind: 'apiKey', accountId: 'acct-berlin-hq' })
    const login = await client.login(DEMO.berlinAdmin.username, DEMO.berlinAdmin.password)
    const token = { token: login.token }
    expect((await client.listAccounts(token))?.accounts.map((a) => a.id)).toEqual([
      'acct-berlin-hq',
    ])
    const [location] = (await client.listLocations(token, undefined))?.locations ?? []
    const device = {
      serialId: 'Network;0a:1b:2c:3d:4e:5f;WiFi',
      deviceType: 32,
      name: 'Guest',
      info: '5 GHz',
    }
    expect(await client.upsertDevice(berlin, undefined, device)).toMatchObject({
      created: true,
      device: { locationId: null },
    })
    expect((await client.listDevices(berlin, undefined))?.devices).toContainEqual(
      expect.objectContaining({ serialId: device.serialId }),
    )
    expect((await client.pair(berlin, undefined, location!.id, [device.serialId])).paired).toEqual([
      device.serialId,
    ])
    const paired = await client.getDevicesForLocations(berlin, undefined, [location!.id])
    expect(paired.devices.map((d) => d.serialId)).toContain(device.serialId)
    expect((await client.unpairDevice(berlin, undefined, device.serialId)).unpaired).toBe(true)
    expect((await client.listApiKeys(berlin, {})).apiKeys.length).toBeGreaterThan(0)
    await client.logout(token)
    await expect(client.listAccounts(token)).rejects.toMatchObject({ code: 'unauthenticated' })
  })

  it.each([
    ['says which location contains which (parentId)', { parentId: null }, true],
    ['has flat locations (no parentId)', {}, false],
  ])('detects a service that %s', async (_case, extension, hierarchy) => {
    const location = { id: 'f1', name: 'Floor 1', accountId: 'a1', ...extension }
    const server = await transportServer((_req, res) =>
      json(res, 200, { status: 'OK', locations: [location] }),
    )
    expect(await clientFor(server.url).listLocations(berlin, undefined)).toEqual({
      locations: [location],
      hierarchy,
    })
  })

  it('checks a request body before sending it, naming the field', async () => {
    const server = await transportServer((_req, res) => json(res, 200, {}))
    const client = clientFor(server.url)
    await expect(
      client.upsertDevice(berlin, undefined, { serialId: 'x', deviceType: 3, name: 'n', info: '' }),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      fields: [expect.objectContaining({ path: 'deviceType' })],
    })
    expect(server.seen).toHaveLength(0)
  })

  it('refuses an answer that is not the contract, suspecting the URL', async () => {
    const server = await transportServer((_req, res) => json(res, 200, { hello: 'world' }))
    await expect(clientFor(server.url).listApiKeys(berlin, {})).rejects.toMatchObject({
      code: 'bad_response',
      message: expect.stringContaining("Is the profile's URL that of the admin service?"),
    })
  })

  const key = {
    id: 'k1',
    name: 'Ops',
    role: 'accountAdmin',
    scope: 'account',
    tenantId: 't1',
    createdAt: '2024-01-01T00:00:00Z',
  }
  it.each([
    [
      'an HTML page',
      'text/html; charset=utf-8',
      '<html><body>Sign in</body></html>',
      'with an HTML page (text/html) where a JSON object with "status" and "apiKeys" belongs',
    ],
    [
      'an empty body',
      'application/json',
      '',
      'with an empty body where a JSON object with "status" and "apiKeys" belongs',
    ],
    [
      'text that is not JSON',
      'text/plain',
      'OK',
      'with text that is not JSON (text/plain) where a JSON object with "status" and "apiKeys" belongs',
    ],
    [
      'a list instead of an object',
      'application/json',
      '[]',
      'in an unexpected form (the body is a list where a JSON object with "status" and "apiKeys" belongs',
    ],
    [
      'a missing field',
      'application/json',
      JSON.stringify({ status: 'OK' }),
      'in an unexpected form ("apiKeys" is missing)',
    ],
    [
      'a field of the wrong type',
      'application/json',
      JSON.stringify({ status: 'OK', apiKeys: [key, { ...key, name: 7 }] }),
      'in an unexpected form ("apiKeys.1.name" is a number where text belongs)',
    ],
  ])('says in words what came instead of the answer: %s', async (_case, type, body, words) => {
    const server = await transportServer((_req, res) => {
      res.writeHead(200, { 'content-type': type })
      res.end(body)
    })
    const failure = clientFor(server.url).listApiKeys(berlin, {})
    await expect(failure).rejects.toMatchObject({
      code: 'bad_response',
      message: expect.stringContaining(`The service answered GET /admin/apikey ${words}`),
    })
    await expect(failure).rejects.not.toHaveProperty(
      'message',
      expect.stringContaining('undefined'),
    )
  })
})
