import type { DatabaseSync, SQLInputValue } from 'node:sqlite'
import type {
  ActivityAction,
  ActivityEntry,
  ActivityFilter,
  DeviceState,
  EntryPoint,
  JournalNotice,
  JournalSummary,
} from '#shared/ipc/registry.ts'
import { openJournalFile } from './journal-file.ts'
import { entryFromRow, searchText, summaryCode, type EntryRow } from './journal-rows.ts'

/** Whose journal: entries and tracked devices belong to one profile and one account. */
export interface JournalScope {
  profileId: string
  accountId: string
}

export type Actor = ActivityEntry['who']

export interface NewEntry {
  who: Actor
  via: EntryPoint
  action: ActivityAction
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

export interface JournalOptions {
  /** The app's data folder: the journal is activity.sqlite there. */
  dir: string
  surface: ActivityEntry['surface']
  log: (line: string) => void
  now?: () => Date
  /** Entries kept; beyond it the oldest tenth goes (tracked devices stay). */
  maxEntries?: number
}

const MAX_ENTRIES = 200_000

/** SQLite says the file itself is bad: set it aside and start a new one. */
const damaged = (error: unknown) =>
  /SQLITE_(CORRUPT|NOTADB)|malformed|not a database/i.test(String(error))

const CHECKPOINT_DELAY_MS = 500

function prepareWrites(database: DatabaseSync) {
  return {
    retrack: database.prepare(
      `UPDATE tracked SET device_type = ?, name = ?, info = ?, location_id = ?
       WHERE profile_id = ? AND account_id = ? AND serial_id = ?`,
    ),
    insert: database.prepare(
      `INSERT INTO entries (at, profile_id, account_id, who, via, surface, action, serial_id,
         device_type, before, after, summary, summary_code, undo_of, search)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    markUndone: database.prepare('UPDATE entries SET undone_by = ? WHERE id = ?'),
  }
}

/**
 * The activity journal: every change this app makes, in the app's data folder (node:sqlite, 0600),
 * bounded, never a secret. It never fails the change it records: a write that fails is logged and said
 * in `notice()`, a damaged file is set aside and a new one started.
 */
export function createJournal(options: JournalOptions) {
  const now = options.now ?? (() => new Date())
  const maxEntries = options.maxEntries ?? MAX_ENTRIES
  let db: DatabaseSync | null = null
  let notice: JournalNotice | null = null
  let writesSinceTrim = 0
  let checkpointTimer: ReturnType<typeof setTimeout> | undefined

  /**
   * The write-ahead log folded into the file at most every half second, after the append that
   * asked. SQLite's own checkpoint ran inside every ~50th append and made it 4 ms instead of 0.1.
   */
  function checkpointSoon(): void {
    checkpointTimer ??= setTimeout(() => {
      checkpointTimer = undefined
      guard('not-written', undefined, (database) => {
        database.exec('PRAGMA wal_checkpoint(PASSIVE)')
      })
    }, CHECKPOINT_DELAY_MS)
    checkpointTimer.unref?.()
  }

  function open(): DatabaseSync {
    if (db) return db
    const opened = openJournalFile(options.dir, now)
    if (opened.setAside) {
      notice = opened.setAside
      options.log(opened.setAside.message)
    }
    db = opened.db
    return db
  }

  /**
   * Runs work on the database; a damaged file is set aside once and the work tried again. `what` is the
   * notice's code should it fail all the same.
   */
  function guard<T>(
    what: 'not-read' | 'not-written',
    fallback: T,
    work: (db: DatabaseSync) => T,
  ): T {
    for (let attempt = 1; ; attempt++) {
      try {
        return work(open())
      } catch (error) {
        if (attempt === 1 && damaged(error) && db) {
          db.close()
          db = null
          // Opening again finds the damage and sets the file aside.
          continue
        }
        const reason = error instanceof Error ? error.message : String(error)
        notice = {
          code: what,
          values: { reason },
          message: `The activity journal could not ${what === 'not-read' ? 'be read' : 'be written'} (${reason}); changes still reach the service.`,
        }
        options.log(notice.message)
        return fallback
      }
    }
  }

  /** Checked every tenth of the bound: the oldest tenth goes once it is full. */
  function trim(database: DatabaseSync, written: number): void {
    writesSinceTrim += written
    if (writesSinceTrim < Math.max(1, Math.floor(maxEntries / 10))) return
    writesSinceTrim = 0
    const { count } = database.prepare('SELECT count(*) AS count FROM entries').get() as {
      count: number
    }
    if (count < maxEntries) return
    database
      .prepare('DELETE FROM entries WHERE id <= (SELECT max(id) FROM entries) - ?')
      .run(Math.floor(maxEntries * 0.9))
  }

  /** A write, and the checkpoint that follows it soon. */
  function write<T>(fallback: T, work: (database: DatabaseSync) => T): T {
    const result = guard('not-written', fallback, work)
    checkpointSoon()
    return result
  }

  // Prepared once per open file: preparing on every append cost as much as the insert itself, and a
  // statement per device held native memory until collected (re-sending 100,000 rows peaked ~150 MB higher).
  const statements = new WeakMap<DatabaseSync, ReturnType<typeof prepareWrites>>()
  const writeStatements = (database: DatabaseSync) => {
    let prepared = statements.get(database)
    if (!prepared) statements.set(database, (prepared = prepareWrites(database)))
    return prepared
  }

  return {
    /**
     * Writes the entries in one transaction; their ids, or none when the journal cannot be written.
     * Entries may be made as they are written (an iterable that makes them afresh each time it is
     * iterated, as a damaged file's retry iterates again): a large import's batch then never holds all
     * of its entries at once.
     */
    append(scope: JournalScope, entries: Iterable<NewEntry>): number[] {
      if (Array.isArray(entries) && entries.length === 0) return []
      return write([] as number[], (database) => {
        const { insert: statement, markUndone } = writeStatements(database)
        const at = now().toISOString()
        const ids: number[] = []
        try {
          for (const entry of entries) {
            // Begun at the first entry: a batch that changed nothing writes nothing.
            if (!database.isTransaction) database.exec('BEGIN IMMEDIATE')
            const { lastInsertRowid } = statement.run(
              at,
              scope.profileId,
              scope.accountId,
              JSON.stringify(entry.who),
              entry.via,
              options.surface,
              entry.action,
              entry.serialId ?? null,
              entry.deviceType ?? entry.after?.deviceType ?? entry.before?.deviceType ?? null,
              entry.before ? JSON.stringify(entry.before) : null,
              entry.after ? JSON.stringify(entry.after) : null,
              entry.summary?.message ?? null,
              summaryCode(entry.summary),
              entry.undoOf ?? null,
              searchText(entry),
            )
            const id = Number(lastInsertRowid)
            if (entry.undoOf != null) markUndone.run(id, entry.undoOf)
            ids.push(id)
          }
          if (ids.length === 0) return ids
          database.exec('COMMIT')
          trim(database, ids.length)
          return ids
        } catch (error) {
          if (database.isTransaction) database.exec('ROLLBACK')
          throw error
        }
      })
    },

    /** Newest first, filtered; the total counts every match. */
    list(scope: JournalScope, filter: ActivityFilter, offset: number, limit: number) {
      return guard('not-read', { total: 0, entries: [] as ActivityEntry[] }, (database) => {
        const { where, values } = conditions(scope, filter)
        const { total } = database
          .prepare(`SELECT count(*) AS total FROM entries WHERE ${where}`)
          .get(...values) as { total: number }
        const rows = database
          .prepare(`SELECT * FROM entries WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
          .all(...values, limit, offset) as unknown as EntryRow[]
        return { total, entries: rows.map(entryFromRow) }
      })
    },

    get(scope: JournalScope, id: number): ActivityEntry | null {
      return guard('not-read', null, (database) => {
        const row = database
          .prepare('SELECT * FROM entries WHERE id = ? AND profile_id = ? AND account_id = ?')
          .get(id, scope.profileId, scope.accountId) as EntryRow | undefined
        return row ? entryFromRow(row) : null
      })
    },

    /** An entry of the profile, in whichever account it was made. */
    find(profileId: string, id: number): ActivityEntry | null {
      return guard('not-read', null, (database) => {
        const row = database
          .prepare('SELECT * FROM entries WHERE id = ? AND profile_id = ?')
          .get(id, profileId) as EntryRow | undefined
        return row ? entryFromRow(row) : null
      })
    },

    /** The location of the newest pair or move in this scope: the default for the next one. */
    lastLocation(scope: JournalScope): string | null {
      return guard('not-read', null, (database) => {
        const row = database
          .prepare(
            `SELECT after FROM entries WHERE profile_id = ? AND account_id = ?
               AND action IN ('pair', 'move') ORDER BY id DESC LIMIT 1`,
          )
          .get(scope.profileId, scope.accountId) as { after: string | null } | undefined
        const after = row?.after ? (JSON.parse(row.after) as DeviceState) : null
        return after?.locationId ?? null
      })
    },

    /** Starts or refreshes tracking of devices (as the app leaves them now). */
    track(scope: JournalScope, devices: readonly TrackedDevice[]): void {
      if (devices.length === 0) return
      write(undefined, (database) => {
        const upsert = database.prepare(
          `INSERT INTO tracked (profile_id, account_id, serial_id, device_type, name, info, location_id, registered_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (profile_id, account_id, serial_id) DO UPDATE SET device_type = excluded.device_type,
             name = excluded.name, info = excluded.info, location_id = excluded.location_id`,
        )
        database.exec('BEGIN IMMEDIATE')
        for (const d of devices)
          upsert.run(
            scope.profileId,
            scope.accountId,
            d.serialId,
            d.deviceType,
            d.name,
            d.info,
            d.locationId,
            d.registeredAt,
          )
        database.exec('COMMIT')
      })
    },

    /** What tracked devices are now, after changes this app made (untracked devices are left alone). */
    retrack(scope: JournalScope, devices: readonly RetrackedDevice[]): void {
      if (devices.length === 0) return
      write(undefined, (database) => {
        const { retrack: statement } = writeStatements(database)
        database.exec('BEGIN IMMEDIATE')
        try {
          for (const device of devices)
            statement.run(
              device.deviceType,
              device.name,
              device.info,
              device.locationId,
              scope.profileId,
              scope.accountId,
              device.serialId,
            )
          database.exec('COMMIT')
        } catch (error) {
          if (database.isTransaction) database.exec('ROLLBACK')
          throw error
        }
      })
    },

    tracked(scope: JournalScope): TrackedDevice[] {
      return guard('not-read', [] as TrackedDevice[], (database) =>
        (
          database
            .prepare(
              `SELECT serial_id, device_type, name, info, location_id, registered_at FROM tracked
               WHERE profile_id = ? AND account_id = ?`,
            )
            .all(scope.profileId, scope.accountId) as Array<Record<string, SQLInputValue>>
        ).map((row) => ({
          serialId: String(row['serial_id']),
          deviceType: Number(row['device_type']),
          name: String(row['name']),
          info: String(row['info']),
          locationId: row['location_id'] === null ? null : String(row['location_id']),
          registeredAt: String(row['registered_at']),
        })),
      )
    },

    /** Stops tracking devices (forgotten, or a whole profile's after a demo reset). */
    untrack(scope: Pick<JournalScope, 'profileId'> & { accountId?: string }, serialIds?: string[]) {
      write(undefined, (database) => {
        if (serialIds === undefined) {
          database.prepare('DELETE FROM tracked WHERE profile_id = ?').run(scope.profileId)
          return
        }
        const remove = database.prepare(
          'DELETE FROM tracked WHERE profile_id = ? AND account_id = ? AND serial_id = ?',
        )
        database.exec('BEGIN IMMEDIATE')
        for (const serialId of serialIds)
          remove.run(scope.profileId, scope.accountId ?? '', serialId)
        database.exec('COMMIT')
      })
    },

    /** Said once the journal was set aside or could not be written; null while all is well. */
    notice: () => notice,

    close(): void {
      clearTimeout(checkpointTimer)
      checkpointTimer = undefined
      db?.close()
      db = null
    },
  }
}
export type Journal = ReturnType<typeof createJournal>

/** The WHERE clause of a filter, with its values in order. */
function conditions(scope: JournalScope, filter: ActivityFilter) {
  const clauses = ['profile_id = ?', 'account_id = ?']
  const values: SQLInputValue[] = [scope.profileId, scope.accountId]
  if (filter.serialId !== undefined) {
    clauses.push('serial_id = ?')
    values.push(filter.serialId)
  }
  if (filter.deviceType !== undefined) {
    clauses.push('device_type = ?')
    values.push(filter.deviceType)
  }
  if (filter.actions?.length) {
    clauses.push(`action IN (${filter.actions.map(() => '?').join(', ')})`)
    values.push(...filter.actions)
  }
  if (filter.since !== undefined) {
    clauses.push('at >= ?')
    values.push(filter.since)
  }
  if (filter.until !== undefined) {
    clauses.push('at < ?')
    values.push(filter.until)
  }
  for (const word of (filter.search ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
    clauses.push("search LIKE ? ESCAPE '\\'")
    values.push(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
  }
  return { where: clauses.join(' AND '), values }
}
