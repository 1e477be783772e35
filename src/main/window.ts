import { BrowserWindow, screen, type RenderProcessGoneDetails } from 'electron'
import path from 'node:path'
import {
  MIN_SIZE,
  placeWindow,
  readWindowState,
  writeWindowState,
} from '#core/desktop/window-state.ts'

export interface MainWindowOptions {
  startUrl: string
  preloadPath: string
  /** window-state.json lives here: the size and place the window opens at, as it last closed. */
  stateDir: string
  /** The page's process is gone (crashed, killed, out of memory): tell the person. */
  onGone: (window: BrowserWindow, details: RenderProcessGoneDetails) => void
  log: (line: string) => void
}

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const workAreas = screen.getAllDisplays().map((display) => display.workArea)
  const { bounds, maximized } = placeWindow(readWindowState(options.stateDir), workAreas)
  const window = new BrowserWindow({
    ...bounds,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    show: false,
    title: 'Device Registry Admin',
    webPreferences: {
      preload: path.resolve(options.preloadPath),
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      spellcheck: false,
    },
  })
  window.once('ready-to-show', () => {
    if (maximized) window.maximize()
    window.show()
  })
  window.on('close', () => {
    try {
      writeWindowState(options.stateDir, {
        ...window.getNormalBounds(),
        maximized: window.isMaximized(),
      })
    } catch (error) {
      options.log(
        `window state not saved: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
  })
  window.webContents.on('render-process-gone', (_event, details) => options.onGone(window, details))
  void window.loadURL(options.startUrl)
  return window
}
