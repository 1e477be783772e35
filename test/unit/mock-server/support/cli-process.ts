import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'

export const CLI = 'src/mock-server/cli.mjs'

export interface CliRun {
  child: ChildProcess
  url: string
  stdout: () => string
  stderr: () => string
}

/** Starts `node src/mock-server/cli.mjs ...args` (as npm run mock does) and resolves once it prints its URL. */
export function startCli(args: string[]): Promise<CliRun> {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  return new Promise((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk
      const url = /listening on (http:\/\/\S+)/.exec(stdout)?.[1]
      if (url) resolve({ child, url, stdout: () => stdout, stderr: () => stderr })
    })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.on('exit', (code) =>
      reject(new Error(`the CLI exited (${code}) before listening: ${stderr}`)),
    )
  })
}

/** Runs the CLI to its end. */
export async function runCli(
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const [code] = (await once(child, 'exit')) as [number | null]
  return { code, stdout, stderr }
}

export async function stop(
  child: ChildProcess,
  signal: NodeJS.Signals,
): Promise<{ code: number | null; signal: string | null }> {
  const exited = once(child, 'exit') as Promise<[number | null, string | null]>
  child.kill(signal)
  const [code, by] = await exited
  return { code, signal: by }
}
