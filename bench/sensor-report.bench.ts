// npm run bench:sensor-report — the demo service playing a sensor: one POST /admin/sensorReport of 1,000
// devices against the mock server as `npm run mock` runs it (package.json's command and V8 flags), with the
// bench seed's 1,000 Wi-Fi devices. Two kinds of report take turns, in both orders, every round: the
// seeded devices again (each gets lastReportedAt, one UPDATE per stored device) and 1,000 devices the
// account does not have (each created, stored: one INSERT). Every report is one commit (one fsync). A
// warm-up report of each kind is not counted. Target: each report answered within 200 ms (median; the
// slowest is printed beside it). BENCH_ROUNDS adjusts it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { BENCH_KEY, DEVICES, benchSeed, mac } from './support/bench-seed.ts'
import { memoryMb, startServer, stopServer } from './support/processes.ts'
import { fmt, median, printTargets, spread } from './support/stats.ts'

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 10)
const TARGET_MS = 200
const headers = { 'x-api-key': BENCH_KEY, 'content-type': 'application/json' }
const wifi = (prefix: number, n: number) => ({
  serialId: `Network;${mac(prefix, n)};WiFi`,
  deviceType: 32,
  name: `AP ${n}`,
  info: '5 GHz',
})

const dir = mkdtempSync(join(tmpdir(), 'bench-sensor-report-'))
const seedFile = join(dir, 'seed.json')
writeFileSync(seedFile, JSON.stringify(benchSeed()))
const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: { mock: string }
}
const [node = 'node', ...nodeArgs] = scripts.mock.split(/\s+/)
const command = [
  node,
  ...nodeArgs,
  '--port',
  '0',
  '--data-dir',
  join(dir, 'data'),
  '--seed',
  seedFile,
]
console.log(`Mock server: ${command.join(' ')}`)
console.log(
  `Load average before: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
)
const server = await startServer(command)

const known = JSON.stringify({ devices: Array.from({ length: DEVICES }, (_, n) => wifi(2, n)) })
let fresh = 0
/** 1,000 serial ids no report used before (prefix 6: the seed's are 2). */
const unknown = () =>
  JSON.stringify({ devices: Array.from({ length: DEVICES }, () => wifi(6, fresh++)) })

async function report(body: string, expectCreated: number): Promise<number> {
  const started = performance.now()
  const response = await fetch(`${server.url}/admin/sensorReport`, {
    method: 'POST',
    headers,
    body,
  })
  const answer = (await response.json()) as { reported?: number; created?: number }
  const ms = performance.now() - started
  if (response.status !== 200 || answer.reported !== DEVICES || answer.created !== expectCreated)
    throw new Error(`sensorReport answered ${response.status}: ${JSON.stringify(answer)}`)
  return ms
}

const times = { known: [] as number[], unknown: [] as number[] }
await report(known, 0)
await report(unknown(), DEVICES)
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)
  for (const kind of order) {
    const body = kind === 'known' ? known : unknown()
    times[kind].push(await report(body, kind === 'known' ? 0 : DEVICES))
  }
}
const memory = memoryMb(server.pid)
await stopServer(server)
rmSync(dir, { recursive: true, force: true })

console.log(`\n${ROUNDS} rounds, each kind once per round, order alternating (median (min–max)):`)
console.log(`  1,000 known devices (lastReportedAt set)   ${spread(times.known, 1, ' ms')}`)
console.log(`  1,000 new devices (created, stored)         ${spread(times.unknown, 1, ' ms')}`)
console.log(
  `  mock server memory after: ${fmt(memory.rss)} MB resident, ${fmt(memory.peak)} MB peak`,
)
console.log(
  `Load average after: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
)
printTargets(
  (['known', 'unknown'] as const).map((kind) => ({
    name: `report of 1,000 ${kind} devices ≤ ${TARGET_MS} ms`,
    figure: `${fmt(median(times[kind]), 1)} ms (slowest ${fmt(Math.max(...times[kind]), 1)} ms)`,
    holds: median(times[kind]) <= TARGET_MS,
  })),
)
