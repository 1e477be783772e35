import type { CodedText } from '#shared/coded-text.ts'

/** A text the core said: coded, or only English (an entry from before codes). */
export type Said = Pick<CodedText, 'id' | 'values' | 'message'>
import { formatMessage } from '#shared/messages/format.ts'
import { LOCALES, matchLocale, type Locale } from '#shared/messages/locales.ts'
import { text, type ParsedArgs } from './args.ts'
import { UsageError } from './errors.ts'
import type { CliIo } from './io.ts'

/**
 * The system's language as a command line finds it: gettext's order on Linux and macOS terminals (LC_ALL,
 * LC_MESSAGES, LANG; LANGUAGE's list before them unless the locale is C), else the one Node reports
 * (Windows and macOS set no LANG for programs started from the desktop).
 */
function systemLanguages(env: CliIo['env']): string[] {
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG
  if (locale === 'C' || locale === 'POSIX' || locale?.startsWith('C.')) return ['en']
  const listed = (env.LANGUAGE ?? '').split(':').filter(Boolean)
  return [...listed, ...(locale ? [locale] : []), Intl.DateTimeFormat().resolvedOptions().locale]
}

/** The language the command line speaks: --lang, else the system's when the app speaks it, else English. */
export function cliLocale(args: ParsedArgs, env: CliIo['env']): Locale {
  const chosen = text(args, 'lang')
  if (chosen === undefined) return matchLocale(systemLanguages(env))
  const locale = LOCALES.find((each) => each === chosen.toLowerCase())
  if (!locale) throw new UsageError(`--lang takes ${LOCALES.join(' or ')} (got "${chosen}").`)
  return locale
}

/** A text of the core in the command line's language: its catalog message, else the English it came with. */
export const sayIn = (locale: Locale, said: Said): string =>
  said.id ? formatMessage(locale, said.id, said.values) : said.message
