import { describe, expect, it } from 'vitest'
import { UNDO_CODES } from '#shared/ipc/registry.ts'
import { german } from '../../renderer/translate.ts'
import { call, fails, testCore } from '../core/support/fixtures.ts'

const dock = {
  serialId: '413C;UNDO-TEST-1;45166',
  deviceType: 4,
  name: 'Dock 1',
  info: 'WD19',
  locationId: 'berlin-f2-desk-01',
}

async function withDock() {
  const core = await testCore()
  await call(core.dispatch, 'putDevices', { devices: [dock], keepUnpaired: false, via: 'register' })
  const where = async () =>
    (await call(core.dispatch, 'listDevices', {})).devices.find((d) => d.serialId === dock.serialId)
  return { core, where }
}

describe('changes taken back from the journal', () => {
  it('a rename is undone while the device still has the new name', async () => {
    const { core, where } = await withDock()
    const renamed = await call(core.dispatch, 'updateDevice', {
      serialId: dock.serialId,
      name: 'Dock at the window',
      info: 'WD19',
      via: 'devices',
    })
    expect(renamed.before).toMatchObject({ name: 'Dock 1' })
    const entryId = renamed.entryIds[0]!
    const undone = await call(core.dispatch, 'undoActivity', { entryId, via: 'devices' })
    expect(undone.text.message).toBe(
      '"Dock at the window" has its name "Dock 1" and info "WD19" again.',
    )
    expect(undone.entry).toMatchObject({ action: 'update', undoOf: entryId, undoable: false })
    expect(await where()).toMatchObject({ name: 'Dock 1' })

    const again = await fails(core.dispatch, 'undoActivity', { entryId, via: 'activity' })
    expect(again).toMatchObject({ code: 'undo_not_possible' })
    expect(again.message).toContain('undone already')
  })

  it('a move is undone: the device is paired where it was', async () => {
    const { core, where } = await withDock()
    const moved = await call(core.dispatch, 'pairDevices', {
      locationId: 'berlin-f2-desk-02',
      serialIds: [dock.serialId],
      via: 'devices',
    })
    await call(core.dispatch, 'undoActivity', { entryId: moved.entryIds[0]!, via: 'activity' })
    expect(await where()).toMatchObject({ locationId: 'berlin-f2-desk-01' })
  })

  it('an unpair is undone by pairing it again', async () => {
    const { core, where } = await withDock()
    const { results } = await call(core.dispatch, 'unpairDevices', {
      serialIds: [dock.serialId],
      via: 'devices',
    })
    expect(results[0]?.unpaired).toBe(true)
    const undone = await call(core.dispatch, 'undoActivity', {
      entryId: results[0]!.entryIds[0]!,
      via: 'devices',
    })
    expect(undone.text.message).toBe('"Dock 1" is paired to berlin-f2-desk-01 again.')
    expect(await where()).toMatchObject({ locationId: 'berlin-f2-desk-01' })
  })

  it('says why not when the device was changed since, and changes nothing', async () => {
    const { core, where } = await withDock()
    const moved = await call(core.dispatch, 'pairDevices', {
      locationId: 'berlin-f2-desk-02',
      serialIds: [dock.serialId],
      via: 'devices',
    })
    await call(core.dispatch, 'pairDevices', {
      locationId: 'berlin-f2-desk-03',
      serialIds: [dock.serialId],
      via: 'devices',
    })
    const error = await fails(core.dispatch, 'undoActivity', {
      entryId: moved.entryIds[0]!,
      via: 'activity',
    })
    expect(error).toMatchObject({
      code: 'undo_not_possible',
      message:
        'This cannot be undone: it was moved since: it is at berlin-f2-desk-03 now, not berlin-f2-desk-02.',
    })
    expect(await where()).toMatchObject({ locationId: 'berlin-f2-desk-03' })
  })

  it('a registration is not one of the changes that can be undone', async () => {
    const { core } = await withDock()
    const [register] = (await call(core.dispatch, 'listActivity', { actions: ['register'] }))
      .entries
    expect(register?.undoable).toBe(false)
    const error = await fails(core.dispatch, 'undoActivity', {
      entryId: register!.id,
      via: 'activity',
    })
    expect(error.code).toBe('undo_not_possible')
  })

  it('an entry of another profile is not found', async () => {
    const { core } = await withDock()
    expect(
      await fails(core.dispatch, 'undoActivity', { entryId: 99_999, via: 'activity' }),
    ).toMatchObject({
      code: 'not_found',
    })
  })

  it('says what each undo did with a code and values: the window’s English is main’s, German has the values', async () => {
    const { core } = await withDock()
    const undo = async (entryIds: number[]) =>
      (await call(core.dispatch, 'undoActivity', { entryId: entryIds[0]!, via: 'activity' })).text
    const renamed = await call(core.dispatch, 'updateDevice', {
      serialId: dock.serialId,
      name: 'Dock at the window',
      info: 'WD19',
      via: 'devices',
    })
    const unpaired = await call(core.dispatch, 'unpairDevices', {
      serialIds: [dock.serialId],
      via: 'devices',
    })
    const paired = await call(core.dispatch, 'pairDevices', {
      locationId: 'berlin-f2-desk-02',
      serialIds: [dock.serialId],
      via: 'devices',
    })
    const reported = { ...dock, serialId: '413C;UNDO-TEST-2;45166', name: '', info: '' }
    const { locationId: _where, ...registered } = { ...dock, serialId: '413C;undo-test-2;45166' }
    await call(core.dispatch, 'putDevices', {
      devices: [{ ...registered, locationId: 'berlin-f2-desk-03' }],
      keepUnpaired: false,
      via: 'register',
    })
    const { locationId: _at, ...report } = reported
    await call(core.dispatch, 'playSensor', { devices: [report] })
    const repaired = await call(core.dispatch, 'repairNearMiss', {
      registered: { ...registered, locationId: 'berlin-f2-desk-03' },
      reported: { ...report, locationId: null },
      via: 'match',
    })
    const texts = [
      await undo(paired.entryIds),
      await undo(unpaired.results[0]!.entryIds),
      await undo(renamed.entryIds),
      await undo(repaired.entryIds.slice(-1)),
    ]
    expect(texts.map((text) => text.code).sort()).toEqual([...UNDO_CODES].sort())
    expect(german(texts[1]!.id, texts[1]!.values)).toBe(
      '„Dock at the window“ ist wieder berlin-f2-desk-01 zugeordnet.',
    )
  })
})
