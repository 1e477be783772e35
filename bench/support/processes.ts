import { spawn, spawnSync } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

export interface Server {
  process: ChildProcess
  pid: number
  url: string
  /** From spawn until the first 200 of GET /health. */
  coldStartMs: number
  /** Everything the server printed on stdout so far (GC traces included, when asked for). */
  output: () => string
}

/**
 * Spawns `command` (argv[0] "node" means this very Node), waits for "listening on <url>" and then for
 * a 200 from GET /health.
 */
export async function startServer(command: string[]): Promise<Server> {
  const [program = 'node', ...args] = command
  const started = performance.now()
  const child = spawn(program === 'node' ? process.execPath : program, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let out = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
  const url = await new Promise<string>((resolve, reject) => {
    const onData = () => {
      const found = /listening on (http:\/\/\S+)/.exec(out)?.[1]
      if (found) {
        child.stdout.off('data', onData)
        resolve(found)
      }
    }
    child.stdout.on('data', onData)
    child.on('exit', (code) => reject(new Error(`${command.join(' ')} exited (${code}): ${out}`)))
  })
  const health = await fetch(`${url}/health`)
  if (health.status !== 200)
    throw new Error(`${command.join(' ')}: /health answered ${health.status}`)
  await health.arrayBuffer()
  return {
    process: child,
    pid: child.pid ?? 0,
    url,
    coldStartMs: performance.now() - started,
    output: () => out,
  }
}

export async function stopServer(server: Server): Promise<void> {
  if (server.process.exitCode !== null) return
  const exited = once(server.process, 'exit')
  server.process.kill('SIGTERM')
  await exited
}

/** VmRSS (resident now) and VmHWM (the peak since start) of a process, in MB (Linux /proc). */
export function memoryMb(pid: number): { rss: number; peak: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1])
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 }
  } catch {
    return { rss: Number.NaN, peak: Number.NaN }
  }
}

export interface Fsyncs {
  calls: number
  /** Time spent inside fsync/fdatasync: while it runs, the server's event loop waits. */
  totalMs: number
  maxMs: number
}

const FSYNC_SYSCALLS = 'fsync,fdatasync'

/** Why fsyncs cannot be traced here (Linux perf trace), or null when they can. */
export function fsyncTracingUnavailable(): string | null {
  const probe = spawnSync('perf', ['trace', '-s', '-e', FSYNC_SYSCALLS, '--', 'true'], {
    encoding: 'utf8',
  })
  if (probe.error) return 'perf is not installed (Debian: apt-get install linux-perf)'
  if (probe.status !== 0) return `perf cannot trace syscalls here: ${probe.stderr.trim()}`
  return null
}

/** Traces a process's fsync and fdatasync calls from now until the returned function is called. */
export async function traceFsyncs(pid: number): Promise<() => Promise<Fsyncs>> {
  const perf = spawn('perf', ['trace', '-s', '-e', FSYNC_SYSCALLS, '-p', String(pid)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let report = ''
  perf.stderr.setEncoding('utf8').on('data', (chunk: string) => (report += chunk))
  await sleep(300) // perf prints nothing once attached; this is ample time for it
  return async () => {
    const exited = once(perf, 'exit')
    perf.kill('SIGINT')
    await exited
    // The summary's rows: "fdatasync  calls  errors  total  min  avg  max  stddev", per thread.
    const rows = [
      ...report.matchAll(
        /^\s*f(?:data)?sync\s+(\d+)\s+\d+\s+([\d.]+)\s+[\d.]+\s+[\d.]+\s+([\d.]+)/gm,
      ),
    ]
    return {
      calls: rows.reduce((sum, row) => sum + Number(row[1]), 0),
      totalMs: rows.reduce((sum, row) => sum + Number(row[2]), 0),
      maxMs: Math.max(0, ...rows.map((row) => Number(row[3]))),
    }
  }
}
