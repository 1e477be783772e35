import type { JournalNotice } from '#shared/ipc/registry.ts'
import type { JournalProblem } from './journal-problems.ts'
import type { CarriedOver } from './set-aside.ts'

/** Why the file cannot be written now, and what the admin can do, as the English says it. */
function why(problem: JournalProblem, reason: string, file: string): string {
  switch (problem) {
    case 'full':
      return 'the disk is full: free some space on it'
    case 'busy':
      return 'another program holds its lock'
    case 'read-only':
      return `the app may not write it: make it writable (chmod u+w ${file}) or move it away`
    default:
      return reason
  }
}

const problemValue = (problem: JournalProblem) => (problem === 'read-only' ? 'readOnly' : problem)

/** The journal's notices: a code and its values for the window, the English for logs and the command line. */
export const journalNotice = {
  setAside(file: string, reason: string, aside: string, carried: CarriedOver): JournalNotice {
    const values = { file, reason, path: aside, entries: carried.entries, tracked: carried.tracked }
    const head = `The activity journal ${file} could not be read (${reason}); it was kept as ${aside}`
    if (carried.entries + carried.tracked === 0)
      return {
        code: 'set-aside-unreadable',
        values,
        message: `${head}, and a new one was started: nothing in it could be read, so devices it tracked are no longer checked.`,
      }
    const kept = `${head}, and a new one was started with what could be read from it: ${carried.entries} entries and ${carried.tracked} tracked devices.`
    if (carried.unreadable.length === 0) return { code: 'set-aside', values, message: kept }
    const missing = carried.unreadable.join('; ')
    return {
      code: 'set-aside-partly',
      values: { ...values, missing },
      message: `${kept} Not readable: ${missing}.`,
    }
  },

  waiting(file: string, problem: JournalProblem, reason: string, count: number): JournalNotice {
    return {
      code: 'waiting',
      values: { file, problem: problemValue(problem), reason, count },
      message: `The activity journal ${file} cannot be written now (${why(problem, reason, file)}): ${count} entries wait and are written as soon as it can be.`,
    }
  },

  notWritten(file: string, problem: JournalProblem, reason: string, count: number): JournalNotice {
    return {
      code: 'not-written',
      values: { file, problem: problemValue(problem), reason, count },
      message: `${count} activity journal entries could not be written to ${file} (${why(problem, reason, file)}), nor kept beside it; the changes themselves reached the service, but the journal has no trace of them.`,
    }
  },

  notRead(file: string, problem: JournalProblem, reason: string): JournalNotice {
    return {
      code: 'not-read',
      values: { file, problem: problemValue(problem), reason },
      message: `The activity journal ${file} could not be read (${why(problem, reason, file)}); changes still reach the service, and which registrations the service lost cannot be told until it can be read.`,
    }
  },

  walGone(file: string, found: 'missing' | 'foreign'): JournalNotice {
    const what =
      found === 'missing'
        ? `was deleted while the app was writing`
        : `was replaced by another file while the app was writing`
    return {
      code: found === 'missing' ? 'wal-missing' : 'wal-foreign',
      values: { file },
      message: `The activity journal's write-ahead log (${file}-wal) ${what}; what the app had written was saved into ${file}. Keep cleanup and sync tools away from the app's data folder.`,
    }
  },

  walAtOpen(file: string): JournalNotice {
    return {
      code: 'wal-at-open',
      values: { file },
      message: `A write-ahead log (${file}-wal) that no run of this app left was found beside the activity journal; the journal was checked page by page before it was used.`,
    }
  },

  recovered(counts: { done: number; notMade: number; lost: number; at: string }): JournalNotice {
    const { done, notMade, lost, at } = counts
    return {
      code: 'recovered',
      values: { done, notMade, lost, total: done + notMade + lost, at },
      message: `The app stopped on ${at} before the service answered ${done + notMade + lost} changes: ${done} were made (now in the journal), ${notMade} were not made, ${lost} registrations are missing from the service (see lost registrations).`,
    }
  },
}
