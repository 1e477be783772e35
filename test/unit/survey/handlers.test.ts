// The survey's IPC methods through the dispatch loop, against the real mock service seeded with Floor 4
// (three desks) and a dock paired at Desk 2.07, the machine moved through its recorded states.
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fixtureDetector } from '#core/detect/fixture.ts'
import { inProcessEmbeddedService } from '#core/embedded/in-process-service.ts'
import { german } from '../../renderer/translate.ts'
import { call, fails, TEST_SCRYPT, tempDir, testCore } from '../core/support/fixtures.ts'
import { machineStates, seed } from './support/floor.ts'

async function floorCore(configDir?: string) {
  const dir = configDir ?? (await tempDir())
  const states = await machineStates()
  const core = await testCore({
    configDir: dir,
    embedded: inProcessEmbeddedService(path.join(dir, 'mock-server'), {
      scryptParams: TEST_SCRYPT,
      seed: seed(),
    }),
    detector: await fixtureDetector(states.dir),
  })
  const tick = () => call(core.dispatch, 'surveyState', { detect: true })
  return { core, ...states, tick, configDir: dir }
}

describe('surveying Floor 4 through the IPC methods', () => {
  it('starts at Desk 4.01 with the baseline taken; no survey before the start', async () => {
    const { core } = await floorCore()
    expect(await call(core.dispatch, 'surveyState', { detect: true })).toBeNull()
    const state = await call(core.dispatch, 'surveyStart', { locationId: 'lindenhaus-f4' })
    expect(state).toMatchObject({
      location: { id: 'lindenhaus-f4', name: 'Floor 4' },
      currentDeskId: 'desk-4-01',
      phase: 'plug-in',
      progress: { done: 0, total: 3 },
      registry: { checked: true },
    })
    expect(state.baseline.devices.map((device) => device.where)).toContain('card1-eDP-1')
    expect(state.baseline.warnings).toEqual([])
  })

  it('confirms a desk in one call: registered and paired, journaled via survey; then the next desk', async () => {
    const { core, plug, tick } = await floorCore()
    await call(core.dispatch, 'surveyStart', { locationId: 'lindenhaus-f4' })
    await plug('desk-1')
    const plugged = await tick()
    expect(plugged?.phase).toBe('plugged')
    const confirmed = await call(core.dispatch, 'surveyConfirm', {
      deskId: 'desk-4-01',
      revision: plugged!.proposal!.revision,
    })
    expect(confirmed.results.map((result) => [result.outcome, result.pairing])).toEqual([
      ['created', 'paired'],
      ['created', 'paired'],
      ['created', 'paired'],
      ['created', 'paired'],
    ])
    expect(confirmed.state).toMatchObject({
      currentDeskId: 'desk-4-02',
      phase: 'unplug',
      progress: { done: 1, total: 3 },
      lastConfirmed: { deskId: 'desk-4-01', label: 'Desk 4.01' },
    })
    const { entries } = await call(core.dispatch, 'listActivity', {})
    expect(new Set(entries.map((entry) => entry.via))).toEqual(new Set(['survey']))
    expect(entries.filter((entry) => entry.action === 'pair')).toHaveLength(4)
    const listed = await call(core.dispatch, 'listDevices', {})
    expect(listed.devices.find((d) => d.serialId === '413C;CNZZ0DOCK26001;45166')).toMatchObject({
      name: 'Desk 4.01 dock',
      info: 'Dell Inc. Dell dock',
      locationId: 'desk-4-01',
    })
    await plug('baseline')
    expect((await tick())?.phase).toBe('plug-in')
  })

  it('moves a dock paired at Desk 2.07 only when confirmed; the report counts it; undo moves it back', async () => {
    const { core, plug, tick } = await floorCore()
    await call(core.dispatch, 'surveyStart', { locationId: 'lindenhaus-f4' })
    await call(core.dispatch, 'surveyGoTo', { deskId: 'desk-4-03' })
    await plug('desk-3')
    const state = await tick()
    expect(state?.proposal?.items[0]).toMatchObject({
      placement: 'elsewhere',
      notes: [{ message: 'This dock is paired to Desk 2.07: confirming moves it here.' }],
    })
    const before = await call(core.dispatch, 'listDevices', {})
    expect(before.devices.find((d) => d.serialId === '413C;CNZZ0DOCK26007;45166')?.locationId).toBe(
      'desk-2-07',
    )
    await call(core.dispatch, 'surveyConfirm', {
      deskId: 'desk-4-03',
      revision: state!.proposal!.revision,
    })
    const report = await call(core.dispatch, 'surveyReport')
    // The two desks still to do are to do, not "without a dock".
    expect(report.counts).toEqual({ total: 3, done: 1, skipped: 0, withoutDock: 0, moved: 1 })
    expect(report.moved).toEqual([
      expect.objectContaining({
        serialId: '413C;CNZZ0DOCK26007;45166',
        from: 'Desk 2.07',
        to: 'Desk 4.03',
      }),
    ])
    expect(report.csv.split('\r\n')).toEqual([
      'desk,locationId,status,dock,monitors,otherDevices,movedHere',
      'Desk 4.01,desk-4-01,open,"","","",',
      'Desk 4.02,desk-4-02,open,"","ZZU;ZZU4020001;2402","",',
      'Desk 4.03,desk-4-03,done,"413C;CNZZ0DOCK26007;45166","ZZV;16843009;2703","Ethernet;00:00:5e:00:53:31;NIC",413C;CNZZ0DOCK26007;45166 from Desk 2.07',
    ])

    const undone = await call(core.dispatch, 'surveyUndo')
    expect(undone.failed).toBe(0)
    expect(undone.messages.map((each) => each.message)).toContain(
      '"Desk 2.07 dock" is paired to desk-2-07 again.',
    )
    // The undo's own code travels with it: the window says it in German too.
    const paired = undone.messages.find((each) => each.undone === 'undo-paired')
    expect(german(paired!.id!, paired!.values)).toBe(
      '„Desk 2.07 dock“ ist wieder desk-2-07 zugeordnet.',
    )
    expect(undone.state).toMatchObject({ currentDeskId: 'desk-4-03', phase: 'plugged' })
    const after = await call(core.dispatch, 'listDevices', {})
    expect(after.devices.find((d) => d.serialId === '413C;CNZZ0DOCK26007;45166')?.locationId).toBe(
      'desk-2-07',
    )
    expect((await call(core.dispatch, 'surveyReport')).counts.moved).toBe(0)
  })

  it('refuses a confirmation of a proposal that changed, and an undo with nothing confirmed', async () => {
    const { core, plug, tick } = await floorCore()
    await call(core.dispatch, 'surveyStart', { locationId: 'lindenhaus-f4' })
    await plug('desk-1')
    const seen = (await tick())!.proposal!.revision
    await plug('desk-2')
    await tick()
    expect(
      await fails(core.dispatch, 'surveyConfirm', { deskId: 'desk-4-01', revision: seen }),
    ).toMatchObject({ code: 'conflict' })
    expect(await fails(core.dispatch, 'surveyUndo')).toMatchObject({ code: 'undo_not_possible' })
  })

  it('survives a restart: desks done are read from the service and the journal', async () => {
    const first = await floorCore()
    await call(first.core.dispatch, 'surveyStart', { locationId: 'lindenhaus-f4' })
    await first.plug('desk-1')
    const state = await first.tick()
    // The monitors only: the desk has no dock afterwards, and is done all the same.
    await call(first.core.dispatch, 'surveyConfirm', {
      deskId: 'desk-4-01',
      revision: state!.proposal!.revision,
      choices: state!
        .proposal!.items.filter((item) => item.role !== 'monitor')
        .map((item) => ({ key: item.key, serialId: null })),
    })
    await first.core.close()
    const again = await floorCore(first.configDir)
    const resumed = await call(again.core.dispatch, 'surveyStart', { locationId: 'lindenhaus-f4' })
    expect(resumed.desks.map((desk) => [desk.label, desk.status, desk.confirmed])).toEqual([
      ['Desk 4.01', 'done', true],
      ['Desk 4.02', 'open', false],
      ['Desk 4.03', 'open', false],
    ])
    expect(resumed.currentDeskId).toBe('desk-4-02')
  })

  it('says a floor is needed when a desk is chosen', async () => {
    const { core } = await floorCore()
    expect(await fails(core.dispatch, 'surveyStart', { locationId: 'desk-4-01' })).toMatchObject({
      code: 'validation_failed',
      message: expect.stringContaining('Desk 4.01'),
    })
  })
})
