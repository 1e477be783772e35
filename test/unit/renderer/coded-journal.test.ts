import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { importSummary } from '#main/bulk/send.ts'
import { createJournal } from '#main/journal/journal.ts'
import { JOURNAL_FILE } from '#main/journal/journal-file.ts'
import { journalSummary } from '#main/journal/summaries.ts'
import { NOTICES, SUMMARIES } from '#renderer/features/activity/coded-texts.ts'
import type { JournalNotice, JournalSummary } from '#shared/ipc/registry.ts'
import { codedDrift, german } from '../../renderer/translate.ts'
import { tempDir } from '../main/support/fixtures.ts'

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

/** Every code of the journal's summaries, each made by the function that makes it. */
const summaries: JournalSummary[] = [
  importSummary('devices.csv', report(false)),
  importSummary('devices.csv', report(true)),
  journalSummary.restored(2, 3, 'berlin-f3'),
  journalSummary.restored(1, 1, null),
  journalSummary.forgot(['DEL;ABC;A17D']),
  journalSummary.forgot(['DEL;ABC;A17D', 'DEL;ABC;A17E']),
  journalSummary.demoReset(),
]

/** The journal's notices, made by a journal whose file is damaged or cannot be there at all. */
async function notices(): Promise<JournalNotice[]> {
  const damaged = await tempDir()
  writeFileSync(path.join(damaged, JOURNAL_FILE), 'not a database'.repeat(200))
  const blocked = path.join(await tempDir(), 'blocked')
  writeFileSync(blocked, 'a file where the folder should be')
  const made = [damaged, blocked, blocked].map((dir) =>
    createJournal({ dir, surface: 'cli', log: () => {} }),
  )
  const scope = { profileId: 'p1', accountId: 'a1' }
  made[0]?.list(scope, {}, 0, 1)
  made[1]?.list(scope, {}, 0, 1)
  made[2]?.track(scope, [
    {
      serialId: 'DEL;ABC;A17D',
      deviceType: 2,
      name: 'Monitor',
      info: '',
      locationId: null,
      registeredAt: '2026-05-04T08:00:00.000Z',
    },
  ])
  const said = made.map((journal) => journal.notice())
  for (const journal of made) journal.close()
  return said.filter((notice): notice is JournalNotice => notice !== null)
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
    expect(said.map((notice) => notice.code)).toEqual(['set-aside', 'not-read', 'not-written'])
    expect(codedDrift(NOTICES, said)).toEqual([])
  })

  it('put an import’s summary in German, with its counts and whether it was cancelled', () => {
    expect(german(SUMMARIES.imported, summaries[1]?.values)).toBe(
      'devices.csv importiert – Zeilen: 3; angelegt: 1, geändert: 1, unverändert: 1, zugeordnet: 1, nicht erledigt: 1 (abgebrochen).',
    )
  })
})
