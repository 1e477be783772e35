// npm run bench:overview — the overview's summary (counts by type, state and location, and coverage) of
// 100,000 devices (BENCH_DEVICES) over the demo seed's Berlin locations, in Node: warmed up, then
// BENCH_ROUNDS rounds; then the whole overview in Chromium (BENCH_PAGE_LOADS loads, devices arrived →
// figures painted). Medians (min–max) against the 200 ms target, and the load average.
import { loadavg } from 'node:os'
import { summarize } from '#renderer/features/overview/summary.ts'
import type { Device } from '#shared/api/devices.ts'
import type { Location } from '#shared/api/extensions.ts'
import { overviewInBrowser } from './support/overview-browser.ts'
import { rendererSeed } from './support/renderer-seed.ts'
import { fmt, median, printTargets, spread } from './support/stats.ts'

const DEVICES = Number(process.env['BENCH_DEVICES'] ?? 100_000)
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 15)
const PAGE_LOADS = Number(process.env['BENCH_PAGE_LOADS'] ?? 5)
const WARMUP = 5
const TARGET_MS = 200

const seed = rendererSeed(DEVICES)
const account = seed.tenants[0]!.accounts[0]!
const locations: Location[] = account.locations.map((location) => ({
  ...location,
  accountId: account.id,
}))
// Every fifth device registered by an admin, half of those never paired (memory only).
const devices: Device[] = seed.devices.map((entry, i) => ({
  serialId: entry.serialId,
  deviceType: entry.deviceType,
  name: entry.name,
  info: entry.info,
  locationId: entry.locationId ?? null,
  source: i % 5 === 0 ? 'admin' : 'sensor',
  stored: entry.locationId !== undefined || i % 5 !== 0,
}))

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

console.log(
  `Summarizing ${fmt(DEVICES)} devices over ${locations.length} locations (load average ${loadAverage()})`,
)
for (let i = 0; i < WARMUP; i++) summarize(devices, locations, true)
const times: number[] = []
let last = summarize(devices, locations, true)
for (let round = 0; round < ROUNDS; round++) {
  const start = performance.now()
  last = summarize(devices, locations, true)
  times.push(performance.now() - start)
}
console.log(
  `summary ${spread(times, 1, ' ms')} over ${ROUNDS} rounds after ${WARMUP} warm-up rounds; ` +
    `${fmt(last.byState.paired)} paired, ${last.coverage.noAreaDevice.length} places without an area device, ` +
    `${fmt(last.coverage.lostOnRestart.count)} lost on a restart (load average ${loadAverage()})`,
)
const { painted: page, reading } = await overviewInBrowser(DEVICES, PAGE_LOADS)
console.log(
  `overview in Chromium, devices arrived → figures painted: ${spread(page, 0, ' ms')} over ${PAGE_LOADS} loads ` +
    `(the first a cold browser's; load average ${loadAverage()})`,
)
console.log(
  `  of which reading the list (parsing the harness's JSON, no overview): ${spread(reading, 0, ' ms')}`,
)
printTargets([
  {
    name: `summary of ${fmt(DEVICES)} devices`,
    figure: `${fmt(median(times), 1)} ms (target ≤ ${TARGET_MS} ms)`,
    holds: median(times) <= TARGET_MS,
  },
  {
    // Reading the list is the transport's (the devices table pays it too); the rest is the overview's.
    name: `overview's own part in Chromium (painted − reading)`,
    figure: `${fmt(median(page) - median(reading))} ms (target ≤ ${TARGET_MS} ms)`,
    holds: median(page) - median(reading) <= TARGET_MS,
  },
])
