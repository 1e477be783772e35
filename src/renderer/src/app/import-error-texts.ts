import type { IMPORT_ERROR_TEXT_CODES } from '#shared/import-error-texts.ts'
import { codeMessages } from '../i18n/coded.ts'

/** The window's message for each error main words of imports, the registry, the activity log and detection. */
export const IMPORT_ERROR_TEXTS =
  codeMessages<(typeof IMPORT_ERROR_TEXT_CODES)[number]>()('errors.import')
