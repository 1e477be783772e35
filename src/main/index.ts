import { app, dialog, type BrowserWindow } from 'electron'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { APP_ORIGIN } from './app-protocol-path.ts'
import { registerAppScheme, serveRenderer } from './app-protocol.ts'
import { createAppCore } from './core.ts'
import { createKeychainStore } from './credentials/keychain-store.ts'
import { utilityEmbeddedService } from './embedded/utility-service.ts'
import { registerIpc } from './ipc/register.ts'
import { originOf } from './ipc/trusted-sender.ts'
import { embeddedDataDir, KEYCHAIN_SERVICE } from './paths.ts'
import { lockDownWebContents } from './security.ts'
import { createMainWindow } from './window.ts'

const outDir = path.dirname(fileURLToPath(import.meta.url))
// electron-vite's dev server URL; ignored in a packaged app.
const devUrl = !app.isPackaged ? process.env['ELECTRON_RENDERER_URL'] : undefined
const startUrl = devUrl ?? `${APP_ORIGIN}/index.html`
const appOrigin = originOf(startUrl) ?? APP_ORIGIN
const log = (line: string) => console.log(line)

registerAppScheme()
// One instance: a second would share profiles.json and the embedded service's database.
const primary = app.requestSingleInstanceLock()
let mainWindow: BrowserWindow | null = null

async function start(): Promise<void> {
  lockDownWebContents(appOrigin)
  serveRenderer(path.join(outDir, '../renderer'))
  const configDir = app.getPath('userData')
  const core = await createAppCore({
    configDir,
    credentials: createKeychainStore(KEYCHAIN_SERVICE),
    embedded: utilityEmbeddedService({
      hostPath: path.join(outDir, 'mock-server-host.js'),
      dataDir: embeddedDataDir(configDir),
      log,
    }),
    appName: app.getName(),
    appVersion: app.getVersion(),
    log,
  })
  registerIpc(core.dispatch, appOrigin)
  mainWindow = createMainWindow(startUrl, path.join(outDir, '../preload/index.cjs'))

  // Stop the embedded service before quitting, once.
  let closed = false
  app.on('before-quit', (event) => {
    if (closed) return
    event.preventDefault()
    closed = true
    void core.close().finally(() => app.quit())
  })
}

if (!primary) {
  app.quit()
} else {
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      // Nothing the person can do in the window: say what failed (never a secret) and quit.
      dialog.showErrorBox(
        'Device Registry Admin cannot start',
        error instanceof Error ? error.message : String(error),
      )
      app.quit()
    })
  app.on('second-instance', () => {
    if (mainWindow?.isMinimized()) mainWindow.restore()
    mainWindow?.focus()
  })
  app.on('window-all-closed', () => app.quit())
}
