import { existsSync, renameSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { ensurePrivateDir, ensurePrivateFile } from '#node-support/private-files.ts'
import type { JournalNotice } from '#shared/ipc/registry.ts'

export const JOURNAL_FILE = 'activity.sqlite'

/** The schema version this build writes; a newer file (a later app version) is not touched. */
const VERSION = 1

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

export interface OpenedJournal {
  db: DatabaseSync
  /** Set when a damaged or unreadable file was set aside: where it went, for the person. */
  setAside: JournalNotice | null
}

/**
 * A journal from before summaries had codes gets the column, empty for its old entries (their English
 * summary stays as it was). Added, not a new version: an older build still reads the file.
 */
function addSummaryCode(db: DatabaseSync): void {
  const columns = db.prepare('PRAGMA table_info(entries)').all() as Array<{ name: string }>
  if (!columns.some((column) => column.name === 'summary_code'))
    db.exec('ALTER TABLE entries ADD COLUMN summary_code TEXT')
}

/** Opens the file's database and checks it is a journal this build can write; throws otherwise. */
function openChecked(path: string): DatabaseSync {
  // Created empty as 0600 first: SQLite gives its -wal and -shm files the database file's mode.
  ensurePrivateFile(path)
  const db = new DatabaseSync(path)
  try {
    db.exec('PRAGMA busy_timeout = 2000')
    const check = db.prepare('PRAGMA quick_check').get() as { quick_check: string }
    if (check.quick_check !== 'ok') throw new Error(`integrity check: ${check.quick_check}`)
    db.exec('PRAGMA journal_mode = WAL')
    // A crash may lose the last commits, never the file: a journal line is not worth an fsync each.
    db.exec('PRAGMA synchronous = NORMAL')
    // Checkpoints run between changes (see the journal's checkpointSoon), not inside an append.
    db.exec('PRAGMA wal_autocheckpoint = 0')
    const { user_version: version } = db.prepare('PRAGMA user_version').get() as {
      user_version: number
    }
    if (version === 0) {
      db.exec('BEGIN IMMEDIATE')
      db.exec(SCHEMA)
      db.exec(`PRAGMA user_version = ${VERSION}`)
      db.exec('COMMIT')
    } else if (version !== VERSION) {
      throw new Error(`schema version ${version}, this app writes ${VERSION}`)
    } else addSummaryCode(db)
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

/**
 * Opens the journal in the app's data folder (0700), starting a new one when the file is damaged or
 * unreadable: the old one is kept beside it, renamed, and the caller says so.
 */
export function openJournalFile(dir: string, now: () => Date = () => new Date()): OpenedJournal {
  ensurePrivateDir(dir)
  const path = join(dir, JOURNAL_FILE)
  try {
    return { db: openChecked(path), setAside: null }
  } catch (error) {
    const stamp = now().toISOString().replace(/[:.]/g, '-')
    const aside = `${path}.damaged-${stamp}`
    for (const suffix of ['', '-wal', '-shm'])
      if (existsSync(path + suffix)) renameSync(path + suffix, aside + suffix)
    const reason = error instanceof Error ? error.message : String(error)
    return {
      db: openChecked(path),
      setAside: {
        code: 'set-aside',
        values: { reason, path: aside },
        message: `The activity journal could not be read (${reason}); it was kept as ${aside} and a new one was started.`,
      },
    }
  }
}
