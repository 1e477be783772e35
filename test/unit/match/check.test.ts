import { afterAll, describe, expect, it } from 'vitest'
import { DEMO, call, fails, remoteMockServer, testCore } from '../core/support/fixtures.ts'
import { serviceWithoutExtensions } from '../core/support/spec-only-service.ts'
import { sentText } from '../core/support/error-text.ts'
import { german } from '../../renderer/translate.ts'
import { unsaid } from '../../support/said-texts.ts'
import { MATCH_ERROR_TEXT_CODES } from '#shared/match/match-error-texts.ts'
import type { ErrorText } from '#shared/error-texts.ts'

const DESK = 'berlin-f2-desk-01'
/** A dock registered with its serial in the wrong case; the sensor reports it in upper case. */
const wrongCase = {
  serialId: '413C;cn0match1;45166',
  deviceType: 4,
  name: 'Desk 1 dock',
  info: 'WD19S',
}
const asReported = { serialId: '413C;CN0MATCH1;45166', deviceType: 4, name: '', info: '' }
const exact = {
  serialId: '413C;CN0EXACT1;45166',
  deviceType: 4,
  name: 'Desk 2 dock',
  info: 'WD19S',
}

async function registered() {
  const core = await testCore()
  await call(core.dispatch, 'putDevices', {
    devices: [
      { ...wrongCase, locationId: DESK },
      { ...exact, locationId: 'berlin-f2-desk-02' },
    ],
    keepUnpaired: false,
    via: 'register',
  })
  return core
}
type Core = Awaited<ReturnType<typeof registered>>
const check = (core: Core) => call(core.dispatch, 'checkMatch', {})
const entryOf = async (core: Core, serialId: string) =>
  (await check(core)).entries.find((entry) => entry.device.serialId === serialId)

const said: ErrorText[] = []

describe('the match check', () => {
  it('says a registration no sensor reported is waiting, since it was registered', async () => {
    const core = await registered()
    const entry = await entryOf(core, wrongCase.serialId)
    expect(entry).toMatchObject({ status: 'waiting', lastReportedAt: null, nearMisses: [] })
    expect(Date.parse(entry!.registeredAt!)).toBeLessThanOrEqual(Date.now())
  })

  it('finds the near-miss once the sensor reports the id another way, with its evidence, first', async () => {
    const core = await registered()
    await call(core.dispatch, 'playSensor', { devices: [asReported, exact] })
    const result = await check(core)
    expect(result.entries[0]).toMatchObject({
      status: 'near-miss',
      device: { serialId: wrongCase.serialId, locationId: DESK },
      nearMisses: [
        {
          rule: 'usb-serial',
          certainty: 'certain',
          reported: { serialId: asReported.serialId, locationId: null },
          evidence: {
            code: 'usb-serial',
            values: { registered: 'cn0match1', reported: 'CN0MATCH1' },
          },
        },
      ],
    })
    expect(result.entries.find((e) => e.device.serialId === exact.serialId)).toMatchObject({
      status: 'matched',
      lastReportedAt: expect.any(String),
    })
    expect(result.counts).toMatchObject({ registered: 2, matched: 1, nearMiss: 1, waiting: 0 })
    expect(result.limits).toEqual([])
  })

  it('changes nothing: the registry is the same before and after', async () => {
    const core = await registered()
    await call(core.dispatch, 'playSensor', { devices: [asReported] })
    const before = await call(core.dispatch, 'listDevices', {})
    await check(core)
    expect((await call(core.dispatch, 'listDevices', {})).devices).toEqual(before.devices)
  })
})

describe('repairing a near-miss', () => {
  const refusal = async (core: Core, input: unknown) => {
    const error = await fails(core.dispatch, 'repairNearMiss', input)
    said.push(sentText(error))
    return error
  }
  async function nearMiss() {
    const core = await registered()
    await call(core.dispatch, 'playSensor', { devices: [asReported] })
    const entry = (await entryOf(core, wrongCase.serialId))!
    const input = {
      registered: entry.device,
      reported: entry.nearMisses[0]!.reported,
      via: 'match' as const,
    }
    return { core, input }
  }
  const device = async (core: Core, serialId: string) =>
    (await call(core.dispatch, 'listDevices', {})).devices.find((d) => d.serialId === serialId)

  it('pairs the sensor’s id where the admin chose, with the admin’s name and info, and unpairs the admin’s entry', async () => {
    const { core, input } = await nearMiss()
    const repaired = await call(core.dispatch, 'repairNearMiss', input)
    expect(repaired.text.message).toBe(
      `${asReported.serialId} replaces ${wrongCase.serialId}: paired to ${DESK}, named "Desk 1 dock".`,
    )
    expect(await device(core, asReported.serialId)).toMatchObject({
      locationId: DESK,
      name: 'Desk 1 dock',
      info: 'WD19S',
    })
    expect(await device(core, wrongCase.serialId)).toMatchObject({ locationId: null })
    const entry = await entryOf(core, asReported.serialId)
    expect(entry).toMatchObject({ status: 'matched' })
    expect(await entryOf(core, wrongCase.serialId)).toBeUndefined()
  })

  it('journals each step and marks the admin’s entry replaced, so the lost check does not offer it', async () => {
    const { core, input } = await nearMiss()
    const { entryIds } = await call(core.dispatch, 'repairNearMiss', input)
    const { entries } = await call(core.dispatch, 'listActivity', {})
    const actions = entryIds.map((id) => entries.find((e) => e.id === id)?.action)
    expect(actions).toEqual(['update', 'pair', 'unpair', 'replace'])
    // Each step says the device as it was after the step before (the repair lists the devices once).
    const [update, pair, unpair] = entryIds.map((id) => entries.find((e) => e.id === id)!)
    const named = { name: 'Desk 1 dock', info: 'WD19S' }
    expect(update).toMatchObject({ before: { name: '', info: '', locationId: null }, after: named })
    expect(pair).toMatchObject({
      serialId: asReported.serialId,
      before: { ...named, locationId: null },
      after: { ...named, locationId: DESK },
    })
    expect(unpair).toMatchObject({
      serialId: wrongCase.serialId,
      before: { ...named, locationId: DESK },
      after: { locationId: null },
    })
    const lost = await call(core.dispatch, 'findLostDevices', {})
    expect(lost.devices.map((d) => d.serialId)).not.toContain(wrongCase.serialId)
  })

  it('is undone as a whole through its replacement entry', async () => {
    const { core, input } = await nearMiss()
    const { entryIds } = await call(core.dispatch, 'repairNearMiss', input)
    const undone = await call(core.dispatch, 'undoActivity', {
      entryId: entryIds.at(-1)!,
      via: 'activity',
    })
    expect(undone.text.code).toBe('undo-repair')
    expect(await device(core, wrongCase.serialId)).toMatchObject({ locationId: DESK })
    expect(await device(core, asReported.serialId)).toMatchObject({ locationId: null, name: '' })
    expect(await entryOf(core, wrongCase.serialId)).toMatchObject({ status: 'near-miss' })
  })

  it.each([
    ['renamed', { name: 'Someone else’s' }, 'name "" is now "Someone else’s"'],
    ['moved', { locationId: 'berlin-f2-desk-03' }, 'location "none" is now "berlin-f2-desk-03"'],
  ])(
    'does nothing when the sensor’s device was %s since the check, and says what changed',
    async (_what, change, said) => {
      const { core, input } = await nearMiss()
      if ('name' in change)
        await call(core.dispatch, 'updateDevice', {
          serialId: asReported.serialId,
          name: change.name!,
          info: '',
          via: 'devices',
        })
      else
        await call(core.dispatch, 'pairDevices', {
          locationId: change.locationId!,
          serialIds: [asReported.serialId],
          via: 'devices',
        })
      const before = await call(core.dispatch, 'listDevices', {})
      const error = await refusal(core, input)
      expect(error).toMatchObject({ code: 'conflict', text: { code: 'match-changed' } })
      expect(error.message).toContain(said)
      expect((await call(core.dispatch, 'listDevices', {})).devices).toEqual(before.devices)
    },
  )

  it('does nothing when the admin’s entry was unpaired since the check', async () => {
    const { core, input } = await nearMiss()
    await call(core.dispatch, 'unpairDevices', { serialIds: [wrongCase.serialId], via: 'devices' })
    const error = await refusal(core, input)
    expect(error.message).toContain(`${wrongCase.serialId}: location "${DESK}" is now "none"`)
  })

  it('repairs in a row, each outcome said, a repair the one before made moot refused with nothing changed', async () => {
    const { core, input } = await nearMiss()
    const { registered, reported } = input
    const { outcomes } = await call(core.dispatch, 'repairNearMisses', {
      repairs: [
        { registered, reported },
        { registered, reported },
      ],
      via: 'match',
    })
    expect(outcomes[0]).toMatchObject({ serialId: wrongCase.serialId, ok: true })
    // The second reads the devices as the first left them: the admin's entry is no longer paired.
    expect(outcomes[1]).toMatchObject({
      serialId: wrongCase.serialId,
      ok: false,
      error: { code: 'conflict', text: { code: 'match-changed' } },
    })
    expect(await device(core, asReported.serialId)).toMatchObject({ locationId: DESK })
    const { entries } = await call(core.dispatch, 'listActivity', {})
    expect(entries.filter((entry) => entry.action === 'replace')).toHaveLength(1)
  })

  it('asks before repairing a likely near-miss, and repairs it once confirmed', async () => {
    const core = await testCore()
    const ap = {
      serialId: 'Network;02:aa:bb:cc:dd:e0;WiFi',
      deviceType: 32,
      name: 'Corp',
      info: '5 GHz',
    }
    await call(core.dispatch, 'putDevices', {
      devices: [{ ...ap, locationId: 'berlin-f2' }],
      keepUnpaired: false,
      via: 'register',
    })
    await call(core.dispatch, 'playSensor', {
      devices: [{ ...ap, serialId: 'Network;02:aa:bb:cc:dd:e3;WiFi' }],
    })
    const entry = (await entryOf(core, ap.serialId))!
    expect(entry.nearMisses[0]).toMatchObject({ rule: 'radio-family', certainty: 'likely' })
    const input = {
      registered: entry.device,
      reported: entry.nearMisses[0]!.reported,
      via: 'match' as const,
    }
    const error = await refusal(core, input)
    expect(error).toMatchObject({ text: { code: 'match-likely-unconfirmed' } })
    await call(core.dispatch, 'repairNearMiss', { ...input, confirmLikely: true })
    expect(await entryOf(core, 'Network;02:aa:bb:cc:dd:e3;WiFi')).toMatchObject({
      status: 'matched',
    })
  })

  afterAll(() => {
    // One real refusal of every code was made above: each is said with its catalog message.
    expect(new Set(said.map((text) => text.code))).toEqual(new Set(MATCH_ERROR_TEXT_CODES))
    expect(unsaid(said)).toEqual([])
    const changed = said.find((text) => text.code === 'match-changed')!
    expect(german(changed.id!, changed.values)).toContain('Es wurde nichts geändert')
  })

  it('refuses a pair that is no near-miss, and one whose device is gone', async () => {
    const { core, input } = await nearMiss()
    const other = { ...input.reported, serialId: '413C;OTHER;45166' }
    expect(await refusal(core, { ...input, reported: other })).toMatchObject({
      code: 'not_found',
      text: { code: 'match-gone' },
    })
    const seeded = (await call(core.dispatch, 'listDevices', {})).devices.find(
      (d) => d.deviceType === 2,
    )!
    const error = await refusal(core, { ...input, reported: seeded })
    expect(error).toMatchObject({ text: { code: 'match-not-near-miss' } })
    const notAdmin = await refusal(core, { ...input, registered: seeded })
    expect(notAdmin).toMatchObject({ text: { code: 'match-not-registered' } })
  })
})

describe('against a service that does not say when a sensor reported a device', () => {
  it('says what it cannot know, and still finds near-misses', async () => {
    const upstream = await remoteMockServer()
    const core = await testCore()
    const profile = await call(core.dispatch, 'saveProfile', {
      name: 'No report times',
      baseUrl: await serviceWithoutExtensions({ upstream, onlyDrop: ['lastReportedAt'] }),
      authMethod: 'apiKey',
    })
    await call(core.dispatch, 'useProfile', { id: profile.id })
    await call(core.dispatch, 'signIn', { method: 'apiKey', apiKey: DEMO.berlinAdminKey })
    await call(core.dispatch, 'putDevices', {
      devices: [
        { ...wrongCase, locationId: DESK },
        { ...exact, locationId: DESK },
      ],
      keepUnpaired: false,
      via: 'register',
    })
    const report = await fetch(`${upstream.url}/admin/sensorReport`, {
      method: 'POST',
      headers: { 'x-api-key': DEMO.berlinAdminKey, 'content-type': 'application/json' },
      body: JSON.stringify({ devices: [asReported, exact] }),
    })
    expect(report.status).toBe(200)
    const result = await call(core.dispatch, 'checkMatch', {})
    expect(result.limits.map((limit) => limit.code)).toEqual(['no-report-times'])
    expect(result.limits[0]!.message).toContain(
      'This service does not say when a sensor last reported a device',
    )
    expect(result.entries.map((e) => [e.device.serialId, e.status])).toEqual([
      [wrongCase.serialId, 'near-miss'],
      [exact.serialId, 'unknown'],
    ])
  })

  it('against a service of the spec alone: says both what it cannot know, and finds near-misses among the paired', async () => {
    const upstream = await remoteMockServer()
    const core = await testCore()
    const profile = await call(core.dispatch, 'saveProfile', {
      name: 'Spec only',
      baseUrl: await serviceWithoutExtensions({ upstream, alsoDrop: ['lastReportedAt'] }),
      authMethod: 'apiKey',
    })
    await call(core.dispatch, 'useProfile', { id: profile.id })
    await call(core.dispatch, 'signIn', { method: 'apiKey', apiKey: DEMO.berlinAdminKey })
    await call(core.dispatch, 'putDevices', {
      devices: [{ ...wrongCase, locationId: DESK }],
      keepUnpaired: false,
      via: 'register',
    })
    // The sensor's report, paired by someone at another desk: a service of the spec lists paired devices only.
    const headers = { 'x-api-key': DEMO.berlinAdminKey, 'content-type': 'application/json' }
    const post = (path: string, body: unknown) =>
      fetch(`${upstream.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
    expect((await post('/admin/sensorReport', { devices: [asReported] })).status).toBe(200)
    const paired = await post('/admin/pair', {
      locationId: 'berlin-f2-desk-02',
      deviceSerialIDs: [asReported.serialId],
    })
    expect(paired.status).toBe(200)
    const listed = await call(core.dispatch, 'listDevices', {})
    const result = await call(core.dispatch, 'checkMatch', {})
    expect(result.limits.map((limit) => limit.code)).toEqual(['no-report-times', 'paired-only'])
    expect(result.limits[1]!.message).toContain('This service lists paired devices only')
    expect(result.entries).toHaveLength(1)
    expect(result.entries[0]).toMatchObject({
      status: 'near-miss',
      device: { serialId: wrongCase.serialId },
      nearMisses: [{ rule: 'usb-serial', reported: { serialId: asReported.serialId } }],
    })
    // The check only read: the service lists the same devices after it.
    expect((await call(core.dispatch, 'listDevices', {})).devices).toEqual(listed.devices)
  })
})
