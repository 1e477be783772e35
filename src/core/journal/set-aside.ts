import { randomBytes } from 'node:crypto'
import { existsSync, renameSync } from 'node:fs'
import { DatabaseSync, type SQLInputValue } from 'node:sqlite'

/**
 * Renames the damaged file (and its -wal and -shm, which belong to it) to a name no other set-aside
 * can take: the time, this process and a random part, and never over a file that exists.
 */
export function setAside(path: string, now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-')
  let aside: string
  do aside = `${path}.damaged-${stamp}-${process.pid}-${randomBytes(3).toString('hex')}`
  while (existsSync(aside))
  for (const suffix of ['', '-wal', '-shm'])
    if (existsSync(path + suffix)) renameSync(path + suffix, aside + suffix)
  return aside
}

export interface CarriedOver {
  entries: number
  tracked: number
  /** What could not be read: the tables, or ranges of entries, with SQLite's reason. */
  unreadable: string[]
}

type Row = Record<string, SQLInputValue>

const ENTRY_COLUMNS = [
  'id',
  'at',
  'profile_id',
  'account_id',
  'who',
  'via',
  'surface',
  'action',
  'serial_id',
  'device_type',
  'before',
  'after',
  'summary',
  'summary_code',
  'undo_of',
  'undone_by',
  'search',
  'status',
  'key',
  'run_id',
  'done_at',
]
const TRACKED_COLUMNS = [
  'profile_id',
  'account_id',
  'serial_id',
  'device_type',
  'name',
  'info',
  'location_id',
  'registered_at',
  'pending_run',
]
const RANGE = 500

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The columns of a table the old file has, of those this build knows. */
function columnsOf(old: DatabaseSync, table: string, known: string[]): string[] {
  const found = old.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>
  const names = new Set(found.map((column) => column.name))
  return known.filter((column) => names.has(column))
}

/** The highest entry id the file knows: its AUTOINCREMENT counter, else the table's own. */
function topId(old: DatabaseSync): number {
  const ask = (sql: string) => {
    try {
      return Number((old.prepare(sql).get() as { top: number | null } | undefined)?.top ?? 0)
    } catch {
      return 0
    }
  }
  return Math.max(
    ask("SELECT seq AS top FROM sqlite_sequence WHERE name = 'entries'"),
    ask('SELECT max(id) AS top FROM entries'),
  )
}

/** Entries read range by range, so one bad page costs its range only. */
function* entryRanges(old: DatabaseSync, columns: string[], unreadable: string[]) {
  const top = topId(old)
  const select = old.prepare(
    `SELECT ${columns.join(', ')} FROM entries WHERE id BETWEEN ? AND ? ORDER BY id`,
  )
  for (let start = 1; start <= top; start += RANGE) {
    try {
      yield select.all(start, start + RANGE - 1) as Row[]
    } catch (error) {
      unreadable.push(`entries ${start}–${start + RANGE - 1} (${reason(error)})`)
    }
  }
}

/** The rows that could be taken (a row a bad page left without its fields is not one). */
function insertAll(into: DatabaseSync, table: string, columns: string[], rows: Row[]): number {
  const insert = into.prepare(
    `INSERT OR IGNORE INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
  )
  let taken = 0
  for (const row of rows)
    taken += Number(insert.run(...columns.map((column) => row[column] ?? null)).changes)
  return taken
}

/**
 * What can be read of a set-aside file, copied into the new one: the tracked devices first (what the
 * lost-registration check needs), then the entries with their ids (undo links stay true).
 */
export function carryOver(aside: string, into: DatabaseSync): CarriedOver {
  const carried: CarriedOver = { entries: 0, tracked: 0, unreadable: [] }
  let old: DatabaseSync
  try {
    old = new DatabaseSync(aside, { readOnly: true })
  } catch (error) {
    carried.unreadable.push(`the file (${reason(error)})`)
    return carried
  }
  into.exec('BEGIN IMMEDIATE')
  try {
    try {
      const columns = columnsOf(old, 'tracked', TRACKED_COLUMNS)
      const rows = old.prepare(`SELECT ${columns.join(', ')} FROM tracked`).all() as Row[]
      carried.tracked = insertAll(into, 'tracked', columns, rows)
    } catch (error) {
      carried.unreadable.push(`the tracked devices (${reason(error)})`)
    }
    try {
      const columns = columnsOf(old, 'entries', ENTRY_COLUMNS)
      for (const rows of entryRanges(old, columns, carried.unreadable))
        carried.entries += insertAll(into, 'entries', columns, rows)
    } catch (error) {
      carried.unreadable.push(`the entries (${reason(error)})`)
    }
    into.exec('COMMIT')
  } catch (error) {
    if (into.isTransaction) into.exec('ROLLBACK')
    throw error
  } finally {
    old.close()
  }
  return carried
}
