import type { Device } from '#shared/api/devices.ts'
import type { ErrorCode } from '#shared/error-codes.ts'
import type { Location } from '#shared/api/extensions.ts'
import type { Api, IpcInput } from '#shared/ipc/contract.ts'
import type { IpcEvent } from '#shared/ipc/event-names.ts'
import type { IpcEventPayload } from '#shared/ipc/events.ts'
import type { SessionState } from '#shared/ipc/session.ts'

export const ok = <T>(value: T) => Promise.resolve({ ok: true as const, value })
export const fail = (
  code: ErrorCode,
  message: string,
  fields?: { path: string; message: string }[],
) =>
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
  connection: { state: 'reachable', since: '2026-05-04T08:00:00.000Z', message: null },
}

export const LOCATIONS: Location[] = [
  { id: 'site', name: 'Head office', accountId: 'a1', parentId: null },
  { id: 'f2', name: 'Floor 2', accountId: 'a1', parentId: 'site' },
  { id: 'f2-d1', name: 'Floor 2 · Desk 1', accountId: 'a1', parentId: 'f2' },
  { id: 'f3', name: 'Floor 3', accountId: 'a1', parentId: 'site' },
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

/** putDevices as main answers new devices: each created, and paired where it was asked (or kept unpaired). */
export function putAsSent(input: IpcInput<'putDevices'>) {
  return ok({
    results: input.devices.map((device) => ({
      serialId: device.serialId,
      outcome: 'created' as const,
      message: 'Device created or updated.',
      before: null,
      pairing: device.locationId === null ? ('unpaired' as const) : ('paired' as const),
      locationId: device.locationId,
      entryIds: [1],
    })),
  })
}

/** The lost-device check with nothing lost, as listDevices carries it. */
export const NOTHING_LOST = { devices: [], checkedAt: '2026-11-26T10:00:00.000Z' }

/** window.api.on for tests: emit() delivers an event to the subscribers, as main would. */
export function fakeEvents() {
  const listeners = new Map<IpcEvent, Set<(payload: unknown) => void>>()
  const on: Api['on'] = (event, listener) => {
    const set = listeners.get(event) ?? new Set()
    listeners.set(event, set.add(listener as (payload: unknown) => void))
    return () => void set.delete(listener as (payload: unknown) => void)
  }
  const emit = <E extends IpcEvent>(event: E, payload: IpcEventPayload<E>) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }
  const subscribers = (event: IpcEvent) => listeners.get(event)?.size ?? 0
  return { on, emit, subscribers }
}

/** An Api with the lists a signed-in account admin sees; tests override the methods they exercise. */
export function fakeApi(devices: Device[], overrides: Partial<Api> = {}): Partial<Api> {
  return {
    on: fakeEvents().on,
    getAppInfo: () => ok({ name: 'x', version: '1.0.0' }),
    listDevices: () => ok({ complete: true, devices, lost: NOTHING_LOST }),
    lastLocation: () => ok({ locationId: null }),
    journalNotices: () => ok({ notices: [] }),
    dismissJournalNotices: () => ok({ notices: [] }),
    listActivity: () => ok({ total: 0, entries: [], notices: [] }),
    listLocations: () => ok({ supported: true, hierarchy: true, locations: LOCATIONS }),
    listAccounts: () => ok({ supported: true, accounts: [] }),
    ...overrides,
  }
}
