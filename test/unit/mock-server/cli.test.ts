import { existsSync, rmSync, writeFileSync } from 'node:fs'
import packageJson from '../../../package.json' with { type: 'json' }
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { call } from './support/http.ts'
import { runCli, startCli, stop } from './support/cli-process.ts'
import { KEYS, tempDir, testSeed } from './support/test-server.ts'

const SEED = 'test/fixtures/mock-server/test-seed.json'
const dirs: string[] = []
function dir(): string {
  const created = tempDir()
  dirs.push(created)
  return created
}
afterAll(() => dirs.forEach((created) => rmSync(created, { recursive: true, force: true })))

const key = KEYS['k-a1']
const wifi = (last: string) => ({
  serialId: `Network;02:00:00:00:05:${last};WiFi`,
  deviceType: 32,
  name: 'Corp',
  info: '5 GHz',
})

// Each test starts the real command line (production password hashing of the seed): seconds, not ms.
describe('npm run mock', { timeout: 20_000 }, () => {
  it('--help documents every option', async () => {
    const { code, stdout } = await runCli(['--help'])
    expect(code).toBe(0)
    for (const option of ['--port', '--host', '--data-dir', '--seed', '--reset', '--help'])
      expect(stdout).toContain(option)
  })

  it('prints its URL, the usernames and API key names, and no secret of a custom seed', async () => {
    const run = await startCli(['--port', '0', '--data-dir', dir(), '--seed', SEED])
    try {
      expect((await fetch(`${run.url}/health`)).status).toBe(200)
      for (const user of testSeed.users) expect(run.stdout()).toContain(user.username)
      for (const apiKey of testSeed.apiKeys) expect(run.stdout()).toContain(apiKey.name)
      for (const secret of [
        ...testSeed.users.map((u) => u.password),
        ...testSeed.apiKeys.map((k) => k.secret),
      ]) {
        expect(run.stdout()).not.toContain(secret)
      }
    } finally {
      await stop(run.child, 'SIGTERM')
    }
  })

  it.each(['SIGINT', 'SIGTERM'] as const)(
    'stops cleanly on %s: exit 0, database closed',
    async (signal) => {
      const dataDir = dir()
      const run = await startCli(['--port', '0', '--data-dir', dataDir, '--seed', SEED])
      await call(run.url, '/admin/device', { key, json: wifi('0a') })
      expect(await stop(run.child, signal)).toEqual({ code: 0, signal: null })
      // SQLite removes the WAL file when the last connection closes cleanly.
      expect(existsSync(join(dataDir, 'mock-server.sqlite-wal'))).toBe(false)
    },
  )

  it('keeps a pair that was acknowledged before a SIGKILL, and forgets unpaired registrations', async () => {
    const dataDir = dir()
    const first = await startCli(['--port', '0', '--data-dir', dataDir, '--seed', SEED])
    await call(first.url, '/admin/device', { key, json: wifi('01') })
    await call(first.url, '/admin/device', { key, json: wifi('02') })
    const paired = await call(first.url, '/admin/pair', {
      key,
      json: { locationId: 'a1-desk-2', deviceSerialIDs: [wifi('01').serialId] },
    })
    expect(paired.status).toBe(200)
    expect(await stop(first.child, 'SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' })

    const second = await startCli(['--port', '0', '--data-dir', dataDir, '--seed', SEED])
    try {
      const devices = (await call(second.url, '/admin/devices', { key })).body.devices as {
        serialId: string
        locationId: string | null
      }[]
      expect(devices.find((d) => d.serialId === wifi('01').serialId)).toMatchObject({
        locationId: 'a1-desk-2',
      })
      expect(devices.some((d) => d.serialId === wifi('02').serialId)).toBe(false)
    } finally {
      await stop(second.child, 'SIGTERM')
    }
  })

  it('--seed on a folder with a database keeps its data and says how to start afresh; --reset does', async () => {
    const dataDir = dir()
    const paired = wifi('0b')
    const devicesOf = async (url: string) =>
      ((await call(url, '/admin/devices', { key })).body.devices as { serialId: string }[]).map(
        (d) => d.serialId,
      )
    const first = await startCli(['--port', '0', '--data-dir', dataDir, '--seed', SEED])
    await call(first.url, '/admin/device', { key, json: paired })
    await call(first.url, '/admin/pair', {
      key,
      json: { locationId: 'a1-desk-2', deviceSerialIDs: [paired.serialId] },
    })
    const seeded = (await devicesOf(first.url)).filter((id) => id !== paired.serialId)
    await stop(first.child, 'SIGTERM')

    const again = await startCli(['--port', '0', '--data-dir', dataDir, '--seed', SEED])
    try {
      expect(again.stderr()).toContain(`--seed ${SEED} is not applied`)
      expect(again.stderr()).toMatch(/add --reset .* or give another --data-dir/)
      expect(await devicesOf(again.url)).toContain(paired.serialId)
    } finally {
      await stop(again.child, 'SIGTERM')
    }

    const reset = await startCli(['--port', '0', '--data-dir', dataDir, '--seed', SEED, '--reset'])
    try {
      expect(reset.stdout()).toContain(`Reset: deleted ${join(dataDir, 'mock-server.sqlite')}`)
      expect(reset.stdout()).toContain('(new, seeded)')
      expect(reset.stderr()).toBe('')
      const devices = await devicesOf(reset.url)
      expect(devices).not.toContain(paired.serialId)
      expect(devices.sort()).toEqual([...seeded].sort())
    } finally {
      await stop(reset.child, 'SIGTERM')
    }
  })

  it('--reset on a fresh folder says there was nothing to delete and seeds it', async () => {
    const dataDir = dir()
    const run = await startCli(['--port', '0', '--data-dir', dataDir, '--seed', SEED, '--reset'])
    try {
      expect(run.stdout()).toContain(`Reset: ${dataDir} held no database`)
      expect(run.stdout()).toContain('(new, seeded)')
    } finally {
      await stop(run.child, 'SIGTERM')
    }
  })

  it('exits non-zero naming the bad entry of a seed', async () => {
    const seedFile = join(dir(), 'bad-seed.json')
    const bad = { ...testSeed, apiKeys: [{ ...testSeed.apiKeys[0]!, role: 'owner' }] }
    writeFileSync(seedFile, JSON.stringify(bad))
    const { code, stderr } = await runCli(['--port', '0', '--data-dir', dir(), '--seed', seedFile])
    expect(code).not.toBe(0)
    expect(stderr).toMatch(/apiKeys\[0\]\.role/)
  })

  it('exits non-zero for a seed that is not JSON', async () => {
    const seedFile = join(dir(), 'seed.json')
    writeFileSync(seedFile, '{ nope')
    const { code, stderr } = await runCli(['--port', '0', '--data-dir', dir(), '--seed', seedFile])
    expect(code).not.toBe(0)
    expect(stderr).toContain('not valid JSON')
  })

  it('exits non-zero naming an unusable data dir', async () => {
    const file = join(dir(), 'a-file')
    writeFileSync(file, '')
    const { code, stderr } = await runCli([
      '--port',
      '0',
      '--data-dir',
      join(file, 'data'),
      '--seed',
      SEED,
    ])
    expect(code).not.toBe(0)
    expect(stderr).toMatch(/data directory .*a-file\/data is unusable/)
  })

  it.each([
    [['--port', 'eighty'], '--port must be a whole number'],
    [['--port', '70000'], '--port must be a whole number'],
    [['--unknown'], "Unknown option '--unknown'"],
    [['--log-level', 'loud'], '--log-level is one of error, warn, info, debug'],
    [['serve'], 'Unexpected argument'],
  ])('refuses %j as a usage error (exit 2)', async (args, message) => {
    const { code, stdout, stderr } = await runCli(args)
    expect({ code, stdout }).toEqual({ code: 2, stdout: '' })
    expect(stderr).toContain(message)
    expect(stderr).toContain('Run with --help for usage.')
  })

  it('--version prints the version, exit 0', async () => {
    expect(await runCli(['--version'])).toEqual({
      code: 0,
      stdout: `device-admin-mock ${packageJson.version}\n`,
      stderr: '',
    })
  })

  it.each([
    ['info', ['INFO  [service] GET /admin/devices 400 ']],
    [
      'debug',
      ['DEBUG [service] GET /admin/devices arrived', 'INFO  [service] GET /admin/devices 400 '],
    ],
  ])(
    '--log-level %s prints the request lines, without query, header or body',
    async (level, lines) => {
      const run = await startCli([
        '--port',
        '0',
        '--data-dir',
        dir(),
        '--seed',
        SEED,
        '--log-level',
        level,
      ])
      try {
        const secretQuery = 'accountId=a1&token=query-secret-value'
        await call(run.url, `/admin/devices?${secretQuery}`, { key })
        await call(run.url, '/auth/login', {
          json: { username: 'a1admin', password: 'body-secret-pw' },
        })
        await expect.poll(() => run.stdout()).toContain('POST /auth/login 401')
        const logged = run
          .stdout()
          .split('\n')
          .filter((text) => /^\d{4}-\d\d-\d\dT[\d:.]+Z /.test(text))
        for (const line of lines) expect(logged.some((text) => text.includes(line))).toBe(true)
        for (const secret of [key, 'query-secret-value', 'body-secret-pw', 'accountId=a1'])
          expect(run.stdout()).not.toContain(secret)
      } finally {
        await stop(run.child, 'SIGTERM')
      }
    },
  )

  it('prints no request lines by default', async () => {
    const run = await startCli(['--port', '0', '--data-dir', dir(), '--seed', SEED])
    try {
      await call(run.url, '/health')
    } finally {
      await stop(run.child, 'SIGTERM')
    }
    expect(run.stdout()).not.toContain('[service]')
  })
})
