import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { buildMenuTemplate, type MenuActions } from '#main/menu.ts'

function menu(platform: NodeJS.Platform, isPackaged = true) {
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
