import type { SurveyText } from '#shared/ipc/survey.ts'
import type { Translate } from '../../i18n/use-t.ts'
import type { Worded } from '../../i18n/coded.ts'
import { wordPassedOn } from '../detect/passed-on.tsx'
import type { SerialWords } from '../register/serial-words.ts'
import { SURVEY_TEXTS } from './coded-texts.ts'

/** A survey text in the window's language: the survey's own, the serial id helper's, or English as it came. */
export function wordSurveyText(t: Translate, words: SerialWords, text: SurveyText): Worded {
  if (text.partError) return { text: words.partError({ ...text, code: text.partError }) }
  if (text.warning) return { text: words.warning({ ...text, code: text.warning }) }
  return wordPassedOn(t, SURVEY_TEXTS, text)
}
