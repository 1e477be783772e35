import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl'
import { messages, type MessageId } from './catalog.ts'
import { SOURCE_LOCALE, type Locale } from './locales.ts'

/** The values a message names: data only (ids, names, numbers), never words. */
export type MessageValues = Record<string, string | number>

const cache = createIntlCache()
const intls = new Map<Locale, IntlShape>()

function intlOf(locale: Locale): IntlShape {
  let intl = intls.get(locale)
  if (!intl) {
    intl = createIntl(
      {
        locale,
        defaultLocale: SOURCE_LOCALE,
        messages: messages[locale],
        // A message without one of its values is a bug to see, not a sentence with a hole in it.
        onError: (error) => {
          throw error
        },
      },
      cache,
    )
    intls.set(locale, intl)
  }
  return intl
}

/**
 * A message of the catalog in a language, as the window formats it (FormatJS): what the core and the command
 * line say, in the same words the window shows.
 */
export function formatMessage(locale: Locale, id: MessageId, values?: MessageValues): string {
  return String(intlOf(locale).formatMessage({ id }, values))
}
