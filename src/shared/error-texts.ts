import type { CodedText } from './coded-text.ts'

/**
 * The errors main words itself (rather than passing on a service's own sentence), each with its code: the
 * window says them in its language, the command line and logs print the English `message`.
 */
export const ERROR_TEXT_CODES = [
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
export type ErrorTextCode = (typeof ERROR_TEXT_CODES)[number]
export type ErrorText = CodedText<ErrorTextCode>
