import type { MatchErrorTextCode } from '#shared/match/match-error-texts.ts'
import type { CodeMessages } from '../i18n/coded.ts'

/** What the match check's repair refuses (core/match/repair.ts). */
export const MATCH_ERROR_TEXTS: CodeMessages<MatchErrorTextCode> = {
  'match-changed': 'errors.match.match-changed',
  'match-gone': 'errors.match.match-gone',
  'match-not-near-miss': 'errors.match.match-not-near-miss',
  'match-likely-unconfirmed': 'errors.match.match-likely-unconfirmed',
  'match-not-registered': 'errors.match.match-not-registered',
}
