import type { MenuItemConstructorOptions } from 'electron'

type Role = NonNullable<MenuItemConstructorOptions['role']>

/** The languages the native menu speaks: those of the window. */
export const MENU_LANGUAGES = ['en', 'de'] as const
export type MenuLanguage = (typeof MENU_LANGUAGES)[number]

/** The window's language choice, as it tells main: a language, or the system's. */
export type MenuLanguageChoice = 'system' | MenuLanguage

/**
 * The menu's labels. Main cannot use the window's catalog (src/renderer/src/i18n/messages): main runs
 * under Node and its lint boundaries keep it from importing the renderer; those messages are ICU texts
 * react-intl formats in the window. The menu needs only these few plain labels; `&` marks the access
 * key on Windows and Linux.
 */
export const MENU_LABELS = {
  en: {
    about: (appName: string) => `About ${appName}`,
    file: '&File',
    edit: '&Edit',
    devices: '&Devices',
    view: '&View',
    window: '&Window',
    findDevices: 'Find Devices…',
    registerDevice: 'Register a Device…',
    openLogsFolder: 'Open Logs Folder',
    openDataFolder: 'Open Data Folder',
    /** Electron's own English (and macOS's) for its roles. */
    roles: {} as Partial<Record<Role, string>>,
    /** macOS's app menu: Electron's own "Hide <app>" and "Quit <app>". */
    appRoles: (_appName: string): Partial<Record<Role, string>> => ({}),
  },
  de: {
    about: (appName: string) => `Über ${appName}`,
    file: '&Datei',
    edit: '&Bearbeiten',
    devices: '&Geräte',
    view: '&Ansicht',
    window: '&Fenster',
    findDevices: 'Geräte suchen…',
    registerDevice: 'Gerät registrieren…',
    openLogsFolder: 'Log-Ordner öffnen',
    openDataFolder: 'Datenordner öffnen',
    /** Electron says its roles in English on Windows and Linux: these say them in German everywhere. */
    roles: {
      help: '&Hilfe',
      windowMenu: 'Fenster',
      services: 'Dienste',
      hide: 'Ausblenden',
      hideOthers: 'Andere ausblenden',
      unhide: 'Alle einblenden',
      quit: 'Beenden',
      close: 'Fenster schließen',
      undo: 'Rückgängig',
      redo: 'Wiederholen',
      cut: 'Ausschneiden',
      copy: 'Kopieren',
      paste: 'Einfügen',
      selectAll: 'Alles auswählen',
      reload: 'Neu laden',
      toggleDevTools: 'Entwicklertools ein/aus',
      resetZoom: 'Originalgröße',
      zoomIn: 'Vergrößern',
      zoomOut: 'Verkleinern',
      togglefullscreen: 'Vollbild ein/aus',
      minimize: 'Minimieren',
    } as Partial<Record<Role, string>>,
    /** macOS's app menu names the app, as macOS's own German does ("Safari beenden"). */
    appRoles: (appName: string): Partial<Record<Role, string>> => ({
      hide: `${appName} ausblenden`,
      quit: `${appName} beenden`,
    }),
  },
}

const isMenuLanguage = (value: string | undefined): value is MenuLanguage =>
  (MENU_LANGUAGES as readonly (string | undefined)[]).includes(value)

/**
 * The menu's language: the window's choice, or for "system" the first of the system's preferred
 * languages (Electron's `app.getPreferredSystemLanguages()`) that the menu speaks, by its language
 * subtag ('de-AT' → 'de'); else English, as the window does.
 */
export function menuLanguage(
  choice: MenuLanguageChoice,
  systemLanguages: readonly string[],
): MenuLanguage {
  if (choice !== 'system') return choice
  for (const tag of systemLanguages) {
    const language = tag.split(/[-_]/)[0]?.toLowerCase()
    if (isMenuLanguage(language)) return language
  }
  return 'en'
}
