import { useMemo } from 'react'
import type { CodedText } from '#shared/coded-text.ts'
import type {
  Candidate,
  CandidateCode,
  LeftOutCode,
  NoticeCode,
  PartErrorCode,
  QuestionCode,
  WarningCode,
} from '#shared/serial-id/types.ts'
import { wordCoded, codeMessages } from '../../i18n/coded.ts'
import { useT, type Translate } from '../../i18n/use-t.ts'

// What the serial id helper says (a warning, a part error, a candidate's label, a reader's notice), in the
// window's language; the register, detect, survey and import screens show the same texts.

export const WARNING_MESSAGES = codeMessages<WarningCode>()('serialId.warning')

export const PART_ERROR_MESSAGES = codeMessages<PartErrorCode>()('serialId.error')

export const CANDIDATE_MESSAGES = codeMessages<CandidateCode>()('serialId.candidate')

export const QUESTION_MESSAGES = codeMessages<QuestionCode>()('serialId.question')

export const NOTICE_MESSAGES = codeMessages<NoticeCode>()('serialId.notice')

export const LEFT_OUT_MESSAGES = codeMessages<LeftOutCode>()('serialId.leftOut')

/** The helper's coded texts in the window's language, one function per kind of text. */
export function serialWords(t: Translate) {
  return {
    warning: (warning: CodedText<WarningCode>) => wordCoded(t, WARNING_MESSAGES, warning),
    partError: (error: CodedText<PartErrorCode>) => wordCoded(t, PART_ERROR_MESSAGES, error),
    candidate: ({ label, labelCode, labelValues }: Omit<Candidate, 'serialId' | 'parts'>) =>
      wordCoded(t, CANDIDATE_MESSAGES, { code: labelCode, values: labelValues, message: label }),
    notice: (notice: CodedText<NoticeCode>) => wordCoded(t, NOTICE_MESSAGES, notice),
    question: (question: CodedText<QuestionCode>) => wordCoded(t, QUESTION_MESSAGES, question),
    leftOut: (leftOut: { code: LeftOutCode }) => t(LEFT_OUT_MESSAGES(leftOut.code)),
  }
}

export type SerialWords = ReturnType<typeof serialWords>

export function useSerialWords(): SerialWords {
  const t = useT()
  return useMemo(() => serialWords(t), [t])
}
