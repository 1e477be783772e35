import type { Device } from '#shared/api/devices.ts'
import { coded } from '#shared/coded-text.ts'
import type { MatchCheck, MatchEntry, MatchStatus, NearMissFound } from '#shared/ipc/match.ts'
import { matchKeys, nearMiss } from '#shared/match/near-miss.ts'

const ORDER: Record<MatchStatus, number> = { 'near-miss': 0, waiting: 1, unknown: 2, matched: 3 }

export const seen = (device: Device) => ({
  serialId: device.serialId,
  deviceType: device.deviceType,
  name: device.name,
  info: device.info,
  locationId: device.locationId,
})

/** Whether a sensor has reported the device: it created it, or (where the service says) it reported it. */
const reportedBySensor = (device: Device) =>
  device.source === 'sensor' || (device.lastReportedAt ?? null) !== null

export interface CheckInput {
  /** The account's devices: the registry's map by serial id (used as it is, never copied), or a list. */
  devices: ReadonlyMap<string, Device> | readonly Device[]
  /** false: the service lists paired devices only. */
  complete: boolean
  /** When this app registered a device, where its journal knows. */
  registeredAt: (serialId: string) => string | null
  /** Admin entries a repair replaced, each with the sensor's id that replaced it. */
  replaced?: ReadonlyMap<string, string>
  now?: Date
}

/**
 * Every device the account's admins registered, matched, waiting or a near-miss of what sensors report.
 * Linear in the devices, never pair by pair, and lean on memory (the list can hold 100,000): one pass
 * indexes only the registrations no sensor reported exactly (the only ones that can be near-misses) by
 * their near-miss keys; a second walks the reported devices and looks their keys up there, so the keys
 * of the many reported devices are never kept.
 */
export function checkMatch({
  devices,
  complete,
  registeredAt,
  replaced,
  now,
}: CheckInput): MatchCheck {
  let knowsReports = false
  const registrations: Device[] = []
  const unreported = new Map<string, Device | Device[]>()
  for (const device of devices.values()) {
    if (device.lastReportedAt !== undefined) knowsReports = true
    if (device.source !== 'admin' || replaced?.has(device.serialId)) continue
    registrations.push(device)
    if ((device.lastReportedAt ?? null) !== null) continue
    for (const key of matchKeys(device)) {
      const there = unreported.get(key)
      if (there === undefined) unreported.set(key, device)
      else if (Array.isArray(there)) there.push(device)
      else unreported.set(key, [there, device])
    }
  }
  const found = new Map<Device, NearMissFound[]>()
  if (unreported.size > 0)
    for (const reported of devices.values()) {
      if (!reportedBySensor(reported)) continue
      for (const key of matchKeys(reported)) {
        const there = unreported.get(key)
        if (there === undefined) continue
        for (const device of Array.isArray(there) ? there : [there]) meet(found, device, reported)
      }
    }

  const entries: MatchEntry[] = []
  const counts = { registered: 0, matched: 0, waiting: 0, unknown: 0, nearMiss: 0 }
  const add = (device: Device, standIn: boolean) => {
    counts.registered += 1
    const lastReportedAt = device.lastReportedAt ?? null
    const matched = lastReportedAt !== null || standIn
    const nearMisses = matched ? [] : (found.get(device) ?? [])
    const status: MatchStatus = matched
      ? 'matched'
      : nearMisses.length > 0
        ? 'near-miss'
        : knowsReports
          ? 'waiting'
          : 'unknown'
    counts[status === 'near-miss' ? 'nearMiss' : status] += 1
    if (nearMisses.length > 1)
      nearMisses.sort((a, b) => Number(a.certainty === 'likely') - Number(b.certainty === 'likely'))
    entries.push({
      device: seen(device),
      status,
      lastReportedAt,
      registeredAt: registeredAt(device.serialId),
      nearMisses,
    })
  }
  for (const device of registrations) add(device, false)
  // A repaired registration is the sensor's device now: counted as matched under the sensor's id.
  if (replaced?.size) {
    const bySerial =
      devices instanceof Map
        ? (devices as ReadonlyMap<string, Device>)
        : new Map([...devices.values()].map((device) => [device.serialId, device]))
    for (const by of new Set(replaced.values())) {
      const device = bySerial.get(by)
      if (device && device.source !== 'admin') add(device, true)
    }
  }
  entries.sort((a, b) => ORDER[a.status] - ORDER[b.status])
  const limits = []
  if (!knowsReports) limits.push(coded('match.limit.no-report-times'))
  if (!complete) limits.push(coded('match.limit.paired-only'))
  return { entries, counts, limits, checkedAt: (now ?? new Date()).toISOString() }
}

/** Records `reported` as a near-miss of the registration `device` where a rule says it is one. */
function meet(found: Map<Device, NearMissFound[]>, device: Device, reported: Device): void {
  const misses = found.get(device)
  if (misses?.some((miss) => miss.reported.serialId === reported.serialId)) return
  const miss = nearMiss(device, reported)
  if (!miss) return
  const one = {
    reported: { ...seen(reported), lastReportedAt: reported.lastReportedAt ?? null },
    ...miss,
  }
  if (misses) misses.push(one)
  else found.set(device, [one])
}
