import type { JournalNoticeCode, JournalSummaryCode, UndoCode } from '#shared/ipc/registry.ts'
import type { CodeMessages } from '../../i18n/coded.ts'

/** The journal's summaries of runs, restores and resets (main/journal/summaries.ts). */
export const SUMMARIES: CodeMessages<JournalSummaryCode> = {
  imported: 'activity.summary.imported',
  'restored-paired': 'activity.summary.restored-paired',
  'restored-unpaired': 'activity.summary.restored-unpaired',
  'forgot-one': 'activity.summary.forgot-one',
  'forgot-many': 'activity.summary.forgot-many',
  'demo-reset': 'activity.summary.demo-reset',
  'key-created': 'activity.summary.key-created',
  'key-revoked': 'activity.summary.key-revoked',
  'key-rotated': 'activity.summary.key-rotated',
  'key-rotated-old-kept': 'activity.summary.key-rotated-old-kept',
}

/** What went wrong with the journal file itself. */
export const NOTICES: CodeMessages<JournalNoticeCode> = {
  'set-aside': 'activity.notice.set-aside',
  'set-aside-partly': 'activity.notice.set-aside-partly',
  'set-aside-unreadable': 'activity.notice.set-aside-unreadable',
  waiting: 'activity.notice.waiting',
  'not-read': 'activity.notice.not-read',
  'not-written': 'activity.notice.not-written',
  'wal-missing': 'activity.notice.wal-missing',
  'wal-foreign': 'activity.notice.wal-foreign',
  'wal-at-open': 'activity.notice.wal-at-open',
  recovered: 'activity.notice.recovered',
}

/** What an undo did (main/registry/undo.ts). */
export const UNDONE: CodeMessages<UndoCode> = {
  'undo-name-info': 'activity.undone.name-info',
  'undo-unpaired': 'activity.undone.unpaired',
  'undo-paired': 'activity.undone.paired',
}
