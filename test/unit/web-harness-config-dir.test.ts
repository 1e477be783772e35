// The browser build without --config-dir keeps its data in the user's data folder, as the app does, and
// says where: a second start finds the journal of the first.
import { spawn } from 'node:child_process'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { browserConfigDir } from '#web-harness/config-dir.ts'

const CLI = resolve(import.meta.dirname, '../../src/web-harness/cli.ts')

describe('the browser build’s folder', () => {
  it.each([
    [
      'linux',
      { XDG_CONFIG_HOME: '/home/ada/.config' },
      '/home/ada/.config/Device Registry Admin/browser',
    ],
    [
      'win32',
      { APPDATA: 'C:\\Users\\ada\\AppData\\Roaming' },
      'C:\\Users\\ada\\AppData\\Roaming\\Device Registry Admin\\browser',
    ],
  ] as const)('on %s', (platform, env, folder) => {
    expect(browserConfigDir(platform, env)).toBe(folder)
  })
})

const home = await mkdtemp(join(tmpdir(), 'dra-web-home-'))
afterAll(() => rm(home, { recursive: true, force: true }))

/** Starts `npm run web` without --config-dir in a HOME of its own, and returns what it printed first. */
async function start(): Promise<string> {
  const child = spawn(process.execPath, [CLI, '--port', '0'], {
    env: { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, '.config') },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  await new Promise<void>((done, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (/kept there between starts/.test(out)) done()
    })
    child.once('exit', (code) => fail(new Error(`the harness exited with ${code}: ${out}`)))
  })
  child.removeAllListeners('exit')
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGTERM')
  await exited
  return out
}

describe('npm run web without --config-dir', () => {
  it('uses the same folder in the user data folder on every start, and says so', async () => {
    const folder = join(home, '.config', 'Device Registry Admin', 'browser')
    const first = await start()
    expect(first).toContain(`Config dir: ${folder}\n`)
    expect(first).toContain(
      "Profiles and the demo's data (its activity journal too) are kept there between starts",
    )
    expect(await readdir(folder)).toContain('mock-server')
    expect(await start()).toContain(`Config dir: ${folder}\n`)
  }, 120_000)
})
