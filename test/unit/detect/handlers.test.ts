// detectDevices and registerAndPair through the real handler table, keychain and embedded mock service, with a
// recorded Windows machine as "this PC".
import { describe, expect, it } from 'vitest'
import { fixtureDetector } from '#main/detect/fixture.ts'
import { call, testCore } from '../main/support/fixtures.ts'

const windows = () =>
  fixtureDetector(new URL('../../fixtures/detect/windows-11', import.meta.url).pathname)
// The recorded desk's netsh scan: SSID Corp through four access points, 00:00:5e:00:53:01 to :04.
const area = ['01', '02', '03', '04'].map((n, i) => ({
  serialId: `Network;00:00:5e:00:53:${n};WiFi`,
  deviceType: 32,
  name: 'Corp',
  info: i % 2 === 0 ? '2.4 GHz' : '5 GHz',
}))

describe('detectDevices', () => {
  it('says of each found device whether the account has it, and where it is paired', async () => {
    const core = await testCore({ detector: await windows() })
    await call(core.dispatch, 'registerAndPair', { locationId: 'berlin-f2', devices: [area[0]!] })
    await call(core.dispatch, 'registerDevice', area[1]!)
    const detection = await call(core.dispatch, 'detectDevices', { kinds: ['wifi'] })
    expect(detection.registry).toEqual({ checked: true, complete: true })
    const registered = (serialId: string) =>
      detection.devices.find((device) => device.serialId === serialId)?.registered
    expect(registered(area[0]!.serialId)).toEqual({
      name: 'Corp',
      info: '2.4 GHz',
      locationId: 'berlin-f2',
      locationName: 'Berlin · Floor 2',
    })
    expect(registered(area[1]!.serialId)).toMatchObject({ locationId: null })
    expect(registered(area[2]!.serialId)).toBeNull()
  })

  it('still lists what it found when the account cannot be read, and says why', async () => {
    const core = await testCore({ detector: await windows() })
    await call(core.dispatch, 'signOut', { forgetSecret: false })
    const detection = await call(core.dispatch, 'detectDevices', { kinds: ['nic'] })
    expect(detection.devices).toHaveLength(4)
    expect(detection.devices[0]?.registered).toBeUndefined()
    expect(detection.registry).toMatchObject({
      checked: false,
      message: expect.stringMatching(/^Not looked up in the account: /),
    })
  })
})

describe('registerAndPair', () => {
  it('registers each device and pairs them all to the location: one result per device, as the service said', async () => {
    const core = await testCore()
    const { results } = await call(core.dispatch, 'registerAndPair', {
      locationId: 'berlin-f2',
      devices: area,
    })
    expect(results).toEqual(
      area.map(({ serialId }) => ({
        serialId,
        registered: { created: true, message: 'Device created or updated.' },
        pairedTo: 'berlin-f2',
      })),
    )
    const { devices } = await call(core.dispatch, 'listDevices', {})
    for (const { serialId } of area)
      expect(devices).toContainEqual(expect.objectContaining({ serialId, locationId: 'berlin-f2' }))
  })

  it('reports a device the service refuses with its error, and registers and pairs the others', async () => {
    const core = await testCore()
    const bad = { ...area[0]!, serialId: 'Network;00:00:5E:00:53:01;WiFi' }
    const { results } = await call(core.dispatch, 'registerAndPair', {
      locationId: 'berlin-f2',
      devices: [bad, area[1]!],
    })
    expect(results[0]).toMatchObject({
      serialId: bad.serialId,
      error: { code: 'validation_failed' },
    })
    expect(results[0]?.registered).toBeUndefined()
    expect(results[1]).toMatchObject({ registered: { created: true }, pairedTo: 'berlin-f2' })
  })

  it('says an existing device was updated; without a location it stays unpaired', async () => {
    const core = await testCore()
    await call(core.dispatch, 'registerDevice', area[0]!)
    const { results } = await call(core.dispatch, 'registerAndPair', { devices: [area[0]!] })
    expect(results).toEqual([
      {
        serialId: area[0]!.serialId,
        registered: { created: false, message: 'Device created or updated.' },
      },
    ])
  })

  it('keeps the registrations when pairing is refused, and says so on each device', async () => {
    const core = await testCore()
    const { results } = await call(core.dispatch, 'registerAndPair', {
      locationId: 'no-such-floor',
      devices: area.slice(0, 2),
    })
    for (const result of results) {
      expect(result.registered).toMatchObject({ created: true })
      expect(result.pairError?.message).toBeTruthy()
    }
  })

  it('stops at an error that is not about one device (signed out), and says the rest were not sent', async () => {
    const core = await testCore()
    await call(core.dispatch, 'signOut', { forgetSecret: false })
    const { results } = await call(core.dispatch, 'registerAndPair', { devices: area.slice(0, 3) })
    expect(results.map((result) => result.error?.code)).toEqual([
      'unauthenticated',
      'not_sent',
      'not_sent',
    ])
  })
})
