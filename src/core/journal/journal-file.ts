import { lstatSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { DatabaseSync } from 'node:sqlite'
import { ensurePrivateDir, ensurePrivateFile } from '#node-support/private-files.ts'
import { JournalDamage, problemOf } from './journal-problems.ts'
import { uncleanRuns } from './runs.ts'

export const JOURNAL_FILE = 'activity.sqlite'

/** The schema version this build writes; a newer file (a later app version) is read, never written. */
const VERSION = 1

/** How long a write waits for another program's lock before its entries wait in memory instead. */
export const BUSY_TIMEOUT_MS = 10

const SCHEMA = `
  CREATE TABLE entries (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at TEXT NOT NULL,
    profile_id TEXT NOT NULL,
    account_id TEXT NOT NULL,
    who TEXT NOT NULL,
    via TEXT NOT NULL,
    surface TEXT NOT NULL,
    action TEXT NOT NULL,
    serial_id TEXT,
    device_type INTEGER,
    before TEXT,
    after TEXT,
    summary TEXT,
    summary_code TEXT,
    undo_of INTEGER,
    undone_by INTEGER,
    search TEXT NOT NULL
  );
  CREATE INDEX entries_scope ON entries (profile_id, account_id, id);
  CREATE INDEX entries_device ON entries (profile_id, account_id, serial_id, id);
  -- The devices this app registered, or left unpaired, as it last left them: what the lost-device
  -- check compares with the service. Not trimmed with the entries.
  CREATE TABLE tracked (
    profile_id TEXT NOT NULL,
    account_id TEXT NOT NULL,
    serial_id TEXT NOT NULL,
    device_type INTEGER NOT NULL,
    name TEXT NOT NULL,
    info TEXT NOT NULL,
    location_id TEXT,
    registered_at TEXT NOT NULL,
    PRIMARY KEY (profile_id, account_id, serial_id)
  ) WITHOUT ROWID;
`

/**
 * Added to a file of any build, not a new version, so an older build still reads and writes it: an
 * entry's state (a change asked for and not yet answered is `pending`), the key that makes a replayed
 * write harmless, the run that wrote it; the run a tracked device is pending for; the runs themselves.
 */
const COLUMNS: Array<[table: string, column: string, definition: string]> = [
  ['entries', 'summary_code', 'TEXT'],
  ['entries', 'status', "TEXT NOT NULL DEFAULT 'done'"],
  ['entries', 'key', 'TEXT'],
  ['entries', 'run_id', 'TEXT'],
  ['entries', 'done_at', 'TEXT'],
  ['tracked', 'pending_run', 'TEXT'],
]
const ADDED = `
  CREATE UNIQUE INDEX IF NOT EXISTS entries_key ON entries (key) WHERE key IS NOT NULL;
  CREATE INDEX IF NOT EXISTS entries_pending ON entries (status) WHERE status <> 'done';
  CREATE INDEX IF NOT EXISTS tracked_pending ON tracked (pending_run) WHERE pending_run IS NOT NULL;
  CREATE TABLE IF NOT EXISTS runs (
    run_id TEXT PRIMARY KEY,
    pid INTEGER NOT NULL,
    surface TEXT NOT NULL,
    started_at TEXT NOT NULL,
    ended TEXT
  );
`

function addMissing(db: DatabaseSync): void {
  const missing = COLUMNS.filter(([table, column]) => {
    const columns = db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>
    return !columns.some((found) => found.name === column)
  })
  const found = db.prepare("SELECT name FROM sqlite_master WHERE name = 'tracked_pending'").all()
  if (missing.length === 0 && found.length === 1) return
  db.exec('BEGIN IMMEDIATE')
  for (const [table, column, definition] of missing)
    db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`)
  db.exec(ADDED)
  db.exec('COMMIT')
}

export interface OpenedFile {
  db: DatabaseSync
  /**
   * The app may read the file but not write it now: a read-only disk or mode, a full disk, a lock held
   * elsewhere (`blocked` says which), or a newer build's file.
   */
  readOnly: boolean
  blocked?: unknown
  /** Runs that ended without closing the journal (a crash, a kill, a power cut). */
  unclean: string[]
}

/** Every page of the file checked (a quick check skips the indexes' contents). */
export const fullCheck = (db: DatabaseSync) => check(db, true)

function check(db: DatabaseSync, full: boolean): void {
  const pragma = full ? 'integrity_check' : 'quick_check'
  const rows = db.prepare(`PRAGMA ${pragma}`).all() as Array<Record<string, string>>
  // SQLite's lines, without its header: the first problem, and how many more (a bad page gives dozens).
  const problems = rows
    .flatMap((row) => (row[pragma] ?? '').split('\n'))
    .filter((line) => line && !line.startsWith('***'))
  if (problems.length === 1 && problems[0] === 'ok') return
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''
  throw new JournalDamage(`${full ? 'integrity' : 'quick'} check: ${problems[0]}${more}`)
}

/** The journal file of this build, opened and checked; throws on anything else (see problemOf). */
function openWritable(path: string): OpenedFile {
  // Created empty as 0600 first: SQLite gives its -wal and -shm files the database file's mode.
  ensurePrivateFile(path)
  const db = new DatabaseSync(path, { timeout: BUSY_TIMEOUT_MS })
  try {
    db.exec('PRAGMA journal_mode = WAL')
    // A crash may lose the last commits, never the file: a journal line is not worth an fsync each.
    db.exec('PRAGMA synchronous = NORMAL')
    // Checkpoints run between changes (the journal's own timer), not inside an append.
    db.exec('PRAGMA wal_autocheckpoint = 0')
    const { user_version: version } = db.prepare('PRAGMA user_version').get() as {
      user_version: number
    }
    if (version > VERSION) {
      db.close()
      return { ...openReadOnly(path), readOnly: true }
    }
    if (version === 0) {
      db.exec('BEGIN IMMEDIATE')
      db.exec(SCHEMA)
      db.exec(`PRAGMA user_version = ${VERSION}`)
      db.exec('COMMIT')
    }
    addMissing(db)
    const unclean = uncleanRuns(db)
    // After a run that never closed the file, every page is checked; otherwise the quick check.
    check(db, unclean.length > 0)
    return { db, readOnly: false, unclean }
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK')
    db.close()
    throw error
  }
}

/**
 * The file for reading only. Where SQLite cannot make its shared-memory file beside it (a read-only or
 * full disk), read as immutable: what the last run folded into the file, without its write-ahead log.
 */
function openReadOnly(path: string): OpenedFile {
  try {
    return readOnlyAs(path)
  } catch (error) {
    if (problemOf(error) === 'damaged') throw error
    return readOnlyAs(`${pathToFileURL(path).href}?immutable=1`)
  }
}

function readOnlyAs(name: string): OpenedFile {
  const db = new DatabaseSync(name, { readOnly: true, timeout: BUSY_TIMEOUT_MS })
  try {
    check(db, false)
    return { db, readOnly: true, unclean: [] }
  } catch (error) {
    db.close()
    throw error
  }
}

export const journalPath = (dir: string) => join(dir, JOURNAL_FILE)

/**
 * Opens the journal in the app's data folder (0700). Throws what stopped it: JournalDamage (or SQLite's
 * word for it) for a file to set aside; anything else is waited out. A file the app may only read is
 * opened for reading, so its tracked devices still count.
 */
export function openJournalFile(dir: string): OpenedFile {
  ensurePrivateDir(dir)
  const path = journalPath(dir)
  const found = statOf(path)
  if (found && !found.isFile()) throw new JournalDamage(`${path} is a folder, not a file`)
  try {
    return openWritable(path)
  } catch (error) {
    if (problemOf(error) === 'damaged' || !found) throw error
    return { ...openReadOnly(path), blocked: error }
  }
}

function statOf(path: string) {
  try {
    return lstatSync(path)
  } catch {
    return null
  }
}
