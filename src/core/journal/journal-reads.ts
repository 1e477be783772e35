import type { DatabaseSync, SQLInputValue } from 'node:sqlite'
import type { ActivityEntry, ActivityFilter, DeviceState } from '#shared/ipc/registry.ts'
import { journalNotice } from './journal-notices.ts'
import { problemOf, reasonOf } from './journal-problems.ts'
import { entryFromRow, type EntryRow } from './journal-rows.ts'
import { close, database, say, type JournalStore } from './journal-store.ts'
import type { JournalScope, TrackedDevice } from './journal-writes.ts'
import { finishedRuns } from './runs.ts'
import { readSpill, spillPath } from './spill.ts'

/** A read of the file; `fallback` (and a notice) when it cannot be read. */
export function read<T>(store: JournalStore, fallback: T, work: (db: DatabaseSync) => T): T {
  for (let attempt = 1; ; attempt++) {
    const db = database(store)
    try {
      if (!db) throw new Error(store.problem?.reason ?? 'the journal could not be opened')
      return work(db)
    } catch (error) {
      const kind = db ? problemOf(error) : (store.problem?.kind ?? 'unavailable')
      // Damage met mid-read: closed, so the next open sets the file aside with what can be read.
      if (kind === 'damaged' && db && attempt === 1) {
        close(store)
        continue
      }
      say(store, journalNotice.notRead(store.file, kind, reasonOf(error)))
      return fallback
    }
  }
}

/** Newest first, filtered; the total counts every match. */
export function listEntries(
  store: JournalStore,
  scope: JournalScope,
  filter: ActivityFilter,
  offset: number,
  limit: number,
) {
  return read(store, { total: 0, entries: [] as ActivityEntry[] }, (db) => {
    const { where, values } = conditions(scope, filter)
    const { total } = db
      .prepare(`SELECT count(*) AS total FROM entries WHERE ${where}`)
      .get(...values) as { total: number }
    const rows = db
      .prepare(`SELECT * FROM entries WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
      .all(...values, limit, offset) as unknown as EntryRow[]
    return { total, entries: rows.map(entryFromRow) }
  })
}

export function entryById(store: JournalStore, profileId: string, id: number, accountId?: string) {
  return read(store, null, (db) => {
    const row = db
      .prepare(
        `SELECT * FROM entries WHERE id = ? AND profile_id = ?${accountId === undefined ? '' : ' AND account_id = ?'}`,
      )
      .get(id, profileId, ...(accountId === undefined ? [] : [accountId])) as EntryRow | undefined
    return row ? entryFromRow(row) : null
  })
}

/** The location of the newest pair or move in this scope: the default for the next one. */
export function lastLocation(store: JournalStore, scope: JournalScope): string | null {
  return read(store, null, (db) => {
    const row = db
      .prepare(
        `SELECT after FROM entries WHERE profile_id = ? AND account_id = ?
           AND action IN ('pair', 'move') AND status <> 'lost' ORDER BY id DESC LIMIT 1`,
      )
      .get(scope.profileId, scope.accountId) as { after: string | null } | undefined
    const after = row?.after ? (JSON.parse(row.after) as DeviceState) : null
    return after?.locationId ?? null
  })
}

const trackedOf = (row: Record<string, SQLInputValue>): TrackedDevice => ({
  serialId: String(row['serial_id']),
  deviceType: Number(row['device_type']),
  name: String(row['name']),
  info: String(row['info']),
  locationId: row['location_id'] === null ? null : String(row['location_id']),
  registeredAt: String(row['registered_at']),
})

/**
 * The devices this app registered or left unpaired, with what waits to be written counted in; null
 * when the file cannot be read (then which are missing cannot be told, and is not said).
 */
export function trackedDevices(store: JournalStore, scope: JournalScope): TrackedDevice[] | null {
  const rows = read(store, null as TrackedDevice[] | null, (db) =>
    (
      db
        .prepare(
          `SELECT serial_id, device_type, name, info, location_id, registered_at FROM tracked
           WHERE profile_id = ? AND account_id = ?`,
        )
        .all(scope.profileId, scope.accountId) as Array<Record<string, SQLInputValue>>
    ).map(trackedOf),
  )
  if (rows === null || store.spilled + store.memory.length === 0) return rows
  return withWaiting(store, scope, rows)
}

/** Tracked devices as the writes waiting for the file will leave them. */
function withWaiting(store: JournalStore, scope: JournalScope, rows: TrackedDevice[]) {
  const devices = new Map(rows.map((device) => [device.serialId, device]))
  const waiting = [
    ...(store.spilled ? readSpill(spillPath(store.dir, store.run)) : []),
    ...store.memory,
  ]
  const mine = (s: { profileId: string; accountId?: string }) =>
    s.profileId === scope.profileId && (s.accountId ?? '') === scope.accountId
  for (const step of waiting.flat()) {
    if (step.kind === 'track' && mine(step.scope))
      for (const device of step.devices)
        if (step.pendingRun === undefined || !devices.has(device.serialId))
          devices.set(device.serialId, device)
    if (step.kind === 'untrack' && mine(step.scope))
      for (const serialId of step.serialIds ?? [...devices.keys()]) devices.delete(serialId)
  }
  return [...devices.values()]
}

/** Entries asked of the service by runs that ended before its answer was written, in this scope. */
export interface StalePending {
  entries: Array<ActivityEntry & { key: string }>
  /** Devices tracked while a finished run's registration was unanswered. */
  tracked: string[]
  runs: string[]
}

export function stalePending(store: JournalStore, scope: JournalScope): StalePending {
  return read(store, { entries: [], tracked: [], runs: [] } as StalePending, (db) => {
    const pending = db
      .prepare(
        `SELECT DISTINCT run_id FROM entries WHERE status = 'pending' AND profile_id = ? AND account_id = ?
         UNION SELECT DISTINCT pending_run FROM tracked WHERE pending_run IS NOT NULL
           AND profile_id = ? AND account_id = ?`,
      )
      .all(scope.profileId, scope.accountId, scope.profileId, scope.accountId) as Array<{
      run_id: string | null
    }>
    if (pending.length === 0) return { entries: [], tracked: [], runs: [] }
    const finished = finishedRuns(db)
    const runs = pending.flatMap((row) =>
      row.run_id !== null && finished.has(row.run_id) ? [row.run_id] : [],
    )
    if (runs.length === 0) return { entries: [], tracked: [], runs: [] }
    const marks = runs.map(() => '?').join(', ')
    const rows = db
      .prepare(
        `SELECT * FROM entries WHERE status = 'pending' AND profile_id = ? AND account_id = ?
           AND run_id IN (${marks}) ORDER BY id`,
      )
      .all(scope.profileId, scope.accountId, ...runs) as unknown as EntryRow[]
    const tracked = db
      .prepare(
        `SELECT serial_id FROM tracked WHERE profile_id = ? AND account_id = ? AND pending_run IN (${marks})`,
      )
      .all(scope.profileId, scope.accountId, ...runs) as Array<{ serial_id: string }>
    return {
      entries: rows.map((row) => ({ ...entryFromRow(row), key: row.key ?? '' })),
      tracked: tracked.map((row) => row.serial_id),
      runs,
    }
  })
}

/** Serial ids whose registration a live run is waiting on: not lost, only not answered yet. */
export function inFlight(store: JournalStore, scope: JournalScope): Set<string> {
  return read(store, new Set<string>(), (db) => {
    const rows = db
      .prepare(
        `SELECT serial_id, pending_run FROM tracked WHERE profile_id = ? AND account_id = ?
           AND pending_run IS NOT NULL`,
      )
      .all(scope.profileId, scope.accountId) as Array<{ serial_id: string; pending_run: string }>
    if (rows.length === 0) return new Set<string>()
    const finished = finishedRuns(db)
    return new Set(rows.filter((row) => !finished.has(row.pending_run)).map((row) => row.serial_id))
  })
}

/** The WHERE clause of a filter, with its values in order. */
function conditions(scope: JournalScope, filter: ActivityFilter) {
  const clauses: string[] = []
  const values: SQLInputValue[] = []
  const and = (clause: string, ...more: SQLInputValue[]) => {
    clauses.push(clause)
    values.push(...more)
  }
  and('profile_id = ?', scope.profileId)
  and('account_id = ?', scope.accountId)
  if (filter.serialId !== undefined) and('serial_id = ?', filter.serialId)
  if (filter.deviceType !== undefined) and('device_type = ?', filter.deviceType)
  if (filter.actions?.length)
    and(`action IN (${filter.actions.map(() => '?').join(', ')})`, ...filter.actions)
  if (filter.since !== undefined) and('at >= ?', filter.since)
  if (filter.until !== undefined) and('at < ?', filter.until)
  for (const word of (filter.search ?? '').toLowerCase().split(/\s+/).filter(Boolean))
    and("search LIKE ? ESCAPE '\\'", `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
  return { where: clauses.join(' AND '), values }
}
