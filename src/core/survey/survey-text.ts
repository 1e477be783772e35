import { codedText } from '#shared/coded-text.ts'
import type { SurveyCode, SurveyCodedText } from '#shared/ipc/survey.ts'

/** A text of the survey's own: its code, its values, and its English. */
export const surveyText: (
  code: SurveyCode,
  message: string,
  values?: SurveyCodedText['values'],
) => SurveyCodedText = codedText
