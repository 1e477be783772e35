import type { Device } from '#shared/api/devices.ts'
import type { PreviewRow } from '#shared/ipc/import.ts'
import { resolveKind } from '#shared/serial-id/index.ts'
import { error } from './finding.ts'
import { accountKey, type AccountSnapshot, type Snapshots } from './account-snapshot.ts'

/** The MAC in an id of the MAC layouts (Wi-Fi, gateway, NIC); undefined for monitors and docks. */
export function macOf(serialId: string): string | undefined {
  const match =
    /^(?:Network|Ethernet|WLAN);([0-9a-f]{2}(?::[0-9a-f]{2}){5});(?:WiFi|Gateway|NIC)$/.exec(
      serialId,
    )
  return match?.[1]
}

/** The MAC-based device types the findings name ('other' for the rest). */
const NAMED_KINDS: ReadonlySet<string> = new Set(['wifi', 'router', 'nic'])
/** The device type a MAC is given as, by its key: the catalog's message selects its words. */
const kindOf = (deviceType: number | null) => {
  const kind = resolveKind(deviceType ?? 0) ?? ''
  return NAMED_KINDS.has(kind) ? kind : 'other'
}

const indexes = new WeakMap<AccountSnapshot, Map<string, Device[]>>()

function byMac(snapshot: AccountSnapshot): Map<string, Device[]> {
  let index = indexes.get(snapshot)
  if (!index) {
    index = new Map()
    for (const device of snapshot.devices.values()) {
      const mac = macOf(device.serialId)
      if (mac) index.set(mac, [...(index.get(mac) ?? []), device])
    }
    indexes.set(snapshot, index)
  }
  return index
}

/**
 * One address is one device: a MAC registered already as another type (a gateway's MAC given as a BSSID),
 * or given as two types in the file, holds the row back and says which is which.
 */
export function markOtherTypes(
  rows: PreviewRow[],
  snapshots: Snapshots,
  defaultAccount: string | undefined,
): void {
  const inFile = new Map<string, PreviewRow[]>()
  for (const row of rows) {
    const mac = row.serialId === null ? undefined : macOf(row.serialId)
    if (!mac) continue
    const key = `${row.accountId ?? ''}\n${mac}`
    inFile.set(key, [...(inFile.get(key) ?? []), row])
    const snapshot = snapshots.get(accountKey(row.accountId, defaultAccount))
    if (!snapshot || 'error' in snapshot) continue
    const other = byMac(snapshot)
      .get(mac)
      ?.find((device) => device.deviceType !== row.deviceType)
    if (!other) continue
    row.findings.push(
      error('other-type', {
        said: other.locationId ? 'registered_paired' : 'registered',
        mac,
        other: kindOf(other.deviceType),
        otherId: other.serialId,
        location: other.locationId ?? '',
        kind: kindOf(row.deviceType),
      }),
    )
  }
  for (const group of inFile.values()) {
    const types = new Set(group.map((row) => row.deviceType))
    if (types.size < 2) continue
    for (const row of group) {
      const mac = macOf(row.serialId ?? '') ?? ''
      const others = group.filter((other) => other.deviceType !== row.deviceType)
      const rows = others.map((other) => other.row).join(', ')
      row.findings.push(
        error('other-type', {
          said: 'in_file',
          mac,
          kind: kindOf(row.deviceType),
          count: others.length,
          rows,
        }),
      )
    }
  }
}
