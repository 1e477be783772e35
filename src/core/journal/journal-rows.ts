import { messages } from '#shared/messages/catalog.ts'
import type { ActivityEntry, DeviceState, JournalSummary } from '#shared/ipc/registry.ts'
import { ActivityEntrySchema } from '#shared/ipc/registry.ts'
import type { NewEntry } from './journal-writes.ts'

/** A row of the entries table as node:sqlite returns it. */
export interface EntryRow {
  id: number
  at: string
  profile_id: string
  account_id: string
  who: string
  via: string
  surface: string
  action: string
  serial_id: string | null
  device_type: number | null
  before: string | null
  after: string | null
  summary: string | null
  /** The summary's code and values (JSON); null in entries written before summaries had codes. */
  summary_code: string | null
  undo_of: number | null
  undone_by: number | null
  /** pending: asked of the service, its answer not written yet; lost: the service never had it. */
  status: 'pending' | 'done' | 'lost'
  key: string | null
}

/** Changes an admin can take back; a run, a restore or an undo itself is not one of them. */
const UNDOABLE = new Set(['update', 'pair', 'move', 'unpair', 'replace'])

/** The summary's code, message id and values as the column keeps them (its English is in `summary`). */
export const summaryCode = (summary: JournalSummary | null | undefined): string | null =>
  summary ? JSON.stringify({ code: summary.code, id: summary.id, values: summary.values }) : null

/**
 * The summary as written: coded, or only the English of an entry from before codes. Entries written before
 * the column kept the message id name it by their code, which is the last part of the id.
 */
function summaryOf(row: EntryRow) {
  if (row.summary === null) return null
  const saved = row.summary_code ? JSON.parse(row.summary_code) : {}
  const id = saved.id ?? (saved.code ? `activity.summary.${saved.code}` : undefined)
  return { ...saved, ...(id && Object.hasOwn(messages.en, id) ? { id } : {}), message: row.summary }
}

const state = (text: string | null): DeviceState | null =>
  text === null ? null : (JSON.parse(text) as DeviceState)

/** An entry as the window and the command line see it; parsed, so a hand-edited row cannot pass as one. */
export function entryFromRow(row: EntryRow): ActivityEntry {
  return ActivityEntrySchema.parse({
    id: row.id,
    at: row.at,
    profileId: row.profile_id,
    accountId: row.account_id,
    who: JSON.parse(row.who),
    via: row.via,
    surface: row.surface,
    action: row.action,
    serialId: row.serial_id,
    deviceType: row.device_type,
    before: state(row.before),
    after: state(row.after),
    summary: summaryOf(row),
    undoOf: row.undo_of,
    undoneBy: row.undone_by,
    status: row.status,
    undoable:
      row.status === 'done' &&
      UNDOABLE.has(row.action) &&
      row.undo_of === null &&
      row.undone_by === null,
  })
}

/** What the Activity screen's search looks in, lowercased: the id, names, places, who and the summary. */
export function searchText(entry: NewEntry): string {
  return [
    entry.serialId,
    entry.before?.name,
    entry.after?.name,
    entry.before?.info,
    entry.after?.info,
    entry.before?.locationId,
    entry.after?.locationId,
    entry.who.name,
    entry.summary?.message,
  ]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join('\n')
    .toLowerCase()
}
