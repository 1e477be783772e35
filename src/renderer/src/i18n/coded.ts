import type { CodedText } from '#shared/coded-text.ts'
import { messages, type MessageId } from '#shared/messages/catalog.ts'
import type { Translate } from './use-t.ts'

/** A text as the window shows it: in its own words, or the English that came (`lang: 'en'`) where it has none. */
export interface Worded {
  text: string
  lang?: 'en'
}

/** One area's message per code: its id is `<prefix>.<code>` (a suffix after it where the area has one). */
export interface CodeMessages<Code extends string> {
  (code: Code): MessageId
  /** Whether a code of a wider type is one of this area's. */
  has(code: string): code is Code
}

/** The ids of an area's codes the catalog lacks: none, or the prefix is refused naming them. */
type Missing<P extends string, Code extends string, S extends string> = Exclude<
  `${P}.${Code}${S}`,
  MessageId
>

/**
 * An area's messages, `codeMessages<Code>()('import.finding')`: one line instead of a map from each code to
 * its id, and the compiler proves that every code has its message (the missing ids are named otherwise).
 */
export const codeMessages =
  <Code extends string>() =>
  <const P extends string, const S extends string = ''>(
    prefix: P &
      ([Missing<P, Code, S>] extends [never] ? unknown : { missingMessages: Missing<P, Code, S> }),
    suffix?: S,
  ): CodeMessages<Code> => {
    const idOf = (code: string) => `${prefix}.${code}${suffix ?? ''}`
    return Object.assign((code: Code) => idOf(code) as MessageId, {
      has: (code: string): code is Code => Object.hasOwn(messages.en, idOf(code)),
    })
  }

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
  return t(text.id ?? ids(text.code), text.values)
}
