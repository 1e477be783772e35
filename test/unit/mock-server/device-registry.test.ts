import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'
import { migrate } from '#mock-server/store/database.ts'
import { DeviceRegistry } from '#mock-server/store/device-registry.ts'

const serialId = 'Network;02:00:00:00:07:01;WiFi'

/** A registry over an in-memory database holding one stored (seeded) Wi-Fi device of account a1. */
function storedDevice(): DeviceRegistry {
  const db = new DatabaseSync(':memory:')
  migrate(db)
  db.exec(`INSERT INTO tenants VALUES ('t1', 'T1');
    INSERT INTO accounts VALUES ('a1', 't1', 'A1');
    INSERT INTO devices VALUES ('a1', '${serialId}', 32, 'Corp', '5 GHz', NULL, 'sensor', NULL);`)
  return new DeviceRegistry(db)
}

describe('DeviceRegistry', () => {
  it('answers each of two updates committed together with the device as that update left it', async () => {
    const registry = storedDevice()
    const update = (name: string) =>
      registry.upsert('a1', { serialId, deviceType: 32, name, info: '5 GHz' })
    const [first, second] = await Promise.all([update('First'), update('Second')])
    expect([first.device.name, second.device.name]).toEqual(['First', 'Second'])
    expect(registry.list('a1')[0]?.name).toBe('Second')
  })

  it('keeps both an update and a pair committed together: the new name at the new location', async () => {
    const registry = storedDevice()
    await Promise.all([
      registry.pair('a1', 'a1-floor', [serialId]),
      registry.upsert('a1', { serialId, deviceType: 32, name: 'Renamed', info: '5 GHz' }),
    ])
    expect(registry.list('a1')).toEqual([
      {
        serialId,
        deviceType: 32,
        name: 'Renamed',
        info: '5 GHz',
        locationId: 'a1-floor',
        source: 'sensor',
        stored: true,
        lastReportedAt: null,
      },
    ])
  })

  it('lists the same devices until one changes, then a new list', async () => {
    const registry = storedDevice()
    const before = registry.list('a1')
    expect(registry.list('a1')).toBe(before)
    await registry.upsert('a1', { serialId, deviceType: 32, name: 'Renamed', info: '5 GHz' })
    expect(registry.list('a1')).not.toBe(before)
    expect(before[0]?.name).toBe('Corp')
  })
})
