// A laptop's battery dies mid-import: the command line SIGKILLed at every step of a batch (before a
// request reaches the service, after the service made it, in the middle of a journal write), the
// service restarted (it forgets what was never paired), then the next start. Every device the
// service holds from the import is in the journal, every one it lost is named, and a re-run finishes.
import { spawn } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockServer, type RunningMockServer } from '#mock-server/index.ts'
import { DEMO, tempDir, TEST_SCRYPT } from '../core/support/fixtures.ts'
import { closedPort } from '../core/support/http-server.ts'
import { killingProxy, type KillRule } from './support/killing-proxy.ts'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const KILL_IN_SQLITE = path.join(ROOT, 'test/support/kill-in-sqlite.mjs')
const ROWS = 2_500
const bssid = (n: number) =>
  `02:44:${[n >> 16, (n >> 8) & 0xff, n & 0xff, 0x10].map((b) => b.toString(16).padStart(2, '0')).join(':')}`
const serialOf = (n: number) => `Network;${bssid(n)};WiFi`
const ALL = Array.from({ length: ROWS }, (_, n) => serialOf(n))

/** `unanswered`: some of the batch's changes were asked for and not answered, so the next start says so. */
type Cut = { name: string; unanswered: boolean } & (
  { proxy: KillRule } | { sqlite: { starts: string; nth: number } }
)

/** Batch 2 of 3 (1,000 rows each), cut at each of its steps. */
const CUTS: Cut[] = [
  {
    name: 'before its first registration reaches the service',
    unanswered: true,
    proxy: { route: 'POST /admin/device', nth: 1_001, moment: 'before-service' },
  },
  {
    name: 'after the service registered half of it',
    unanswered: true,
    proxy: { route: 'POST /admin/device', nth: 1_500, moment: 'after-service' },
  },
  {
    name: 'after it is registered, before the pairing reaches the service',
    unanswered: true,
    proxy: { route: 'POST /admin/pair', nth: 2, moment: 'before-service' },
  },
  {
    name: 'after the service paired it, before its answer arrives',
    unanswered: true,
    proxy: { route: 'POST /admin/pair', nth: 2, moment: 'after-service' },
  },
  {
    name: 'in the middle of writing its pending entries',
    // The transaction never committed, and nothing of the batch was sent.
    unanswered: false,
    sqlite: { starts: 'INSERT OR IGNORE INTO entries', nth: 2_500 },
  },
  {
    name: 'in the middle of writing its answers',
    unanswered: true,
    sqlite: { starts: 'UPDATE entries SET action', nth: 2_500 },
  },
]

let service: RunningMockServer
let port: number
let dataDir: string
let proxy: Awaited<ReturnType<typeof killingProxy>>

const startService = async () => {
  service = await startMockServer({ port, dataDir, scryptParams: TEST_SCRYPT })
}

beforeAll(async () => {
  port = await closedPort()
  dataDir = await tempDir()
  await startService()
  proxy = await killingProxy(service.url)
})
afterAll(async () => {
  await proxy.close()
  await service.close()
})

/** One run of the command line against the proxy; killed when the proxy or the preload says so. */
function cli(configDir: string, args: string[], cut?: Cut) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DEVICE_ADMIN_URL: proxy.url,
    DEVICE_ADMIN_API_KEY: DEMO.berlinAdminKey,
  }
  if (cut && 'sqlite' in cut)
    Object.assign(env, {
      NODE_OPTIONS: `--import ${KILL_IN_SQLITE}`,
      KILL_SQLITE_STARTS: cut.sqlite.starts,
      KILL_SQLITE_NTH: String(cut.sqlite.nth),
    })
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'src/cli/admin.ts'), ...args, '--config-dir', configDir],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  proxy.arm(cut && 'proxy' in cut ? cut.proxy : null, () => child.kill('SIGKILL'))
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  return new Promise<{
    code: number | null
    signal: string | null
    stdout: string
    stderr: string
  }>((resolve) => child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })))
}

/** What the service holds of the import's devices: serial id → location. */
async function held(): Promise<Map<string, string | null>> {
  const answer = await fetch(`${service.url}/admin/devices`, {
    headers: { 'X-API-Key': DEMO.berlinAdminKey },
  })
  const { devices } = (await answer.json()) as {
    devices: Array<{ serialId: string; locationId: string | null }>
  }
  const ours = new Set(ALL)
  return new Map(devices.filter((d) => ours.has(d.serialId)).map((d) => [d.serialId, d.locationId]))
}

/** The journal's entries of the import's devices, as the file holds them. */
function journal(configDir: string) {
  const db = new DatabaseSync(path.join(configDir, 'activity.sqlite'), { readOnly: true })
  try {
    return db
      .prepare(
        "SELECT serial_id, action, status FROM entries WHERE serial_id LIKE 'Network;02:44:%'",
      )
      .all() as Array<{ serial_id: string; action: string; status: string }>
  } finally {
    db.close()
  }
}

describe('an import killed at every step of a batch', () => {
  it.each(CUTS)(
    'leaves a trace of every device it registered: killed $name',
    async (cut) => {
      // A service of its own, so each cut starts from the demo office.
      await service.close()
      dataDir = await tempDir()
      await startService()
      const configDir = await tempDir()
      const file = path.join(configDir, 'aps.csv')
      await writeFile(
        file,
        ['bssid,ssid,band', ...ALL.map((_, n) => `${bssid(n)},Crash ${n},5 GHz`)].join('\n'),
      )
      const killed = await cli(configDir, ['import', file, '--location', 'berlin-f2'], cut)
      expect(killed.signal, killed.stderr).toBe('SIGKILL')

      // The service restarts: what was registered and never paired is gone.
      await service.close()
      await startService()

      const lost = await cli(configDir, ['lost', '--json'])
      expect(lost.signal).toBeNull()
      const named = new Set(
        (JSON.parse(lost.stdout) as { devices: Array<{ serialId: string }> }).devices.map(
          (d) => d.serialId,
        ),
      )
      const present = await held()
      const entries = journal(configDir)
      const traced = new Set(entries.map((e) => e.serial_id))
      // Every device the service holds from the import is in the journal, as done.
      for (const serialId of present.keys()) expect(traced.has(serialId), serialId).toBe(true)
      expect(entries.filter((e) => e.status === 'pending')).toEqual([])
      // Every device the journal traced that the service lacks is named as lost; none is both.
      for (const serialId of traced) expect(present.has(serialId) || named.has(serialId)).toBe(true)
      for (const serialId of named) expect(present.has(serialId)).toBe(false)
      // The first batch was done before the cut: held and paired.
      for (const serialId of ALL.slice(0, 1000)) expect(present.get(serialId)).toBe('berlin-f2')
      // What the check found is said.
      if (cut.unanswered)
        expect(lost.stderr).toMatch(/Warning: The app stopped on .* before the service answered/)
      else expect(lost.stderr).toBe('')

      const rerun = await cli(configDir, ['import', file, '--location', 'berlin-f2'])
      expect(rerun.code, rerun.stderr).toBe(0)
      const after = await held()
      expect([...after.values()].every((location) => location === 'berlin-f2')).toBe(true)
      expect(after.size).toBe(ROWS)
      const pairs = journal(configDir).filter((e) => e.action === 'pair' && e.status === 'done')
      // One pair entry per device: the re-run neither lost nor repeated any.
      expect(new Set(pairs.map((e) => e.serial_id)).size).toBe(ROWS)
      expect(pairs).toHaveLength(ROWS)
      expect((await cli(configDir, ['lost'])).code).toBe(0)
    },
    120_000,
  )
})
