import { coded } from '#shared/coded-text.ts'
import type { JournalNotice } from '#shared/ipc/registry.ts'
import type { JournalProblem } from './journal-problems.ts'
import type { CarriedOver } from './set-aside.ts'

// The catalog's messages choose the words for why a file cannot be written by this value.
const problemValue = (problem: JournalProblem) => (problem === 'read-only' ? 'readOnly' : problem)

/** The file could not be used, for this problem and reason; `count` where entries wait or were lost. */
const problemNotice = (
  notice: 'waiting' | 'not-written' | 'not-read',
  file: string,
  problem: JournalProblem,
  reason: string,
  count?: number,
): JournalNotice =>
  coded(`activity.notice.${notice}`, {
    file,
    problem: problemValue(problem),
    reason,
    ...(count === undefined ? {} : { count }),
  })

/** The journal's notices: the catalog message that says each, with its values. */
export const journalNotice = {
  setAside(file: string, reason: string, aside: string, carried: CarriedOver): JournalNotice {
    const values = { file, reason, path: aside, entries: carried.entries, tracked: carried.tracked }
    if (carried.entries + carried.tracked === 0)
      return coded('activity.notice.set-aside-unreadable', values)
    if (carried.unreadable.length === 0) return coded('activity.notice.set-aside', values)
    const missing = carried.unreadable.join('; ')
    return coded('activity.notice.set-aside-partly', { ...values, missing })
  },

  waiting: (file: string, problem: JournalProblem, reason: string, count: number) =>
    problemNotice('waiting', file, problem, reason, count),

  notWritten: (file: string, problem: JournalProblem, reason: string, count: number) =>
    problemNotice('not-written', file, problem, reason, count),

  notRead: (file: string, problem: JournalProblem, reason: string) =>
    problemNotice('not-read', file, problem, reason),

  walGone(file: string, found: 'missing' | 'foreign'): JournalNotice {
    return found === 'missing'
      ? coded('activity.notice.wal-missing', { file })
      : coded('activity.notice.wal-foreign', { file })
  },

  walAtOpen(file: string): JournalNotice {
    return coded('activity.notice.wal-at-open', { file })
  },

  recovered(counts: { done: number; notMade: number; lost: number; at: string }): JournalNotice {
    const { done, notMade, lost, at } = counts
    return coded('activity.notice.recovered', {
      done,
      notMade,
      lost,
      total: done + notMade + lost,
      at,
    })
  },
}
