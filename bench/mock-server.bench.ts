// npm run bench:mock — the mock server under load (autocannon, loopback only), side by side with its ceilings:
// a bare node:http server sending the same JSON (for writes: plus the same FULL-sync commit), and bare
// node:sqlite commits. The server runs as `npm run mock` does, in a child process restarted per scenario,
// so RSS is the server's own and devices created by one scenario do not weigh on the next.
import autocannon from 'autocannon'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  BENCH_KEY,
  BENCH_TENANT_KEY,
  DEVICES,
  benchSeed,
  createAccountId,
  locationId,
  mac,
  seededSerial,
} from './support/bench-seed.ts'
import { printReport } from './support/report.ts'
import type { Row } from './support/report.ts'
import { rssMb, spawnListening, stopChild, withPeakRss } from './support/processes.ts'
import { sqliteFullSyncCeiling } from './support/sqlite-ceiling.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4)
const CONNECTIONS = [10, 50]
const headers = { 'x-api-key': BENCH_KEY, 'content-type': 'application/json' }

async function load(url: string, options: Partial<autocannon.Options>, connections: number) {
  const result = await autocannon({ url, connections, duration: SECONDS, headers, ...options })
  const { p50, p99 } = result.latency
  return { rps: result.requests.average, p50, p99, errors: result.errors + result.non2xx }
}

/** POSTs whose body is built from a counter, so every request differs. */
function posts(make: (n: number) => unknown): Partial<autocannon.Options> {
  let n = 0
  const setupRequest = (request: autocannon.Request) => ({
    ...request,
    body: JSON.stringify(make(n++)),
  })
  return { requests: [{ method: 'POST', setupRequest }] }
}

const wifi = (serialId: string, name = 'Bench') => ({
  serialId,
  deviceType: 32,
  name,
  info: '5 GHz',
})
const created = (n: number) => wifi(`Network;${mac(6, n + 1)};WiFi`)
const pairOne = (n: number) => ({
  locationId: locationId(n * 7),
  deviceSerialIDs: [seededSerial(n)],
})
/** New devices, spread over the empty accounts (each holds at most 10,000 never paired). */
function creates(): Partial<autocannon.Options> {
  let n = 0
  const setupRequest = (request: autocannon.Request) => {
    const i = n++
    return {
      ...request,
      path: `/admin/device?accountId=${createAccountId(i)}`,
      headers: { ...request.headers, 'x-api-key': BENCH_TENANT_KEY },
      body: JSON.stringify(created(i)),
    }
  }
  return { requests: [{ method: 'POST', setupRequest }] }
}

const oneLocation = `/admin/getDevicesForLocations?locationIds=${locationId(7)}`

const dir = mkdtempSync(join(tmpdir(), 'bench-mock-'))
const seedFile = join(dir, 'seed.json')
writeFileSync(seedFile, JSON.stringify(benchSeed()))
const cliArgs = [
  'src/mock-server/cli.ts',
  '--port',
  '0',
  '--data-dir',
  join(dir, 'data'),
  '--seed',
  seedFile,
]

// First start seeds the database; later starts measure a cold start to the first answer.
const seeding = await spawnListening(cliArgs)
await stopChild(seeding.process)
async function startServer() {
  const started = performance.now()
  const child = await spawnListening(cliArgs)
  if ((await fetch(`${child.url}/health`)).status !== 200) throw new Error('no answer from /health')
  return { ...child, coldStartMs: performance.now() - started, idleRssMb: rssMb(child.process.pid) }
}

// The ceiling server sends exactly the JSON the mock server sends.
const probe = await startServer()
const text = async (path: string, body?: unknown) =>
  (
    await fetch(probe.url + path, {
      method: body ? 'POST' : 'GET',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  ).text()
const bodies = {
  '/one': await text(oneLocation),
  '/all': await text('/admin/getDevicesForLocations'),
  '/post': await text('/admin/device', wifi(`Network;${mac(7, 0)};WiFi`)),
  '/commit': await text('/admin/pair', pairOne(0)),
}
await stopChild(probe.process)
const bodiesFile = join(dir, 'bodies.json')
writeFileSync(bodiesFile, JSON.stringify(bodies))
const bare = await spawnListening(['bench/support/bare-http-server.ts', bodiesFile])
const count = (json: string) => (JSON.parse(json) as { devices: unknown[] }).devices.length

type Ceiling = keyof typeof bodies
const scenarios: {
  name: string
  path: string
  options: () => Partial<autocannon.Options>
  ceiling: Ceiling
}[] = [
  {
    name: `GET getDevicesForLocations, 1 location (${count(bodies['/one'])} devices)`,
    path: oneLocation,
    options: () => ({}),
    ceiling: '/one',
  },
  {
    name: `GET getDevicesForLocations, all (${count(bodies['/all'])} devices)`,
    path: '/admin/getDevicesForLocations',
    options: () => ({}),
    ceiling: '/all',
  },
  {
    name: 'POST /admin/device, create',
    path: '/admin/device',
    options: creates,
    ceiling: '/post',
  },
  {
    name: 'POST /admin/device, update (unpaired: memory)',
    path: '/admin/device',
    options: () => posts((n) => wifi(`Network;${mac(7, 0)};WiFi`, `Bench ${n % 7}`)),
    ceiling: '/post',
  },
  {
    name: 'POST /admin/device, update (stored: committed)',
    path: '/admin/device',
    options: () => posts((n) => wifi(seededSerial(n), `Bench ${n % 7}`)),
    ceiling: '/commit',
  },
  {
    name: 'POST /admin/pair (committed)',
    path: '/admin/pair',
    options: () => posts(pairOne),
    ceiling: '/commit',
  },
]

const rows: Row[] = []
const coldStarts: number[] = []
const idleRss: number[] = []
let sqliteCeiling = Number.NaN
for (const scenario of scenarios) {
  // Measured next to the runs it bounds: the machine is shared, so its speed drifts.
  if (scenario.ceiling === '/commit' && Number.isNaN(sqliteCeiling))
    sqliteCeiling = sqliteFullSyncCeiling(SECONDS)
  const server = await startServer()
  coldStarts.push(server.coldStartMs)
  idleRss.push(server.idleRssMb)
  // The write scenarios need the unpaired device they update to exist.
  await fetch(server.url + '/admin/device', {
    method: 'POST',
    headers,
    body: JSON.stringify(wifi(`Network;${mac(7, 0)};WiFi`)),
  })
  for (const connections of CONNECTIONS) {
    const [result, peak] = await withPeakRss(server.process.pid, () =>
      load(server.url + scenario.path, scenario.options(), connections),
    )
    const method = scenario.ceiling === '/one' || scenario.ceiling === '/all' ? 'GET' : 'POST'
    const bareBody = method === 'POST' ? JSON.stringify(created(0)) : undefined
    const ceiling = (
      await load(bare.url + scenario.ceiling, { method, body: bareBody }, connections)
    ).rps
    const ceilingName =
      scenario.ceiling === '/commit' ? 'node:http + FULL commit' : 'bare node:http'
    rows.push({ name: scenario.name, connections, ...result, rssMb: peak, ceiling, ceilingName })
  }
  await stopChild(server.process)
}
await stopChild(bare.process)
rmSync(dir, { recursive: true, force: true })

printReport({
  seconds: SECONDS,
  devices: DEVICES,
  rows,
  coldStarts,
  idleRss,
  seedingStartMs: seeding.listeningAfterMs,
  sqliteCeiling,
})
