import { spawn, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { BENCH_KEY, BENCH_TENANT_KEY } from './bench-seed.ts'

export interface LoadOrder {
  url: string
  scenario: string
  connections: number
  /** Whole seconds (wrk's resolution). */
  seconds: number
  /** The number of the first request: writes carry on where the previous load stopped. */
  offset: number
}

export interface LoadResult {
  /** 2xx answers per second. */
  rps: number
  /** Latencies in ms (wrk measures in µs). */
  p50: number
  p99: number
  max: number
  non2xx: number
  errors: number
  /** Requests built (the next load's offset moves on by this many). */
  sent: number
}

const SCRIPT = fileURLToPath(new URL('./requests.lua', import.meta.url))

/** Why wrk cannot run here, or null when it can. */
export function loadGeneratorMissing(): string | null {
  const probe = spawnSync('wrk', ['--version'], { encoding: 'utf8' })
  return probe.error
    ? 'wrk is not installed (Debian: apt-get install wrk; macOS: brew install wrk)'
    : null
}

/**
 * One load from wrk, its own process on one thread (so it takes one core of two), with the numbered
 * requests of requests.lua.
 */
export function runLoad(order: LoadOrder): Promise<LoadResult> {
  const args = [
    ...['-t1', `-c${order.connections}`, `-d${order.seconds}s`, '--timeout', '10s'],
    ...['-s', SCRIPT, order.url, '--', order.scenario, String(order.offset)],
    ...[BENCH_KEY, BENCH_TENANT_KEY],
  ]
  const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] })
  let out = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code) => {
      const json = /^RESULT (.*)$/m.exec(out)?.[1]
      if (code !== 0 || !json) return reject(new Error(`wrk exited (${code}): ${out}`))
      const r = JSON.parse(json) as Record<string, number>
      const seconds = r['durationUs']! / 1e6
      resolve({
        rps: (r['requests']! - r['non2xx']!) / seconds,
        p50: r['p50Us']! / 1000,
        p99: r['p99Us']! / 1000,
        max: r['maxUs']! / 1000,
        non2xx: r['non2xx']!,
        errors: r['errors']!,
        sent: r['sent']!,
      })
    })
  })
}
