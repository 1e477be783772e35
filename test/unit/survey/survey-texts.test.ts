// Every text the survey says in its own words, made by the real survey (the recorded floor, the session,
// the proposal, the IPC methods), names a catalog message that says it in English and German.
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Location } from '#shared/api/extensions.ts'
import type { DetectedDevice } from '#shared/ipc/detect.ts'
import { SURVEY_CODES, type SurveyCodedText, type SurveyProposal } from '#shared/ipc/survey.ts'
import { foundChoice, foundDevice } from '#shared/serial-id/read.ts'
import { nicDevice } from '#shared/serial-id/readers/nic-device.ts'
import { foundIncomplete } from '#shared/serial-id/found.ts'
import { SYSFS_NO_SERIAL } from '#shared/serial-id/part-problems.ts'
import { candidateLabel } from '#shared/serial-id/text.ts'
import { detectedDevice } from '#core/detect/detected.ts'
import { fixtureDetector } from '#core/detect/fixture.ts'
import { inProcessEmbeddedService } from '#core/embedded/in-process-service.ts'
import { floorOf } from '#core/survey/desks.ts'
import { appearedSince, baselineOf } from '#core/survey/machine-diff.ts'
import { buildProposal } from '#core/survey/proposal.ts'
import { createSurveySession } from '#core/survey/session.ts'
import { baselineWarnings } from '#core/survey/state-notes.ts'
import { unsaid } from '../../support/said-texts.ts'
import { call, TEST_SCRYPT, tempDir, testCore } from '../core/support/fixtures.ts'
import { machineStates, seed, stateOf, WINDOWS } from './support/floor.ts'

const at = (id: string, name: string, parentId: string | null): Location => ({
  id,
  name,
  accountId: 'a1',
  parentId,
})
const FLOOR = floorOf(
  [
    at('f2', 'Floor 2', null),
    at('desk-2-07', 'Desk 2.07', 'f2'),
    at('f4', 'Floor 4', null),
    at('desk-4-01', 'Desk 4.01', 'f4'),
    at('desk-4-02', 'Desk 4.02', 'f4'),
    at('desk-4-03', 'Desk 4.03', 'f4'),
  ],
  true,
  'f4',
)
const DESK = FLOOR.desks[0]!

/** The coded texts of a proposal: its items' notes, the dock's parts, what it ignored. */
const textsOf = (proposal: SurveyProposal | null): SurveyCodedText[] =>
  [
    ...(proposal?.items ?? []).flatMap((item) => [
      ...item.notes,
      ...item.parts.map((part) => part.why),
    ]),
    ...(proposal?.ignored ?? []).map((each) => each.why),
  ].flatMap((text) =>
    text.code === undefined || !text.id ? [] : [{ ...text, code: text.code, id: text.id }],
  )

const sysfs = { source: 'sysfs' as const, line: 0, lineText: '' }
/** A USB device as the Linux reader finds it (on a port; a hub by its class). */
function usb(name: string, vendor: string, serial: string, where: string, hub = false) {
  const device = foundDevice('usb', { vendor, product: '0x0001', serial }, sysfs, { info: name })
  return detectedDevice({ device: device!, source: 'sysfs', where, hub }, 'laptop')
}
const proposalOf = (appeared: DetectedDevice[]) =>
  buildProposal(appeared, {
    desk: DESK,
    account: { devices: undefined, complete: false, locationName: (id) => id },
    preferred: new Set(),
  })

/** Arrivals the recorded floor has none of: a tie for the dock's id, a placeholder, an ambiguous id. */
function madeUpArrivals(): SurveyCodedText[] {
  const hub = usb('USB2.0 Hub', '0x05e3', 'HUB1', '3-1', true)
  const ambiguous = detectedDevice(
    {
      device: foundChoice(
        'usb',
        [
          {
            parts: { vendor: '0x1111', product: '0x0002', serial: '1' },
            ...candidateLabel('serialId.candidate.usb-hex'),
          },
          {
            parts: { vendor: '0x1111', product: '0x0002', serial: '2' },
            ...candidateLabel('serialId.candidate.usb-decimal'),
          },
        ],
        sysfs,
      )!,
      source: 'sysfs',
      where: '3-1.3',
    },
    'laptop',
  )
  const tie = [
    hub,
    usb('Thing A', '0x1111', 'A0001', '3-1.1'),
    usb('Thing B', '0x2222', 'B0001', '3-1.2'),
    ambiguous,
  ]
  const placeholder = [hub, usb('Thing C', '0x3333', '0', '3-1.1')]
  const wifi = detectedDevice(
    {
      device: foundDevice('nic', { kind: 'wlan', mac: '00:00:5e:00:53:99' }, sysfs)!,
      source: 'sysfs',
      where: 'wlan1',
    },
    'laptop',
  )
  const lone = { ...ambiguous, where: '1-2' }
  return [tie, placeholder, [wifi, lone]].flatMap((appeared) => textsOf(proposalOf(appeared)))
}

/** An undo of a desk whose confirmation changed nothing (its monitor was paired there already). */
async function undoOfNothing(): Promise<SurveyCodedText[]> {
  const dir = await tempDir()
  const states = await machineStates()
  const core = await testCore({
    configDir: dir,
    embedded: inProcessEmbeddedService(path.join(dir, 'mock-server'), {
      scryptParams: TEST_SCRYPT,
      seed: seed(),
    }),
    detector: await fixtureDetector(states.dir),
  })
  await call(core.dispatch, 'surveyStart', { locationId: 'lindenhaus-f4' })
  await call(core.dispatch, 'surveyGoTo', { deskId: 'desk-4-02' })
  await states.plug('desk-2')
  const state = await call(core.dispatch, 'surveyState', { detect: true })
  const items = state?.proposal?.items ?? []
  await call(core.dispatch, 'surveyConfirm', {
    deskId: 'desk-4-02',
    revision: state!.proposal!.revision,
    choices: items
      .filter((item) => item.placement !== 'here')
      .map((item) => ({ key: item.key, serialId: null })),
  })
  const undone = await call(core.dispatch, 'surveyUndo')
  return undone.messages.flatMap((text) =>
    text.code && text.id ? [{ ...text, code: text.code, id: text.id }] : [],
  )
}

describe('the survey’s own texts', () => {
  it('name a catalog message, said in English and German, for every code', async () => {
    const texts: SurveyCodedText[] = baselineWarnings((await stateOf('desk-1')).devices)
    const seeded = {
      complete: true,
      names: new Map([['desk-2-07', 'Desk 2.07']]),
      confirmed: new Set<string>(),
    }
    const session = createSurveySession(FLOOR, await stateOf('baseline'))
    const paired = (serialId: string, deviceType: number, locationId: string) => ({
      serialId,
      deviceType,
      name: 'seeded',
      info: '',
      locationId,
      source: 'admin' as const,
    })
    session.setAccount({
      ...seeded,
      devices: [
        paired('413C;CNZZ0DOCK26007;45166', 4, 'desk-2-07'),
        paired('ZZU;ZZU4020001;2402', 2, 'desk-4-02'),
      ],
    })
    const plug = async (state: string) => {
      session.observe(await stateOf(state))
      texts.push(session.hint(), ...textsOf(session.proposal))
    }
    texts.push(session.hint())
    await plug('desk-1')
    session.confirmed('desk-4-01', [])
    texts.push(session.hint())
    // Something more plugged in after the confirmation, while the desk's devices are still in.
    const desk1 = await stateOf('desk-1')
    const stick = (await stateOf('desk-2')).devices.filter((device) => device.kind === 'usb')
    session.observe({ ...desk1, devices: [...desk1.devices, ...stick] })
    texts.push(session.hint())
    await plug('baseline')
    await plug('desk-2')
    session.confirmed('desk-4-02', [])
    await plug('baseline')
    await plug('desk-3')
    session.skip()
    texts.push(session.hint())
    session.back()
    session.confirmed('desk-4-03', [])
    texts.push(session.hint())
    const windowsBaseline = baselineOf((await stateOf('baseline', WINDOWS)).devices)
    const withoutSerials = await stateOf('dock-without-serials', WINDOWS)
    texts.push(...textsOf(proposalOf(appearedSince(windowsBaseline, withoutSerials.devices))))
    texts.push(...madeUpArrivals(), ...(await undoOfNothing()))

    expect(new Set(texts.map((text) => text.code))).toEqual(new Set(SURVEY_CODES))
    expect(unsaid(texts)).toEqual([])
  }, 60_000)
})

describe('the serial id helper’s words in a proposal', () => {
  it('a part a device does not report and a virtual adapter keep the helper’s catalog message', () => {
    // A USB device alone on a port of the laptop that reports no serial, as the Linux reader finds it.
    const missing = { part: 'serial', ...SYSFS_NO_SERIAL }
    const device = foundIncomplete('usb', { vendor: '0x4444', product: '0x0001' }, missing, sysfs)
    const thing = detectedDevice({ device, source: 'sysfs', where: '1-2' }, 'laptop')
    const notes = (proposalOf([thing])?.items ?? []).flatMap((item) =>
      item.notes.filter((note) => note.partError),
    )
    expect(notes.length).toBeGreaterThan(0)
    for (const note of notes) expect(note.id).toBe(`serialId.error.${note.partError}`)

    const adapter = nicDevice(
      [{ mac: '00:15:5d:01:02:03' }],
      'ethernet',
      sysfs,
      'Hyper-V Virtual Ethernet Adapter',
    )
    const appeared = [
      detectedDevice({ device: adapter!, source: 'sysfs', where: 'eth9' }, 'laptop'),
    ]
    const why = proposalOf(appeared)?.ignored.map((each) => each.why)
    expect(why).toEqual([
      expect.objectContaining({
        warning: 'virtual-adapter',
        id: 'serialId.warning.virtual-adapter',
      }),
    ])
  })
})
