import { randomBytes } from 'node:crypto'
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { JournalNoticeSchema, type JournalNotice } from '#shared/ipc/registry.ts'
import { JOURNAL_FILE } from './journal-file.ts'

/**
 * What went wrong with the journal, kept beside it until the admin dismisses it: a set-aside file, a
 * crash's reconciliation or entries not written are said again by every later start and `activity`,
 * not only by the process that met them.
 */
const markerPath = (dir: string) => join(dir, `${JOURNAL_FILE}.notices.json`)

/** A notice kept by a version that wrote no message id: its code names its message. */
const withId = (notice: unknown) =>
  notice && typeof notice === 'object' && !('id' in notice) && 'code' in notice
    ? { ...notice, id: `activity.notice.${String(notice.code)}` }
    : notice

const MarkerSchema = z.object({ notices: z.array(z.preprocess(withId, JournalNoticeSchema)) })

export function readNotices(dir: string): JournalNotice[] {
  try {
    return MarkerSchema.parse(JSON.parse(readFileSync(markerPath(dir), 'utf8'))).notices
  } catch {
    // None yet, or a marker a person edited: nothing to say rather than a second problem.
    return []
  }
}

/** Writes the marker whole (a temporary file and a rename); false when the disk cannot take it now. */
export function writeNotices(dir: string, notices: readonly JournalNotice[]): boolean {
  const path = markerPath(dir)
  try {
    if (notices.length === 0) {
      rmSync(path, { force: true })
      return true
    }
    const temporary = `${path}.${process.pid}.${randomBytes(3).toString('hex')}.tmp`
    try {
      writeFileSync(temporary, JSON.stringify({ notices }, null, 2), { mode: 0o600 })
      renameSync(temporary, path)
    } finally {
      rmSync(temporary, { force: true })
    }
    return true
  } catch {
    return false
  }
}
