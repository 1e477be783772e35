import type { CodedText } from '#shared/coded-text.ts'
import type { MessageId } from '#shared/messages/catalog.ts'
import type { Translate } from './use-t.ts'

/** A text as the window shows it: in its own words, or the English that came (`lang: 'en'`) where it has none. */
export interface Worded {
  text: string
  lang?: 'en'
}

/** One area's message per code: a `Record` written with literal ids, so the completeness test sees them. */
export type CodeMessages<Code extends string> = Record<Code, MessageId>

/** What the core said, in the window's language: the catalog message it names, with its values. */
export function said(t: Translate, text: CodedText & { id: MessageId }): string {
  return t(text.id, text.values)
}

/**
 * A coded text in the window's language: the message it names, else (an area not yet saying its message ids)
 * its code's message in the area's map.
 */
export function wordCoded<Code extends string>(
  t: Translate,
  ids: CodeMessages<Code>,
  text: CodedText<Code>,
): string {
  return t(text.id ?? ids[text.code], text.values)
}
