import type { IpcError } from '#shared/ipc/result.ts'
import type { Translate } from '../i18n/use-t.ts'
import { IMPORT_ERROR_TEXTS } from './import-error-texts.ts'

/**
 * The codes of the areas whose errors main does not yet say with a catalog message (import, match): the
 * message each is said with. Every other error main words comes with its message's id.
 */
export const ERROR_TEXTS = IMPORT_ERROR_TEXTS

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
  const text = error.text
  const id = text && (text.id ?? (ERROR_TEXTS.has(text.code) ? ERROR_TEXTS(text.code) : undefined))
  if (id) return t(id, text.values)
  return error.inWindowLanguage && error.message !== undefined ? error.message : null
}
