import { BrowserWindow } from 'electron'
import path from 'node:path'

export function createMainWindow(startUrl: string, preloadPath: string): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'Device Registry Admin',
    webPreferences: {
      preload: path.resolve(preloadPath),
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      spellcheck: false,
    },
  })
  window.once('ready-to-show', () => window.show())
  void window.loadURL(startUrl)
  return window
}
