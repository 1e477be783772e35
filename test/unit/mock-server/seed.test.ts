import { describe, expect, it } from 'vitest'
import { DEVICE_TYPE_VALUES, RoleSchema } from '#shared/api/index.ts'
import demo from '#mock-server/seed/demo.json' with { type: 'json' }
import { SeedSchema, parseSeed } from '#mock-server/seed/seed-schema.ts'
import { testSeed } from './support/test-server.ts'

const seed = parseSeed(demo)

describe('the shipped demo seed', () => {
  it('is valid, serial ids included', () => {
    expect(SeedSchema.safeParse(demo).success).toBe(true)
  })

  it('is one tenant with two or three accounts, each with floors and desks', () => {
    expect(seed.tenants).toHaveLength(1)
    const accounts = seed.tenants[0]!.accounts
    expect(accounts.length).toBeGreaterThanOrEqual(2)
    expect(accounts.length).toBeLessThanOrEqual(3)
    for (const account of accounts) {
      expect(account.locations.some((location) => /floor/i.test(location.name))).toBe(true)
      expect(account.locations.some((location) => /desk/i.test(location.name))).toBe(true)
    }
  })

  it('nests each account’s desks in floors and its floors in a site', () => {
    for (const account of seed.tenants[0]!.accounts) {
      const byId = new Map(account.locations.map((location) => [location.id, location]))
      const depth = (id: string | undefined): number =>
        id === undefined ? 0 : 1 + depth(byId.get(id)?.parentId)
      const desks = account.locations.filter((location) => /desk/i.test(location.name))
      expect(desks.length).toBeGreaterThan(0)
      expect(desks.every((desk) => depth(desk.id) === 3)).toBe(true)
    }
  })

  it.each(RoleSchema.options)('has a user and an API key with role %s', (role) => {
    expect(seed.users.some((user) => user.role === role)).toBe(true)
    expect(seed.apiKeys.some((key) => key.role === role)).toBe(true)
  })

  it('lists first among accountAdmin keys one for the first account (the app signs in with it)', () => {
    const first = seed.apiKeys.find((key) => key.role === 'accountAdmin')
    expect(first?.accountId).toBe(seed.tenants[0]!.accounts[0]!.id)
  })

  it('has 40 to 80 devices, of every type, some paired and some not', () => {
    expect(seed.devices.length).toBeGreaterThanOrEqual(40)
    expect(seed.devices.length).toBeLessThanOrEqual(80)
    expect(new Set(seed.devices.map((device) => device.deviceType))).toEqual(
      new Set(DEVICE_TYPE_VALUES),
    )
    expect(seed.devices.some((device) => device.locationId === undefined)).toBe(true)
    expect(seed.devices.some((device) => device.locationId !== undefined)).toBe(true)
  })

  it.each([
    ['monitors', 2, ['DEL', 'LEN', 'GSM', 'SAM']],
    ['USB docks', 4, ['413C', '17EF', '03F0']],
    ['NICs', 8, ['Ethernet', 'WLAN']],
  ])('has %s of the vendors %j', (_kind, type, vendors) => {
    const firstFields = new Set(
      seed.devices.filter((d) => d.deviceType === type).map((d) => d.serialId.split(';')[0]),
    )
    for (const vendor of vendors) expect(firstFields).toContain(vendor)
  })

  it('has dual-band Wi-Fi: several BSSIDs per SSID, named by SSID, info the band', () => {
    const wifi = seed.devices.filter((device) => device.deviceType === 32)
    const bssidsPerSsid = new Map<string, number>()
    for (const device of wifi)
      bssidsPerSsid.set(device.name, (bssidsPerSsid.get(device.name) ?? 0) + 1)
    expect([...bssidsPerSsid.values()].every((count) => count >= 2)).toBe(true)
    expect(new Set(wifi.map((device) => device.info))).toEqual(new Set(['2.4 GHz', '5 GHz']))
  })
})

/** The test seed with account a1's locations replaced. */
function withA1Locations(locations: { id: string; name: string; parentId?: string }[]) {
  const [first, ...rest] = testSeed.tenants
  const [a1, ...accounts] = first!.accounts
  return [{ ...first!, accounts: [{ ...a1!, locations }, ...accounts] }, ...rest]
}

describe('SeedSchema', () => {
  it.each([
    [
      'a device with an unknown account',
      { devices: [{ ...testSeed.devices[0]!, accountId: 'zz' }] },
      /devices\[0\]\.accountId: unknown account/,
    ],
    [
      'a device at a location of another account',
      { devices: [{ ...testSeed.devices[0]!, locationId: 'b1-floor' }] },
      /devices\[0\]\.locationId/,
    ],
    [
      'a serial id out of layout',
      { devices: [{ ...testSeed.devices[0]!, serialId: 'Network;00-1a;WiFi' }] },
      /devices\[0\]\.serialId/,
    ],
    [
      'an accountAdmin without account',
      { users: [{ username: 'x', password: 'y', role: 'accountAdmin' }] },
      /users\[0\]\.accountId/,
    ],
    [
      'a tenantAdmin with an account',
      {
        users: [
          { username: 'x', password: 'y', role: 'tenantAdmin', tenantId: 't1', accountId: 'a1' },
        ],
      },
      /users\[0\]\.tenantId/,
    ],
    [
      'an API key without scope',
      { apiKeys: [{ id: 'k', name: 'k', secret: 'x'.repeat(30), role: 'superAdmin' }] },
      /apiKeys\[0\]\.tenantId/,
    ],
    [
      'a short API key secret',
      { apiKeys: [{ ...testSeed.apiKeys[0]!, secret: 'short' }] },
      /apiKeys\[0\]\.secret/,
    ],
    [
      'duplicate usernames',
      { users: [testSeed.users[0]!, testSeed.users[0]!] },
      /users\[1\]\.username: duplicate/,
    ],
    [
      'a location inside a location of another account',
      { tenants: withA1Locations([{ id: 'x', name: 'X', parentId: 'b1-floor' }]) },
      /tenants\[0\]\.accounts\[0\]\.locations\[0\]\.parentId: unknown parent location "b1-floor"/,
    ],
    [
      'locations that contain each other',
      {
        tenants: withA1Locations([
          { id: 'x', name: 'X', parentId: 'y' },
          { id: 'y', name: 'Y', parentId: 'x' },
        ]),
      },
      /locations\[0\]\.parentId: the parents of location "x" run in a circle/,
    ],
    ['an unknown field', { extra: true }, /unrecognized/i],
  ])('refuses %s, naming the entry', (_case, change, message) => {
    expect(() => parseSeed({ ...testSeed, ...change })).toThrow(message)
  })
})
