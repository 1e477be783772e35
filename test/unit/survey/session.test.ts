// A floor's survey without I/O, driven by the recorded machine states of test/fixtures/detect/survey-floor
// and the account as its seed has it: desks in order, proposals, one confirmation per desk, skip, back, undo.
import { describe, expect, it } from 'vitest'
import type { Device } from '#shared/api/devices.ts'
import type { Location } from '#shared/api/extensions.ts'
import { floorOf } from '#core/survey/desks.ts'
import { createSurveySession, type AccountSnapshot } from '#core/survey/session.ts'
import { stateOf } from './support/floor.ts'

const at = (id: string, name: string, parentId: string | null): Location => ({
  id,
  name,
  accountId: 'a1',
  parentId,
})
const LOCATIONS = [
  at('house', 'Lindenhaus', null),
  at('f2', 'Floor 2', 'house'),
  at('desk-2-07', 'Desk 2.07', 'f2'),
  at('f4', 'Floor 4', 'house'),
  at('desk-4-01', 'Desk 4.01', 'f4'),
  at('desk-4-02', 'Desk 4.02', 'f4'),
  at('desk-4-03', 'Desk 4.03', 'f4'),
]
const device = (serialId: string, deviceType: number, locationId: string | null): Device => ({
  serialId,
  deviceType,
  name: `${serialId} name`,
  info: '',
  locationId,
  source: 'admin',
})
const SEEDED = [
  device('413C;CNZZ0DOCK26007;45166', 4, 'desk-2-07'),
  device('ZZU;ZZU4020001;2402', 2, 'desk-4-02'),
]
const account = (devices: Device[] = SEEDED, confirmed: string[] = []): AccountSnapshot => ({
  devices,
  complete: true,
  names: new Map(LOCATIONS.map((location) => [location.id, location.name])),
  confirmed: new Set(confirmed),
})

async function survey(devices: Device[] = SEEDED) {
  const session = createSurveySession(floorOf(LOCATIONS, true, 'f4'), await stateOf('baseline'))
  session.setAccount(account(devices))
  const plug = async (state: string) => session.observe(await stateOf(state))
  return { session, plug }
}

describe('the desks of a floor', () => {
  it('are its leaf locations in the natural order of their names, labelled without the floor’s name', () => {
    const floor = floorOf(
      [
        at('s', 'Site', null),
        at('f', 'Site · Floor 1', 's'),
        at('d10', 'Site · Floor 1 · Desk 10', 'f'),
        at('d2', 'Site · Floor 1 · Desk 2', 'f'),
        at('room', 'Site · Floor 1 · Room A', 'f'),
        at('r1', 'Site · Floor 1 · Room A · Desk 1', 'room'),
      ],
      true,
      's',
    )
    expect(floor.desks.map((desk) => [desk.id, desk.label])).toEqual([
      ['d2', 'Desk 2'],
      ['d10', 'Desk 10'],
      ['r1', 'Desk 1'],
    ])
  })

  it.each([
    ['desk-4-01', true, /Desk 4.01 holds no other locations: choose the floor or site/],
    ['f4', false, /does not say which locations are inside which/],
    ['nowhere', true, /no location "nowhere"/],
  ])('%s (hierarchy %s) is refused: %s', (id, hierarchy, message) => {
    expect(() => floorOf(LOCATIONS, hierarchy, id)).toThrow(message)
  })
})

describe('a survey of Floor 4, desk after desk', () => {
  it('starts at the first desk without a dock, waiting for a plug-in', async () => {
    const { session } = await survey()
    expect(session.current).toBe('desk-4-01')
    expect(session.phase()).toBe('plug-in')
    expect(session.hint().message).toBe('Plug the laptop into the dock at Desk 4.01.')
    expect(session.desks().map((desk) => [desk.label, desk.status, desk.paired.monitors])).toEqual([
      ['Desk 4.01', 'open', []],
      [
        'Desk 4.02',
        'open',
        [{ serialId: 'ZZU;ZZU4020001;2402', name: 'ZZU;ZZU4020001;2402 name' }],
      ],
      ['Desk 4.03', 'open', []],
    ])
  })

  it('proposes the dock by its own id, both monitors and the dock’s adapter, each with its exact id', async () => {
    const { session, plug } = await survey()
    expect(await plug('desk-1')).toBe(true)
    expect(session.phase()).toBe('plugged')
    const items = session.proposal?.items ?? []
    expect(items.map((item) => [item.role, item.serialId, item.placement, item.proposed])).toEqual([
      ['dock', '413C;CNZZ0DOCK26001;45166', 'new', true],
      ['monitor', 'ZZT;ZZT4010001;4101', 'new', true],
      ['monitor', 'ZZT;ZZT4010002;4101', 'new', true],
      ['adapter', 'Ethernet;00:00:5e:00:53:11;NIC', 'new', true],
    ])
    expect(items.map((item) => item.name)).toEqual([
      'Desk 4.01 dock',
      'Desk 4.01 monitor 1',
      'Desk 4.01 monitor 2',
      'Desk 4.01 network adapter',
    ])
    expect(items[0]?.parts).toHaveLength(4)
    expect(await plug('desk-1')).toBe(false)
  })

  it('a confirmation puts them in at the desk; the next desk waits until the laptop is unplugged', async () => {
    const { session, plug } = await survey()
    await plug('desk-1')
    const put = session.toPut('desk-4-01', session.proposal!.revision, [])
    expect(put.map((each) => [each.serialId, each.locationId])).toEqual([
      ['413C;CNZZ0DOCK26001;45166', 'desk-4-01'],
      ['ZZT;ZZT4010001;4101', 'desk-4-01'],
      ['ZZT;ZZT4010002;4101', 'desk-4-01'],
      ['Ethernet;00:00:5e:00:53:11;NIC', 'desk-4-01'],
    ])
    session.confirmed('desk-4-01', [11, 12, 13, 14])
    expect(session.current).toBe('desk-4-02')
    expect(session.phase()).toBe('unplug')
    expect(session.proposal).toBeNull()
    expect(session.hint().message).toBe('Unplug the laptop to go on to Desk 4.02.')
    await plug('baseline')
    expect(session.phase()).toBe('plug-in')
    await plug('desk-2')
    expect(session.phase()).toBe('plugged')
    expect(session.desks()[0]).toMatchObject({ status: 'done', confirmed: true })
  })

  it('a device paired at another desk is shown with where, and moved only by the confirmation', async () => {
    const { session, plug } = await survey()
    session.goTo('desk-4-03')
    await plug('desk-3')
    const [dock, monitor] = session.proposal?.items ?? []
    expect(dock).toMatchObject({ placement: 'elsewhere', name: '413C;CNZZ0DOCK26007;45166 name' })
    expect(dock?.notes[0]?.message).toBe(
      'This dock is paired to Desk 2.07: confirming moves it here.',
    )
    expect(monitor?.notes.map((note) => note.message)).toEqual([
      'Its EDID serial is a placeholder that many monitors of the model share: a sensor may match it at another desk too.',
    ])
  })

  it('refuses a confirmation of what is no longer plugged in, or of another desk', async () => {
    const { session, plug } = await survey()
    await plug('desk-1')
    const seen = session.proposal!.revision
    await plug('desk-2')
    expect(() => session.toPut('desk-4-01', seen, [])).toThrow(/changed since you looked/)
    expect(() => session.toPut('desk-4-02', session.proposal!.revision, [])).toThrow(
      /not the desk in hand/,
    )
  })

  it('takes choices: another device as the dock’s id (remembered for its model), an item left out', async () => {
    const { session, plug } = await survey()
    await plug('desk-1')
    const [dock, , second] = session.proposal!.items
    const put = session.toPut('desk-4-01', session.proposal!.revision, [
      { key: dock!.key, serialId: '0BDA;200901010001;16430' },
      { key: second!.key, serialId: null },
    ])
    expect(put.map((each) => each.serialId)).toEqual([
      '0BDA;200901010001;16430',
      'ZZT;ZZT4010001;4101',
      'Ethernet;00:00:5e:00:53:11;NIC',
    ])
    expect(() =>
      session.toPut('desk-4-01', session.proposal!.revision, [
        { key: dock!.key, serialId: 'ZZZ;1;1' },
      ]),
    ).toThrow(/not one of the ids/)
    session.confirmed('desk-4-01', [])
    await plug('baseline')
    session.goTo('desk-4-03')
    await plug('desk-3')
    expect(session.proposal?.items[0]?.serialId).toBe('0BDA;200901010001;16430')
  })

  it('a loose USB stick is shown and not proposed; it goes in only when chosen', async () => {
    const { session, plug } = await survey()
    session.goTo('desk-4-02')
    await plug('desk-2')
    const stick = session.proposal!.items.find((item) => item.role === 'usb')
    expect(stick).toMatchObject({ proposed: false, serialId: '0781;ZZSTICK000000000002;21891' })
    const monitor = session.proposal!.items.find((item) => item.role === 'monitor')
    expect(monitor).toMatchObject({ placement: 'here', name: 'ZZU;ZZU4020001;2402 name' })
    expect(
      session.toPut('desk-4-02', session.proposal!.revision, []).map((d) => d.serialId),
    ).not.toContain(stick?.serialId)
  })

  it('skip passes the desk over and holds what is plugged in; back returns to it', async () => {
    const { session, plug } = await survey()
    await plug('desk-1')
    session.skip()
    expect(session.current).toBe('desk-4-02')
    expect(session.phase()).toBe('unplug')
    expect(session.desks()[0]?.status).toBe('skipped')
    session.back()
    expect(session.current).toBe('desk-4-01')
    expect(session.phase()).toBe('plugged')
  })

  it('undo puts the desk in hand again, with what is still plugged in proposed', async () => {
    const { session, plug } = await survey()
    await plug('desk-1')
    session.confirmed('desk-4-01', [1, 2])
    expect(session.lastConfirmation()).toEqual({ deskId: 'desk-4-01', entryIds: [1, 2] })
    session.undone('desk-4-01')
    expect(session.current).toBe('desk-4-01')
    expect(session.phase()).toBe('plugged')
    expect(session.lastConfirmation()).toBeUndefined()
  })

  it('is complete when no desk is left open, and says which were skipped', async () => {
    const { session, plug } = await survey()
    for (const [state, desk] of [
      ['desk-1', 'desk-4-01'],
      ['desk-2', 'desk-4-02'],
    ] as const) {
      await plug(state)
      session.confirmed(desk, [])
      await plug('baseline')
    }
    session.skip()
    expect(session.phase()).toBe('complete')
    expect(session.hint().message).toBe(
      'No desk is left open: 1 skipped. Go back (b) or choose one to do it.',
    )
  })

  it('desks with a dock paired, or confirmed in a survey before (the journal), count as done', async () => {
    const { session } = await survey()
    session.setAccount({
      ...account([...SEEDED, device('413C;X;45166', 4, 'desk-4-01')]),
      confirmed: new Set(['desk-4-02']),
    })
    expect(session.desks().map((desk) => desk.status)).toEqual(['done', 'done', 'open'])
  })
})
