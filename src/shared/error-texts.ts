import { IMPORT_ERROR_TEXT_CODES } from './import-error-texts.ts'
import { API_KEY_ERROR_TEXT_CODES } from './api-key-error-texts.ts'
import type { CodedText } from './coded-text.ts'
import { PROFILE_ERROR_TEXT_CODES } from './profile-error-texts.ts'
import { MATCH_ERROR_TEXT_CODES } from './match/match-error-texts.ts'

/** What the service client says when the service refuses, fails or cannot be reached, and of a profile's URL. */
export const SERVICE_ERROR_TEXT_CODES = [
  'service-invalid-request',
  'service-signin-refused',
  'service-signin-refused-because',
  'service-forbidden',
  'service-forbidden-because',
  'service-unknown',
  'service-too-large',
  'service-rate-limited',
  'service-rate-limited-seconds',
  'service-rate-limited-minutes',
  'service-failed',
  'service-refused',
  'no-answer',
  'unreachable',
  'answer-too-large',
  'answer-stalled',
  'answer-deadline',
  'answer-broken',
  'redirect-elsewhere',
  'redirect-credentials',
  'redirect-loop',
  'url-no-scheme',
  'url-invalid',
  'url-scheme',
  'url-credentials',
  'url-query',
  'url-plain-http',
] as const

/**
 * The errors main words itself (rather than passing on a service's own sentence), each with its code: the
 * window says them in its language, the command line and logs print the English `message`. Each area's
 * codes are a list of their own; the area's test makes one real error of each.
 */
export const ERROR_TEXT_CODES = [
  ...SERVICE_ERROR_TEXT_CODES,
  ...IMPORT_ERROR_TEXT_CODES,
  ...PROFILE_ERROR_TEXT_CODES,
  ...MATCH_ERROR_TEXT_CODES,
  ...API_KEY_ERROR_TEXT_CODES,
] as const
export type ErrorTextCode = (typeof ERROR_TEXT_CODES)[number]
export type ErrorText = CodedText<ErrorTextCode>
