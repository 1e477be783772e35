import type { CodedText } from '#shared/coded-text.ts'
import type { MessageId } from '#shared/messages/catalog.ts'
import { formatCliMessage, type CliMessageId } from '#shared/messages/cli-catalog.ts'
import type { Locale } from '#shared/messages/locales.ts'
import { chosenLocale, systemLocale } from '../language.ts'
import { text, type ParsedArgs } from './args.ts'
import { usageError } from './errors.ts'
import type { CliIo } from './io.ts'

/** A text the core or the command line said: coded, or only English (an entry from before codes). */
export type Said = Pick<CodedText, 'values' | 'message'> & {
  id?: MessageId | CliMessageId | undefined
}

/** The language the command line speaks: --lang, else the system's when the app speaks it, else English. */
export function cliLocale(args: ParsedArgs, env: CliIo['env']): Locale {
  const chosen = text(args, 'lang')
  if (chosen === undefined) return systemLocale(env)
  const locale = chosenLocale(chosen)
  if (!locale) throw usageError('cli.lang.unknown', { chosen })
  return locale
}

/** A text of the core in the command line's language: its catalog message, else the English it came with. */
export const sayIn = (locale: Locale, said: Said): string =>
  said.id ? formatCliMessage(locale, said.id, said.values) : said.message
