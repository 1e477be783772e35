/** The languages the window speaks; English is the source every message is written in first. */
export const LOCALES = ['en', 'de'] as const
export type Locale = (typeof LOCALES)[number]
export const SOURCE_LOCALE: Locale = 'en'

/** What the admin chose in the settings: a language, or whatever the system (or browser) prefers. */
export type LanguageChoice = 'system' | Locale

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/**
 * The first of the system's preferred languages (`navigator.languages`: Electron's locale in the app, the
 * browser's in the web harness) that the window speaks, by its language subtag ('de-AT' → 'de'); else English.
 */
export function matchLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const language = tag.split(/[-_]/)[0]?.toLowerCase()
    if (isLocale(language)) return language
  }
  return SOURCE_LOCALE
}

/**
 * The tag dates and numbers are written in: the system's own region for the language spoken ('en-GB' writes
 * 26/11/2026, 'de-AT' as Austria does), else the language alone.
 */
export function formatLocale(language: Locale, preferred: readonly string[]): string {
  const tag = preferred.find((each) => each.split(/[-_]/)[0]?.toLowerCase() === language)
  return tag?.replace('_', '-') ?? language
}
