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
  devices: readonly Device[]
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
 * One pass to index the reported devices by their near-miss keys, one to look each registration up:
 * linear in the devices, never pair by pair.
 */
export function checkMatch({
  devices,
  complete,
  registeredAt,
  replaced,
  now,
}: CheckInput): MatchCheck {
  const knowsReports = devices.some((device) => device.lastReportedAt !== undefined)
  const byKey = new Map<string, Device[]>()
  for (const device of devices) {
    if (!reportedBySensor(device)) continue
    for (const key of matchKeys(device)) {
      const list = byKey.get(key)
      if (list) list.push(device)
      else byKey.set(key, [device])
    }
  }
  const entries: MatchEntry[] = []
  const counts = { registered: 0, matched: 0, waiting: 0, unknown: 0, nearMiss: 0 }
  const add = (device: Device, standIn: boolean) => {
    counts.registered += 1
    const lastReportedAt = device.lastReportedAt ?? null
    const matched = lastReportedAt !== null || standIn
    const nearMisses = matched ? [] : nearMissesOf(device, byKey)
    const status: MatchStatus = matched
      ? 'matched'
      : nearMisses.length > 0
        ? 'near-miss'
        : knowsReports
          ? 'waiting'
          : 'unknown'
    counts[status === 'near-miss' ? 'nearMiss' : status] += 1
    entries.push({
      device: seen(device),
      status,
      lastReportedAt,
      registeredAt: registeredAt(device.serialId),
      nearMisses,
    })
  }
  const bySerial = new Map<string, Device>()
  for (const device of devices) {
    if (device.source === 'admin' && !replaced?.has(device.serialId)) add(device, false)
    if (replaced?.size) bySerial.set(device.serialId, device)
  }
  // A repaired registration is the sensor's device now: counted as matched under the sensor's id.
  for (const by of new Set(replaced?.values())) {
    const device = bySerial.get(by)
    if (device && device.source !== 'admin') add(device, true)
  }
  entries.sort((a, b) => ORDER[a.status] - ORDER[b.status])
  const limits = []
  if (!knowsReports) limits.push(coded('match.limit.no-report-times'))
  if (!complete) limits.push(coded('match.limit.paired-only'))
  return { entries, counts, limits, checkedAt: (now ?? new Date()).toISOString() }
}

function nearMissesOf(device: Device, byKey: ReadonlyMap<string, Device[]>): NearMissFound[] {
  const found = new Map<string, NearMissFound>()
  for (const key of matchKeys(device)) {
    for (const reported of byKey.get(key) ?? []) {
      if (found.has(reported.serialId)) continue
      const miss = nearMiss(device, reported)
      if (!miss) continue
      found.set(reported.serialId, {
        reported: { ...seen(reported), lastReportedAt: reported.lastReportedAt ?? null },
        ...miss,
      })
    }
  }
  return [...found.values()].sort(
    (a, b) => Number(a.certainty === 'likely') - Number(b.certainty === 'likely'),
  )
}
