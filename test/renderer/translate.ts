import { createIntl } from 'react-intl'
import { messages } from '#shared/messages/catalog.ts'
import type { Locale } from '#shared/messages/locales.ts'
import { translator, type Translate } from '#renderer/i18n/use-t.ts'
import type { CodeMessages } from '#renderer/i18n/coded.ts'
import type { CodedText } from '#shared/coded-text.ts'

/** The window's `t` in a language, for tests of code that takes one (labels, hints, summaries). */
export const translate = (locale: Locale): Translate =>
  translator(createIntl({ locale, messages: messages[locale] }))

export const english = translate('en')
export const german = translate('de')

/**
 * The window's English for each coded text is the English main wrote: one wording, whichever side prints it.
 * Returns the texts whose English differs (expect it to equal []); throws where a message lacks a value.
 */
export function codedDrift<Code extends string>(
  ids: CodeMessages<Code>,
  texts: readonly CodedText<Code>[],
): Array<{ code: Code; main: string; window: string }> {
  const strict = (locale: Locale) =>
    translator(
      createIntl({
        locale,
        messages: messages[locale],
        onError: (error) => {
          throw error
        },
      }),
    )
  const [inEnglish, inGerman] = [strict('en'), strict('de')]
  const drift = []
  for (const text of texts) {
    // As the window's errorText: the text's own message id first, else the code's.
    const id = text.id ?? ids(text.code)
    inGerman(id, text.values)
    const window = inEnglish(id, text.values)
    if (window !== text.message) drift.push({ code: text.code, main: text.message, window })
  }
  return drift
}

/** The codes of an area whose ids are `<prefix>.<code>` (codeMessages), as the catalog has them, sorted. */
export const catalogCodes = (prefix: string): string[] =>
  Object.keys(messages.en)
    .filter((id) => id.startsWith(`${prefix}.`))
    .map((id) => id.slice(prefix.length + 1))
    .sort()
