// npm run bench:match-check — the match check in main over 100,000 devices, 10,000 of them registrations
// whose id a sensor reports another way (near-miss candidates of every rule), the rest sensor-reported or
// matched. Each measurement runs in a process of its own that holds only the service's answer (generated
// by the parent), as main would, and does what main does for it PASSES times over (a main that checks
// again after each repair):
// - the check: the answer parsed as the client parses it (JSON, then the zod schema), the registry's map
//   by serial id, the check (src/core/match/check.ts), its output validated as the IPC dispatch does and
//   serialized as IPC sends it;
// - its baseline, taking turns with it every round (in both orders): the same answer parsed into the same
//   map and nothing else: what main holds for any list of the account's devices.
// Every process runs with the app's Node flags (src/core/node-flags.ts: main, npm start and device-admin
// run with them), BENCH_NODE_DEFAULTS=1 without. Targets: the check ≤ 1 s (median), the check process's
// peak resident memory ≤ 300 MB (the largest of the rounds; sampled after each step, before the garbage
// is collected). BENCH_ROUNDS, BENCH_PASSES adjust it.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { serialize } from 'node:v8'
import { DeviceListResponseSchema, type Device } from '#shared/api/devices.ts'
import { MatchCheckSchema } from '#shared/ipc/match.ts'
import { byId } from '#core/registry/account-ops.ts'
import { checkMatch } from '#core/match/check.ts'
import { APP_NODE_FLAGS } from '#core/node-flags.ts'
import { fmt, median, printTargets, spread } from './support/stats.ts'

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 5)
const PASSES = Number(process.env['BENCH_PASSES'] ?? 3)
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

/** As main runs (the app's Node flags); BENCH_NODE_DEFAULTS=1: V8's own young generation (up to 64 MB semi-spaces). */
const FLAGS = process.env['BENCH_NODE_DEFAULTS'] === '1' ? [] : APP_NODE_FLAGS
type Kind = 'check' | 'list'
interface Pass {
  parseMs: number
  checkMs: number
  peakMb: number
  nearMisses: number
}
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')

const [, , kind, measuring] = process.argv
if (measuring === undefined) {
  const devices: Device[] = []
  for (let n = 0; n < CANDIDATES; n++) devices.push(...pairOf(n))
  for (let n = CANDIDATES; devices.length < DEVICES; n++) {
    // The rest: sensor-reported docks and matched registrations, keys that meet nothing.
    const serial = `SN${hex(n, 8).toUpperCase()}`
    devices.push(device(`0BDA;${serial};8153`, 4, n % 4 === 0 ? 'admin' : 'sensor', at))
  }
  const dir = mkdtempSync(join(tmpdir(), 'bench-match-'))
  const file = join(dir, 'devices.json')
  const body = JSON.stringify({ status: 'OK', devices })
  writeFileSync(file, body)
  const measure = (what: Kind): { passes: Pass[]; restMb: number } => {
    const child = spawnSync(
      process.execPath,
      [...FLAGS, ...process.execArgv, import.meta.filename, what, file],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    )
    if (child.status !== 0) throw new Error(`the ${what} process failed (${child.status})`)
    return JSON.parse(child.stdout) as { passes: Pass[]; restMb: number }
  }
  console.log(
    `${fmt(DEVICES)} devices (${fmt(body.length / 1e6, 1)} MB of JSON), ${fmt(CANDIDATES)} near-miss candidates; ` +
      `${ROUNDS} rounds, each a check process and a baseline process of ${PASSES} passes, taking turns; ` +
      `Node flags ${FLAGS.length ? `${FLAGS.join(' ')} (as main runs)` : 'V8 defaults (BENCH_NODE_DEFAULTS=1)'}`,
  )
  console.log(`Load average before: ${load()}`)
  const runs: Record<Kind, { passes: Pass[]; restMb: number }[]> = { check: [], list: [] }
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const order: Kind[] = round % 2 === 0 ? ['check', 'list'] : ['list', 'check']
      for (const what of order) runs[what].push(measure(what))
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  const passes = (what: Kind) => runs[what].flatMap((run) => run.passes)
  const firstPeak = (what: Kind) => runs[what].map((run) => run.passes[0]!.peakMb)
  const peak = (what: Kind) => runs[what].map((run) => Math.max(...run.passes.map((p) => p.peakMb)))
  const checkMs = passes('check').map((p) => p.checkMs)
  const found = new Set(passes('check').map((p) => p.nearMisses))
  if (found.size !== 1 || !found.has(CANDIDATES))
    throw new Error(`found ${[...found].join(', ')} near-misses, not ${fmt(CANDIDATES)}`)
  const share = runs.check.map(
    (run, i) => Math.max(...run.passes.map((p) => p.peakMb)) - peak('list')[i]!,
  )
  console.log(`\nMedian (min–max) over the rounds:`)
  console.log(
    `  at rest, holding the JSON answer   ${spread(
      [...runs.check, ...runs.list].map((r) => r.restMb),
      0,
      ' MB',
    )}`,
  )
  console.log(
    `  answer parsed (JSON + zod) + map   ${spread(
      passes('list').map((p) => p.parseMs),
      0,
      ' ms',
    )} (baseline), ${spread(
      passes('check').map((p) => p.parseMs),
      0,
      ' ms',
    )} (check)`,
  )
  console.log(
    `  match check                        ${spread(checkMs, 0, ' ms')} (${fmt(checkMs.length)} passes)`,
  )
  console.log(`  near-misses found                  ${fmt(CANDIDATES)}`)
  console.log(
    `  peak resident, first pass          ${spread(firstPeak('check'), 0, ' MB')} (baseline ${spread(firstPeak('list'), 0, ' MB')})`,
  )
  console.log(
    `  peak resident, all ${PASSES} passes        ${spread(peak('check'), 0, ' MB')} (baseline ${spread(peak('list'), 0, ' MB')})`,
  )
  console.log(
    `  the check's share of the peak      ${spread(share, 0, ' MB')} (check − baseline, same round)`,
  )
  console.log(`Load average after: ${load()}`)
  const peakMb = Math.max(...peak('check'))
  printTargets([
    {
      name: 'check over 100,000 devices ≤ 1 s',
      figure: `${fmt(median(checkMs))} ms (slowest ${fmt(Math.max(...checkMs))} ms)`,
      holds: median(checkMs) <= 1000,
    },
    {
      name: 'peak resident of the check ≤ 300 MB',
      figure: `${fmt(peakMb)} MB (largest; baseline ${fmt(Math.max(...peak('list')))} MB)`,
      holds: peakMb <= 300,
    },
  ])
  process.exit(0)
}

// A measuring process: only the answer, then PASSES times what main does with it.
const gc = (globalThis as { gc?: () => void }).gc
if (!gc) throw new Error('run with --expose-gc (npm run bench:match-check does)')
const body = readFileSync(measuring, 'utf8')
gc()
const restMb = process.memoryUsage().rss / 1e6
const result: Pass[] = []
/** The handler's part: the list read, the check run; the list is garbage once it returns, as in main. */
function listAndCheck(sample: () => void) {
  const started = performance.now()
  const devices = byId(DeviceListResponseSchema.parse(JSON.parse(body)).devices)
  const parseMs = performance.now() - started
  sample()
  if (devices.size !== DEVICES) throw new Error(`listed ${devices.size}, not ${DEVICES}`)
  if (kind !== 'check') return { parseMs, checkMs: 0, check: null }
  const checked = performance.now()
  const check = checkMatch({ devices, complete: true, registeredAt: () => null })
  const checkMs = performance.now() - checked
  sample()
  return { parseMs, checkMs, check }
}
for (let pass = 0; pass < PASSES; pass++) {
  let peakMb = 0
  const sample = () => (peakMb = Math.max(peakMb, process.memoryUsage().rss / 1e6))
  const { parseMs, checkMs, check } = listAndCheck(sample)
  let nearMisses = 0
  if (check) {
    // The dispatch validates the output, IPC serializes it.
    const valid = MatchCheckSchema.parse(check)
    sample()
    const sent = serialize(valid)
    sample()
    nearMisses = check.counts.nearMiss
    if (sent.length === 0 || check.entries.length === 0) throw new Error('nothing checked')
  }
  result.push({ parseMs, checkMs, peakMb, nearMisses })
  gc()
}
process.stdout.write(JSON.stringify({ passes: result, restMb }))
