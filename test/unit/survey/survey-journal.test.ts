// What surveys did, read back from the activity journal: desks confirmed and devices moved, so a survey
// started again after a restart resumes; undone changes and an undo's own entries count for nothing.
import { describe, expect, it } from 'vitest'
import type { ActivityEntry } from '#shared/ipc/registry.ts'
import { surveyJournal } from '#core/survey/survey-journal.ts'

let id = 0
function entry(patch: Partial<ActivityEntry> & Pick<ActivityEntry, 'action'>): ActivityEntry {
  const state = (locationId: string | null) => ({
    deviceType: 4,
    name: 'dock',
    info: '',
    locationId,
  })
  return {
    id: ++id,
    at: `2026-11-26T10:00:${String(id).padStart(2, '0')}.000Z`,
    profileId: 'p',
    accountId: '',
    who: { kind: 'apiKey', name: 'admin', role: 'accountAdmin' },
    via: 'survey',
    surface: 'app',
    serialId: `413C;D${id};45166`,
    deviceType: 4,
    before: state('desk-2-07'),
    after: state('desk-4-01'),
    summary: null,
    undoOf: null,
    undoneBy: null,
    undoable: true,
    status: 'done',
    ...patch,
  }
}

const DESKS = ['desk-4-01', 'desk-4-02', 'desk-4-03'].map((deskId) => ({
  id: deskId,
  name: deskId,
  label: deskId,
}))

async function read(entries: ActivityEntry[]) {
  const base = {
    listActivity: async () => ({ total: entries.length, entries, notices: [] }),
  }
  return surveyJournal(base as never, {}, DESKS, new Map([['desk-2-07', 'Desk 2.07']]))
}

describe('the survey read back from the journal', () => {
  it('a pair or move via the survey to a desk confirms it; a move is listed with where it came from', async () => {
    const { confirmed, moved } = await read([
      entry({ action: 'move' }),
      entry({
        action: 'pair',
        before: null,
        after: { deviceType: 2, name: 'm', info: '', locationId: 'desk-4-02' },
      }),
    ])
    expect([...confirmed].sort()).toEqual(['desk-4-01', 'desk-4-02'])
    expect(moved).toEqual([
      expect.objectContaining({ from: 'Desk 2.07', to: 'desk-4-01', name: 'dock' }),
    ])
  })

  it('passes over changes undone, an undo’s own entries, other ways in and other floors', async () => {
    const { confirmed, moved } = await read([
      entry({ action: 'move', undoneBy: 99 }),
      entry({
        action: 'pair',
        undoOf: 3,
        after: { deviceType: 4, name: 'd', info: '', locationId: 'desk-4-03' },
      }),
      entry({ action: 'pair', via: 'detect' }),
      entry({
        action: 'pair',
        after: { deviceType: 4, name: 'd', info: '', locationId: 'desk-9-01' },
      }),
    ])
    expect(confirmed.size).toBe(0)
    expect(moved).toEqual([])
  })
})
