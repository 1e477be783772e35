import type { PutResult } from '#shared/ipc/registry.ts'
import { wordCoded } from '../../i18n/coded.ts'
import type { Translate } from '../../i18n/use-t.ts'
import { PUT_TEXTS } from './coded-texts.ts'
import type { Worded } from './passed-on.tsx'

/** Why a device was not put in: main's own sentence in the window's words, or the service's English. */
export function putError(t: Translate, result: PutResult): Worded | undefined {
  if (!result.error) return undefined
  return result.text
    ? { text: wordCoded(t, PUT_TEXTS, result.text) }
    : { text: result.error.message, lang: 'en' }
}
