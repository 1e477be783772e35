import { BrowserWindow, dialog } from 'electron'
import { writeFile } from 'node:fs/promises'
import { basename } from 'node:path'
import type { SaveFile } from '#core/import/import-handlers.ts'
import { fileText } from '#core/import/export.ts'

/** The desktop app's save dialog: the person picks where; the window never names a path. */
export const saveWithDialog: SaveFile = async ({ suggestedName, content, kind }) => {
  const options = {
    defaultPath: basename(suggestedName),
    filters: [
      kind === 'csv'
        ? { name: 'CSV', extensions: ['csv'] }
        : { name: 'JSON', extensions: ['json'] },
    ],
  }
  const window = BrowserWindow.getFocusedWindow()
  const result = window
    ? await dialog.showSaveDialog(window, options)
    : await dialog.showSaveDialog(options)
  if (result.canceled || !result.filePath) return { outcome: 'cancelled' }
  await writeFile(result.filePath, fileText(content, kind))
  return { outcome: 'saved', path: result.filePath }
}
