/** What the match check's repair refuses, each its own code (test/unit/match/repair.test.ts makes each). */
export const MATCH_ERROR_TEXT_CODES = [
  'match-changed',
  'match-gone',
  'match-not-near-miss',
  'match-likely-unconfirmed',
  'match-not-registered',
] as const
export type MatchErrorTextCode = (typeof MATCH_ERROR_TEXT_CODES)[number]
