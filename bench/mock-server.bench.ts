// npm run bench:mock — the mock server as `npm run mock` runs it (package.json's command: the bundle and
// its V8 flags), loaded by wrk (its own process, one thread), beside a baseline of bare node:http and
// node:sqlite doing the same work per request (support/baseline-server.ts). Start-up is measured apart,
// with the app's service host (built by electron-vite, run under Node with a stand-in parentPort). Per
// scenario and round both servers start fresh; every load is warmed up first; mock and baseline take
// turns, in both orders.
// Writes never repeat a stored value; fsyncs (calls and time, Linux perf trace) and changed rows are
// counted and printed.
// Needs wrk (apt-get install wrk) and, for the fsync counts, perf (apt-get install linux-perf).
// BENCH_SECONDS, BENCH_WARMUP, BENCH_ROUNDS, BENCH_STARTS, BENCH_SCENARIOS=get-one,pair and
// BENCH_TRACE_GC=1 (GC events of the mock server per load) adjust it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { databasePath } from '#mock-server/store/database.ts'
import { BENCH_KEY, DEVICES, benchSeed } from './support/bench-seed.ts'
import { changedRows, deviceRows } from './support/device-rows.ts'
import { gcSummary } from './support/gc-trace.ts'
import { loadGeneratorMissing, runLoad } from './support/load.ts'
import { printMockReport } from './support/mock-report.ts'
import type { Measured, Peak, Started } from './support/mock-report.ts'
import { fsyncTracingUnavailable, memoryMb, traceFsyncs } from './support/processes.ts'
import { startServer, stopServer } from './support/processes.ts'
import type { Server } from './support/processes.ts'
import { MEMORY_DEVICE, scenarios } from './support/scenarios.ts'
import type { Scenario } from './support/scenarios.ts'
import { buildApp, hostCommand } from './support/service-host.ts'
import { sqliteFullSyncCeiling } from './support/sqlite-ceiling.ts'

const env = process.env
const SECONDS = Number(env['BENCH_SECONDS'] ?? 4)
const WARMUP = Number(env['BENCH_WARMUP'] ?? 1)
const ROUNDS = Number(env['BENCH_ROUNDS'] ?? 3)
const STARTS = Number(env['BENCH_STARTS'] ?? 7)
const TRACE_GC = env['BENCH_TRACE_GC'] === '1'
const CONNECTIONS = [10, 50]
const only = env['BENCH_SCENARIOS']?.split(',')
const chosen = scenarios.filter((scenario) => !only || only.includes(scenario.id))
const headers = { 'x-api-key': BENCH_KEY, 'content-type': 'application/json' }

const missing = loadGeneratorMissing()
if (missing) {
  console.error(`bench:mock needs wrk: ${missing}`)
  process.exit(1)
}
const noPerf = fsyncTracingUnavailable()
const dir = mkdtempSync(join(tmpdir(), 'bench-mock-'))
const dataDir = join(dir, 'data')
const seedFile = join(dir, 'seed.json')
writeFileSync(seedFile, JSON.stringify(benchSeed()))
const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: { mock: string }
}
const [node = 'node', ...nodeArgs] = scripts.mock.split(/\s+/)
const mockCommand = [node, ...(TRACE_GC ? ['--trace-gc'] : []), ...nodeArgs]
const mockArgs = ['--port', '0', '--data-dir', dataDir, '--seed', seedFile]
console.log(`Mock server: ${mockCommand.join(' ')} (npm run mock)`)
console.log(
  `Load average before: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
)

// The first start seeds the database (and builds the bundle if it is stale): not a cold start.
const seeding = await startServer([...mockCommand, ...mockArgs])
const bodies: Record<string, string> = {}
for (const { path } of chosen) {
  if (path) bodies[path] = await (await fetch(seeding.url + path, { headers })).text()
}
await stopServer(seeding)
const bodiesFile = join(dir, 'bodies.json')
writeFileSync(bodiesFile, JSON.stringify(bodies))
const commands = {
  mock: [...mockCommand, ...mockArgs],
  baseline: ['node', 'bench/support/baseline-server.ts', bodiesFile, dir],
}
const databases = { mock: databasePath(dataDir), baseline: join(dir, 'baseline.sqlite') }

const measured: Measured[] = []
const started: Started[] = []
const peaks: Peak[] = []
const sqliteCommits: ReturnType<typeof sqliteFullSyncCeiling>[] = []
const offsets = new Map<string, number>()

/** One warm-up and one measured load of a scenario, with the fsyncs, changed rows and GC they cost. */
async function measure(
  server: Server,
  kind: Measured['server'],
  scenario: Scenario,
  connections: number,
  round: number,
) {
  const key = `${kind} ${scenario.id}`
  const order = { url: server.url, scenario: scenario.id, connections }
  const next = async (seconds: number) => {
    const result = await runLoad({ ...order, seconds, offset: offsets.get(key) ?? 0 })
    offsets.set(key, (offsets.get(key) ?? 0) + result.sent)
    return result
  }
  await next(WARMUP)
  const before = scenario.writes === 'durable' ? deviceRows(databases[kind]) : undefined
  const logFrom = server.output().length
  const stopTracing = noPerf ? undefined : await traceFsyncs(server.pid)
  const load = await next(SECONDS)
  const fsyncs = stopTracing ? await stopTracing() : null
  const rowsChanged = before ? changedRows(before, deviceRows(databases[kind])) : null
  const gc = TRACE_GC && kind === 'mock' ? gcSummary(server.output().slice(logFrom)) : undefined
  measured.push({
    scenario: scenario.id,
    connections,
    server: kind,
    round,
    seconds: SECONDS,
    load,
    fsyncs,
    rowsChanged,
    gc,
  })
}

// Start-up: spawn to the first 200, then the resident set at rest, taking turns (npm run mock, the app's
// service host under Node, the baseline).
buildApp()
const startCommands = { ...commands, host: hostCommand(dataDir) }
for (let start = 1; start <= STARTS; start++) {
  process.stdout.write(`Start-up: ${start} of ${STARTS}\n`)
  for (const kind of ['mock', 'host', 'baseline'] as const) {
    const server = await startServer(startCommands[kind])
    await sleep(500)
    started.push({
      server: kind,
      coldStartMs: server.coldStartMs,
      idleRssMb: memoryMb(server.pid).rss,
    })
    await stopServer(server)
  }
}

for (const scenario of chosen) {
  for (let round = 1; round <= ROUNDS; round++) {
    process.stdout.write(`${scenario.title}: round ${round} of ${ROUNDS}\n`)
    const servers = {
      mock: await startServer(commands.mock),
      baseline: await startServer(commands.baseline),
    }
    if (scenario.id === 'update-memory') {
      const body = JSON.stringify({
        serialId: MEMORY_DEVICE,
        deviceType: 32,
        name: 'Bench',
        info: '5 GHz',
      })
      for (const { url } of Object.values(servers))
        await (await fetch(`${url}/admin/device`, { method: 'POST', headers, body })).text()
    }
    for (const connections of CONNECTIONS) {
      // Taking turns in both orders cancels the drift of a shared machine between the two.
      const mockFirst = (round + connections / 10) % 2 === 0
      for (const kind of mockFirst
        ? (['mock', 'baseline'] as const)
        : (['baseline', 'mock'] as const))
        await measure(servers[kind], kind, scenario, connections, round)
    }
    for (const kind of ['mock', 'baseline'] as const) {
      peaks.push({
        server: kind,
        scenario: scenario.id,
        peakRssMb: memoryMb(servers[kind].pid).peak,
      })
      await stopServer(servers[kind])
    }
    if (scenario.id === 'pair') sqliteCommits.push(sqliteFullSyncCeiling(SECONDS / 2))
  }
}
rmSync(dir, { recursive: true, force: true })
printMockReport({
  ...{ seconds: SECONDS, warmup: WARMUP, rounds: ROUNDS, devices: DEVICES, scenarios: chosen },
  ...{
    measured,
    started,
    peaks,
    sqliteCommits,
    seedingStartMs: seeding.coldStartMs,
    fsyncNote: noPerf,
  },
})
console.log(
  `Load average after: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
)
