import type { MenuItemConstructorOptions } from 'electron'
import { MENU_LABELS, type MenuLanguage } from './menu-labels.ts'

/** What the menu's own items do; everything else is an Electron role. */
export interface MenuActions {
  findDevices(): void
  registerDevice(): void
  showAbout(): void
  openLogsFolder(): void
  openDataFolder(): void
}

export interface MenuOptions {
  appName: string
  platform: NodeJS.Platform
  /** Developer tools only in a build that is not packaged. */
  isPackaged: boolean
  /** The window's language: the menu's labels, Electron's roles' too (menu-labels.ts). */
  language: MenuLanguage
  actions: MenuActions
}

type Role = NonNullable<MenuItemConstructorOptions['role']>

const separator: MenuItemConstructorOptions = { type: 'separator' }

/** The application menu in the window's language, built as data so that it is tested without Electron. */
export function buildMenuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const { appName, actions } = options
  const label = MENU_LABELS[options.language]
  /** An item Electron gives its work (and shortcut) by role, in the menu's language. */
  const role = (name: Role, labels = label.roles): MenuItemConstructorOptions => {
    const text = labels[name] ?? label.roles[name]
    return text === undefined ? { role: name } : { role: name, label: text }
  }
  const mac = options.platform === 'darwin'
  const about: MenuItemConstructorOptions = mac
    ? { role: 'about', label: label.about(appName) }
    : { label: label.about(appName), click: () => actions.showAbout() }

  const appRoles = label.appRoles(appName)
  const appMenu: MenuItemConstructorOptions[] = mac
    ? [
        {
          label: appName,
          submenu: [
            about,
            separator,
            role('services'),
            separator,
            role('hide', appRoles),
            role('hideOthers'),
            role('unhide'),
            separator,
            role('quit', appRoles),
          ],
        },
      ]
    : []

  return [
    ...appMenu,
    { label: label.file, submenu: [mac ? role('close') : role('quit')] },
    {
      label: label.edit,
      // The roles give text fields their clipboard shortcuts (on macOS only through the menu).
      submenu: [
        role('undo'),
        role('redo'),
        separator,
        role('cut'),
        role('copy'),
        role('paste'),
        role('selectAll'),
      ],
    },
    {
      label: label.devices,
      submenu: [
        {
          label: label.findDevices,
          accelerator: 'CmdOrCtrl+F',
          click: () => actions.findDevices(),
        },
        {
          label: label.registerDevice,
          accelerator: 'CmdOrCtrl+N',
          click: () => actions.registerDevice(),
        },
      ],
    },
    {
      label: label.view,
      submenu: [
        role('reload'),
        ...(options.isPackaged ? [] : [role('toggleDevTools')]),
        separator,
        role('resetZoom'),
        role('zoomIn'),
        role('zoomOut'),
        separator,
        role('togglefullscreen'),
      ],
    },
    mac ? role('windowMenu') : { label: label.window, submenu: [role('minimize'), role('close')] },
    {
      ...role('help'),
      submenu: [
        { label: label.openLogsFolder, click: () => actions.openLogsFolder() },
        { label: label.openDataFolder, click: () => actions.openDataFolder() },
        ...(mac ? [] : [separator, about]),
      ],
    },
  ]
}
