// npm run bench:mock — the mock server under load (autocannon, loopback only), side by side with its ceilings:
// a bare node:http server sending the same JSON, and bare node:sqlite commits with synchronous=FULL.
import autocannon from 'autocannon'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  BENCH_KEY,
  DEVICES,
  benchSeed,
  locationId,
  mac,
  seededSerial,
} from './support/bench-seed.ts'
import { rssMb, spawnListening, stopChild, withPeakRss } from './support/processes.ts'
import { sqliteFullSyncCeiling } from './support/sqlite-ceiling.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4)
const CONNECTIONS = [10, 50]
const CLI = 'src/mock-server/cli.ts'
const headers = { 'x-api-key': BENCH_KEY, 'content-type': 'application/json' }

interface Row {
  name: string
  connections: number
  rps: number
  p50: number
  p99: number
  errors: number
  rssMb: number
  ceiling?: number
  ceilingName?: string
}

async function load(url: string, options: Partial<autocannon.Options>, connections: number) {
  const result = await autocannon({ url, connections, duration: SECONDS, headers, ...options })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

function counterBody(make: (n: number) => unknown): Partial<autocannon.Options> {
  let n = 0
  return {
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({ ...request, body: JSON.stringify(make(n++)) }),
      },
    ],
  }
}

const dir = mkdtempSync(join(tmpdir(), 'bench-mock-'))
const seedFile = join(dir, 'seed.json')
writeFileSync(seedFile, JSON.stringify(benchSeed()))
const dataDir = join(dir, 'data')
const cliArgs = [CLI, '--port', '0', '--data-dir', dataDir, '--seed', seedFile]

// First start seeds the database; the second measures a cold start to the first answer.
const seeding = await spawnListening(cliArgs)
await stopChild(seeding.process)
const coldStart = performance.now()
const server = await spawnListening(cliArgs)
const firstAnswer = await fetch(`${server.url}/health`)
const coldStartMs = performance.now() - coldStart
if (firstAnswer.status !== 200) throw new Error('the mock server did not answer /health')
const idleRss = rssMb(server.process.pid)

// The ceiling server sends exactly the JSON the mock server sends.
const body = async (path: string, init?: RequestInit) =>
  (await fetch(server.url + path, { headers, ...init })).text()
const oneLocation = `/admin/getDevicesForLocations?locationIds=${locationId(7)}`
const bodies = {
  '/one': await body(oneLocation),
  '/all': await body('/admin/getDevicesForLocations'),
  '/post': await body('/admin/device', {
    method: 'POST',
    body: JSON.stringify({
      serialId: `Network;${mac(6, 0)};WiFi`,
      deviceType: 32,
      name: 'Bench',
      info: '5 GHz',
    }),
  }),
}
const oneCount = JSON.parse(bodies['/one']).devices.length
const allCount = JSON.parse(bodies['/all']).devices.length
const bodiesFile = join(dir, 'bodies.json')
writeFileSync(bodiesFile, JSON.stringify(bodies))
const bare = await spawnListening(['bench/support/bare-http-server.ts', bodiesFile])

const rows: Row[] = []
const created = (n: number) => ({
  serialId: `Network;${mac(6, n + 1)};WiFi`,
  deviceType: 32,
  name: 'Bench',
  info: '5 GHz',
})
const scenarios: {
  name: string
  path: string
  options: () => Partial<autocannon.Options>
  ceiling: '/one' | '/all' | '/post' | '/commit'
}[] = [
  {
    name: `GET getDevicesForLocations, 1 location (${oneCount} devices)`,
    path: oneLocation,
    options: () => ({}),
    ceiling: '/one',
  },
  {
    name: `GET getDevicesForLocations, all (${allCount} devices)`,
    path: '/admin/getDevicesForLocations',
    options: () => ({}),
    ceiling: '/all',
  },
  {
    name: 'POST /admin/device, create',
    path: '/admin/device',
    options: () => counterBody(created),
    ceiling: '/post',
  },
  {
    name: 'POST /admin/device, update (unpaired, in memory)',
    path: '/admin/device',
    options: () => counterBody((n) => ({ ...created(-1), name: `Bench ${n % 7}` })),
    ceiling: '/post',
  },
  {
    name: 'POST /admin/device, update (stored: one commit each)',
    path: '/admin/device',
    options: () =>
      counterBody((n) => ({
        serialId: seededSerial(n),
        deviceType: 32,
        name: `Bench ${n % 7}`,
        info: '5 GHz',
      })),
    ceiling: '/commit',
  },
  {
    name: 'POST /admin/pair (one commit each)',
    path: '/admin/pair',
    options: () =>
      counterBody((n) => ({ locationId: locationId(n * 7), deviceSerialIDs: [seededSerial(n)] })),
    ceiling: '/commit',
  },
]

const bareResults = new Map<string, number>()
let sqliteCeiling = Number.NaN
for (const scenario of scenarios) {
  // Measured next to the runs it bounds: the machine is shared, so its speed drifts.
  if (scenario.ceiling === '/commit' && Number.isNaN(sqliteCeiling))
    sqliteCeiling = sqliteFullSyncCeiling(SECONDS)
  for (const connections of CONNECTIONS) {
    const [result, peak] = await withPeakRss(server.process.pid, () =>
      load(server.url + scenario.path, scenario.options(), connections),
    )
    const key = `${scenario.ceiling}@${connections}`
    if (!bareResults.has(key)) {
      const method = scenario.ceiling === '/one' || scenario.ceiling === '/all' ? 'GET' : 'POST'
      const bareBody = method === 'POST' ? JSON.stringify(created(0)) : undefined
      bareResults.set(
        key,
        (await load(bare.url + scenario.ceiling, { method, body: bareBody }, connections)).rps,
      )
    }
    const ceiling = bareResults.get(key) ?? Number.NaN
    const ceilingName =
      scenario.ceiling === '/commit' ? 'node:http + FULL commit' : 'bare node:http'
    rows.push({ name: scenario.name, connections, ...result, rssMb: peak, ceiling, ceilingName })
  }
}
await stopChild(bare.process)
await stopChild(server.process)
rmSync(dir, { recursive: true, force: true })

const fmt = (value: number, digits = 0) => value.toFixed(digits)
console.log(
  `\nMock server benchmark: ${SECONDS} s per load, loopback, API key auth, ${DEVICES} seeded devices`,
)
console.log(
  `Cold start (spawn to first answer, existing database): ${fmt(coldStartMs)} ms (listening printed after ${fmt(server.listeningAfterMs)} ms)`,
)
console.log(
  `First start with seeding: listening after ${fmt(seeding.listeningAfterMs)} ms; idle RSS ${fmt(idleRss, 1)} MB`,
)
console.log(
  `Ceiling node:sqlite WAL synchronous=FULL, a pair's write per commit, no HTTP: ${fmt(sqliteCeiling)} commits/s\n`,
)
console.table(
  rows.map((row) => ({
    scenario: row.name,
    conns: row.connections,
    'req/s': fmt(row.rps),
    'p50 ms': fmt(row.p50, 1),
    'p99 ms': fmt(row.p99, 1),
    'non-2xx/err': row.errors,
    'peak RSS MB': fmt(row.rssMb, 1),
    ceiling: `${fmt(row.ceiling ?? Number.NaN)} (${row.ceilingName})`,
    ratio: `${fmt((row.rps / (row.ceiling ?? Number.NaN)) * 100)}%`,
    'vs bare commit': row.ceilingName?.includes('commit')
      ? `${fmt((row.rps / sqliteCeiling) * 100)}%`
      : '',
  })),
)
console.log(
  'Targets: 1-location GET ≥ 40% of bare; POST /admin/device ≥ 5k req/s; pair ≥ 50% of FULL-sync;',
)
console.log('p99 ≤ 10 ms at 10 connections; RSS under load ≤ 150 MB; cold start ≤ 300 ms.')
