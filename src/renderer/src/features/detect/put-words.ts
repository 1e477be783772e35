import type { PutResult } from '#shared/ipc/registry.ts'
import { errorText } from '../../app/error-text.ts'
import { said, type Worded } from '../../i18n/coded.ts'
import type { Translate } from '../../i18n/use-t.ts'

/** Why a device was not put in: in the window's words where main worded it, else the service's English. */
export function putError(t: Translate, result: PutResult): Worded | undefined {
  if (!result.error) return undefined
  if (result.text) return { text: said(t, result.text) }
  const worded = errorText(t, result.error)
  return worded === null ? { text: result.error.message, lang: 'en' } : { text: worded }
}
