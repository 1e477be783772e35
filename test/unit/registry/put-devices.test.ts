import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { inProcessEmbeddedService } from '#core/embedded/in-process-service.ts'
import type { PutDevice } from '#shared/ipc/registry.ts'
import { call, fails, TEST_SCRYPT, tempDir, testCore } from '../core/support/fixtures.ts'

const wifi = (n: number, locationId: string | null = 'berlin-f2'): PutDevice => ({
  serialId: `Network;0a:1b:2c:3d:${String(Math.floor(n / 256)).padStart(2, '0')}:${(n % 256).toString(16).padStart(2, '0')};WiFi`,
  deviceType: 32,
  name: `Guest ${n}`,
  info: '5 GHz',
  locationId,
})

/** A core whose offline service can be stopped and started again on the same data folder. */
async function restartableCore() {
  const configDir = await tempDir()
  const embedded = inProcessEmbeddedService(path.join(configDir, 'mock-server'), {
    scryptParams: TEST_SCRYPT,
  })
  const core = await testCore({ configDir, embedded })
  return { core, restartService: () => embedded.stop() }
}

describe('putting devices in: register and pair in one call', () => {
  it('registers and pairs a device with a location; the journal has both steps', async () => {
    const core = await testCore()
    const { results } = await call(core.dispatch, 'putDevices', {
      devices: [wifi(1)],
      keepUnpaired: false,
      via: 'register',
    })
    expect(results).toEqual([
      expect.objectContaining({
        serialId: wifi(1).serialId,
        outcome: 'created',
        pairing: 'paired',
        locationId: 'berlin-f2',
        before: null,
      }),
    ])
    const listed = await call(core.dispatch, 'listDevices', {})
    expect(listed.devices.find((d) => d.serialId === wifi(1).serialId)).toMatchObject({
      locationId: 'berlin-f2',
      stored: true,
    })
    const { entries } = await call(core.dispatch, 'listActivity', {})
    expect(entries.map((e) => [e.action, e.serialId, e.via, e.surface])).toEqual([
      ['pair', wifi(1).serialId, 'register', 'app'],
      ['register', wifi(1).serialId, 'register', 'app'],
    ])
    expect(entries[0]?.who).toMatchObject({ kind: 'apiKey', role: 'accountAdmin' })
    expect(results[0]?.entryIds).toEqual(entries.map((e) => e.id).reverse())
  })

  it('refuses a device without a location unless keeping it unpaired is chosen; nothing is sent', async () => {
    const core = await testCore()
    const { results } = await call(core.dispatch, 'putDevices', {
      devices: [wifi(2, null)],
      keepUnpaired: false,
      via: 'read-from-tool',
    })
    expect(results[0]).toMatchObject({
      outcome: 'not_sent',
      pairing: 'not_sent',
      error: { code: 'location_required' },
    })
    expect(results[0]?.error?.message).toContain('Keep unpaired')
    const listed = await call(core.dispatch, 'listDevices', {})
    expect(listed.devices.some((d) => d.serialId === wifi(2).serialId)).toBe(false)
  })

  it('keeps a device unpaired when chosen, and says so', async () => {
    const core = await testCore()
    const { results } = await call(core.dispatch, 'putDevices', {
      devices: [wifi(3, null)],
      keepUnpaired: true,
      via: 'detect',
    })
    expect(results[0]).toMatchObject({ outcome: 'created', pairing: 'unpaired', locationId: null })
  })

  it('is idempotent: the same devices again change nothing and write no entry', async () => {
    const core = await testCore()
    const input = { devices: [wifi(4), wifi(5)], keepUnpaired: false, via: 'import' as const }
    await call(core.dispatch, 'putDevices', input)
    const before = await call(core.dispatch, 'listActivity', {})
    const { results } = await call(core.dispatch, 'putDevices', input)
    expect(results.map((r) => [r.outcome, r.pairing, r.entryIds])).toEqual([
      ['unchanged', 'kept', []],
      ['unchanged', 'kept', []],
    ])
    expect((await call(core.dispatch, 'listActivity', {})).total).toBe(before.total)
  })

  it('updates and moves an existing device, with before and after in the journal', async () => {
    const core = await testCore()
    await call(core.dispatch, 'putDevices', {
      devices: [wifi(6)],
      keepUnpaired: false,
      via: 'register',
    })
    const moved = { ...wifi(6, 'berlin-f3'), name: 'Guest six' }
    const { results } = await call(core.dispatch, 'putDevices', {
      devices: [moved],
      keepUnpaired: false,
      via: 'register',
    })
    expect(results[0]).toMatchObject({
      outcome: 'updated',
      pairing: 'paired',
      locationId: 'berlin-f3',
      before: { name: 'Guest 6', locationId: 'berlin-f2' },
    })
    const { entries } = await call(core.dispatch, 'listActivity', { serialId: moved.serialId })
    expect(entries.slice(0, 2).map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'move',
        { deviceType: 32, name: 'Guest six', info: '5 GHz', locationId: 'berlin-f2' },
        { deviceType: 32, name: 'Guest six', info: '5 GHz', locationId: 'berlin-f3' },
      ],
      [
        'update',
        { deviceType: 32, name: 'Guest 6', info: '5 GHz', locationId: 'berlin-f2' },
        { deviceType: 32, name: 'Guest six', info: '5 GHz', locationId: 'berlin-f2' },
      ],
    ])
  })

  it('a refused serial id is that device’s failure; the others still go in', async () => {
    const core = await testCore()
    const bad = { ...wifi(7), serialId: 'Network;0A:1B:2C:3D:4E:5F;WiFi' }
    const { results } = await call(core.dispatch, 'putDevices', {
      devices: [bad, wifi(8)],
      keepUnpaired: false,
      via: 'import',
    })
    expect(results.map((r) => [r.outcome, r.pairing])).toEqual([
      ['failed', 'not_sent'],
      ['created', 'paired'],
    ])
    expect(results[0]?.error).toMatchObject({ code: 'validation_failed' })
  })

  it('a location the service does not know fails the pairing, and says the device stays memory-only', async () => {
    const core = await testCore()
    const { results } = await call(core.dispatch, 'putDevices', {
      devices: [wifi(9, 'no-such-floor')],
      keepUnpaired: false,
      via: 'register',
    })
    expect(results[0]).toMatchObject({
      outcome: 'created',
      pairing: 'failed',
      pairError: { code: 'not_found' },
    })
  })

  it('refuses more than one pairing request can take (1,000) as invalid input', async () => {
    const core = await testCore()
    const devices = Array.from({ length: 1001 }, (_, n) => wifi(n))
    const error = await fails(core.dispatch, 'putDevices', {
      devices,
      keepUnpaired: false,
      via: 'import',
    })
    expect(error.code).toBe('invalid_input')
  })
})

describe('lost registrations', () => {
  it('finds a device left unpaired once the service restarted, and restores it paired', async () => {
    const { core, restartService } = await restartableCore()
    await call(core.dispatch, 'putDevices', {
      devices: [wifi(20, null), wifi(21)],
      keepUnpaired: true,
      via: 'read-from-tool',
    })
    expect((await call(core.dispatch, 'findLostDevices', {})).devices).toEqual([])

    await restartService()
    const listed = await call(core.dispatch, 'listDevices', {})
    expect(listed.lost.devices).toEqual([
      expect.objectContaining({ serialId: wifi(20).serialId, name: 'Guest 20', certain: true }),
    ])

    const { results } = await call(core.dispatch, 'restoreLostDevices', {
      serialIds: [wifi(20).serialId],
      locationId: 'berlin-f3',
      keepUnpaired: false,
      via: 'lost',
    })
    expect(results[0]).toMatchObject({ outcome: 'created', pairing: 'paired', existed: false })
    expect((await call(core.dispatch, 'findLostDevices', {})).devices).toEqual([])
    await restartService()
    expect((await call(core.dispatch, 'findLostDevices', {})).devices).toEqual([])
    const { entries } = await call(core.dispatch, 'listActivity', { actions: ['restore'] })
    expect(entries[0]?.summary?.message).toBe(
      'Registered 1 of 1 lost devices again, paired to berlin-f3.',
    )
  })

  it('a restore of a device the service has again changes nothing and says so', async () => {
    const { core, restartService } = await restartableCore()
    await call(core.dispatch, 'putDevices', {
      devices: [wifi(22, null)],
      keepUnpaired: true,
      via: 'register',
    })
    await restartService()
    // Meanwhile someone registered it again (as a sensor would report it), with another name.
    await call(core.dispatch, 'putDevices', {
      devices: [{ ...wifi(22, 'berlin-f2'), name: 'Reported again' }],
      keepUnpaired: false,
      via: 'register',
    })
    const { results } = await call(core.dispatch, 'restoreLostDevices', {
      serialIds: [wifi(22).serialId],
      locationId: 'berlin-f3',
      keepUnpaired: false,
      via: 'lost',
    })
    expect(results[0]).toMatchObject({
      existed: true,
      outcome: 'unchanged',
      locationId: 'berlin-f2',
      text: { code: 'unchanged', id: 'lost.restore.again-already' },
    })
    expect(results[0]?.message).toMatch(
      /^The service has it again already.*: nothing was changed\.$/,
    )
    const device = (await call(core.dispatch, 'listDevices', {})).devices.find(
      (d) => d.serialId === wifi(22).serialId,
    )
    expect(device).toMatchObject({ name: 'Reported again', locationId: 'berlin-f2' })
  })

  it('forgotten devices are no longer reported', async () => {
    const { core, restartService } = await restartableCore()
    await call(core.dispatch, 'putDevices', {
      devices: [wifi(23, null)],
      keepUnpaired: true,
      via: 'register',
    })
    await restartService()
    expect((await call(core.dispatch, 'findLostDevices', {})).devices).toHaveLength(1)
    expect(
      await call(core.dispatch, 'forgetLostDevices', {
        serialIds: [wifi(23).serialId],
        via: 'lost',
      }),
    ).toEqual({ forgotten: 1 })
    expect((await call(core.dispatch, 'findLostDevices', {})).devices).toEqual([])
  })

  it('a demo reset removes devices by choice: none is reported lost', async () => {
    const core = await testCore()
    await call(core.dispatch, 'putDevices', {
      devices: [wifi(24, null)],
      keepUnpaired: true,
      via: 'register',
    })
    await call(core.dispatch, 'resetDemo')
    expect((await call(core.dispatch, 'findLostDevices', {})).devices).toEqual([])
    const { entries } = await call(core.dispatch, 'listActivity', { actions: ['reset'] })
    expect(entries).toHaveLength(1)
  })
})
