import { readUiState, useUiState, writeUiState } from '../app/ui-state.ts'
import { isLocale, type LanguageChoice } from '#shared/messages/locales.ts'

/** The admin's choice is kept per user (the window's local storage, as the theme is), not per profile. */
const KEY = 'language'

const readChoice = (stored: unknown): LanguageChoice => (isLocale(stored) ? stored : 'system')

export const useLanguageChoice = (): LanguageChoice => useUiState(KEY, readChoice)
export const currentLanguageChoice = (): LanguageChoice => readUiState(KEY, readChoice)
export const chooseLanguage = (choice: LanguageChoice): void => writeUiState(KEY, choice)
