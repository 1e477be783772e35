import type { MenuItemConstructorOptions } from 'electron'

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
  actions: MenuActions
}

const separator: MenuItemConstructorOptions = { type: 'separator' }

/** The application menu, built as data so that it is tested without Electron. */
export function buildMenuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const { appName, actions } = options
  const mac = options.platform === 'darwin'
  const about: MenuItemConstructorOptions = mac
    ? { role: 'about', label: `About ${appName}` }
    : { label: `About ${appName}`, click: () => actions.showAbout() }

  const appMenu: MenuItemConstructorOptions[] = mac
    ? [
        {
          label: appName,
          submenu: [
            about,
            separator,
            { role: 'services' },
            separator,
            { role: 'hide' },
            { role: 'hideOthers' },
            { role: 'unhide' },
            separator,
            { role: 'quit' },
          ],
        },
      ]
    : []

  return [
    ...appMenu,
    { label: '&File', submenu: [mac ? { role: 'close' } : { role: 'quit' }] },
    {
      label: '&Edit',
      // The roles give text fields their clipboard shortcuts (on macOS only through the menu).
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        separator,
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    {
      label: '&Devices',
      submenu: [
        { label: 'Find Devices…', accelerator: 'CmdOrCtrl+F', click: () => actions.findDevices() },
        {
          label: 'Register a Device…',
          accelerator: 'CmdOrCtrl+N',
          click: () => actions.registerDevice(),
        },
      ],
    },
    {
      label: '&View',
      submenu: [
        { role: 'reload' },
        ...(options.isPackaged ? [] : [{ role: 'toggleDevTools' } as const]),
        separator,
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        separator,
        { role: 'togglefullscreen' },
      ],
    },
    mac
      ? { role: 'windowMenu' }
      : { label: '&Window', submenu: [{ role: 'minimize' }, { role: 'close' }] },
    {
      role: 'help',
      submenu: [
        { label: 'Open Logs Folder', click: () => actions.openLogsFolder() },
        { label: 'Open Data Folder', click: () => actions.openDataFolder() },
        ...(mac ? [] : [separator, about]),
      ],
    },
  ]
}
