import { useMemo } from 'react'
import type { CodedText } from '#shared/coded-text.ts'
// Not the helper's index: its checks (and zod with them) load with the register screen.
import { resolveKind } from '#shared/serial-id/device-type.ts'
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
import { kindLabel } from '../devices/type-label.ts'
import { layoutText } from './kind-text.ts'

// What the serial id helper says (a warning, a part error, a candidate's label, a reader's notice), in the
// window's language; the register, detect, survey and import screens show the same texts.

export const WARNING_MESSAGES = codeMessages<WarningCode>()('serialId.warning')

export const PART_ERROR_MESSAGES = codeMessages<PartErrorCode>()('serialId.error')

export const CANDIDATE_MESSAGES = codeMessages<CandidateCode>()('serialId.candidate')

export const QUESTION_MESSAGES = codeMessages<QuestionCode>()('serialId.question')

export const NOTICE_MESSAGES = codeMessages<NoticeCode>()('serialId.notice')

export const LEFT_OUT_MESSAGES = codeMessages<LeftOutCode>()('serialId.leftOut')

type Values = CodedText['values']

/**
 * A part error's values with the words the window adds from the device types it names (`kind`,
 * `otherKind`): the type's name and its layout, in the window's language, as the helper's English has them.
 */
export function withTypeWords(t: Translate, values: Values): Values {
  const kind = resolveKind(values?.['kind'])
  const other = resolveKind(values?.['otherKind'])
  if (kind === undefined) return values
  return {
    ...values,
    type: kindLabel(t, kind),
    layout: layoutText(t, kind),
    ...(other === undefined ? {} : { otherType: kindLabel(t, other) }),
  }
}

/** The helper's coded texts in the window's language, one function per kind of text. */
export function serialWords(t: Translate) {
  return {
    warning: (warning: CodedText<WarningCode>) => wordCoded(t, WARNING_MESSAGES, warning),
    partError: (error: CodedText<PartErrorCode>) =>
      wordCoded(t, PART_ERROR_MESSAGES, { ...error, values: withTypeWords(t, error.values) }),
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
