import { subscribe } from 'node:diagnostics_channel'
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockServer } from '#mock-server/index.ts'
import { call } from './support/http.ts'
import { KEYS, TEST_SCRYPT, startTestServer, tempDir, testSeed } from './support/test-server.ts'

const key = KEYS['k-a1']
const wifi = (last: string) => ({
  serialId: `Network;02:00:00:00:04:${last};WiFi`,
  deviceType: 32,
  name: 'Corp',
  info: '5 GHz',
})

async function devicesOf(url: string) {
  const result = await call(url, '/admin/devices', { key })
  return new Map<string, { locationId: string | null; name: string }>(
    result.body.devices.map((device: { serialId: string }) => [device.serialId, device]),
  )
}

describe('restart', () => {
  const dataDir = tempDir()
  let before: Awaited<ReturnType<typeof devicesOf>>
  let after: Awaited<ReturnType<typeof devicesOf>>
  let restartedSeeded: boolean
  let keysAfter: { id: string; lastUsedAt?: string }[]

  beforeAll(async () => {
    const first = await startTestServer({ dataDir })
    for (const last of ['01', '02', '03', '04'])
      await call(first.url, '/admin/device', { key, json: wifi(last) })
    await call(first.url, '/admin/pair', {
      key,
      json: { locationId: 'a1-floor', deviceSerialIDs: [wifi('01').serialId, wifi('02').serialId] },
    })
    await call(
      first.url,
      `/admin/unpairDevice?serialId=${encodeURIComponent(wifi('02').serialId)}`,
      { key },
    )
    await call(first.url, '/admin/device', {
      key,
      json: { ...wifi('01'), name: 'Renamed after pairing' },
    })
    await call(first.url, '/admin/device', {
      key,
      json: { ...wifi('03'), name: 'Renamed in memory' },
    })
    before = await devicesOf(first.url)
    await first.close()
    // A different seed now must be ignored: the data dir already holds a database.
    const second = await startMockServer({
      dataDir,
      seed: { tenants: [] },
      scryptParams: TEST_SCRYPT,
    })
    restartedSeeded = second.seeded
    after = await devicesOf(second.url)
    keysAfter = (await call(second.url, '/admin/apikey?tenantId=t1', { key: KEYS['k-t1'] })).body
      .apiKeys
    await second.close()
  })
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('does not apply the seed again to an existing database', () => {
    expect(restartedSeeded).toBe(false)
  })

  it('brings a paired device back, paired, with its later update', () => {
    expect(after.get(wifi('01').serialId)).toMatchObject({
      locationId: 'a1-floor',
      name: 'Renamed after pairing',
    })
  })

  it('brings an unpaired once-paired device back, stored without location', () => {
    expect(after.get(wifi('02').serialId)).toMatchObject({ locationId: null })
  })

  it('forgets devices that were registered but never paired', () => {
    expect(before.has(wifi('03').serialId)).toBe(true)
    expect(after.has(wifi('03').serialId)).toBe(false)
    expect(after.has(wifi('04').serialId)).toBe(false)
  })

  it('remembers when an API key was last used', () => {
    expect(keysAfter.find((k) => k.id === 'k-a1')?.lastUsedAt).toMatch(/^\d{4}-/)
    expect(keysAfter.find((k) => k.id === 'k-a2')?.lastUsedAt).toBeUndefined()
  })

  it('keeps seeded devices, paired or not', () => {
    expect(after.get('DEL;#HLAYMxgwABnI;A17D')).toMatchObject({ locationId: 'a1-desk-1' })
    expect(after.get('413C;CN0F4K8R742000B1;45166')).toMatchObject({ locationId: null })
  })
})

describe('concurrent writes (committed in groups)', () => {
  const dataDir = tempDir()
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('acknowledges each of many simultaneous pairs only with its write, and keeps them all', async () => {
    const first = await startTestServer({ dataDir })
    const ids = Array.from(
      { length: 30 },
      (_, n) => `Network;02:00:00:00:08:${n.toString(16).padStart(2, '0')};WiFi`,
    )
    for (const serialId of ids) {
      await call(first.url, '/admin/device', {
        key,
        json: { serialId, deviceType: 32, name: 'Corp', info: '5 GHz' },
      })
    }
    const locations = ['a1-floor', 'a1-desk-1', 'a1-desk-2']
    const results = await Promise.all(
      ids.map((serialId, n) =>
        call(first.url, '/admin/pair', {
          key,
          json: { locationId: locations[n % 3], deviceSerialIDs: [serialId] },
        }),
      ),
    )
    expect(results.map((result) => result.status)).toEqual(ids.map(() => 200))
    await first.close()
    const second = await startMockServer({ dataDir, scryptParams: TEST_SCRYPT })
    const after = await devicesOf(second.url)
    await second.close()
    ids.forEach((serialId, n) => expect(after.get(serialId)?.locationId).toBe(locations[n % 3]))
  })

  it('keeps an update and a pair of the same device sent together', async () => {
    const server = await startMockServer({ dataDir, scryptParams: TEST_SCRYPT })
    const serialId = 'Network;02:00:00:00:08:00;WiFi'
    const [updated, paired] = await Promise.all([
      call(server.url, '/admin/device', {
        key,
        json: { serialId, deviceType: 32, name: 'Renamed', info: '2.4 GHz' },
      }),
      call(server.url, '/admin/pair', {
        key,
        json: { locationId: 'a1-desk-2', deviceSerialIDs: [serialId] },
      }),
    ])
    expect([updated.status, paired.status]).toEqual([200, 200])
    await server.close()
    const again = await startMockServer({ dataDir, scryptParams: TEST_SCRYPT })
    const after = await devicesOf(again.url)
    await again.close()
    expect(after.get(serialId)).toMatchObject({ name: 'Renamed', locationId: 'a1-desk-2' })
  })
})

describe('what the database holds', () => {
  const dataDir = tempDir()
  let db: DatabaseSync
  let fileBytes: string
  beforeAll(async () => {
    const seed = { ...testSeed, users: [testSeed.users[0]!] }
    // Production scrypt parameters, on purpose: one user keeps it quick.
    const server = await startMockServer({ dataDir, seed })
    await server.close()
    fileBytes = readdirSync(dataDir)
      .map((file) => readFileSync(join(dataDir, file)).toString('latin1'))
      .join('')
    db = new DatabaseSync(join(dataDir, 'mock-server.sqlite'), { readOnly: true })
  })
  afterAll(() => {
    db.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('stores a password only as a salted scrypt hash with OWASP parameters (N=2^17, r=8, p=1)', () => {
    const row = db.prepare('SELECT password_hash FROM users').get() as { password_hash: string }
    expect(row.password_hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
  })

  it('holds no password or API key secret in any file of the data directory', () => {
    for (const secret of [testSeed.users[0]!.password, ...testSeed.apiKeys.map((k) => k.secret)]) {
      expect(fileBytes).not.toContain(secret)
    }
  })

  it('stores API key secrets as SHA-256 digests', () => {
    const rows = db.prepare('SELECT secret_digest FROM api_keys').all() as {
      secret_digest: string
    }[]
    expect(rows.every((row) => /^[\w-]{43}$/.test(row.secret_digest))).toBe(true)
  })

  it('runs in WAL mode with numbered migrations applied', () => {
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' })
    expect(
      (db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version,
    ).toBeGreaterThanOrEqual(1)
  })
})

describe('close()', () => {
  it('lets an in-flight request finish before it resolves', async () => {
    const server = await startTestServer({ scryptParams: { N: 2 ** 14, r: 8, p: 1 } })
    const arrived = new Promise((resolve) => subscribe('http.server.request.start', resolve))
    const slowLogin = call(server.url, '/auth/login', {
      json: { username: 'super', password: 'pw-super-7Qx2' },
    })
    await arrived
    const closed = server.dispose()
    const answer = await slowLogin
    expect(answer.status).toBe(200)
    // Its keep-alive connection ends with it, so the draining can finish.
    expect(answer.headers.get('connection')).toBe('close')
    await closed
  })

  it('refuses new connections once closed', async () => {
    const server = await startTestServer()
    await server.dispose()
    await expect(fetch(`${server.url}/health`)).rejects.toThrow()
  })
})

describe('a database of an earlier version', () => {
  it('is migrated on start: its locations say they have no parent', async () => {
    const dataDir = tempDir()
    const first = await startTestServer({ dataDir })
    await first.close()
    // As the first schema left it: no parent_id column (nor later ones), user_version 1.
    const db = new DatabaseSync(join(dataDir, 'mock-server.sqlite'))
    db.exec(
      `ALTER TABLE locations DROP COLUMN parent_id; ALTER TABLE api_keys DROP COLUMN expires_at;
       ALTER TABLE api_keys DROP COLUMN revoked_at; ALTER TABLE devices DROP COLUMN last_reported_at;
       PRAGMA user_version = 1`,
    )
    db.close()
    const again = await startTestServer({ dataDir })
    const result = await call(again.url, '/admin/locations', { key })
    expect(result.body.locations[1]).toEqual({
      id: 'a1-desk-1',
      name: 'A1 desk 1',
      accountId: 'a1',
      parentId: null,
    })
    await again.dispose()
  })
})

describe('start-up failures', () => {
  it('refuses a bad seed naming the entry, and writes no database', async () => {
    const dataDir = tempDir()
    const seed = {
      ...testSeed,
      devices: [{ ...testSeed.devices[0]!, serialId: 'Network;00:1A:2B:3C:4D:5E;WiFi' }],
    }
    await expect(startMockServer({ dataDir, seed, scryptParams: TEST_SCRYPT })).rejects.toThrow(
      /devices\[0\]\.serialId/,
    )
    expect(readdirSync(dataDir)).toEqual([])
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('refuses a data directory whose database file is not a database', async () => {
    const dataDir = tempDir()
    writeFileSync(join(dataDir, 'mock-server.sqlite'), 'not a database, just text '.repeat(100))
    await expect(startMockServer({ dataDir, scryptParams: TEST_SCRYPT })).rejects.toThrow(
      /data directory .* is unusable: .*not a database/,
    )
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('refuses a data directory that is a file', async () => {
    const dataDir = tempDir()
    const file = join(dataDir, 'file')
    writeFileSync(file, 'x')
    await expect(
      startMockServer({ dataDir: join(file, 'sub'), scryptParams: TEST_SCRYPT }),
    ).rejects.toThrow(/data directory .* is unusable/)
    rmSync(dataDir, { recursive: true, force: true })
  })
})
