import { useEffect } from 'react'
import { useLanguageChoice } from '../i18n/language-choice.ts'
import { useApi } from './api-context.tsx'
import { callApi } from './use-api-call.ts'

/** Tells main the window's language choice whenever it changes, so the native menu speaks it too. */
export function useMenuLanguage(): void {
  const api = useApi()
  const choice = useLanguageChoice()
  useEffect(() => {
    // Nothing to show when it fails: the menu keeps its language, the window works on.
    void callApi(api, 'setMenuLanguage', { choice })
  }, [api, choice])
}
