import type { SurveyText } from '#shared/ipc/survey.ts'
import type { Translate } from '../../i18n/use-t.ts'
import type { Worded } from '../../i18n/coded.ts'
import { errorText } from '../../app/error-text.ts'
import { wordSaid } from '../detect/passed-on.tsx'

/**
 * A survey text in the window's language: its catalog message (the survey's own, the serial id helper's or
 * an undo's), an undo's refusal, or English as it came.
 */
export function wordSurveyText(t: Translate, text: SurveyText): Worded {
  if (text.error) return { text: errorText(t, { text: text.error }) ?? text.message }
  return wordSaid(t, text)
}
