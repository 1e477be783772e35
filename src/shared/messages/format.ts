import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl'
import { messages, type MessageId } from './catalog.ts'
import { SOURCE_LOCALE, type Locale } from './locales.ts'

/** The values a message names: data only (ids, names, numbers), never words. */
export type MessageValues = Record<string, string | number>

const cache = createIntlCache()

/**
 * Formats the messages of a catalog in a language (FormatJS), as the window formats them: one intl per
 * language, made when first asked.
 */
export function formatterOf<Id extends string>(catalog: Record<Locale, Record<Id, string>>) {
  const intls = new Map<Locale, IntlShape>()
  const intlOf = (locale: Locale): IntlShape => {
    let intl = intls.get(locale)
    if (!intl) {
      intl = createIntl(
        {
          locale,
          defaultLocale: SOURCE_LOCALE,
          // The ids FormatJS is typed with are the catalog's; a wider catalog (the command lines') adds its own.
          messages: catalog[locale] as Record<MessageId, string>,
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
  return (locale: Locale, id: Id, values?: MessageValues): string =>
    String(intlOf(locale).formatMessage({ id: id as MessageId }, values))
}

/**
 * A message of the catalog in a language, as the window formats it (FormatJS): what the core and the command
 * line say, in the same words the window shows.
 */
export const formatMessage = formatterOf<MessageId>(messages)
