import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { menuLanguage, type MenuLanguage } from '#main/menu-labels.ts'
import { call, testCore } from '../core/support/fixtures.ts'
import { buildMenuTemplate, type MenuActions } from '#main/menu-template.ts'

function menu(platform: NodeJS.Platform, isPackaged = true, language: MenuLanguage = 'en') {
  const actions: MenuActions = {
    findDevices: vi.fn(),
    registerDevice: vi.fn(),
    showAbout: vi.fn(),
    openLogsFolder: vi.fn(),
    openDataFolder: vi.fn(),
  }
  const template = buildMenuTemplate({
    appName: 'Device Registry Admin',
    platform,
    isPackaged,
    language,
    actions,
  })
  const items = (list: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] =>
    list.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? items(item.submenu) : [])])
  const all = items(template)
  const byLabel = (label: string) => all.find((item) => item.label === label)
  const click = (label: string) => (byLabel(label)?.click as (() => void) | undefined)?.()
  return { template, actions, all, byLabel, click }
}

describe('the application menu', () => {
  it.each([
    [
      'darwin',
      ['Device Registry Admin', '&File', '&Edit', '&Devices', '&View', 'windowMenu', 'help'],
    ],
    ['linux', ['&File', '&Edit', '&Devices', '&View', '&Window', 'help']],
    ['win32', ['&File', '&Edit', '&Devices', '&View', '&Window', 'help']],
  ] as const)('on %s has the menus %j', (platform, menus) => {
    expect(menu(platform).template.map((item) => item.label ?? item.role)).toEqual(menus)
  })

  it.each([
    ['Find Devices…', 'CmdOrCtrl+F', 'findDevices'],
    ['Register a Device…', 'CmdOrCtrl+N', 'registerDevice'],
    ['Open Logs Folder', undefined, 'openLogsFolder'],
    ['Open Data Folder', undefined, 'openDataFolder'],
  ] as const)('"%s" (%s) asks for %s', (label, accelerator, action) => {
    const { byLabel, click, actions } = menu('linux')
    expect(byLabel(label)?.accelerator).toBe(accelerator)
    click(label)
    expect(actions[action]).toHaveBeenCalledOnce()
  })

  it('shows About with the version: the native panel on macOS, in Help elsewhere', () => {
    const mac = menu('darwin')
    const appMenu = mac.template[0]?.submenu as MenuItemConstructorOptions[]
    expect(appMenu[0]).toMatchObject({ role: 'about' })
    const linux = menu('linux')
    linux.click('About Device Registry Admin')
    expect(linux.actions.showAbout).toHaveBeenCalledOnce()
  })

  it.each(['reload', 'resetZoom', 'zoomIn', 'zoomOut', 'copy', 'paste', 'selectAll'])(
    'has the %s role',
    (role) => {
      expect(menu('win32').all.some((item) => item.role === role)).toBe(true)
    },
  )

  it('offers developer tools only in a build that is not packaged', () => {
    const devTools = (isPackaged: boolean) =>
      menu('linux', isPackaged).all.some((item) => item.role === 'toggleDevTools')
    expect([devTools(true), devTools(false)]).toEqual([false, true])
  })
})

describe('the application menu in German', () => {
  it.each([
    [
      'darwin',
      [
        'Device Registry Admin',
        '&Datei',
        '&Bearbeiten',
        '&Geräte',
        '&Ansicht',
        'Fenster',
        '&Hilfe',
      ],
    ],
    ['linux', ['&Datei', '&Bearbeiten', '&Geräte', '&Ansicht', '&Fenster', '&Hilfe']],
    ['win32', ['&Datei', '&Bearbeiten', '&Geräte', '&Ansicht', '&Fenster', '&Hilfe']],
  ] as const)('on %s has the menus %j', (platform, menus) => {
    expect(menu(platform, true, 'de').template.map((item) => item.label)).toEqual(menus)
  })

  it.each([
    ['Geräte suchen…', 'CmdOrCtrl+F', 'findDevices'],
    ['Gerät registrieren…', 'CmdOrCtrl+N', 'registerDevice'],
    ['Log-Ordner öffnen', undefined, 'openLogsFolder'],
    ['Datenordner öffnen', undefined, 'openDataFolder'],
    ['Über Device Registry Admin', undefined, 'showAbout'],
  ] as const)('"%s" (%s) asks for %s', (label, accelerator, action) => {
    const { byLabel, click, actions } = menu('linux', true, 'de')
    expect(byLabel(label)?.accelerator).toBe(accelerator)
    click(label)
    expect(actions[action]).toHaveBeenCalledOnce()
  })

  it('says Electron’s roles in German, keeping the roles (and their shortcuts)', () => {
    const { all } = menu('win32', false, 'de')
    const roles = Object.fromEntries(all.filter((item) => item.role).map((i) => [i.role, i.label]))
    expect(roles).toMatchObject({
      undo: 'Rückgängig',
      copy: 'Kopieren',
      paste: 'Einfügen',
      selectAll: 'Alles auswählen',
      toggleDevTools: 'Entwicklertools ein/aus',
      quit: 'Beenden',
      help: '&Hilfe',
    })
    expect(all.filter((item) => item.role && item.label === undefined)).toEqual([])
  })

  it('names the app in macOS’s app menu, as macOS’s German does, and in the File menu elsewhere not', () => {
    const labelOf = (platform: NodeJS.Platform, role: string) =>
      menu(platform, true, 'de').all.find((item) => item.role === role)?.label
    expect([
      labelOf('darwin', 'hide'),
      labelOf('darwin', 'quit'),
      labelOf('win32', 'quit'),
    ]).toEqual(['Device Registry Admin ausblenden', 'Device Registry Admin beenden', 'Beenden'])
  })

  it('leaves the roles their own English labels in English', () => {
    const { all } = menu('win32', false, 'en')
    expect(all.filter((item) => item.role && item.label !== undefined)).toEqual([])
  })
})

describe('the menu’s language', () => {
  it.each([
    ['de', ['en-US'], 'de'],
    ['en', ['de-AT'], 'en'],
    ['system', ['de-AT', 'en-GB'], 'de'],
    ['system', ['fr-FR', 'de_CH'], 'de'],
    ['system', ['fr-FR'], 'en'],
    ['system', [], 'en'],
  ] as const)(
    'for the choice %s with the system preferring %j is %s',
    (choice, system, language) => {
      expect(menuLanguage(choice, system)).toBe(language)
    },
  )
})

describe('the window telling main its language', () => {
  it('shows the menu in it where there is one, and says which', async () => {
    const shown: string[] = []
    const core = await testCore({
      setMenuLanguage: (choice) => {
        const language = menuLanguage(choice, ['de-DE'])
        shown.push(language)
        return language
      },
    })
    expect(await call(core.dispatch, 'setMenuLanguage', { choice: 'system' })).toEqual({
      language: 'de',
    })
    expect(await call(core.dispatch, 'setMenuLanguage', { choice: 'en' })).toEqual({
      language: 'en',
    })
    expect(shown).toEqual(['de', 'en'])
  })

  it('has no menu to change in the browser harness or the command line', async () => {
    const core = await testCore()
    expect(await call(core.dispatch, 'setMenuLanguage', { choice: 'de' })).toEqual({
      language: null,
    })
  })
})
