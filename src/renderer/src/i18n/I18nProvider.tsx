import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { messages } from '#shared/messages/catalog.ts'
import { isCheckMode, markMessages } from './check-mode.ts'
import { useLanguageChoice } from './language-choice.ts'
import { formatLocale, matchLocale, SOURCE_LOCALE, type Locale } from '#shared/messages/locales.ts'

function subscribeLanguages(onChange: () => void): () => void {
  window.addEventListener('languagechange', onChange)
  return () => window.removeEventListener('languagechange', onChange)
}
const preferredLanguages = () => navigator.languages.join(',')

/**
 * The language the window speaks now (the admin's choice, else the system's, followed as it changes) and the
 * tag its dates and numbers are written in.
 */
export function useLocale(): { language: Locale; tag: string } {
  const choice = useLanguageChoice()
  const preferred = useSyncExternalStore(subscribeLanguages, preferredLanguages).split(',')
  const language = choice === 'system' ? matchLocale(preferred) : choice
  return { language, tag: formatLocale(language, preferred) }
}

/** Messages in the window's language, dates, numbers and lists as its region writes them; `lang` follows. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { language, tag } = useLocale()
  const catalog = useMemo(
    () => (isCheckMode() ? markMessages(messages[language]) : messages[language]),
    [language],
  )
  useEffect(() => {
    document.documentElement.lang = tag
  }, [tag])
  return (
    <IntlProvider locale={tag} defaultLocale={SOURCE_LOCALE} messages={catalog}>
      {children}
    </IntlProvider>
  )
}
