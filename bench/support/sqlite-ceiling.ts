import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { DEVICES, locationId, pairTarget } from './bench-seed.ts'

/**
 * Commits per second of bare node:sqlite (WAL, synchronous=FULL), no HTTP: one transaction per commit
 * moving one of 1,000 devices to a location it is not at (pair's write), so each commit writes a page.
 * `changed` counts the rows SQLite reports changed (changes()), which must equal the commits.
 */
export function sqliteFullSyncCeiling(seconds: number): {
  commitsPerSecond: number
  commits: number
  changed: number
} {
  const dir = mkdtempSync(join(tmpdir(), 'bench-sqlite-'))
  const db = new DatabaseSync(join(dir, 'ceiling.sqlite'))
  db.exec('PRAGMA journal_mode = WAL')
  db.exec('PRAGMA synchronous = FULL')
  db.exec(`CREATE TABLE devices (account_id TEXT NOT NULL, serial_id TEXT NOT NULL, location_id TEXT,
           PRIMARY KEY (account_id, serial_id)) STRICT`)
  const insert = db.prepare('INSERT INTO devices VALUES (?, ?, ?)')
  db.exec('BEGIN')
  for (let n = 0; n < DEVICES; n++) insert.run('bench', `device-${n}`, locationId(n))
  db.exec('COMMIT')
  const move = db.prepare(
    'UPDATE devices SET location_id = ? WHERE account_id = ? AND serial_id = ? AND location_id IS NOT ?',
  )
  const end = performance.now() + seconds * 1000
  let commits = 0
  let changed = 0
  while (performance.now() < end) {
    const target = pairTarget(commits)
    db.exec('BEGIN IMMEDIATE')
    changed += Number(move.run(target, 'bench', `device-${commits % DEVICES}`, target).changes)
    db.exec('COMMIT')
    commits += 1
  }
  db.close()
  rmSync(dir, { recursive: true, force: true })
  return { commitsPerSecond: commits / seconds, commits, changed }
}
