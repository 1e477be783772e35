import type { Device } from '#shared/api/devices.ts'
import type { Authorized } from '../session/session-manager.ts'
import { explainUnknownDevices } from './unknown-devices.ts'

export interface DeviceFields {
  serialId: string
  deviceType: number
  name: string
  info: string
}

/** What the account holds now: every device where the service lists them all, else the paired ones. */
export interface AccountDevices {
  devices: ReadonlyMap<string, Device>
  /** false: the service lacks the list of all devices (an extension), so unpaired ones are unseen. */
  complete: boolean
}

/** The service's operations on one account, as the use cases need them. */
export interface AccountOps {
  devices(): Promise<AccountDevices>
  upsert(device: DeviceFields): Promise<{ created: boolean; message: string; device: Device }>
  /** Pairs all of them or none; a refusal over unknown devices names each one. */
  pair(locationId: string, serialIds: string[]): Promise<string[]>
  unpair(serialId: string): Promise<boolean>
}

export function byId(devices: readonly Device[]): Map<string, Device> {
  return new Map(devices.map((device) => [device.serialId, device]))
}

/** The account's devices through the list extension, or the spec's paired-only list without it. */
export async function listAccountDevices(
  { client, credentials }: Pick<Authorized, 'client' | 'credentials'>,
  accountId: string | undefined,
): Promise<{ devices: Device[]; complete: boolean }> {
  const all = await client.listDevices(credentials, accountId)
  if (all) return { devices: all.devices, complete: true }
  const paired = await client.getDevicesForLocations(credentials, accountId)
  return { devices: paired.devices, complete: false }
}

export function accountOps(context: Authorized, accountId: string | undefined): AccountOps {
  const { client, credentials } = context
  return {
    devices: async () => {
      const listed = await listAccountDevices(context, accountId)
      return { devices: byId(listed.devices), complete: listed.complete }
    },
    upsert: (device) => client.upsertDevice(credentials, accountId, device),
    pair: async (locationId, serialIds) => {
      try {
        return (await client.pair(credentials, accountId, locationId, serialIds)).paired
      } catch (error) {
        throw await explainUnknownDevices(error, serialIds, {
          devices: () => client.listDevices(credentials, accountId),
          hasLocation: async () => {
            const listed = await client.listLocations(credentials, accountId)
            return listed && listed.locations.some((location) => location.id === locationId)
          },
        })
      }
    },
    unpair: async (serialId) =>
      (await client.unpairDevice(credentials, accountId, serialId)).unpaired,
  }
}
