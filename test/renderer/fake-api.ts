import type { Device } from '../../src/shared/api/devices.ts'
import type { Location } from '../../src/shared/api/extensions.ts'
import type { Api } from '../../src/shared/ipc/contract.ts'
import type { SessionState } from '../../src/shared/ipc/session.ts'

export const ok = <T>(value: T) => Promise.resolve({ ok: true as const, value })
export const fail = (code: string, message: string, fields?: { path: string; message: string }[]) =>
  Promise.resolve({ ok: false as const, error: { code, message, ...(fields ? { fields } : {}) } })

export const accountAdminSession: SessionState = {
  profileId: 'offline-demo',
  profileName: 'Offline demo',
  kind: 'offline',
  serviceUrl: 'http://127.0.0.1:9',
  status: 'signedIn',
  principal: {
    kind: 'apiKey',
    name: 'Berlin admin',
    role: 'accountAdmin',
    tenantId: 't1',
    accountId: 'a1',
  },
  message: null,
}

export const LOCATIONS: Location[] = [
  { id: 'f2', name: 'Floor 2', accountId: 'a1' },
  { id: 'f3', name: 'Floor 3', accountId: 'a1' },
]

export function device(serialId: string, patch: Partial<Device> = {}): Device {
  return {
    serialId,
    deviceType: 32,
    name: 'Corp',
    info: '5 GHz',
    locationId: null,
    source: 'sensor',
    ...patch,
  }
}

/** registerDevice as the service answers a new device: created, unpaired, as sent. */
export function registeredAsSent(input: {
  serialId: string
  name: string
  info: string
  deviceType: number
}) {
  return ok({
    created: true,
    message: 'Device created or updated.',
    device: { ...input, locationId: null, source: 'admin' as const },
  })
}

/** An Api with the lists a signed-in account admin sees; tests override the methods they exercise. */
export function fakeApi(devices: Device[], overrides: Partial<Api> = {}): Partial<Api> {
  return {
    getAppInfo: () => ok({ name: 'x', version: '1.0.0' }),
    listDevices: () => ok({ complete: true, devices }),
    listLocations: () => ok({ supported: true, locations: LOCATIONS }),
    listAccounts: () => ok({ supported: true, accounts: [] }),
    ...overrides,
  }
}
