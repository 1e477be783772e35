import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { ensurePrivateFile, tightenIfPresent } from '#node-support/private-files.ts'
import { migrations } from './schema.ts'

const DATABASE_FILE = 'mock-server.sqlite'

/** The database file of a data directory (the benchmark reads it back). */
export function databasePath(dataDir: string): string {
  return join(dataDir, DATABASE_FILE)
}

/** True when the directory holds a database whose schema was applied (a seed was applied with it). */
export function hasDatabase(dataDir: string): boolean {
  const path = databasePath(dataDir)
  if (!existsSync(path)) return false
  const db = new DatabaseSync(path, { readOnly: true })
  try {
    return schemaVersion(db) > 0
  } finally {
    db.close()
  }
}

/**
 * Deletes a data directory's database and its WAL files (the server must not be running on it), so the
 * next start applies the seed afresh. Returns the files it deleted; other files in the folder stay.
 */
export function removeDatabase(dataDir: string): string[] {
  const path = databasePath(dataDir)
  const files = [path, `${path}-wal`, `${path}-shm`, `${path}-journal`].filter((file) =>
    existsSync(file),
  )
  for (const file of files) rmSync(file, { force: true })
  return files
}

/**
 * Opens (creating if needed) the database: WAL, and every commit fsynced before it returns. The file
 * is made 0600 first; SQLite gives its -wal and -shm files the database file's mode.
 */
export function openDatabase(dataDir: string): DatabaseSync {
  const path = databasePath(dataDir)
  ensurePrivateFile(path)
  tightenIfPresent([`${path}-wal`, `${path}-shm`])
  const db = new DatabaseSync(path, { enableForeignKeyConstraints: true })
  db.exec('PRAGMA journal_mode = WAL')
  db.exec('PRAGMA synchronous = FULL')
  db.exec('PRAGMA busy_timeout = 5000')
  return db
}

function schemaVersion(db: DatabaseSync): number {
  const row = db.prepare('PRAGMA user_version').get() as { user_version: number }
  return row.user_version
}

/** Applies the migrations not yet applied; the caller owns the transaction. */
export function migrate(db: DatabaseSync): void {
  const current = schemaVersion(db)
  for (const migration of migrations) {
    if (migration.version <= current) continue
    db.exec(migration.sql)
    db.exec(`PRAGMA user_version = ${migration.version}`)
  }
}

/** Runs work inside one transaction: all of it is committed, or none of it. */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE')
  try {
    const result = work()
    db.exec('COMMIT')
    return result
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK')
    throw error
  }
}
