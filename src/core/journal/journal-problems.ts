/**
 * What stopped the journal, as the admin would act on it. Only `damaged` sets the file aside: a full
 * disk, a lock held by another program or a file the app may not write is waited out, never "repaired"
 * by starting a new file (that would cost the trace of every device the old one tracked).
 */
export type JournalProblem = 'damaged' | 'busy' | 'full' | 'read-only' | 'unavailable'

// SQLite's primary result codes (the low byte of an extended code).
const SQLITE = {
  PERM: 3,
  BUSY: 5,
  LOCKED: 6,
  READONLY: 8,
  IOERR: 10,
  CORRUPT: 11,
  FULL: 13,
  CANTOPEN: 14,
  NOTADB: 26,
} as const

/** A file-system error's code, or SQLite's result code, as one problem. */
export function problemOf(error: unknown): JournalProblem {
  const { errcode, code } = (error ?? {}) as { errcode?: unknown; code?: unknown }
  if (error instanceof JournalDamage) return 'damaged'
  if (typeof errcode === 'number') {
    switch (errcode & 0xff) {
      case SQLITE.CORRUPT:
      case SQLITE.NOTADB:
        return 'damaged'
      case SQLITE.BUSY:
      case SQLITE.LOCKED:
        return 'busy'
      case SQLITE.FULL:
        return 'full'
      case SQLITE.READONLY:
      case SQLITE.PERM:
        return 'read-only'
      default:
        return 'unavailable'
    }
  }
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'full'
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return 'read-only'
  if (/malformed|not a database/i.test(String(error))) return 'damaged'
  return 'unavailable'
}

/** The file is no journal this build can use as it stands (a failed integrity check, a folder in its place). */
export class JournalDamage extends Error {}

/** The reason in a person's words, without SQLite's or Node's prefixes. */
export function reasonOf(error: unknown): string {
  const { errstr, message } = (error ?? {}) as { errstr?: unknown; message?: unknown }
  if (typeof errstr === 'string' && errstr) return errstr
  return typeof message === 'string' ? message : String(error)
}
