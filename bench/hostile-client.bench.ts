// `npm run bench:hostile-client`: what a hostile service costs the admin client. Each case runs the
// client in a process of its own (peak RSS and time measured there) against a server in this one:
// an endless body, 500 MB with and without a length, a 1 MiB gzip bomb (1 GiB inflated), an endless
// gzip stream, a body that stalls, and the largest real answer (100,000 devices) for comparison.
// `-- --http FILE` measures another version of src/core/admin-client/http.ts (one copied beside it).
import { execFile } from 'node:child_process'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createGzip } from 'node:zlib'
import type { createHttp as CreateHttp } from '#core/admin-client/http.ts'
import { hostileService, type HostileCase } from '../test/support/hostile-service.ts'

const MB = 1024 * 1024
const self = fileURLToPath(import.meta.url)
const option = (name: string) => {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? process.argv[at + 1] : undefined
}

if (process.argv.includes('--child')) {
  // The client alone: one listDevices, then its outcome, time and peak memory on stdout as JSON.
  const http = option('http') ?? '#main/admin-client/http.ts'
  const { createHttp } = (await import(http.startsWith('#') ? http : pathToFileURL(http).href)) as {
    createHttp: typeof CreateHttp
  }
  const { createAdminClient } = await import('#core/admin-client/client.ts')
  const timeoutMs = Number(option('timeout-ms') ?? 15_000)
  const client = createAdminClient(
    createHttp({ baseUrl: option('url')!, allowInsecureHttp: false, timeoutMs }),
  )
  const started = performance.now()
  let outcome: string
  try {
    const answer = await client.listDevices({ apiKey: 'bench-key-0123456789' }, undefined)
    outcome = `ok: ${answer?.devices.length} devices`
  } catch (error) {
    const { code, message } = error as { code?: string; message: string }
    outcome = `${code ?? 'thrown'}: ${message}`
  }
  const ms = Math.round(performance.now() - started)
  const rssMb = Math.round(process.resourceUsage().maxRSS / 1024)
  process.stdout.write(JSON.stringify({ outcome, ms, rssMb }))
  process.exit(0)
}

/** 1 GiB of zeros as gzip: about 1 MiB on the wire. */
async function gzipBomb(): Promise<Buffer> {
  const gzip = createGzip({ level: 9 })
  const out: Buffer[] = []
  gzip.on('data', (chunk: Buffer) => out.push(chunk))
  const zeros = Buffer.alloc(MB)
  for (let i = 0; i < 1024; i++) {
    if (!gzip.write(zeros)) await new Promise((resolve) => gzip.once('drain', resolve))
  }
  gzip.end()
  await new Promise((resolve) => gzip.on('end', resolve))
  return Buffer.concat(out)
}

function devices(count: number): Buffer {
  const list = Array.from({ length: count }, (_, i) => ({
    serialId: `Network;02:00:00:${[i >> 16, (i >> 8) & 255, i & 255].map((b) => b.toString(16).padStart(2, '0')).join(':')};WiFi`,
    deviceType: 32,
    name: `Access point ${i} on floor ${i % 40}`,
    info: 'Corp, 5 GHz, ceiling mount',
    locationId: `loc-${i % 500}`,
    source: 'sensor',
  }))
  return Buffer.from(JSON.stringify({ status: 'OK', devices: list }))
}

const bomb = await gzipBomb()
const real = devices(100_000)
const cases: Array<[string, HostileCase]> = [
  [
    `100,000 devices (${(real.length / MB).toFixed(1)} MB, a real answer)`,
    { kind: 'prepared', body: real, encoding: 'identity' },
  ],
  ['endless body', { kind: 'endless' }],
  ['500 MB body, no length', { kind: 'huge', bytes: 500 * MB, declared: false }],
  ['500 MB body, with its length', { kind: 'huge', bytes: 500 * MB, declared: true }],
  [
    `gzip bomb (${(bomb.length / MB).toFixed(2)} MiB → 1 GiB)`,
    { kind: 'prepared', body: bomb, encoding: 'gzip' },
  ],
  ['endless gzip stream', { kind: 'bomb', encoding: 'gzip' }],
  ['stalls after 1 MB', { kind: 'stall', bytes: MB }],
]

const extra = [
  ...(option('http') ? ['--http', option('http')!] : []),
  ...(option('timeout-ms') ? ['--timeout-ms', option('timeout-ms')!] : []),
]
console.log(
  `client: ${option('http') ?? 'src/core/admin-client/http.ts'}${option('timeout-ms') ? `, timeout ${option('timeout-ms')} ms` : ''}`,
)
for (const [name, hostile] of cases) {
  const service = await hostileService(hostile)
  // Asynchronously, so that this process keeps serving while the child reads.
  const child = await new Promise<string>((resolve) =>
    execFile(
      process.execPath,
      [self, '--child', '--url', service.url, ...extra],
      (_error, stdout) => resolve(stdout),
    ),
  )
  await service.close()
  const { outcome, ms, rssMb } = JSON.parse(child || '{"outcome":"crashed","ms":0,"rssMb":0}') as {
    outcome: string
    ms: number
    rssMb: number
  }
  console.log(
    `${name.padEnd(44)} ${String(rssMb).padStart(6)} MB peak RSS  ${String(ms).padStart(6)} ms  requests ${service.requests()}  wire ${(service.wireBytes() / MB).toFixed(1)} MB\n    ${outcome.slice(0, 160)}`,
  )
}
