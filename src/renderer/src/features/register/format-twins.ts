import type { Device } from '#shared/api/devices.ts'

/** Serial ids that differ only in case or separators look alike to people but never match. */
function looseKey(serialId: string): string {
  return serialId.toLowerCase().replace(/[\s:.\-_]/g, '')
}

export type TwinIndex = Map<string, Device[]>

export function indexByLooseKey(devices: readonly Device[]): TwinIndex {
  const index: TwinIndex = new Map()
  for (const device of devices) {
    const key = looseKey(device.serialId)
    const list = index.get(key)
    if (list) list.push(device)
    else index.set(key, [device])
  }
  return index
}

export interface Twins {
  /** The device with exactly this serial id: registering updates it. */
  exact: Device | undefined
  /** Devices whose serial id differs only in format: registering would add a second, unmatched one. */
  lookalikes: Device[]
}

export function findTwins(serialId: string, index: TwinIndex): Twins {
  const candidates = index.get(looseKey(serialId)) ?? []
  return {
    exact: candidates.find((device) => device.serialId === serialId),
    lookalikes: candidates.filter((device) => device.serialId !== serialId),
  }
}
