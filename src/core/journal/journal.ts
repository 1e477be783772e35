import type { ActivityEntry, ActivityFilter, JournalNotice } from '#shared/ipc/registry.ts'
import { readNotices, writeNotices } from './notice-marker.ts'
import {
  entryById,
  inFlight,
  lastLocation,
  listEntries,
  read,
  stalePending,
  trackedDevices,
} from './journal-reads.ts'
import { createStore, database, finish, say, write, type JournalStore } from './journal-store.ts'
import type {
  JournalScope,
  KeyedEntry,
  NewEntry,
  Outcome,
  RetrackedDevice,
  Step,
  TrackedDevice,
} from './journal-writes.ts'

export type {
  Actor,
  JournalScope,
  NewEntry,
  Outcome,
  RetrackedDevice,
  TrackedDevice,
} from './journal-writes.ts'

export interface JournalOptions {
  /** The app's data folder: the journal is activity.sqlite there. */
  dir: string
  surface: ActivityEntry['surface']
  log: (line: string) => void
  now?: () => Date
  /** Entries kept; beyond it the oldest tenth goes (tracked devices stay). */
  maxEntries?: number
}

/** A pending entry: written before its request leaves, completed (or dropped) once it is answered. */
export interface Intent {
  key: string
  entry: NewEntry
}

/** How tracking follows the answers of a batch: devices followed, updated, or released. */
export interface Tracking {
  track?: readonly TrackedDevice[]
  retrack?: readonly RetrackedDevice[]
  /** Followed only while this run's registration was unanswered, and not made after all. */
  release?: readonly string[]
}

const MAX_ENTRIES = 200_000

/**
 * The activity journal: every change this app makes, in the app's data folder (node:sqlite, 0600),
 * bounded, never a secret. A change is written as pending before its request leaves and completed
 * after, so a crash at any point leaves a trace; it never fails or holds up the change it records (a
 * busy or full file makes the entries wait, a damaged one is set aside with what it held carried over).
 */
export function createJournal(options: JournalOptions) {
  const now = options.now ?? (() => new Date())
  const store: JournalStore = createStore({ ...options, now })
  const maxEntries = options.maxEntries ?? MAX_ENTRIES
  let keys = 0
  let writesSinceTrim = 0
  const newKey = () => `${store.run.id}-${(keys++).toString(36)}`
  const keyed = (entries: Iterable<NewEntry>, status: KeyedEntry['status']) => {
    const at = now().toISOString()
    return {
      // Made afresh on each pass: a write is tried again after a damaged file was set aside.
      *[Symbol.iterator]() {
        for (const entry of entries) yield { ...entry, key: newKey(), status, at }
      },
    }
  }
  const insert = (scope: JournalScope, entries: Iterable<KeyedEntry>): Step => ({
    kind: 'insert',
    scope,
    entries,
    runId: store.run.id,
    surface: store.surface,
  })

  /** Checked every tenth of the bound: the oldest tenth goes once it is full. */
  function trim(written: number): void {
    writesSinceTrim += written
    if (writesSinceTrim < Math.max(1, Math.floor(maxEntries / 10))) return
    writesSinceTrim = 0
    read(store, undefined, (db) => {
      const { count } = db.prepare('SELECT count(*) AS count FROM entries').get() as {
        count: number
      }
      if (count < maxEntries) return
      db.prepare(
        "DELETE FROM entries WHERE status <> 'pending' AND id <= (SELECT max(id) FROM entries) - ?",
      ).run(Math.floor(maxEntries * 0.9))
    })
  }

  const ids = (written: Array<number | null> | undefined) =>
    (written ?? []).filter((id): id is number => id !== null)

  return {
    /** Done entries in one transaction; their ids, or none while the journal cannot take them. */
    append(scope: JournalScope, entries: Iterable<NewEntry>): number[] {
      if (Array.isArray(entries) && entries.length === 0) return []
      const written = ids(write(store, [insert(scope, keyed(entries, 'done'))])?.[0])
      trim(written.length)
      return written
    },

    /** A key for an intent: unique across runs and machines. */
    newKey,

    /** Pending entries and the devices they register, in one transaction, before the requests. */
    intend(scope: JournalScope, intents: Iterable<Intent>, track: readonly TrackedDevice[]): void {
      const at = now().toISOString()
      const entries = {
        *[Symbol.iterator]() {
          for (const { key, entry } of intents)
            yield { ...entry, key, status: 'pending' as const, at }
        },
      }
      const steps: Step[] = [insert(scope, entries)]
      if (track.length)
        steps.push({ kind: 'track', scope, devices: track, pendingRun: store.run.id })
      write(store, steps)
    },

    /**
     * The answers, in one transaction: each pending entry done or gone, tracking as they left the
     * devices. The ids of the done entries, in the outcomes' order (null: gone, or not written yet).
     */
    complete(scope: JournalScope, outcomes: Iterable<Outcome>, tracking: Tracking = {}) {
      const at = now().toISOString()
      const { id: runId } = store.run
      const steps: Step[] = [
        { kind: 'complete', scope, outcomes, at, runId, surface: store.surface },
      ]
      if (tracking.release?.length)
        steps.push({
          kind: 'untrack',
          scope,
          serialIds: tracking.release,
          pendingRun: store.run.id,
        })
      if (tracking.track?.length) steps.push({ kind: 'track', scope, devices: tracking.track })
      if (tracking.retrack?.length)
        steps.push({ kind: 'retrack', scope, devices: tracking.retrack })
      const written = write(store, steps)?.[0] ?? null
      trim(written?.length ?? 0)
      return written
    },

    list: (scope: JournalScope, filter: ActivityFilter, offset: number, limit: number) =>
      listEntries(store, scope, filter, offset, limit),
    get: (scope: JournalScope, id: number) =>
      entryById(store, scope.profileId, id, scope.accountId),
    /** An entry of the profile, in whichever account it was made. */
    find: (profileId: string, id: number) => entryById(store, profileId, id),
    lastLocation: (scope: JournalScope) => lastLocation(store, scope),

    /** Starts or refreshes tracking of devices (as the app leaves them now). */
    track(scope: JournalScope, devices: readonly TrackedDevice[]): void {
      if (devices.length) write(store, [{ kind: 'track', scope, devices }])
    },
    /** What tracked devices are now, after changes this app made (untracked devices are left alone). */
    retrack(scope: JournalScope, devices: readonly RetrackedDevice[]): void {
      if (devices.length) write(store, [{ kind: 'retrack', scope, devices }])
    },
    /** Stops tracking devices (forgotten, or a whole profile's after a demo reset). */
    untrack(scope: Pick<JournalScope, 'profileId'> & { accountId?: string }, serialIds?: string[]) {
      write(store, [{ kind: 'untrack', scope, ...(serialIds ? { serialIds } : {}) }])
    },
    /** Null when the file cannot be read: which devices are missing cannot be told then. */
    tracked: (scope: JournalScope) => trackedDevices(store, scope),
    stalePending: (scope: JournalScope) => stalePending(store, scope),
    inFlight: (scope: JournalScope) => inFlight(store, scope),

    /** What went wrong with the file, this run or an earlier one, until dismissed. */
    notices(): JournalNotice[] {
      // Opened first: what the file's state gives to say (damage found at open) is said too.
      database(store)
      // Another process may have said one since; this one's own stay though its marker was not written.
      const own = new Set(store.notices.map((notice) => notice.code))
      store.notices = [
        ...readNotices(store.dir).filter((notice) => !own.has(notice.code)),
        ...store.notices,
      ]
      return store.notices
    },
    /** The admin has read them: gone from every later start too. */
    dismissNotices(): void {
      store.notices = []
      writeNotices(store.dir, [])
    },
    /** A notice of the caller's (the reconciliation after a crash). */
    say: (notice: JournalNotice) => say(store, notice),

    /** Writes what waits; what cannot be written stays in the spill file, or is counted as lost. */
    close: () => finish(store),
  }
}
export type Journal = ReturnType<typeof createJournal>
