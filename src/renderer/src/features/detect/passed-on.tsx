import type { CodedText } from '#shared/coded-text.ts'
import { VisibleText } from '../../app/VisibleText.tsx'
import { wordCoded, type CodeMessages, type Worded } from '../../i18n/coded.ts'
import type { Translate } from '../../i18n/use-t.ts'

/** A text main made (with its code) or passed on from another part (without: the serial id helper's). */
export type PassedOn<Code extends string> = Omit<CodedText<Code>, 'code'> & {
  code?: Code | undefined
}

export function wordPassedOn<Code extends string>(
  t: Translate,
  ids: CodeMessages<Code>,
  { code, values, message }: PassedOn<Code>,
): Worded {
  return code === undefined
    ? { text: message, lang: 'en' }
    : { text: wordCoded(t, ids, { code, values, message }) }
}

/** A text the core said (its catalog message) or passed on from another part (its English, as it came). */
export function wordSaid(t: Translate, text: Pick<CodedText, 'id' | 'values' | 'message'>): Worded {
  return text.id ? { text: t(text.id, text.values) } : { text: text.message, lang: 'en' }
}

/** A worded text inline, its control characters written out; English that came is marked so. */
export function WordedText({ worded }: { worded: Worded }) {
  return worded.lang ? (
    <span lang={worded.lang}>
      <VisibleText text={worded.text} />
    </span>
  ) : (
    <VisibleText text={worded.text} />
  )
}
