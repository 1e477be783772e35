// npm run bench:mock-scale — the mock server (as `npm run mock` runs it) with 100,000 devices in one
// account: the first start that seeds them, cold starts, idle and peak memory, GET of the whole list
// (streamed), and whether stored updates keep their tail latency while whole lists stream alongside.
// Loads come from wrk (apt-get install wrk). There is no baseline: no bare server does the same work
// (a bare server would send one cached 14 MB buffer). BENCH_DEVICES, BENCH_SECONDS, BENCH_ROUNDS adjust it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { BENCH_KEY, benchSeed } from './support/bench-seed.ts'
import { loadGeneratorMissing, runLoad } from './support/load.ts'
import type { LoadResult } from './support/load.ts'
import { memoryMb, startServer, stopServer } from './support/processes.ts'
import { fmt, median, printTargets, spread } from './support/stats.ts'

const env = process.env
const DEVICES = Number(env['BENCH_DEVICES'] ?? 100_000)
const SECONDS = Number(env['BENCH_SECONDS'] ?? 4)
const ROUNDS = Number(env['BENCH_ROUNDS'] ?? 3)
const STARTS = 5
const TARGETS = { loadRssMb: 150, p99Ms: 10 }

const missing = loadGeneratorMissing()
if (missing) {
  console.error(`bench:mock-scale needs wrk: ${missing}`)
  process.exit(1)
}
const dir = mkdtempSync(join(tmpdir(), 'bench-scale-'))
const seedFile = join(dir, 'seed.json')
writeFileSync(seedFile, JSON.stringify(benchSeed(DEVICES)))
const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: { mock: string }
}
const command = [...scripts.mock.split(/\s+/), '--port', '0', '--data-dir', join(dir, 'data')]
console.log(`Mock server: ${scripts.mock} (npm run mock), ${fmt(DEVICES)} devices in one account`)
console.log(
  `Load average before: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
)

const seeding = await startServer([...command, '--seed', seedFile])
const seedingPeakMb = memoryMb(seeding.pid).peak
await stopServer(seeding)

const starts: { coldStartMs: number; idleRssMb: number }[] = []
for (let start = 0; start < STARTS; start++) {
  const server = await startServer(command)
  await sleep(500)
  starts.push({ coldStartMs: server.coldStartMs, idleRssMb: memoryMb(server.pid).rss })
  await stopServer(server)
}

const server = await startServer(command)
const headers = { 'x-api-key': BENCH_KEY }
/** One whole list, read to its end: milliseconds and MB. */
async function getWhole(path: string): Promise<{ ms: number; mb: number; devices: number }> {
  const started = performance.now()
  const text = await (await fetch(server.url + path, { headers })).text()
  const ms = performance.now() - started
  return {
    ms,
    mb: text.length / 1024 / 1024,
    devices: (JSON.parse(text) as { devices: unknown[] }).devices.length,
  }
}
const wholes: Record<string, { ms: number; mb: number; devices: number }[]> = {}
for (const path of ['/admin/getDevicesForLocations', '/admin/devices']) {
  wholes[path] = []
  for (let n = 0; n < 10; n++) wholes[path].push(await getWhole(path))
}

const order = { url: server.url, seconds: SECONDS }
const offsets = { 'get-all': 0, 'update-stored': 0 }
/** A load's figures, and the server's resident memory right after it. */
type Measured = LoadResult & { rssMb: number }
async function load(
  scenario: keyof typeof offsets,
  connections: number,
  seconds = SECONDS,
): Promise<Measured> {
  const result = await runLoad({
    ...order,
    seconds,
    scenario,
    connections,
    offset: offsets[scenario],
  })
  offsets[scenario] += result.sent
  return { ...result, rssMb: memoryMb(server.pid).rss }
}
await load('get-all', 2, 1)
await load('update-stored', 10, 1)
const rows: Record<string, Measured[]> = {
  'GET all, 2 connections': [],
  'updates alone': [],
  'updates beside GET all': [],
  'GET all beside updates': [],
}
for (let round = 1; round <= ROUNDS; round++) {
  process.stdout.write(`Round ${round} of ${ROUNDS}\n`)
  rows['GET all, 2 connections']!.push(await load('get-all', 2))
  rows['updates alone']!.push(await load('update-stored', 10))
  const [updates, lists] = await Promise.all([load('update-stored', 10), load('get-all', 2)])
  rows['updates beside GET all']!.push(updates)
  rows['GET all beside updates']!.push(lists)
}
const peakMb = memoryMb(server.pid).peak
await stopServer(server)
rmSync(dir, { recursive: true, force: true })

console.log(`\n${fmt(DEVICES)} devices in one account; medians (min–max)`)
console.log(
  `First start (seeding them): ${fmt(seeding.coldStartMs)} ms, peak RSS ${fmt(seedingPeakMb)} MB`,
)
console.log(
  `Cold start, spawn to first 200: ${spread(
    starts.map((s) => s.coldStartMs),
    0,
    ' ms',
  )}; idle RSS ${spread(
    starts.map((s) => s.idleRssMb),
    1,
    ' MB',
  )}`,
)
for (const [path, runs] of Object.entries(wholes))
  console.log(
    `GET ${path} (${fmt(runs[0]!.devices)} devices, ${fmt(runs[0]!.mb, 1)} MB), one at a time: ${spread(
      runs.map((r) => r.ms),
      0,
      ' ms',
    )}`,
  )
const table = (cells: string[]) =>
  console.log(cells.map((cell, i) => cell.padEnd([28, 22, 8, 22, 8][i] ?? 0)).join(' '))
console.log()
table([`load (wrk, ${SECONDS} s)`, 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'RSS after, MB'])
for (const [name, results] of Object.entries(rows)) {
  table([
    name,
    spread(results.map((r) => r.rps)),
    fmt(median(results.map((r) => r.p50)), 2),
    spread(
      results.map((r) => r.p99),
      1,
    ),
    fmt(results.reduce((sum, r) => sum + r.non2xx + r.errors, 0)),
    spread(results.map((r) => r.rssMb)),
  ])
}
console.log(`Peak RSS (VmHWM) over all of it: ${fmt(peakMb)} MB`)

const p99Beside = median(rows['updates beside GET all']!.map((r) => r.p99))
printTargets([
  {
    name: `RSS under load ≤ ${TARGETS.loadRssMb} MB`,
    figure: `${fmt(peakMb)} MB`,
    holds: peakMb <= TARGETS.loadRssMb,
  },
  {
    name: `stored update p99 ≤ ${TARGETS.p99Ms} ms at 10 connections, whole lists streaming alongside`,
    figure: `${fmt(p99Beside, 1)} ms`,
    holds: p99Beside <= TARGETS.p99Ms,
  },
])
console.log(
  `Load average after: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
)
