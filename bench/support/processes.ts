import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'

export interface Child {
  process: ChildProcess
  url: string
  /** Milliseconds from spawn until the URL was printed. */
  listeningAfterMs: number
}

/** Spawns a Node script and resolves once it prints "listening on <url>". */
export function spawnListening(args: string[]): Promise<Child> {
  const started = performance.now()
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] })
  let out = ''
  return new Promise((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1]
      if (url) resolve({ process: child, url, listeningAfterMs: performance.now() - started })
    })
    child.on('exit', (code) =>
      reject(new Error(`${args.join(' ')} exited (${code}) before listening`)),
    )
  })
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  await exited
}

/** Resident set size of a process in MB (Linux /proc), or NaN elsewhere. */
export function rssMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1])
    return kb / 1024
  } catch {
    return Number.NaN
  }
}

/** Samples a process's RSS while work runs; resolves with the work's result and the peak. */
export async function withPeakRss<T>(
  pid: number | undefined,
  work: () => Promise<T>,
): Promise<[T, number]> {
  let peak = rssMb(pid)
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100)
  try {
    return [await work(), Math.max(peak, rssMb(pid))]
  } finally {
    clearInterval(timer)
  }
}
