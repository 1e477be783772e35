import { useMemo } from 'react'
import type { CodedText } from '#shared/coded-text.ts'
import type {
  Candidate,
  CandidateCode,
  NoticeCode,
  PartErrorCode,
  WarningCode,
} from '#shared/serial-id/types.ts'
import { wordCoded, codeMessages } from '../../i18n/coded.ts'
import { useT, type Translate } from '../../i18n/use-t.ts'

// What the serial id helper says (a warning, a part error, a candidate's label, a reader's notice), in the
// window's language; the register, detect, survey and import screens show the same texts. What the helper
// said carries its catalog message (`id`, a candidate's `labelId`), formatted as it is. The lines below word
// a text that comes with the helper's code alone (a candidate's label, a part the import found missing).

export const WARNING_MESSAGES = codeMessages<WarningCode>()('serialId.warning')

export const PART_ERROR_MESSAGES = codeMessages<PartErrorCode>()('serialId.error')

export const CANDIDATE_MESSAGES = codeMessages<CandidateCode>()('serialId.candidate')

export const NOTICE_MESSAGES = codeMessages<NoticeCode>()('serialId.notice')

/** The helper's texts in the window's language, one function per kind of text. */
export function serialWords(t: Translate) {
  return {
    warning: (warning: CodedText<WarningCode>) => wordCoded(t, WARNING_MESSAGES, warning),
    partError: (error: CodedText<PartErrorCode>) => wordCoded(t, PART_ERROR_MESSAGES, error),
    /** A candidate's label passed on with its code (a said one carries its `labelId`). */
    candidate: ({
      labelCode,
      labelValues,
    }: Pick<Candidate, 'label' | 'labelCode' | 'labelValues'>) =>
      t(CANDIDATE_MESSAGES(labelCode), labelValues),
    notice: (notice: CodedText<NoticeCode>) => wordCoded(t, NOTICE_MESSAGES, notice),
  }
}

export type SerialWords = ReturnType<typeof serialWords>

export function useSerialWords(): SerialWords {
  const t = useT()
  return useMemo(() => serialWords(t), [t])
}
