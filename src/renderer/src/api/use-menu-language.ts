import { useEffect } from 'react'
import { useLocale } from '../i18n/I18nProvider.tsx'
import { useApi } from './api-context.tsx'
import { callApi } from './call-api.ts'

/**
 * Tells main the language the window speaks whenever it changes, so the native menu speaks it too: the
 * language itself, not the choice, so "system" means what the window made of it.
 */
export function useMenuLanguage(): void {
  const api = useApi()
  const { language } = useLocale()
  useEffect(() => {
    // Nothing to show when it fails: the menu keeps its language, the window works on.
    void callApi(api, 'setMenuLanguage', { choice: language })
  }, [api, language])
}
