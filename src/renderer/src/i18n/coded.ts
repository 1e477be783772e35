import type { CodedText } from '#shared/coded-text.ts'
import type { MessageId } from './catalog.ts'
import type { Translate } from './use-t.ts'

/** A text as the window shows it: in its own words, or the English that came (`lang: 'en'`) where it has none. */
export interface Worded {
  text: string
  lang?: 'en'
}

/** One area's message per code: a `Record` written with literal ids, so the completeness test sees them. */
export type CodeMessages<Code extends string> = Record<Code, MessageId>

/** A coded text in the window's language: its code's message with its values. */
export function wordCoded<Code extends string>(
  t: Translate,
  ids: CodeMessages<Code>,
  text: CodedText<Code>,
): string {
  return t(ids[text.code], text.values)
}
