import { spawn } from 'node:child_process'
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
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  child.stdin.end(options.stdin ?? '')
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  return { code, stdout, stderr }
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
