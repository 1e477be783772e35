// npm run bench:match-check — the match check in main over 100,000 devices, 10,000 of them registrations
// whose id a sensor reports another way (near-miss candidates of every rule), the rest sensor-reported or
// matched. Per round: the service's list answer parsed as the client parses it (JSON, then the zod
// schema), then the check (src/core/match/check.ts). Targets: the check ≤ 1 s, the process's peak
// resident memory ≤ 300 MB (sampled as each round ends, the answer, its parse and the result all alive;
// a full GC between rounds). BENCH_ROUNDS adjusts it.
import { loadavg } from 'node:os'
import { DeviceListResponseSchema, type Device } from '#shared/api/devices.ts'
import { checkMatch } from '#core/match/check.ts'
import { fmt, median, printTargets, spread } from './support/stats.ts'

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 7)
const DEVICES = 100_000
const CANDIDATES = 10_000
const hex = (n: number, width: number) => n.toString(16).padStart(width, '0')
const mac = (prefix: number, n: number) =>
  [prefix, 0, (n >> 16) & 255, (n >> 8) & 255, n & 255, 0x10].map((b) => hex(b, 2)).join(':')
const device = (
  serialId: string,
  deviceType: number,
  source: 'admin' | 'sensor',
  lastReportedAt: string | null,
): Device => ({
  serialId,
  deviceType,
  name: 'Device',
  info: '',
  locationId: source === 'admin' ? 'desk' : null,
  source,
  stored: true,
  lastReportedAt,
})
const at = '2026-12-01T08:00:00.000Z'

/** Each candidate: an admin entry and the sensor's report of the same hardware, by one of the five rules. */
function pairOf(n: number): Device[] {
  const serial = `CN${hex(n, 8).toUpperCase()}`
  switch (n % 5) {
    case 0:
      return [
        device(`Ethernet;${mac(2, n)};NIC`, 8, 'admin', null),
        device(`WLAN;${mac(2, n)};NIC`, 8, 'sensor', at),
      ]
    case 1:
      return [
        device(`Network;${mac(0, n)};WiFi`, 32, 'admin', null),
        device(`Network;${mac(2, n)};WiFi`, 32, 'sensor', at),
      ]
    case 2:
      return [
        device(`413C;${serial.toLowerCase()};45166`, 4, 'admin', null),
        device(`413C;${serial};45166`, 4, 'sensor', at),
      ]
    case 3:
      return [
        device(`DEL;${serial.slice(0, 4)} ${serial.slice(4)};A17D`, 2, 'admin', null),
        device(`DEL;${serial};A17D`, 2, 'sensor', at),
      ]
    default:
      return [
        device(`Network;${mac(4, n).slice(0, -1)}0;WiFi`, 32, 'admin', null),
        device(`Network;${mac(4, n).slice(0, -1)}3;WiFi`, 32, 'sensor', at),
      ]
  }
}

const devices: Device[] = []
for (let n = 0; n < CANDIDATES; n++) devices.push(...pairOf(n))
for (let n = CANDIDATES; devices.length < DEVICES; n++) {
  // The rest: sensor-reported docks and matched registrations, keys that meet nothing.
  const serial = `SN${hex(n, 8).toUpperCase()}`
  devices.push(device(`0BDA;${serial};8153`, 4, n % 4 === 0 ? 'admin' : 'sensor', at))
}
const body = JSON.stringify({ status: 'OK', devices })
devices.length = 0
console.log(
  `${fmt(DEVICES)} devices (${fmt(body.length / 1e6, 1)} MB of JSON), ${fmt(CANDIDATES)} near-miss candidates`,
)
console.log(
  `Load average before: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
)

const gc = (globalThis as { gc?: () => void }).gc
if (!gc) throw new Error('run with --expose-gc (npm run bench:match-check does)')
gc()
const restMb = process.memoryUsage().rss / 1e6
const rssMb: number[] = []
const parseMs: number[] = []
const checkMs: number[] = []
let nearMisses = 0
for (let round = 0; round < ROUNDS; round++) {
  const started = performance.now()
  const listed = DeviceListResponseSchema.parse(JSON.parse(body)).devices
  const parsed = performance.now()
  const result = checkMatch({ devices: listed, complete: true, registeredAt: () => null })
  checkMs.push(performance.now() - parsed)
  parseMs.push(parsed - started)
  nearMisses = result.counts.nearMiss
  rssMb.push(process.memoryUsage().rss / 1e6)
  gc()
}
if (nearMisses !== CANDIDATES) throw new Error(`found ${nearMisses} near-misses, not ${CANDIDATES}`)
const peakMb = Math.max(...rssMb)

console.log(`\n${ROUNDS} rounds (median (min–max)):`)
console.log(`  list answer parsed (JSON + zod)   ${spread(parseMs, 0, ' ms')}`)
console.log(`  match check                       ${spread(checkMs, 0, ' ms')}`)
console.log(`  near-misses found                 ${fmt(nearMisses)}`)
console.log(`  resident with the JSON answer     ${fmt(restMb)} MB (before parsing it)`)
console.log(`  resident after parse and check    ${spread(rssMb, 0, ' MB')}`)
console.log(
  `Load average after: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
)
printTargets([
  {
    name: 'check over 100,000 devices ≤ 1 s',
    figure: `${fmt(median(checkMs))} ms (slowest ${fmt(Math.max(...checkMs))} ms)`,
    holds: median(checkMs) <= 1000,
  },
  {
    name: 'resident after parse and check ≤ 300 MB',
    figure: `${fmt(peakMb)} MB (largest of the rounds)`,
    holds: peakMb <= 300,
  },
])
