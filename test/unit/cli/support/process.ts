import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { once } from 'node:events'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url))

export interface ProcessRun {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs a script of the project (src/cli/admin.ts, bin/…) on this Node to its end. */
export async function runScript(
  script: string,
  args: readonly string[],
  options: { stdin?: string; env?: NodeJS.ProcessEnv; node?: string } = {},
): Promise<ProcessRun> {
  const child = spawn(options.node ?? process.execPath, [ROOT + script, ...args], {
    env: options.env ?? process.env,
    stdio: 'pipe',
  })
  const run = collect(child)
  child.stdin.end(options.stdin ?? '')
  return run
}

function collect(child: ChildProcessWithoutNullStreams): Promise<ProcessRun> {
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })))
}

/**
 * Runs a script of the project with its standard input fed as a shell pipe feeds it from a slow command:
 * each chunk written (waiting while the pipe is full), then a pause of `pauseMs` before the next one.
 */
export async function runPiped(
  script: string,
  args: readonly string[],
  chunks: ReadonlyArray<string | Uint8Array>,
  pauseMs: number,
  options: { env?: NodeJS.ProcessEnv } = {},
): Promise<ProcessRun> {
  const child = spawn(process.execPath, [ROOT + script, ...args], {
    env: options.env ?? process.env,
    stdio: 'pipe',
  })
  const run = collect(child)
  // The reader may stop early (an input too large): then the writes fail as a shell's writer would.
  child.stdin.on('error', () => {})
  for (const [index, chunk] of chunks.entries()) {
    if (index > 0) await sleep(pauseMs)
    if (child.stdin.destroyed) break
    if (!child.stdin.write(chunk)) await Promise.race([once(child.stdin, 'drain'), run])
  }
  child.stdin.end()
  return run
}

/**
 * The environment of a machine that has never seen the app: a fresh HOME, no XDG folders, no display.
 * The D-Bus session (and so the keychain) is the caller's choice.
 */
export function freshMachineEnv(home: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, HOME: home, ...extra }
  for (const name of ['XDG_CONFIG_HOME', 'XDG_DATA_HOME', 'DISPLAY', 'WAYLAND_DISPLAY', 'APPDATA'])
    delete env[name]
  for (const name of Object.keys(env))
    if (name.startsWith('DEVICE_ADMIN_') && !(name in extra)) delete env[name]
  return env
}
