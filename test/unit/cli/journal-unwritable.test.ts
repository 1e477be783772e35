// The journal's file cannot be written, for the reasons a laptop gives: a full disk, a read-only disk,
// another program holding its lock. Nothing is set aside for it, what it tracked still counts, and the
// entries wait to be written, or the command says they were not and exits non-zero.
import { execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { closeSync, mkdtempSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockServer, type RunningMockServer } from '#mock-server/index.ts'
import { DEMO, onCleanup, tempDir, TEST_SCRYPT } from '../core/support/fixtures.ts'
import { closedPort } from '../core/support/http-server.ts'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
let service: RunningMockServer
let port: number
let dataDir: string

const startService = async () => {
  service = await startMockServer({ port, dataDir, scryptParams: TEST_SCRYPT })
}
const restartService = async () => {
  await service.close()
  await startService()
}
beforeAll(async () => {
  port = await closedPort()
  dataDir = await tempDir()
  await startService()
})
afterAll(() => service.close())

function cli(configDir: string, args: string[]) {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'src/cli/admin.ts'), ...args, '--config-dir', configDir],
    {
      env: {
        ...process.env,
        DEVICE_ADMIN_URL: service.url,
        DEVICE_ADMIN_API_KEY: DEMO.berlinAdminKey,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  )
}

const register = (configDir: string, n: number) =>
  cli(configDir, [
    'device',
    'register',
    '--type',
    'wifi',
    '--bssid',
    `02:45:00:00:00:${String(10 + n)}`,
    '--ssid',
    'Corp',
    '--band',
    '5 GHz',
    '--keep-unpaired',
  ])
const serial = (n: number) => `Network;02:45:00:00:00:${String(10 + n)};WiFi`

async function lostSerials(configDir: string): Promise<string[]> {
  const lost = await cli(configDir, ['lost', '--json'])
  expect(lost.code, lost.stderr).toBeLessThanOrEqual(1)
  return (JSON.parse(lost.stdout) as { devices: Array<{ serialId: string }> }).devices.map(
    (device) => device.serialId,
  )
}

const setAside = (configDir: string) =>
  readdirSync(configDir).filter((name) => name.includes('.damaged-'))

/** A 2 MB disk of its own for one test (a tmpfs, unmounted after it). */
function smallDisk(): string {
  const mountPoint = mountTmpfs() as string
  onCleanup(async () => {
    execFileSync('umount', ['-l', mountPoint])
    rmSync(mountPoint, { recursive: true, force: true })
  })
  return mountPoint
}

/** Root only; null where no tmpfs can be mounted. */
function mountTmpfs(): string | null {
  if (process.getuid?.() !== 0) return null
  const mountPoint = mkdtempSync(path.join(tmpdir(), 'journal-disk-'))
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m,mode=0700', 'tmpfs', mountPoint], {
      stdio: 'ignore',
    })
  } catch {
    rmSync(mountPoint, { recursive: true, force: true })
    return null
  }
  return mountPoint
}

function fill(disk: string): string {
  const filler = path.join(disk, 'filler')
  const fd = openSync(filler, 'w')
  const block = Buffer.alloc(16 * 1024)
  try {
    for (;;) writeSync(fd, block)
  } catch {
    // ENOSPC: the disk is full.
  } finally {
    closeSync(fd)
  }
  return filler
}

const canMount = (() => {
  const probe = mountTmpfs()
  if (probe) {
    execFileSync('umount', [probe])
    rmSync(probe, { recursive: true, force: true })
  }
  return probe !== null
})()
/** Said in the title where the test is skipped: why. */
const needsDisk = (title: string) =>
  canMount
    ? title
    : `${title} (skipped: needs root to mount a small tmpfs as a full or read-only disk)`

describe('a journal on a full disk', () => {
  it.skipIf(!canMount)(
    needsDisk('is kept as it is, and the command says what it did not write'),
    async () => {
      const disk = smallDisk()
      const configDir = path.join(disk, 'config')
      expect((await register(configDir, 1)).code).toBe(0)
      const filler = fill(disk)

      const full = await register(configDir, 2)
      expect(full.code).toBe(1)
      expect(full.stderr).toMatch(/could not be written to .*activity\.sqlite \(the disk is full/)
      expect(full.stderr).toMatch(
        /Error: \d+ activity journal entries of this run were not written/,
      )
      // Still readable, still what the lost-registration check goes by.
      const activity = await cli(configDir, ['activity', '--json'])
      expect(activity.code, activity.stderr).toBe(0)
      expect(
        JSON.parse(activity.stdout).entries.map((e: { serialId: string }) => e.serialId),
      ).toContain(serial(1))
      await restartService()
      expect(await lostSerials(configDir)).toEqual([serial(1)])
      expect(setAside(configDir)).toEqual([])

      rmSync(filler)
      expect((await register(configDir, 3)).code).toBe(0)
      expect(setAside(configDir)).toEqual([])
      await restartService()
      expect(await lostSerials(configDir)).toEqual([serial(1), serial(3)])
    },
    60_000,
  )
})

describe('a journal on a read-only disk', () => {
  it.skipIf(!canMount)(
    needsDisk('is read for what it tracked; what cannot be written is said'),
    async () => {
      const disk = smallDisk()
      const configDir = path.join(disk, 'read-only')
      expect((await register(configDir, 4)).code).toBe(0)
      execFileSync('mount', ['-o', 'remount,ro', disk])
      try {
        await restartService()
        expect(await lostSerials(configDir)).toEqual([serial(4)])
        const refused = await register(configDir, 5)
        expect(refused.code).toBe(1)
        expect(refused.stderr).toMatch(/could not be written to .*the app may not write it/)
      } finally {
        execFileSync('mount', ['-o', 'remount,rw', disk])
      }
      expect(setAside(configDir)).toEqual([])
    },
    60_000,
  )
})

describe('a journal whose lock another program holds', () => {
  it('never drops an entry: they wait beside it and are written by the next run', async () => {
    const configDir = await tempDir()
    expect((await register(configDir, 6)).code).toBe(0)
    // Another program (a backup tool, a second copy of the app) holds the write lock.
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `const { DatabaseSync } = require('node:sqlite')
         const db = new DatabaseSync(process.argv[1])
         db.exec('BEGIN IMMEDIATE')
         process.stdout.write('locked\\n')
         process.stdin.on('end', () => { db.exec('COMMIT'); db.close() }).resume()`,
        path.join(configDir, 'activity.sqlite'),
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    )
    await once(holder.stdout, 'data')
    const waited = await register(configDir, 7)
    expect(waited.code, waited.stderr).toBe(0)
    expect(waited.stderr).toMatch(
      /Warning: The activity journal .* cannot be written now \(another program holds its lock\): \d+ entries wait/,
    )
    expect(readdirSync(configDir).some((name) => name.includes('.spill-'))).toBe(true)
    holder.stdin.end()
    await once(holder, 'exit')

    const activity = JSON.parse((await cli(configDir, ['activity', '--json'])).stdout)
    expect(
      activity.entries
        .filter((e: { serialId: string }) => e.serialId === serial(7))
        .map((e: { action: string; status: string }) => `${e.action} ${e.status}`),
    ).toEqual(['register done'])
    expect(readdirSync(configDir).some((name) => name.includes('.spill-'))).toBe(false)
    await restartService()
    expect(await lostSerials(configDir)).toEqual([serial(6), serial(7)])
  }, 60_000)
})
