import type { SurveyText } from '#shared/ipc/survey.ts'
import type { Translate } from '../../i18n/use-t.ts'
import { said, type Worded } from '../../i18n/coded.ts'
import { errorText } from '../../app/error-text.ts'
import { wordSaid } from '../detect/passed-on.tsx'
import type { SerialWords } from '../register/serial-words.ts'

/**
 * A survey text in the window's language: the survey's own, the serial id helper's, an undo's or its refusal,
 * or English as it came.
 */
export function wordSurveyText(t: Translate, words: SerialWords, text: SurveyText): Worded {
  if (text.partError) return { text: words.partError({ ...text, code: text.partError }) }
  if (text.warning) return { text: words.warning({ ...text, code: text.warning }) }
  if (text.undone && text.id) return { text: said(t, { ...text, code: text.undone, id: text.id }) }
  if (text.error) return { text: errorText(t, { text: text.error }) ?? text.message }
  return wordSaid(t, text)
}
