import type { ErrorTextCode, SERVICE_ERROR_TEXT_CODES } from '#shared/error-texts.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import type { CodeMessages } from '../i18n/coded.ts'
import type { Translate } from '../i18n/use-t.ts'
import { IMPORT_ERROR_TEXTS } from './import-error-texts.ts'
import { MATCH_ERROR_TEXTS } from './match-error-texts.ts'
import { API_KEY_ERROR_TEXTS } from './api-key-error-texts.ts'
import { PROFILE_ERROR_TEXTS } from './profile-error-texts.ts'

const SERVICE_ERROR_TEXTS: CodeMessages<(typeof SERVICE_ERROR_TEXT_CODES)[number]> = {
  'service-invalid-request': 'errors.text.service-invalid-request',
  'service-signin-refused': 'errors.text.service-signin-refused',
  'service-signin-refused-because': 'errors.text.service-signin-refused-because',
  'service-forbidden': 'errors.text.service-forbidden',
  'service-forbidden-because': 'errors.text.service-forbidden-because',
  'service-unknown': 'errors.text.service-unknown',
  'service-too-large': 'errors.text.service-too-large',
  'service-rate-limited': 'errors.text.service-rate-limited',
  'service-rate-limited-seconds': 'errors.text.service-rate-limited-seconds',
  'service-rate-limited-minutes': 'errors.text.service-rate-limited-minutes',
  'service-failed': 'errors.text.service-failed',
  'service-refused': 'errors.text.service-refused',
  'no-answer': 'errors.text.no-answer',
  unreachable: 'errors.text.unreachable',
  'answer-too-large': 'errors.text.answer-too-large',
  'answer-stalled': 'errors.text.answer-stalled',
  'answer-deadline': 'errors.text.answer-deadline',
  'answer-broken': 'errors.text.answer-broken',
  'redirect-elsewhere': 'errors.text.redirect-elsewhere',
  'redirect-credentials': 'errors.text.redirect-credentials',
  'redirect-loop': 'errors.text.redirect-loop',
  'url-no-scheme': 'errors.text.url-no-scheme',
  'url-invalid': 'errors.text.url-invalid',
  'url-scheme': 'errors.text.url-scheme',
  'url-credentials': 'errors.text.url-credentials',
  'url-query': 'errors.text.url-query',
  'url-plain-http': 'errors.text.url-plain-http',
}

export const ERROR_TEXTS: CodeMessages<ErrorTextCode> = {
  ...SERVICE_ERROR_TEXTS,
  ...IMPORT_ERROR_TEXTS,
  ...PROFILE_ERROR_TEXTS,
  ...MATCH_ERROR_TEXTS,
  ...API_KEY_ERROR_TEXTS,
}

/** An error as the window shows it: main's, or one the window found and worded itself (`inWindowLanguage`). */
export type ShownError = IpcError & { inWindowLanguage?: true }

/** An error the window found before anything reached main, in its own words. */
export const windowError = (code: IpcError['code'], message: string): ShownError => ({
  code,
  message,
  inWindowLanguage: true,
})

/**
 * An error's message in the window's language where main (or the window) worded it; null where it is a
 * service's own words.
 */
export const errorText = (
  t: Translate,
  error: Pick<ShownError, 'text' | 'inWindowLanguage'> & { message?: string },
): string | null => {
  if (error.text) return t(ERROR_TEXTS[error.text.code], error.text.values)
  return error.inWindowLanguage && error.message !== undefined ? error.message : null
}
