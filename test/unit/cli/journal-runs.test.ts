// Several runs of the command line on one journal: two imports of one file at once say each change
// once, and a run without a profile (DEVICE_ADMIN_URL) is found again by `activity`.
import { spawn } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DEMO, remoteMockServer, tempDir } from '../core/support/fixtures.ts'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

function cli(configDir: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'src/cli/admin.ts'), ...args, '--config-dir', configDir],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  )
}

interface Entry {
  serialId: string | null
  action: string
}

/** How many entries of this action the journal of a run on `env` holds. */
async function count(configDir: string, env: Record<string, string>, action: string) {
  const listed = await cli(
    configDir,
    ['activity', '--json', '--limit', '1', '--action', action],
    env,
  )
  return (JSON.parse(listed.stdout) as { total: number }).total
}

const registerArgs = (bssid: string) => [
  'device',
  'register',
  '--type',
  'wifi',
  '--bssid',
  bssid,
  '--ssid',
  'Corp',
  '--band',
  '5 GHz',
  '--location',
  'berlin-f2',
]

describe('runs side by side', () => {
  it('two imports of one new file at once: one registration and one pairing per device', async () => {
    const service = await remoteMockServer()
    const configDir = await tempDir()
    const env = { DEVICE_ADMIN_URL: service.url, DEVICE_ADMIN_API_KEY: DEMO.berlinAdminKey }
    const file = path.join(configDir, 'aps.csv')
    const hex = (n: number) => n.toString(16).padStart(2, '0')
    const rows = Array.from(
      { length: 1_500 },
      (_, n) => `02:46:00:00:${hex(n >> 8)}:${hex(n & 0xff)},Twice,5 GHz`,
    )
    await writeFile(file, ['bssid,ssid,band', ...rows].join('\n'))
    const runs = await Promise.all(
      [1, 2].map(() => cli(configDir, ['import', file, '--location', 'berlin-f2'], env)),
    )
    for (const run of runs) expect(run.code, run.stderr).toBe(0)

    expect(await count(configDir, env, 'register')).toBe(1_500)
    expect(await count(configDir, env, 'pair')).toBe(1_500)
    expect(await count(configDir, env, 'update')).toBe(0)
    expect(await count(configDir, env, 'move')).toBe(0)
  }, 90_000)

  it('a run without a profile is in `activity` with the same URL, and under the saved profile of that service', async () => {
    const service = await remoteMockServer()
    const configDir = await tempDir()
    const env = { DEVICE_ADMIN_URL: service.url, DEVICE_ADMIN_API_KEY: DEMO.berlinAdminKey }
    const serialIds = async (extra: Record<string, string>) =>
      (
        JSON.parse((await cli(configDir, ['activity', '--json'], extra)).stdout) as {
          entries: Entry[]
        }
      ).entries.map((entry) => entry.serialId)

    expect((await cli(configDir, registerArgs('02:47:00:00:00:01'), env)).code).toBe(0)
    // The same URL, without a key: this machine's journal needs none.
    expect(await serialIds({ DEVICE_ADMIN_URL: service.url })).toContain(
      'Network;02:47:00:00:00:01;WiFi',
    )

    // A saved profile of that service: a run on its URL is journaled under it.
    expect((await cli(configDir, ['profiles', 'add', 'Remote', '--url', service.url])).code).toBe(0)
    expect((await cli(configDir, ['profiles', 'use', 'Remote'])).code).toBe(0)
    expect((await cli(configDir, registerArgs('02:47:00:00:00:02'), env)).code).toBe(0)
    expect(await serialIds({})).toEqual([
      'Network;02:47:00:00:00:02;WiFi',
      'Network;02:47:00:00:00:02;WiFi',
    ])
  }, 60_000)
})
