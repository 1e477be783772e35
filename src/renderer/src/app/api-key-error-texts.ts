import type { API_KEY_ERROR_TEXT_CODES } from '#shared/api-key-error-texts.ts'
import type { CodeMessages } from '../i18n/coded.ts'

/** What main says itself of creating, handing on, revoking and rotating keys. */
export const API_KEY_ERROR_TEXTS: CodeMessages<(typeof API_KEY_ERROR_TEXT_CODES)[number]> = {
  'api-key-list-only': 'errors.api-key.list-only',
  'api-key-not-held': 'errors.api-key.not-held',
  'api-key-other-service': 'errors.api-key.other-service',
  'api-key-not-stored': 'errors.api-key.not-stored',
  'api-key-rotate-no-key': 'errors.api-key.rotate-no-key',
  'api-key-rotate-not-listed': 'errors.api-key.rotate-not-listed',
  'api-key-rotate-not-stored': 'errors.api-key.rotate-not-stored',
}
