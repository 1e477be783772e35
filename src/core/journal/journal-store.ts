import { accessSync, constants, rmSync, statfsSync, type FSWatcher } from 'node:fs'
import type { DatabaseSync } from 'node:sqlite'
import type { JournalNotice } from '#shared/ipc/registry.ts'
import { BUSY_TIMEOUT_MS, fullCheck, journalPath, openJournalFile } from './journal-file.ts'
import { journalNotice } from './journal-notices.ts'
import { walExisted, walGone, watchWal } from './journal-wal.ts'
import { problemOf, reasonOf, type JournalProblem } from './journal-problems.ts'
import { applySteps, type Step, type Written } from './journal-writes.ts'
import { readNotices, writeNotices } from './notice-marker.ts'
import { newRun, type Run } from './runs.ts'
import { carryOver, setAside } from './set-aside.ts'
import { appendSpill, orphanSpills, readSpill, spillLine, spillPath } from './spill.ts'

/** Entries kept in memory while neither the journal nor its spill file can be written. */
const MEMORY_ENTRIES = 50_000
const RETRY_MS = 250
const CHECKPOINT_DELAY_MS = 500

export interface StoreOptions {
  dir: string
  surface: 'app' | 'web' | 'cli'
  log: (line: string) => void
  now: () => Date
}

/** The journal's file and what waits for it: one per process, passed to the module's functions. */
export interface JournalStore extends StoreOptions {
  run: Run
  file: string
  db: DatabaseSync | null
  readOnly: boolean
  /** What last stopped a write, while writes wait. */
  problem: { kind: JournalProblem; reason: string } | null
  /** Writes that wait: those in the spill file (counted), then those only in memory. */
  spilled: number
  memory: Step[][]
  memoryEntries: number
  waitingEntries: number
  /** Entries neither written nor kept: said, and the command line exits non-zero. */
  lost: number
  notices: JournalNotice[]
  /** The codes said by this process: what a command line says at its end. */
  said: Set<JournalNotice['code']>
  walIno: number | null
  watcher: FSWatcher | null
  retryTimer: ReturnType<typeof setTimeout> | undefined
  checkpointTimer: ReturnType<typeof setTimeout> | undefined
}

export function createStore(options: StoreOptions): JournalStore {
  return {
    ...options,
    run: newRun(),
    file: journalPath(options.dir),
    db: null,
    readOnly: false,
    problem: null,
    spilled: 0,
    memory: [],
    memoryEntries: 0,
    waitingEntries: 0,
    lost: 0,
    notices: readNotices(options.dir),
    said: new Set(),
    walIno: null,
    watcher: null,
    retryTimer: undefined,
    checkpointTimer: undefined,
  }
}

/**
 * Says a notice: logged, kept for `activity`, and in the marker so later starts say it too. One of
 * each code: a later count replaces the earlier one, in the marker only when the process ends (a
 * waiting count changes with every write, and rewriting the marker each time cost ~2 ms a write).
 */
export function say(store: JournalStore, notice: JournalNotice): void {
  const known = store.said.has(notice.code)
  store.said.add(notice.code)
  store.notices = [...store.notices.filter((n) => n.code !== notice.code), notice]
  if (known && notice.code === 'waiting') return
  store.log(notice.message)
  writeNotices(store.dir, store.notices)
}

export function unsay(store: JournalStore, code: JournalNotice['code']): void {
  store.said.delete(code)
  if (!store.notices.some((n) => n.code === code)) return
  store.notices = store.notices.filter((n) => n.code !== code)
  writeNotices(store.dir, store.notices)
}

/**
 * The file, opened on first use and again after it was closed. A damaged one is set aside with what
 * can be read of it carried over; anything else (a lock, a full disk) leaves it closed for now.
 */
export function database(store: JournalStore): DatabaseSync | null {
  if (store.db) return store.db
  try {
    const opened = openOrSetAside(store)
    store.db = opened.db
    store.readOnly = opened.readOnly
    if (opened.blocked !== undefined) store.problem = problemIn(store, opened.blocked)
    store.walIno = null
    store.watcher ??= watchWal(store.dir, store.file, () => checkWal(store))
    startRun(store, opened.unclean)
    return store.db
  } catch (error) {
    store.problem = problemIn(store, error)
    return null
  }
}

/**
 * SQLite says "disk I/O error" or "unable to open database file" where a full disk refused its
 * shared-memory file or a read-only one any file: said as what the folder shows.
 */
function problemIn(store: JournalStore, error: unknown): NonNullable<JournalStore['problem']> {
  let kind = problemOf(error)
  if (kind === 'unavailable') {
    try {
      if (statfsSync(store.dir).bavail === 0) kind = 'full'
      accessSync(store.dir, constants.W_OK)
    } catch {
      kind = kind === 'full' ? kind : 'read-only'
    }
  }
  return { kind, reason: reasonOf(error) }
}

function openOrSetAside(store: JournalStore) {
  const walBefore = walExisted(store.file)
  try {
    const opened = openJournalFile(store.dir)
    // A log no crash of ours and no running process explains: whatever it put in is checked in full.
    if (walBefore && opened.unclean.length === 0 && !othersOpen(opened.db, store.run.id)) {
      say(store, journalNotice.walAtOpen(store.file))
      try {
        fullCheck(opened.db)
      } catch (error) {
        opened.db.close()
        throw error
      }
    }
    return opened
  } catch (error) {
    if (problemOf(error) !== 'damaged') throw error
    const aside = setAside(store.file, store.now())
    const opened = openJournalFile(store.dir)
    say(
      store,
      journalNotice.setAside(store.file, reasonOf(error), aside, carryOver(aside, opened.db)),
    )
    return opened
  }
}

/** Whether a run of another live process has the file open (its -wal is then its own, not foreign). */
function othersOpen(db: DatabaseSync, runId: string): boolean {
  try {
    const rows = db
      .prepare('SELECT pid FROM runs WHERE ended IS NULL AND run_id <> ?')
      .all(runId) as Array<{ pid: number }>
    return rows.some((row) => row.pid !== process.pid)
  } catch {
    return false
  }
}

/** This run noted, crashed runs marked, and the writes gone processes left in spill files taken in. */
function startRun(store: JournalStore, unclean: readonly string[]): void {
  const at = store.now().toISOString()
  const steps: Step[] = [
    { kind: 'run-start', runId: store.run.id, pid: store.run.pid, surface: store.surface, at },
  ]
  if (unclean.length) steps.push({ kind: 'run-end', runIds: unclean, ended: 'crashed' })
  write(store, steps)
  if (store.readOnly) return
  for (const orphan of orphanSpills(store.dir, store.run)) {
    try {
      applySteps(store.db as DatabaseSync, readSpill(orphan).flat())
      rmSync(orphan, { force: true })
    } catch (error) {
      store.log(
        `The journal entries waiting in ${orphan} were not written yet (${reasonOf(error)}).`,
      )
    }
  }
}

const entriesIn = (steps: readonly Step[]) =>
  steps.reduce(
    (sum, step) =>
      sum +
      (step.kind === 'insert' || step.kind === 'complete'
        ? [...(step.kind === 'insert' ? step.entries : step.outcomes)].length
        : 0),
    0,
  )

/**
 * One write in one transaction, or, while the file cannot take it, kept to be written later in order:
 * never a wait of more than the file's busy timeout, never dropped while memory or a spill file holds.
 * The ids written, or null when it waits.
 */
export function write(store: JournalStore, steps: readonly Step[]): Written | null {
  if (waiting(store) === 0 && !store.readOnly) {
    for (let attempt = 1; attempt <= 2; attempt++) {
      const db = database(store)
      if (!db || store.readOnly) break
      try {
        const written = applySteps(db, steps)
        afterWrite(store)
        return written
      } catch (error) {
        store.problem = problemIn(store, error)
        if (store.problem.kind !== 'damaged' || attempt === 2) break
        // Closed, so the next open finds the damage and sets the file aside.
        close(store)
      }
    }
  }
  keep(store, steps)
  return null
}

const waiting = (store: JournalStore) => store.spilled + store.memory.length

function keep(store: JournalStore, steps: readonly Step[]): void {
  const count = entriesIn(steps)
  const problem = store.problem ?? {
    kind: store.readOnly ? ('read-only' as const) : ('unavailable' as const),
    reason: 'the journal is read-only',
  }
  if (store.memory.length === 0 && appendSpill(spillPath(store.dir, store.run), spillLine(steps)))
    store.spilled++
  else if (store.memoryEntries + count <= MEMORY_ENTRIES) {
    store.memory.push(JSON.parse(spillLine(steps)) as Step[])
    store.memoryEntries += count
  } else {
    store.lost += count
    say(store, journalNotice.notWritten(store.file, problem.kind, problem.reason, store.lost))
    return
  }
  store.waitingEntries += count
  if (store.waitingEntries > 0)
    say(
      store,
      journalNotice.waiting(store.file, problem.kind, problem.reason, store.waitingEntries),
    )
  retrySoon(store)
}

function retrySoon(store: JournalStore): void {
  store.retryTimer ??= setTimeout(() => {
    store.retryTimer = undefined
    if (!flush(store)) retrySoon(store)
  }, RETRY_MS)
  store.retryTimer.unref?.()
}

/** What waits, written in one transaction: the spill file's writes, then memory's. True once none waits. */
export function flush(store: JournalStore): boolean {
  if (waiting(store) === 0) return true
  // Opened for reading while the file could not be written: tried for writing again.
  if (store.readOnly) close(store)
  const db = database(store)
  if (!db || store.readOnly) return false
  const spill = spillPath(store.dir, store.run)
  try {
    // A retry does not wait for the lock: it runs between the app's own requests, every 250 ms.
    db.exec('PRAGMA busy_timeout = 0')
    const writes = [...(store.spilled ? readSpill(spill) : []), ...store.memory]
    applySteps(db, writes.flat())
  } catch (error) {
    store.problem = problemIn(store, error)
    return false
  } finally {
    if (store.db === db) db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`)
  }
  rmSync(spill, { force: true })
  store.spilled = 0
  store.memory = []
  store.memoryEntries = 0
  store.waitingEntries = 0
  store.problem = null
  unsay(store, 'waiting')
  afterWrite(store)
  return true
}

/** Every write is followed by a look at the write-ahead log and, soon, a checkpoint. */
function afterWrite(store: JournalStore): void {
  checkWal(store)
  store.checkpointTimer ??= setTimeout(() => {
    store.checkpointTimer = undefined
    try {
      store.db?.exec('PRAGMA wal_checkpoint(PASSIVE)')
    } catch {
      // A checkpoint is an optimisation; a lock held elsewhere only defers it.
    }
    checkWal(store)
  }, CHECKPOINT_DELAY_MS)
  store.checkpointTimer.unref?.()
}

/** A -wal deleted or replaced under this connection is folded in, said, and the connection opened anew. */
function checkWal(store: JournalStore): void {
  const gone = walGone(store)
  if (gone === null) return
  say(store, journalNotice.walGone(store.file, gone))
  close(store)
}

/** Closes the file (it opens again on next use). */
export function close(store: JournalStore): void {
  clearTimeout(store.checkpointTimer)
  store.checkpointTimer = undefined
  store.watcher?.close()
  store.watcher = null
  try {
    store.db?.close()
  } catch {
    // Closed already by a failed open.
  }
  store.db = null
}

/** At the end of the process: what waits is written if it can be; what cannot stays in the spill file. */
export interface Finished {
  /** Entries left in the spill file for a later run to write. */
  waiting: number
  /** Entries neither written nor kept. */
  lost: number
  /** What this process said about the journal that still holds. */
  notices: JournalNotice[]
}

export function finish(store: JournalStore): Finished {
  clearTimeout(store.retryTimer)
  store.retryTimer = undefined
  flush(store)
  if (store.memory.length) {
    const line = store.memory.map((steps) => spillLine(steps)).join('')
    if (appendSpill(spillPath(store.dir, store.run), line)) {
      store.memory = []
      store.memoryEntries = 0
    }
  }
  const inMemory = store.memoryEntries
  const lost = store.lost + inMemory
  if (inMemory) {
    const problem = store.problem ?? { kind: 'unavailable' as const, reason: 'unknown' }
    say(store, journalNotice.notWritten(store.file, problem.kind, problem.reason, lost))
  }
  if (store.db && !store.readOnly && waiting(store) === 0)
    write(store, [{ kind: 'run-end', runIds: [store.run.id], ended: 'clean' }])
  const waitingEntries = store.waitingEntries - inMemory
  if (waitingEntries > 0) writeNotices(store.dir, store.notices)
  close(store)
  const notices = store.notices.filter((notice) => store.said.has(notice.code))
  return { waiting: waitingEntries, lost, notices }
}
