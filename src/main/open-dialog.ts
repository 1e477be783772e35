import { BrowserWindow, dialog } from 'electron'
import type { ChooseFile } from '#core/import/import-handlers.ts'
import { IMPORT_EXTENSIONS } from '#shared/import/file-types.ts'

/**
 * The desktop app's open dialog for import files: the person picks the file, main reads it from its path
 * (and reads it again for "Send again"); the window never names a path.
 */
export const chooseWithDialog: ChooseFile = async () => {
  const options: Electron.OpenDialogOptions = {
    properties: ['openFile'],
    filters: [
      { name: 'Lists (CSV, text, JSON) and Ekahau projects', extensions: [...IMPORT_EXTENSIONS] },
      { name: 'All files', extensions: ['*'] },
    ],
  }
  const window = BrowserWindow.getFocusedWindow()
  const result = window
    ? await dialog.showOpenDialog(window, options)
    : await dialog.showOpenDialog(options)
  return result.canceled ? null : (result.filePaths[0] ?? null)
}
