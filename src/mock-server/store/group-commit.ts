import type { DatabaseSync } from 'node:sqlite'
import { transaction } from './database.ts'

interface Pending {
  write: () => void
  apply: () => void
  resolve: () => void
  reject: (error: unknown) => void
}

/**
 * Group commit: writes queued in the same turn of the event loop share one transaction, so one fsync
 * (synchronous=FULL) acknowledges them all. Each promise resolves only once its write is committed;
 * `apply` (the in-memory side) runs right after the commit, before any other request is handled.
 */
export class GroupCommit {
  private pending: Pending[] = []
  private readonly db: DatabaseSync

  constructor(db: DatabaseSync) {
    this.db = db
  }

  run(write: () => void, apply: () => void): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ write, apply, resolve, reject })
      if (this.pending.length === 1) setImmediate(() => this.flush())
    })
  }

  /** Commits whatever is queued now; close() calls it so nothing queued is lost. */
  flush(): void {
    const batch = this.pending
    this.pending = []
    if (batch.length === 0) return
    try {
      transaction(this.db, () => batch.forEach((item) => item.write()))
    } catch {
      // One bad write must not fail the others: retry each alone.
      for (const item of batch) this.commitAlone(item)
      return
    }
    for (const item of batch) this.settle(item)
  }

  private commitAlone(item: Pending): void {
    try {
      transaction(this.db, item.write)
    } catch (error) {
      item.reject(error)
      return
    }
    this.settle(item)
  }

  private settle(item: Pending): void {
    item.apply()
    item.resolve()
  }
}
