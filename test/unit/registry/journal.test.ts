import { readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'
import { createJournal, type NewEntry } from '#core/journal/journal.ts'
import { JOURNAL_FILE } from '#core/journal/journal-file.ts'
import { journalSummary } from '#core/journal/summaries.ts'
import { call, tempDir, testCore } from '../core/support/fixtures.ts'

const scope = { profileId: 'p1', accountId: 'a1' }
const who = { kind: 'user' as const, name: 'berlin.admin', role: 'accountAdmin' }
const entry = (serialId: string, extra: Partial<NewEntry> = {}): NewEntry => ({
  who,
  via: 'register',
  action: 'pair',
  serialId,
  deviceType: 32,
  before: { deviceType: 32, name: 'Guest', info: '5 GHz', locationId: null },
  after: { deviceType: 32, name: 'Guest', info: '5 GHz', locationId: 'berlin-f2' },
  ...extra,
})

async function journalIn(dir?: string, extra: { maxEntries?: number } = {}) {
  const folder = dir ?? (await tempDir())
  const logs: string[] = []
  const journal = createJournal({
    dir: folder,
    surface: 'cli',
    log: (line) => logs.push(line),
    ...extra,
  })
  return { journal, folder, logs }
}

describe('the activity journal', () => {
  it('keeps its files readable by their owner only', async () => {
    const { journal, folder } = await journalIn()
    journal.append(scope, [entry('Network;00:00:00:00:00:01;WiFi')])
    for (const file of readdirSync(folder).filter((name) => name.startsWith(JOURNAL_FILE)))
      expect(statSync(path.join(folder, file)).mode & 0o777).toBe(0o600)
    journal.close()
  })

  it('folds its write-ahead log into the file between changes, not inside an append', async () => {
    const { journal, folder } = await journalIn()
    const file = path.join(folder, JOURNAL_FILE)
    journal.list(scope, {}, 0, 1) // opens the file
    const before = statSync(file).size
    journal.append(
      scope,
      Array.from({ length: 500 }, (_, i) => entry(`Network;00:00:00:00:01:${i % 100};WiFi`)),
    )
    // Written, and still only in the log: the append itself did not checkpoint.
    expect(statSync(file).size).toBe(before)
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(0)
    await expect.poll(() => statSync(file).size, { timeout: 3_000 }).toBeGreaterThan(before)
    expect(journal.list(scope, {}, 0, 1).total).toBe(500)
    journal.close()
  })

  it('filters by device, action, type, dates and words, newest first, a page at a time', async () => {
    const { journal } = await journalIn()
    journal.append(scope, [
      entry('Network;00:00:00:00:00:01;WiFi'),
      entry('413C;ABC;45166', {
        action: 'unpair',
        deviceType: 4,
        summary: journalSummary.forgot(['Dock of desk 7']),
      }),
      entry('Network;00:00:00:00:00:02;WiFi', { action: 'update' }),
    ])
    journal.append({ ...scope, accountId: 'other' }, [entry('Network;00:00:00:00:00:09;WiFi')])
    const page = journal.list(scope, {}, 0, 2)
    expect(page.total).toBe(3)
    expect(page.entries.map((e) => e.serialId)).toEqual([
      'Network;00:00:00:00:00:02;WiFi',
      '413C;ABC;45166',
    ])
    expect(journal.list(scope, { actions: ['unpair'] }, 0, 10).total).toBe(1)
    expect(journal.list(scope, { deviceType: 4 }, 0, 10).total).toBe(1)
    expect(journal.list(scope, { serialId: 'Network;00:00:00:00:00:01;WiFi' }, 0, 10).total).toBe(1)
    expect(journal.list(scope, { search: 'DESK 7 dock' }, 0, 10).total).toBe(1)
    expect(journal.list(scope, { search: '100%' }, 0, 10).total).toBe(0)
    expect(journal.list(scope, { since: '2999-01-01T00:00:00.000Z' }, 0, 10).total).toBe(0)
    expect(journal.list(scope, { until: '2999-01-01T00:00:00.000Z' }, 0, 10).total).toBe(3)
    journal.close()
  })

  it('sets a damaged file aside, says so, and goes on in a new one', async () => {
    const folder = await tempDir()
    writeFileSync(
      path.join(folder, JOURNAL_FILE),
      'this is not a database, it is a note'.repeat(200),
    )
    const { journal, logs } = await journalIn(folder)
    expect(journal.append(scope, [entry('Network;00:00:00:00:00:01;WiFi')])).toHaveLength(1)
    expect(journal.notices()[0]?.message).toMatch(/could not be read .* kept as .*damaged-/)
    expect(logs.join('\n')).toContain('damaged-')
    expect(readdirSync(folder).some((name) => name.includes('.damaged-'))).toBe(true)
    expect(journal.list(scope, {}, 0, 10).total).toBe(1)
    journal.close()
  })

  it('writes every entry made as it goes, when damage met mid-write sets the file aside', async () => {
    const { journal } = await journalIn()
    let passes = 0
    const entries = {
      // SQLite's word for a damaged file, met at the third entry of the first pass only.
      *[Symbol.iterator]() {
        passes++
        for (let n = 1; n <= 5; n++) {
          if (passes === 1 && n === 3) throw new Error('database disk image is malformed')
          yield entry(`Network;00:00:00:00:00:0${n};WiFi`)
        }
      },
    }
    expect(journal.append(scope, entries)).toHaveLength(5)
    expect(passes).toBe(2)
    const listed = journal.list(scope, {}, 0, 10).entries.map((e) => e.serialId)
    expect(listed).toEqual([5, 4, 3, 2, 1].map((n) => `Network;00:00:00:00:00:0${n};WiFi`))
    journal.close()
  })

  it('never fails the change it records: a journal that cannot be written is said, not thrown', async () => {
    const folder = await tempDir()
    // A file where the folder should be: neither the journal nor a spill file can be written there.
    const blocked = path.join(folder, 'blocked')
    writeFileSync(blocked, 'a file where the folder should be')
    const { journal } = await journalIn(blocked)
    expect(journal.append(scope, [entry('Network;00:00:00:00:00:01;WiFi')])).toEqual([])
    expect(journal.notices().map((notice) => notice.code)).toEqual(['waiting'])
    const closed = journal.close()
    expect(closed).toMatchObject({ waiting: 0, lost: 1 })
    expect(closed.notices.map((notice) => notice.message).join('\n')).toMatch(
      /1 activity journal entries could not be written to .*blocked.*, nor kept beside it/,
    )
  })

  it('two runs sending one new device: the one registration is said once, however late the other wrote its intent', async () => {
    // Run B starts (its plan: the device is new); run A registers the device; only then does B write
    // its intent and hear "updated": B's request changed nothing, and A's entry already says it.
    let clock = Date.parse('2026-12-01T09:00:00Z')
    const now = () => new Date((clock += 1000))
    const folder = await tempDir()
    const b = createJournal({ dir: folder, surface: 'cli', log: () => {}, now })
    b.list(scope, {}, 0, 1)
    const a = createJournal({ dir: folder, surface: 'cli', log: () => {}, now })
    const id = 'Network;00:00:5e:00:53:77;WiFi'
    const after = { deviceType: 32, name: 'Corp', info: '5 GHz', locationId: null }
    const register = entry(id, { action: 'register', before: null, after })
    const aKey = a.newKey()
    a.intend(scope, [{ key: aKey, entry: register }], [])
    a.complete(scope, [{ key: aKey, entry: register }])
    const bKey = b.newKey()
    b.intend(scope, [{ key: bKey, entry: register }], [])
    b.complete(scope, [{ key: bKey, entry: { ...register, action: 'update' } }])
    expect(b.list(scope, {}, 0, 10).entries.map((each) => each.action)).toEqual(['register'])
    a.close()
    b.close()
  })

  it('follows tracked devices where changes left them, many at once, and leaves others untracked', async () => {
    const { journal } = await journalIn()
    const device = (n: number, locationId: string | null) => ({
      serialId: `Network;00:00:00:00:00:0${n};WiFi`,
      deviceType: 32,
      name: `Guest ${n}`,
      info: '5 GHz',
      locationId,
    })
    const registeredAt = new Date().toISOString()
    journal.track(scope, [
      { ...device(1, null), registeredAt },
      { ...device(2, null), registeredAt },
    ])
    journal.retrack(scope, [device(1, 'berlin-f3'), device(3, 'berlin-f2')])
    expect((journal.tracked(scope) ?? []).map((d) => [d.serialId, d.locationId]).sort()).toEqual([
      [device(1, null).serialId, 'berlin-f3'],
      [device(2, null).serialId, null],
    ])
    journal.close()
  })

  it('is bounded: past its size the oldest entries go, the tracked devices stay', async () => {
    const { journal } = await journalIn(undefined, { maxEntries: 500 })
    journal.track(scope, [
      {
        serialId: 'Network;00:00:00:00:00:01;WiFi',
        deviceType: 32,
        name: 'Guest',
        info: '5 GHz',
        locationId: null,
        registeredAt: new Date().toISOString(),
      },
    ])
    for (let n = 0; n < 1200; n++) journal.append(scope, [entry(`413C;S${n};45166`)])
    const { total, entries } = journal.list(scope, {}, 0, 1)
    expect(total).toBeLessThanOrEqual(500)
    expect(entries[0]?.serialId).toBe('413C;S1199;45166')
    expect(journal.tracked(scope)).toHaveLength(1)
    journal.close()
  })
})

describe('activity through the handlers', () => {
  it('offers the last location used, per profile and account', async () => {
    const core = await testCore()
    expect(await call(core.dispatch, 'lastLocation', {})).toEqual({ locationId: null })
    await call(core.dispatch, 'putDevices', {
      devices: [
        {
          serialId: 'Network;00:00:00:00:aa:01;WiFi',
          deviceType: 32,
          name: 'Guest',
          info: '5 GHz',
          locationId: 'berlin-f3',
        },
      ],
      keepUnpaired: false,
      via: 'register',
    })
    expect(await call(core.dispatch, 'lastLocation', {})).toEqual({ locationId: 'berlin-f3' })
    expect(await call(core.dispatch, 'lastLocation', { accountId: 'acct-munich' })).toEqual({
      locationId: null,
    })
  })

  it('exports the filtered entries as CSV with the columns a spreadsheet reads', async () => {
    const core = await testCore()
    await call(core.dispatch, 'putDevices', {
      devices: [
        {
          serialId: 'Network;00:00:00:00:aa:02;WiFi',
          deviceType: 32,
          name: '=HYPERLINK("x")',
          info: '5 GHz',
          locationId: 'berlin-f3',
        },
      ],
      keepUnpaired: false,
      via: 'register',
    })
    const file = await call(core.dispatch, 'exportActivity', { actions: ['register'] })
    expect(file.count).toBe(1)
    const [header, row] = file.content.split('\r\n')
    expect(header).toBe(
      'id,at,action,serialId,deviceType,who,role,via,surface,nameBefore,nameAfter,infoBefore,infoAfter,locationBefore,locationAfter,summary,undoOf,undoneBy',
    )
    // Each entry's id, which undoOf and undoneBy point to; the type in words.
    expect(row).toMatch(/^\d+,/)
    expect(row).toContain(`register,Network;00:00:00:00:aa:02;WiFi,Wi-Fi access point,`)
    expect(row).toContain(`"'=HYPERLINK(""x"")"`)
  })

  it('keeps a summary coded, and the English-only summary of a journal from before codes as it was', async () => {
    const { journal, folder } = await journalIn()
    const summary = journalSummary.forgot(['413C;ABC;45166'])
    journal.append(scope, [entry('413C;ABC;45166', { action: 'forget', summary })])
    expect(journal.list(scope, {}, 0, 1).entries[0]?.summary).toEqual(summary)
    journal.close()
    // The file as a build before codes wrote it: no summary_code column.
    const old = new DatabaseSync(path.join(folder, JOURNAL_FILE))
    old.exec('ALTER TABLE entries DROP COLUMN summary_code')
    old.close()
    const reopened = (await journalIn(folder)).journal
    expect(reopened.list(scope, {}, 0, 1).entries[0]?.summary).toEqual({ message: summary.message })
    reopened.append(scope, [entry('413C;ABC;45167', { action: 'forget', summary })])
    expect(reopened.list(scope, {}, 0, 1).entries[0]?.summary).toEqual(summary)
    reopened.close()
  })

  it('refuses a date it cannot read, saying how to write it', async () => {
    const core = await testCore()
    const result = await core.dispatch('listActivity', { since: 'last tuesday' })
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'validation_failed', fields: [{ path: 'since' }] },
    })
  })
})
