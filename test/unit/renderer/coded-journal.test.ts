import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { importSummary } from '#core/import/send.ts'
import { createJournal } from '#core/journal/journal.ts'
import { JOURNAL_FILE } from '#core/journal/journal-file.ts'
import { journalNotice } from '#core/journal/journal-notices.ts'
import { journalSummary } from '#core/journal/summaries.ts'
import { NOTICES, SUMMARIES } from '#renderer/features/activity/coded-texts.ts'
import type { JournalNotice, JournalSummary } from '#shared/ipc/registry.ts'
import { codedDrift, german } from '../../renderer/translate.ts'
import { tempDir } from '../core/support/fixtures.ts'

const report = (cancelled: boolean) =>
  ({
    rows: [
      { outcome: 'created', pairing: 'paired' },
      { outcome: 'updated', pairing: 'none' },
      { outcome: 'unchanged', pairing: 'none' },
    ].map((row, index) => ({
      ...row,
      row: index + 2,
      part: 0,
      column: null,
      serialId: null,
      deviceType: null,
      name: '',
      message: { code: 'unchanged' as const, message: '' },
      locationId: null,
      pairingMessage: null,
    })),
    totalRows: 3,
    outcomes: {},
    paired: 1,
    cancelled,
    failed: cancelled ? 1 : 0,
    seconds: 1,
  }) as Parameters<typeof importSummary>[1]

const KEY = {
  id: 'k-1',
  name: 'sync script',
  role: 'accountAdmin' as const,
  scope: 'account' as const,
  tenantId: 't1',
  accountId: 'a1',
  createdAt: '2026-06-01T00:00:00.000Z',
}

/** Every code of the journal's summaries, each made by the function that makes it. */
const summaries: JournalSummary[] = [
  importSummary('devices.csv', report(false)),
  importSummary('devices.csv', report(true)),
  journalSummary.restored(2, 3, 'berlin-f3'),
  journalSummary.restored(1, 1, null),
  journalSummary.forgot(['DEL;ABC;A17D']),
  journalSummary.forgot(['DEL;ABC;A17D', 'DEL;ABC;A17E']),
  journalSummary.demoReset(),
  journalSummary.keyCreated(KEY),
  journalSummary.keyRevoked(KEY),
  journalSummary.keyRotated(KEY, { ...KEY, id: 'k-new' }, false),
  journalSummary.keyRotated(KEY, { ...KEY, id: 'k-new' }, true),
]

/** The journal's notices: those a damaged file makes, made by a journal; the others by their maker. */
async function notices(): Promise<JournalNotice[]> {
  const damaged = await tempDir()
  writeFileSync(path.join(damaged, JOURNAL_FILE), 'not a database'.repeat(200))
  const journal = createJournal({ dir: damaged, surface: 'cli', log: () => {} })
  journal.list({ profileId: 'p1', accountId: 'a1' }, {}, 0, 1)
  const said = journal.notices()
  journal.close()
  const file = '/home/ada/.config/app/activity.sqlite'
  const carried = { entries: 12, tracked: 3, unreadable: ['entries 501–1000 (disk I/O error)'] }
  return [
    ...said,
    journalNotice.setAside(file, 'file is not a database', `${file}.damaged-1`, carried),
    journalNotice.setAside(file, 'integrity check', `${file}.damaged-2`, {
      ...carried,
      unreadable: [],
    }),
    journalNotice.waiting(file, 'full', 'database or disk is full', 40),
    journalNotice.waiting(file, 'busy', 'database is locked', 2),
    journalNotice.notRead(file, 'read-only', 'attempt to write a readonly database'),
    journalNotice.notWritten(file, 'unavailable', 'disk I/O error', 3),
    journalNotice.walGone(file, 'missing'),
    journalNotice.walGone(file, 'foreign'),
    journalNotice.walAtOpen(file),
    journalNotice.recovered({ done: 97, notMade: 0, lost: 2, at: '2026-12-01T10:42:00.000Z' }),
  ]
}

describe('the journal’s coded texts', () => {
  it('say in the window’s English what main writes, one text of every summary code', () => {
    expect(new Set(summaries.map((summary) => summary.code))).toEqual(
      new Set(Object.keys(SUMMARIES)),
    )
    expect(codedDrift(SUMMARIES, summaries)).toEqual([])
  })

  it('say in the window’s English what main writes, one text of every notice code', async () => {
    const said = await notices()
    expect(said[0]?.code).toBe('set-aside-unreadable')
    expect(new Set(said.map((notice) => notice.code))).toEqual(new Set(Object.keys(NOTICES)))
    expect(codedDrift(NOTICES, said)).toEqual([])
  })

  it('put an import’s summary in German, with its counts and whether it was cancelled', () => {
    expect(german(SUMMARIES.imported, summaries[1]?.values)).toBe(
      'devices.csv importiert – Zeilen: 3; angelegt: 1, geändert: 1, unverändert: 1, zugeordnet: 1, nicht erledigt: 1 (abgebrochen).',
    )
  })
})
