// The journal's file damaged, in the ways real laptops damage it: cut off mid-page, garbage, one bad
// page, a folder in its place, the write-ahead log deleted. It is set aside under a name of its own,
// what can be read of it is carried over (its tracked devices first), and what happened is said until
// the admin dismisses it.
import { spawnSync } from 'node:child_process'
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'
import { JOURNAL_FILE } from '#core/journal/journal-file.ts'
import { createJournal, type NewEntry } from '#core/journal/journal.ts'
import { tempDir } from '../core/support/fixtures.ts'

const scope = { profileId: 'p1', accountId: 'a1' }
const who = { kind: 'user' as const, name: 'berlin.admin', role: 'accountAdmin' }
const KEPT = {
  serialId: 'Network;02:00:5e:10:00:01;WiFi',
  deviceType: 32,
  name: 'Kept unpaired',
  info: '5 GHz',
  locationId: null,
  registeredAt: '2026-11-30T09:00:00.000Z',
}
const entry = (n: number): NewEntry => ({
  who,
  via: 'import',
  action: 'register',
  serialId: `413C;S${n};45166`,
  deviceType: 4,
  after: { deviceType: 4, name: `Dock ${n} ${'x'.repeat(60)}`, info: '', locationId: 'berlin-f2' },
})

const open = (dir: string) => createJournal({ dir, surface: 'cli', log: () => {} })

/** A journal of many pages that tracks one device kept unpaired, closed cleanly. */
async function filledJournal(entries = 3_000) {
  const dir = await tempDir()
  const journal = open(dir)
  journal.track(scope, [KEPT])
  for (let start = 0; start < entries; start += 500)
    journal.append(
      scope,
      Array.from({ length: 500 }, (_, n) => entry(start + n)),
    )
  journal.close()
  return { dir, file: path.join(dir, JOURNAL_FILE) }
}

const setAsideFiles = (dir: string) =>
  readdirSync(dir).filter((name) => /\.damaged-[^.]*$/.test(name) && !/-(wal|shm)$/.test(name))

function overwrite(file: string, offset: number, bytes: Buffer) {
  const fd = openSync(file, 'r+')
  writeSync(fd, bytes, 0, bytes.length, offset)
  closeSync(fd)
}

describe('a damaged journal', () => {
  it('cut off mid-page: set aside, its tracked devices and readable entries carried over, said', async () => {
    const { dir, file } = await filledJournal()
    truncateSync(file, statSync(file).size - 2048)
    const journal = open(dir)
    expect(journal.tracked(scope)?.map((d) => d.serialId)).toEqual([KEPT.serialId])
    const [notice] = journal.notices()
    expect(notice?.code).toMatch(/^set-aside/)
    expect(notice?.values).toMatchObject({ tracked: 1 })
    expect(Number(notice?.values?.['entries'])).toBeGreaterThan(2_000)
    expect(journal.list(scope, {}, 0, 1).total).toBe(notice?.values?.['entries'])
    expect(setAsideFiles(dir)).toHaveLength(1)
    journal.close()
  })

  it('one bad page: the rest carried over, and what could not be read is said', async () => {
    const { dir, file } = await filledJournal()
    const page = (
      new DatabaseSync(file, { readOnly: true }).prepare('PRAGMA page_size').get() as {
        page_size: number
      }
    ).page_size
    overwrite(file, page * 20, Buffer.alloc(page, 0xa5))
    const journal = open(dir)
    expect(journal.tracked(scope)?.map((d) => d.serialId)).toEqual([KEPT.serialId])
    const [notice] = journal.notices()
    expect(notice?.code).toMatch(/^set-aside/)
    const carried = Number(notice?.values?.['entries'])
    expect(carried).toBeGreaterThan(2_000)
    if (carried < 3_000) expect(notice?.message).toMatch(/Not readable: entries \d+–\d+/)
    journal.close()
  })

  it('garbage: set aside, and said that nothing could be read', async () => {
    const { dir, file } = await filledJournal(10)
    overwrite(file, 0, Buffer.from('this is not a database, it is a note'.repeat(100)))
    const journal = open(dir)
    expect(journal.notices().map((n) => n.code)).toEqual(['set-aside-unreadable'])
    expect(journal.notices()[0]?.message).toMatch(/nothing in it could be read/)
    // The new file works.
    expect(journal.append(scope, [entry(1)])).toHaveLength(1)
    journal.close()
  })

  it('a folder in its place: the folder is set aside and a new journal started', async () => {
    const dir = await tempDir()
    mkdirSync(path.join(dir, JOURNAL_FILE))
    const journal = open(dir)
    expect(journal.append(scope, [entry(1)])).toHaveLength(1)
    expect(journal.notices()[0]?.message).toMatch(/is a folder, not a file/)
    expect(statSync(path.join(dir, setAsideFiles(dir)[0] ?? '')).isDirectory()).toBe(true)
    journal.close()
  })

  it('never overwrites a set-aside file: two in the same millisecond get two names', async () => {
    const dir = await tempDir()
    const file = path.join(dir, JOURNAL_FILE)
    const now = () => new Date('2026-12-01T10:00:00.000Z')
    for (const note of ['first', 'second']) {
      writeFileSync(file, `${note} damaged file `.repeat(100))
      const journal = createJournal({ dir, surface: 'cli', log: () => {}, now })
      journal.list(scope, {}, 0, 1)
      journal.close()
      rmSync(file, { force: true })
    }
    expect(setAsideFiles(dir)).toHaveLength(2)
  })

  it('keeps saying what happened at every later start, until the admin dismisses it', async () => {
    const { dir, file } = await filledJournal(10)
    overwrite(file, 0, Buffer.alloc(4096, 0x42))
    open(dir).close()
    const later = open(dir)
    expect(later.notices().map((n) => n.code)).toEqual(['set-aside-unreadable'])
    expect(later.notices()[0]?.values?.['file']).toBe(file)
    later.dismissNotices()
    later.close()
    expect(open(dir).notices()).toEqual([])
  })
})

describe('a run that did not close the journal', () => {
  /** An index that disagrees with its table: only the full check, not the quick one, sees it. */
  function breakAnIndex(file: string) {
    const db = new DatabaseSync(file, { defensive: false })
    db.exec('CREATE INDEX tracked_name ON tracked (name)')
    db.exec('PRAGMA writable_schema = ON')
    db.exec(
      "UPDATE sqlite_schema SET sql = 'CREATE INDEX tracked_name ON tracked (info)' WHERE name = 'tracked_name'",
    )
    db.close()
  }
  /** A run of a process that is gone, as a kill leaves it: never marked closed. */
  function crashedRun(file: string) {
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid
    const db = new DatabaseSync(file)
    db.prepare(
      "INSERT INTO runs (run_id, pid, surface, started_at) VALUES ('gone', ?, 'cli', ?)",
    ).run(gone, new Date().toISOString())
    db.close()
  }

  it('gets the full integrity check at the next open, and only then', async () => {
    const clean = await filledJournal(10)
    breakAnIndex(clean.file)
    const afterClean = open(clean.dir)
    expect(afterClean.notices()).toEqual([])
    afterClean.close()

    const crashed = await filledJournal(10)
    breakAnIndex(crashed.file)
    crashedRun(crashed.file)
    const afterCrash = open(crashed.dir)
    expect(afterCrash.tracked(scope)?.map((d) => d.serialId)).toEqual([KEPT.serialId])
    expect(afterCrash.notices()[0]?.message).toMatch(/could not be read \(integrity check: /)
    afterCrash.close()
  })
})

describe('the write-ahead log', () => {
  it('deleted under a running journal: what was committed is folded into the file at once, and said', async () => {
    const dir = await tempDir()
    const file = path.join(dir, JOURNAL_FILE)
    const journal = open(dir)
    journal.append(
      scope,
      Array.from({ length: 1_000 }, (_, n) => entry(n)),
    )
    expect(existsSync(`${file}-wal`)).toBe(true)
    rmSync(`${file}-wal`)
    await expect
      .poll(() => journal.notices().map((n) => n.code), { timeout: 3_000 })
      .toContain('wal-missing')
    // The process dies now: only the file itself is left. It holds all 1,000.
    const copy = path.join(await tempDir(), 'copy.sqlite')
    copyFileSync(file, copy)
    const left = new DatabaseSync(copy, { readOnly: true })
    expect(left.prepare('SELECT count(*) AS n FROM entries').get()).toEqual({ n: 1_000 })
    expect(left.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' })
    left.close()
    // And the journal goes on writing, on a log of its own.
    expect(journal.append(scope, [entry(1_000)])).toHaveLength(1)
    expect(journal.list(scope, {}, 0, 1).total).toBe(1_001)
    journal.close()
  })

  it('found at open without a run that explains it: checked page by page, and said', async () => {
    const { dir, file } = await filledJournal(10)
    const other = await filledJournal(20)
    // A log that belongs to no run of this file (a sync client brought back an old one).
    const db = new DatabaseSync(other.file)
    db.exec('PRAGMA wal_autocheckpoint = 0')
    db.exec("UPDATE entries SET via = 'survey'")
    copyFileSync(`${other.file}-wal`, `${file}-wal`)
    db.close()
    const journal = open(dir)
    journal.list(scope, {}, 0, 1)
    expect(journal.notices().map((n) => n.code)).toContain('wal-at-open')
    journal.close()
  })
})
