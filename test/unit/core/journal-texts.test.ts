import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { importSummary } from '#core/import/send.ts'
import { createJournal } from '#core/journal/journal.ts'
import { JOURNAL_FILE } from '#core/journal/journal-file.ts'
import { journalNotice } from '#core/journal/journal-notices.ts'
import { journalSummary } from '#core/journal/summaries.ts'
import {
  JOURNAL_NOTICE_CODES,
  JOURNAL_SUMMARY_CODES,
  type JournalNotice,
  type JournalSummary,
} from '#shared/ipc/registry.ts'
import { formatMessage } from '#shared/messages/format.ts'
import { tempDir } from './support/fixtures.ts'

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
  journalSummary.replaced('413C;cn0f4k8r;45166', '413C;CN0F4K8R;45166', 'usb-serial', [4, 5], null),
  journalSummary.replaceUndone('413C;cn0f4k8r;45166', '413C;CN0F4K8R;45166'),
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

describe('the journal’s texts', () => {
  it('name a catalog message for every summary code, said in English and German with its values', () => {
    expect(new Set(summaries.map((summary) => summary.code))).toEqual(
      new Set(JOURNAL_SUMMARY_CODES),
    )
    for (const summary of summaries) {
      expect(summary.message).toBe(formatMessage('en', summary.id, summary.values))
      expect(formatMessage('de', summary.id, summary.values)).not.toBe(summary.message)
    }
    expect(summaries[1]?.message).toBe(
      'Imported devices.csv: 3 rows; 1 created, 1 updated, 1 unchanged, 1 paired, 1 not done (cancelled).',
    )
    expect(formatMessage('de', summaries[1]!.id, summaries[1]!.values)).toBe(
      'devices.csv importiert – Zeilen: 3; angelegt: 1, geändert: 1, unverändert: 1, zugeordnet: 1, nicht erledigt: 1 (abgebrochen).',
    )
  })

  it('name a catalog message for every notice code, with what the admin can do', async () => {
    const said = await notices()
    expect(said[0]?.code).toBe('set-aside-unreadable')
    expect(new Set(said.map((notice) => notice.code))).toEqual(new Set(JOURNAL_NOTICE_CODES))
    for (const notice of said) formatMessage('de', notice.id, notice.values)
    expect(said.find((notice) => notice.code === 'waiting')?.message).toBe(
      'The activity journal /home/ada/.config/app/activity.sqlite cannot be written now (the disk is full: free some space on it): 40 entries wait and are written as soon as it can be.',
    )
    expect(said.find((notice) => notice.code === 'not-read')?.message).toContain(
      'make it writable (chmod u+w /home/ada/.config/app/activity.sqlite) or move it away',
    )
  })
})
