import { Menu } from 'electron'
import { buildMenuTemplate, type MenuOptions } from './menu-template.ts'

/** Shows the application menu (again, in another language): the template is built and tested apart. */
export function showAppMenu(options: MenuOptions): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(buildMenuTemplate(options)))
}
