// detectDevices through the real handler table, keychain and embedded mock service, with a
// recorded Windows machine as "this PC".
import { describe, expect, it } from 'vitest'
import { fixtureDetector } from '#core/detect/fixture.ts'
import { call, testCore } from '../core/support/fixtures.ts'

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
    await call(core.dispatch, 'putDevices', {
      devices: [
        { ...area[0]!, locationId: 'berlin-f2' },
        { ...area[1]!, locationId: null },
      ],
      keepUnpaired: true,
      via: 'detect',
    })
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

describe('what detection found, put in', () => {
  it('goes in through putDevices like every way in: registered, paired, and in the journal as detect', async () => {
    const core = await testCore({ detector: await windows() })
    const detection = await call(core.dispatch, 'detectDevices', { kinds: ['wifi'] })
    const found = detection.devices.filter((device) => device.serialId !== undefined).slice(0, 2)
    const { results } = await call(core.dispatch, 'putDevices', {
      devices: found.map((device) => ({
        serialId: device.serialId!,
        deviceType: device.deviceType,
        name: device.name,
        info: device.info,
        locationId: 'berlin-f2',
      })),
      keepUnpaired: false,
      via: 'detect',
    })
    expect(results.map((result) => [result.outcome, result.pairing])).toEqual([
      ['created', 'paired'],
      ['created', 'paired'],
    ])
    const again = await call(core.dispatch, 'detectDevices', { kinds: ['wifi'] })
    for (const device of found)
      expect(again.devices.find((d) => d.serialId === device.serialId)?.registered).toMatchObject({
        locationId: 'berlin-f2',
      })
    const { entries } = await call(core.dispatch, 'listActivity', { actions: ['register'] })
    expect(entries.map((entry) => entry.via)).toEqual(['detect', 'detect'])
  })
})
