import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

/**
 * Commits per second of bare node:sqlite (WAL, synchronous=FULL) doing a pair's write and nothing else:
 * one transaction that moves one of 1,000 devices to another location.
 */
export function sqliteFullSyncCeiling(seconds: number): number {
  const dir = mkdtempSync(join(tmpdir(), 'bench-sqlite-'))
  const db = new DatabaseSync(join(dir, 'ceiling.sqlite'))
  db.exec('PRAGMA journal_mode = WAL')
  db.exec('PRAGMA synchronous = FULL')
  db.exec(`CREATE TABLE devices (account_id TEXT NOT NULL, serial_id TEXT NOT NULL, location_id TEXT,
           PRIMARY KEY (account_id, serial_id)) STRICT`)
  const insert = db.prepare('INSERT INTO devices VALUES (?, ?, ?)')
  db.exec('BEGIN')
  for (let n = 0; n < 1000; n++) insert.run('bench', `Network;02:00:00:00:${n};WiFi`, 'loc-0')
  db.exec('COMMIT')
  const move = db.prepare(
    'UPDATE devices SET location_id = ? WHERE account_id = ? AND serial_id = ?',
  )
  const end = performance.now() + seconds * 1000
  let commits = 0
  while (performance.now() < end) {
    db.exec('BEGIN IMMEDIATE')
    move.run(`loc-${commits % 100}`, 'bench', `Network;02:00:00:00:${commits % 1000};WiFi`)
    db.exec('COMMIT')
    commits += 1
  }
  db.close()
  rmSync(dir, { recursive: true, force: true })
  return commits / seconds
}
