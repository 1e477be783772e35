import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectProblem } from './support/expect-problem.ts'
import { call } from './support/http.ts'
import { KEYS, startTestServer, tempDir } from './support/test-server.ts'
import type { TestServer } from './support/test-server.ts'

// A lone UTF-16 surrogate travels in JSON as an escape ("\ud800"); SQLite, like any UTF-8 store, keeps
// U+FFFD instead. Acknowledged as sent, two such ids became one device after a restart.

const key = KEYS['k-a1']!
const usb = (serial: string, name = 'Dock', info = 'USB-C') => ({
  serialId: `413C;${serial};45166`,
  deviceType: 4,
  name,
  info,
})

/** High alone, low alone, a pair in the wrong order, a high half at the very end. */
const LONE = ['\ud800', '\udfff', '\udc00\ud800', 'end\udbff']

describe('a lone surrogate in a string field', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.dispose())

  const cases = LONE.flatMap((lone) => {
    const shown = JSON.stringify(lone)
    return [
      ['serialId', shown, usb(`SN${lone}1`)],
      ['name', shown, usb('SN1', `Dock ${lone}`)],
      ['info', shown, usb('SN1', 'Dock', `USB-C ${lone}`)],
    ] as [string, string, ReturnType<typeof usb>][]
  })

  it.each(cases)(
    'POST /admin/device: %s holding %s is refused with 400 naming it',
    async (field, _lone, body) => {
      const result = await call(server.url, '/admin/device', { key, json: body })
      expectProblem(result, 400, 'validation_failed')
      expect(result.body.detail).toContain(`${field}: must be well-formed Unicode`)
      expect(result.body.errors).toEqual([
        { path: field, message: expect.stringMatching(/lone UTF-16 surrogate \(U\+D[89A-F]/) },
      ])
      const devices = (await call(server.url, '/admin/devices', { key })).body.devices
      expect(devices.map((device: { name: string }) => device.name)).not.toContain(body.name)
    },
  )

  it('POST /admin/pair: a serial id in deviceSerialIDs, named by its position', async () => {
    const result = await call(server.url, '/admin/pair', {
      key,
      json: { locationId: 'a1-floor', deviceSerialIDs: ['413C;SN1;45166', '413C;SN\ud800;45166'] },
    })
    expectProblem(result, 400, 'validation_failed')
    expect(result.body.errors).toEqual([
      { path: 'deviceSerialIDs.1', message: expect.stringContaining('well-formed Unicode') },
    ])
  })

  it('POST /auth/login: the username, before any password is checked', async () => {
    const result = await call(server.url, '/auth/login', {
      json: { username: 'a1admin\udc00', password: 'pw' },
    })
    expectProblem(result, 400, 'validation_failed')
    expect(result.body.errors).toEqual([
      { path: 'username', message: expect.stringContaining('lone UTF-16 surrogate') },
    ])
  })

  it('the raw JSON escape is refused too (not only what a client library encodes)', async () => {
    const result = await call(server.url, '/admin/device', {
      key,
      body: '{"serialId":"413C;SN\\ud83d;45166","deviceType":4,"name":"Dock","info":"USB-C"}',
      headers: { 'content-type': 'application/json' },
    })
    expectProblem(result, 400, 'validation_failed')
    expect(result.body.errors[0].path).toBe('serialId')
  })
})

describe('a NUL (U+0000) in a string field', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.dispose())

  it.each([
    ['name', usb('SN1', 'Dock\u0000 2'), 4],
    ['info', usb('SN1', 'Dock', '\u0000'), 0],
    ['serialId', usb('SN\u00001'), 7],
  ])(
    'POST /admin/device: %s holding one is refused with 400 naming it',
    async (field, body, at) => {
      const result = await call(server.url, '/admin/device', { key, json: body })
      expectProblem(result, 400, 'validation_failed')
      const message = `must not hold a NUL character (U+0000 at index ${at}): it cannot be shown, and many tools and stores end the text there; remove it`
      expect(result.body.detail).toBe(`The body is not valid: ${field}: ${message}`)
      expect(result.body.errors).toEqual([{ path: field, message }])
      const devices = (await call(server.url, '/admin/devices', { key })).body.devices
      expect(devices.map((device: { serialId: string }) => device.serialId)).not.toContain(
        body.serialId,
      )
    },
  )

  it('the raw JSON escape in a pair request, named by its position', async () => {
    const result = await call(server.url, '/admin/pair', {
      key,
      body: '{"locationId":"a1-floor","deviceSerialIDs":["413C;SN1;45166","413C;SN\\u0000;45166"]}',
      headers: { 'content-type': 'application/json' },
    })
    expectProblem(result, 400, 'validation_failed')
    expect(result.body.errors).toEqual([
      { path: 'deviceSerialIDs.1', message: expect.stringContaining('NUL character (U+0000') },
    ])
  })

  it('a tab, a line break and an ESC stay: the app shows them as escapes', async () => {
    const result = await call(server.url, '/admin/device', {
      key,
      json: usb('SN-CTRL', 'Dock\t2', 'desk 4\n\u001b[2J'),
    })
    expect(result.status, result.text).toBe(200)
    expect(result.body.device).toMatchObject({ name: 'Dock\t2', info: 'desk 4\n\u001b[2J' })
  })
})

describe('what is acknowledged is what is stored, across a restart', () => {
  const dataDir = tempDir()
  // Forty ids that differ only in a character beyond the BMP (a surrogate pair, well-formed), and forty
  // that differ only in a lone surrogate: stored as sent, the second forty would all read back as one.
  const pairs = Array.from({ length: 40 }, (_, i) => String.fromCodePoint(0x1f600 + i))
  const halves = Array.from({ length: 40 }, (_, i) => String.fromCharCode(0xd800 + i))
  const wellFormed = pairs.map((char, i) => usb(`SN${char}`, `Dock ${char}`, `desk ${i} ${char}`))
  const lone = halves.map((char, i) => usb(`SN${char}`, `Dock ${char}`, `desk ${i} ${char}`))
  const statuses: Record<string, number[]> = { wellFormed: [], lone: [] }
  let acknowledged: { serialId: string }[]

  beforeAll(async () => {
    const first = await startTestServer({ dataDir })
    for (const [kind, devices] of [
      ['wellFormed', wellFormed],
      ['lone', lone],
    ] as const) {
      for (const device of devices)
        statuses[kind]!.push((await call(first.url, '/admin/device', { key, json: device })).status)
      const paired = await call(first.url, '/admin/pair', {
        key,
        json: {
          locationId: 'a1-desk-2',
          deviceSerialIDs: devices.map((device) => device.serialId),
        },
      })
      statuses[kind]!.push(paired.status)
    }
    const listed = await call(first.url, '/admin/getDevicesForLocations?locationIds=a1-desk-2', {
      key,
    })
    acknowledged = listed.body.devices
    await first.close()
  })

  it('acknowledges the well-formed forty and refuses every id holding half a pair', () => {
    expect(statuses).toEqual({
      wellFormed: Array(41).fill(200),
      lone: Array(41).fill(400),
    })
    expect(acknowledged.map((device) => device.serialId)).toEqual(
      wellFormed.map((device) => device.serialId),
    )
  })

  it('serves exactly what it acknowledged after the restart: nothing collapsed, nothing lost', async () => {
    const second = await startTestServer({ dataDir })
    try {
      const after = await call(second.url, '/admin/getDevicesForLocations?locationIds=a1-desk-2', {
        key,
      })
      expect(after.body.devices).toHaveLength(acknowledged.length)
      expect(after.body.devices).toEqual(acknowledged)
      expect(after.text).not.toContain('\ufffd')
    } finally {
      await second.dispose()
    }
  })
})
