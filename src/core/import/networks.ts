import { DEVICE_TYPES } from '#shared/api/common.ts'
import type { NetworkQuestion, PreviewRow } from '#shared/ipc/import.ts'
import type { AccountSnapshot } from './account-snapshot.ts'
import { error, finding } from './finding.ts'

const WIFI = DEVICE_TYPES.wifi

/**
 * A survey hears the neighbours' networks too: which are ours is asked once, for the whole file. Until
 * it is answered, networks the account has already are taken as ours and the rest wait for the answer.
 */
export function askNetworks(
  rows: PreviewRow[],
  snapshot: AccountSnapshot | { error: string } | undefined,
  answer: readonly string[] | undefined,
): NetworkQuestion {
  const known = new Set<string>()
  if (snapshot && !('error' in snapshot))
    for (const device of snapshot.devices.values())
      if (device.deviceType === WIFI) known.add(device.name)
  const counts = new Map<string, number>()
  for (const row of rows)
    if (row.deviceType === WIFI) counts.set(row.name, (counts.get(row.name) ?? 0) + 1)
  const chosen = answer === undefined ? undefined : new Set(answer)
  const ours = (ssid: string) => (chosen ? chosen.has(ssid) : known.has(ssid))
  for (const row of rows) {
    if (row.deviceType !== WIFI || ours(row.name)) continue
    // A neighbour's network is left out: where it would go does not matter.
    if (chosen) row.findings = row.findings.filter((f) => f.code !== 'location-required')
    const network = { ssid: row.name, hidden: row.name === '' ? 'yes' : 'no' }
    row.findings.push(
      chosen ? finding('note', 'neighbour', network) : error('network-unconfirmed', network),
    )
  }
  const networks = [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([ssid, bssids]) => ({ ssid, bssids, known: known.has(ssid), ours: ours(ssid) }))
  return { networks, answered: chosen !== undefined }
}
