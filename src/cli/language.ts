import type { MessageId } from '#shared/messages/catalog.ts'
import { formatCliMessage, type CliMessageId } from '#shared/messages/cli-catalog.ts'
import type { MessageValues } from '#shared/messages/format.ts'
import { LOCALES, matchLocale, type Locale } from '#shared/messages/locales.ts'

/**
 * The system's language as a command line finds it: gettext's order on Linux and macOS terminals (LC_ALL,
 * LC_MESSAGES, LANG; LANGUAGE's list before them unless the locale is C), else the one Node reports
 * (Windows and macOS set no LANG for programs started from the desktop).
 */
function systemLanguages(env: Record<string, string | undefined>): string[] {
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG
  if (locale === 'C' || locale === 'POSIX' || locale?.startsWith('C.')) return ['en']
  const listed = (env.LANGUAGE ?? '').split(':').filter(Boolean)
  return [...listed, ...(locale ? [locale] : []), Intl.DateTimeFormat().resolvedOptions().locale]
}

/** The system's language when the app speaks it, else English. */
export const systemLocale = (env: Record<string, string | undefined>): Locale =>
  matchLocale(systemLanguages(env))

/** The language --lang names ('de', 'EN'), or undefined when the app does not speak it. */
export const chosenLocale = (chosen: string): Locale | undefined =>
  LOCALES.find((each) => each === chosen.toLowerCase())

/** The command line's own sentences: the catalog's areas `cli` (src/shared/messages/areas/cli*.ts). */
export type { CliMessageId }

/**
 * Says a sentence of the catalog, with its values, in one language: the command line's own (`cli.…`), or the
 * window's where the command line says the same (a device type's name).
 */
export type Say = (id: MessageId | CliMessageId, values?: MessageValues) => string

export const sayer =
  (locale: Locale): Say =>
  (id, values) =>
    formatCliMessage(locale, id, values)

/** The English of a sentence: what --json's error `message` and logs keep, whatever the language. */
export const english: Say = sayer('en')
