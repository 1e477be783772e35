import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { messages } from './catalog.ts'
import { isCheckMode, markMessages } from './check-mode.ts'
import { useLanguageChoice } from './language-choice.ts'
import { matchLocale, SOURCE_LOCALE, type Locale } from './locales.ts'

function subscribeLanguages(onChange: () => void): () => void {
  window.addEventListener('languagechange', onChange)
  return () => window.removeEventListener('languagechange', onChange)
}
const preferredLanguages = () => navigator.languages.join(',')

/** The language the window speaks now: the admin's choice, else the system's (followed as it changes). */
export function useLocale(): Locale {
  const choice = useLanguageChoice()
  const preferred = useSyncExternalStore(subscribeLanguages, preferredLanguages)
  return choice === 'system' ? matchLocale(preferred.split(',')) : choice
}

/** Messages, dates, numbers and lists in the window's language; the page's `lang` follows it. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const locale = useLocale()
  const catalog = useMemo(
    () => (isCheckMode() ? markMessages(messages[locale]) : messages[locale]),
    [locale],
  )
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
  return (
    <IntlProvider locale={locale} defaultLocale={SOURCE_LOCALE} messages={catalog}>
      {children}
    </IntlProvider>
  )
}
