import { app } from 'electron'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { APP_ORIGIN } from './app-protocol-path.ts'
import { registerAppScheme, serveRenderer } from './app-protocol.ts'
import { createHandlers } from './handlers.ts'
import { createDispatch } from './ipc/dispatch.ts'
import { registerIpc } from './ipc/register.ts'
import { originOf } from './ipc/trusted-sender.ts'
import { lockDownWebContents } from './security.ts'
import { createMainWindow } from './window.ts'

const outDir = path.dirname(fileURLToPath(import.meta.url))
// electron-vite's dev server URL; ignored in a packaged app.
const devUrl = !app.isPackaged ? process.env['ELECTRON_RENDERER_URL'] : undefined
const startUrl = devUrl ?? `${APP_ORIGIN}/index.html`
const appOrigin = originOf(startUrl) ?? APP_ORIGIN

registerAppScheme()
if (!app.requestSingleInstanceLock()) app.quit()

app.whenReady().then(() => {
  lockDownWebContents(appOrigin)
  serveRenderer(path.join(outDir, '../renderer'))
  const handlers = createHandlers({ appName: app.getName(), appVersion: app.getVersion() })
  registerIpc(
    createDispatch(handlers, (method, error) => console.error(`IPC ${method} failed:`, error)),
    appOrigin,
  )
  createMainWindow(startUrl, path.join(outDir, '../preload/index.cjs'))
})

app.on('window-all-closed', () => app.quit())
