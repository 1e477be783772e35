import type { Catalog } from '../catalog-types.ts'

/** The frame around every screen: settings, the language and theme switches. */
export const en = {
  'settings.language': 'Language',
  'settings.language.system': 'System',
  'settings.theme': 'Theme',
  'settings.theme.system': 'System',
  'settings.theme.light': 'Light',
  'settings.theme.dark': 'Dark',
} satisfies Catalog

export const de: Record<keyof typeof en, string> = {
  'settings.language': 'Sprache',
  'settings.language.system': 'System',
  'settings.theme': 'Farbschema',
  'settings.theme.system': 'System',
  'settings.theme.light': 'Hell',
  'settings.theme.dark': 'Dunkel',
}
