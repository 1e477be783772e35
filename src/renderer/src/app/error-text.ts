import type { IpcError } from '#shared/ipc/result.ts'
import type { Translate } from '../i18n/use-t.ts'

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
  if (text?.id) return t(text.id, text.values)
  return error.inWindowLanguage && error.message !== undefined ? error.message : null
}
