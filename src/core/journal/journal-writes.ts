import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type {
  ActivityEntry,
  DeviceState,
  EntryPoint,
  JournalSummary,
} from '#shared/ipc/registry.ts'
import { searchText, summaryCode } from './journal-rows.ts'
import { TRIM_RUNS } from './runs.ts'

/** Whose journal: entries and tracked devices belong to one profile and one account. */
export interface JournalScope {
  profileId: string
  accountId: string
}

export type Actor = ActivityEntry['who']

export interface NewEntry {
  who: Actor
  via: EntryPoint
  action: ActivityEntry['action']
  serialId?: string | null
  deviceType?: number | null
  before?: DeviceState | null
  after?: DeviceState | null
  summary?: JournalSummary | null
  undoOf?: number | null
}

/** A device as a change this app made left it. */
export type RetrackedDevice = DeviceState & { serialId: string }

/** A device this app registered or left unpaired, as the app last left it. */
export interface TrackedDevice {
  serialId: string
  deviceType: number
  name: string
  info: string
  locationId: string | null
  registeredAt: string
}

/** An entry as written: its key (unique, so a write replayed from a spill file is harmless) and state. */
export interface KeyedEntry extends NewEntry {
  key: string
  status: 'pending' | 'done'
  at: string
}

/**
 * What became of a pending entry: done as `entry` says, or never made (`null`: it goes); `lost`: the
 * service does not have the device (a crash's reconciliation found it missing).
 */
export interface Outcome {
  key: string
  entry: NewEntry | null
  lost?: boolean
}

/**
 * One write, as data: applied to the file in one transaction, or kept (in memory, then in a spill
 * file) while the file cannot be written, and applied in order when it can.
 */
export type Step =
  /** Entries of a run of one program (`surface`): replayed from a spill file, they keep the run that made them. */
  | {
      kind: 'insert'
      scope: JournalScope
      entries: Iterable<KeyedEntry>
      runId: string
      surface: string
    }
  /** An outcome whose key has no pending entry (a change no plan foresaw) is written as done. */
  | {
      kind: 'complete'
      scope: JournalScope
      outcomes: Iterable<Outcome>
      at: string
      runId: string
      surface: string
    }
  /** Devices followed from now; `pendingRun`: only while that run's change is unanswered, never over one followed already. */
  | {
      kind: 'track'
      scope: JournalScope
      devices: readonly TrackedDevice[]
      pendingRun?: string
    }
  | { kind: 'retrack'; scope: JournalScope; devices: readonly RetrackedDevice[] }
  /** Without serial ids: the whole profile (a demo reset). With `pendingRun`: only rows still pending for it. */
  | {
      kind: 'untrack'
      scope: Pick<JournalScope, 'profileId'> & { accountId?: string }
      serialIds?: readonly string[]
      pendingRun?: string
    }
  | { kind: 'run-start'; runId: string; pid: number; surface: string; at: string }
  | { kind: 'run-end'; runIds: readonly string[]; ended: 'clean' | 'crashed' }

/** What the steps wrote: each insert's and each completion's entry ids, in order (null: none). */
export type Written = Array<Array<number | null>>

const SQL = {
  insert: `INSERT OR IGNORE INTO entries (at, profile_id, account_id, who, via, surface, action,
      serial_id, device_type, before, after, summary, summary_code, undo_of, search, status, key, run_id,
      done_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  byKey: 'SELECT id, run_id, at FROM entries WHERE key = ?',
  complete: `UPDATE entries SET action = ?, serial_id = ?, device_type = ?, before = ?, after = ?,
      summary = ?, summary_code = ?, undo_of = ?, search = ?, status = ?, done_at = ?
    WHERE key = ?`,
  drop: 'DELETE FROM entries WHERE key = ?',
  dropId: 'DELETE FROM entries WHERE id = ?',
  markUndone: 'UPDATE entries SET undone_by = ? WHERE id = ?',
  /**
   * The same change made by another run while this one waited for its answer (two imports of one
   * file at once): one entry says it, the first to be answered.
   */
  sameChange: `SELECT id, action, before FROM entries WHERE profile_id = ? AND account_id = ? AND serial_id = ?
      AND status = 'done' AND key <> ? AND run_id IS NOT ? AND done_at >= ? AND action IN (?, ?)
      AND json_extract(after, '$.deviceType') IS ? AND json_extract(after, '$.name') IS ?
      AND json_extract(after, '$.info') IS ? AND (? OR json_extract(after, '$.locationId') IS ?)
    LIMIT 1`,
  retrack: `UPDATE tracked SET device_type = ?, name = ?, info = ?, location_id = ?
    WHERE profile_id = ? AND account_id = ? AND serial_id = ?`,
  track: `INSERT INTO tracked (profile_id, account_id, serial_id, device_type, name, info, location_id,
      registered_at, pending_run)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL)
    ON CONFLICT (profile_id, account_id, serial_id) DO UPDATE SET device_type = excluded.device_type,
      name = excluded.name, info = excluded.info, location_id = excluded.location_id, pending_run = NULL`,
  trackPending: `INSERT INTO tracked (profile_id, account_id, serial_id, device_type, name, info,
      location_id, registered_at, pending_run)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  untrack: 'DELETE FROM tracked WHERE profile_id = ? AND account_id = ? AND serial_id = ?',
  untrackPending: `DELETE FROM tracked WHERE profile_id = ? AND account_id = ? AND serial_id = ?
    AND pending_run = ?`,
  runStart: `INSERT OR IGNORE INTO runs (run_id, pid, surface, started_at) VALUES (?, ?, ?, ?)`,
  runStarted: 'SELECT started_at FROM runs WHERE run_id = ?',
  runEnd: 'UPDATE runs SET ended = ? WHERE run_id = ? AND ended IS NULL',
}
type Statements = Record<keyof typeof SQL, StatementSync>

// Prepared once per open file: preparing on every append cost as much as the insert itself, and a
// statement per device held native memory until collected (re-sending 100,000 rows peaked ~150 MB higher).
const prepared = new WeakMap<DatabaseSync, Statements>()
function statements(db: DatabaseSync): Statements {
  let found = prepared.get(db)
  if (!found) {
    found = Object.fromEntries(
      Object.entries(SQL).map(([name, sql]) => [name, db.prepare(sql)]),
    ) as Statements
    prepared.set(db, found)
  }
  return found
}

const json = (value: unknown) => (value ? JSON.stringify(value) : null)

/** The change's kind for telling one run's entry from another's of the same change. */
const SAME_KIND: Partial<Record<NewEntry['action'], [string, string]>> = {
  register: ['register', 'update'],
  update: ['register', 'update'],
  pair: ['pair', 'move'],
  move: ['pair', 'move'],
  unpair: ['unpair', 'unpair'],
}

/**
 * Since when another run's same change makes this one a copy: since this one's intent; for an update of a
 * device this run planned as new (sent as a registration, answered "updated"), since this run started, as
 * its plan was made then and another run may have registered the device before this intent was written.
 */
function sinceOf(run: Statements, intent: { run_id: string | null; at: string }, entry: NewEntry) {
  if (entry.action !== 'update' || entry.before != null || intent.run_id === null) return intent.at
  const started = run.runStarted.get(intent.run_id) as { started_at: string } | undefined
  return started && started.started_at < intent.at ? started.started_at : intent.at
}

/**
 * Whether another run's entry says this change already. A registration beats another run's update of a
 * device it did not know (both sent "create" at once; the service created it for this one): that
 * update goes instead.
 */
function isDuplicate(
  run: Statements,
  scope: JournalScope,
  key: string,
  intent: { run_id: string | null; at: string },
  entry: NewEntry,
): boolean {
  const kinds = SAME_KIND[entry.action]
  const after = entry.after
  if (!kinds || !after || !entry.serialId) return false
  const fieldsOnly = entry.action === 'register' || entry.action === 'update'
  const other = run.sameChange.get(
    scope.profileId,
    scope.accountId,
    entry.serialId,
    key,
    intent.run_id,
    sinceOf(run, intent, entry),
    kinds[0],
    kinds[1],
    after.deviceType,
    after.name,
    after.info,
    fieldsOnly ? 1 : 0,
    after.locationId,
  ) as { id: number; action: string; before: string | null } | undefined
  if (!other) return false
  if (entry.action === 'register' && other.action === 'update' && other.before === null) {
    run.dropId.run(other.id)
    return false
  }
  return true
}

function insertEntries(
  run: Statements,
  scope: JournalScope,
  entries: Iterable<KeyedEntry>,
  context: { surface: string; runId: string },
): Array<number | null> {
  const ids: Array<number | null> = []
  for (const entry of entries) {
    const done = entry.status === 'done'
    const { changes, lastInsertRowid } = run.insert.run(
      entry.at,
      scope.profileId,
      scope.accountId,
      JSON.stringify(entry.who),
      entry.via,
      context.surface,
      ...contentOf(entry),
      entry.status,
      entry.key,
      context.runId,
      done ? entry.at : null,
    )
    const id =
      Number(changes) > 0
        ? Number(lastInsertRowid)
        : (run.byKey.get(entry.key) as { id: number } | undefined)?.id
    if (id !== undefined && done && entry.undoOf != null) run.markUndone.run(id, entry.undoOf)
    ids.push(id ?? null)
  }
  return ids
}

/** The columns an entry's content fills, in the order both statements name them (action … search text). */
function contentOf(entry: NewEntry) {
  return [
    entry.action,
    entry.serialId ?? null,
    entry.deviceType ?? entry.after?.deviceType ?? entry.before?.deviceType ?? null,
    json(entry.before),
    json(entry.after),
    entry.summary?.message ?? null,
    summaryCode(entry.summary),
    entry.undoOf ?? null,
    searchText(entry),
  ]
}

function complete(
  run: Statements,
  step: Extract<Step, { kind: 'complete' }>,
): Array<number | null> {
  const { scope, at } = step
  const ids: Array<number | null> = []
  for (const { key, entry, lost } of step.outcomes) {
    const intent = run.byKey.get(key) as
      { id: number; run_id: string | null; at: string } | undefined
    if (!intent && entry) {
      ids.push(...insertEntries(run, scope, [{ ...entry, key, status: 'done', at }], step))
      continue
    }
    if (!intent || entry === null || isDuplicate(run, scope, key, intent, entry)) {
      if (intent) run.drop.run(key)
      ids.push(null)
      continue
    }
    run.complete.run(...contentOf(entry), lost ? 'lost' : 'done', at, key)
    if (!lost && entry.undoOf != null) run.markUndone.run(intent.id, entry.undoOf)
    ids.push(intent.id)
  }
  return ids
}

function track(run: Statements, step: Extract<Step, { kind: 'track' }>): void {
  const { scope, devices, pendingRun } = step
  for (const d of devices) {
    const values = [
      scope.profileId,
      scope.accountId,
      d.serialId,
      d.deviceType,
      d.name,
      d.info,
      d.locationId,
      d.registeredAt,
    ] as const
    if (pendingRun === undefined) run.track.run(...values)
    else run.trackPending.run(...values, pendingRun)
  }
}

function untrack(db: DatabaseSync, run: Statements, step: Extract<Step, { kind: 'untrack' }>) {
  const { scope, serialIds, pendingRun } = step
  if (serialIds === undefined) {
    db.prepare('DELETE FROM tracked WHERE profile_id = ?').run(scope.profileId)
    return
  }
  for (const serialId of serialIds) {
    const key = [scope.profileId, scope.accountId ?? '', serialId] as const
    if (pendingRun === undefined) run.untrack.run(...key)
    else run.untrackPending.run(...key, pendingRun)
  }
}

/** Applies the steps in one transaction; throws (nothing applied) when the file cannot take them. */
export function applySteps(db: DatabaseSync, steps: readonly Step[]): Written {
  const run = statements(db)
  const written: Written = []
  db.exec('BEGIN IMMEDIATE')
  try {
    for (const step of steps) {
      if (step.kind === 'insert') written.push(insertEntries(run, step.scope, step.entries, step))
      else if (step.kind === 'complete') written.push(complete(run, step))
      else if (step.kind === 'track') track(run, step)
      else if (step.kind === 'retrack')
        for (const d of step.devices)
          run.retrack.run(
            d.deviceType,
            d.name,
            d.info,
            d.locationId,
            step.scope.profileId,
            step.scope.accountId,
            d.serialId,
          )
      else if (step.kind === 'untrack') untrack(db, run, step)
      else if (step.kind === 'run-start') {
        run.runStart.run(step.runId, step.pid, step.surface, step.at)
        db.exec(TRIM_RUNS)
      } else for (const runId of step.runIds) run.runEnd.run(step.ended, runId)
    }
    db.exec('COMMIT')
    return written
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK')
    throw error
  }
}
