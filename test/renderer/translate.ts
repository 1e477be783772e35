import { createIntl } from 'react-intl'
import { messages } from '#renderer/i18n/catalog.ts'
import type { Locale } from '#renderer/i18n/locales.ts'
import { translator, type Translate } from '#renderer/i18n/use-t.ts'

/** The window's `t` in a language, for tests of code that takes one (labels, hints, summaries). */
export const translate = (locale: Locale): Translate =>
  translator(createIntl({ locale, messages: messages[locale] }))

export const english = translate('en')
export const german = translate('de')
