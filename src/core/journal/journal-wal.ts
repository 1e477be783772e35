import { statSync, watch, type FSWatcher } from 'node:fs'
import type { DatabaseSync } from 'node:sqlite'
import { reasonOf } from './journal-problems.ts'

// The journal's write-ahead log (`<file>-wal`): where SQLite keeps commits until a checkpoint folds them
// into the file. A cleanup tool or a sync client that deletes or replaces it would lose those commits.

const walIno = (file: string) => {
  try {
    return statSync(`${file}-wal`).ino
  } catch {
    return null
  }
}

/** Whether a log with commits in it was left beside the file (a run that ended without closing it). */
export function walExisted(file: string): boolean {
  try {
    return statSync(`${file}-wal`).size > 0
  } catch {
    return false
  }
}

interface WalWatch {
  file: string
  db: DatabaseSync | null
  readOnly: boolean
  /** The log's inode when this connection first saw it; null until then. */
  walIno: number | null
  log: (line: string) => void
}

/**
 * Whether the -wal this connection writes is gone from the folder ('missing') or another file now has its
 * name ('foreign'); null while it is the same. A changed one is folded into the file at once.
 */
export function walGone(store: WalWatch): 'missing' | 'foreign' | null {
  const db = store.db
  if (!db || store.readOnly) return null
  const ino = walIno(store.file)
  if (store.walIno === null) {
    store.walIno = ino
    return null
  }
  if (ino === store.walIno) return null
  try {
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
  } catch (error) {
    store.log(`The journal's write-ahead log could not be folded in (${reasonOf(error)}).`)
  }
  return ino === null ? 'missing' : 'foreign'
}

/** Calls `changed` when the file's -wal changes in its folder; null where the folder cannot be watched. */
export function watchWal(dir: string, file: string, changed: () => void): FSWatcher | null {
  try {
    const watcher = watch(dir, { persistent: false }, (_event, name) => {
      if (name === `${file.slice(dir.length + 1)}-wal`) changed()
    })
    watcher.on('error', () => {})
    return watcher
  } catch {
    // Without a watcher, the check after each write and checkpoint still runs.
    return null
  }
}
