/**
 * 1,000 Wi-Fi devices (more for the scale benchmark) over 100 locations in one account, one accountAdmin
 * API key, no users; plus empty accounts and a tenantAdmin key for the create scenario, which spreads
 * its devices over them (an account holds at most 10,000 devices registered and never paired).
 * requests.lua builds its requests from the same serial ids and locations.
 */
export const BENCH_KEY = 'bench-account-admin-key-3f9c2a7e5b1d8c4f'
export const BENCH_TENANT_KEY = 'bench-tenant-admin-key-8d2e6b1f9a4c7e3b'
export const LOCATIONS = 100
export const DEVICES = 1000
export const CREATE_ACCOUNTS = 40

const createAccountId = (n: number) => `bench-new-${String(n % CREATE_ACCOUNTS).padStart(2, '0')}`

export function mac(prefix: number, n: number): string {
  const bytes = [prefix, 0, (n >> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255]
  return bytes.map((byte) => byte.toString(16).padStart(2, '0')).join(':')
}

export const locationId = (n: number) => `loc-${String(n % LOCATIONS).padStart(3, '0')}`
/**
 * Where the n-th pair request moves seeded device n % 1000: one location further on each pass over the
 * devices, so every request moves its device away from the location it has (seeded at n % 100).
 */
export const pairTarget = (n: number) => locationId((n % DEVICES) + Math.floor(n / DEVICES) + 1)

/** The seed; `devices` seeded devices (the first 1,000 are the ones the write scenarios change). */
export function benchSeed(devices = DEVICES) {
  return {
    tenants: [
      {
        id: 'bench-tenant',
        name: 'Bench tenant',
        accounts: [
          {
            id: 'bench',
            name: 'Bench account',
            locations: Array.from({ length: LOCATIONS }, (_, n) => ({
              id: locationId(n),
              name: `Location ${n}`,
            })),
          },
          ...Array.from({ length: CREATE_ACCOUNTS }, (_, n) => ({
            id: createAccountId(n),
            name: `New devices ${n}`,
            locations: [],
          })),
        ],
      },
    ],
    users: [],
    apiKeys: [
      {
        id: 'bench-key',
        name: 'bench',
        secret: BENCH_KEY,
        role: 'accountAdmin',
        accountId: 'bench',
      },
      {
        id: 'bench-tenant-key',
        name: 'bench tenant',
        secret: BENCH_TENANT_KEY,
        role: 'tenantAdmin',
        tenantId: 'bench-tenant',
      },
    ],
    devices: Array.from({ length: devices }, (_, n) => ({
      accountId: 'bench',
      serialId: `Network;${mac(2, n)};WiFi`,
      deviceType: 32,
      name: 'Bench-SSID',
      info: n % 2 ? '5 GHz' : '2.4 GHz',
      locationId: locationId(n),
    })),
  }
}
