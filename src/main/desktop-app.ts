import { app, BrowserWindow, dialog, shell } from 'electron'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensurePrivateDir } from '#node-support/private-files.ts'
import { ipcEventChannel } from '#shared/ipc/event-names.ts'
import { APP_ORIGIN } from '#core/desktop/app-protocol-path.ts'
import { registerAppScheme, serveRenderer } from './app-protocol.ts'
import { createAppCore } from '#core/core.ts'
import { createKeychainStore } from '#core/credentials/keychain-store.ts'
import { utilityEmbeddedService } from './embedded/utility-service.ts'
import { createEventEmitter } from '#core/ipc/events.ts'
import { registerIpc } from './ipc/register.ts'
import { originOf } from '#core/ipc/trusted-sender.ts'
import { openAppLog } from '#core/logging/app-log.ts'
import { aboutPanelOptions } from './about-panel.ts'
import { showAppMenu } from './menu.ts'
import { menuLanguage, type MenuLanguage, type MenuLanguageChoice } from './menu-labels.ts'
import { windowGoneNotice } from './notices.ts'
import { embeddedDataDir, KEYCHAIN_SERVICE } from '#core/paths.ts'
import { lockDownWebContents } from './security.ts'
import { chooseWithDialog } from './open-dialog.ts'
import { saveWithDialog } from './save-dialog.ts'
import { createRedactor } from '#core/session/redactor.ts'
import { DEFAULT_WATCH } from '#core/session/watch.ts'
import { desktopUpdates } from './updates/desktop-updates.ts'
import { createMainWindow } from './window.ts'

const outDir = path.dirname(fileURLToPath(import.meta.url))
// electron-vite's dev server URL; ignored in a packaged app.
const devUrl = !app.isPackaged ? process.env['ELECTRON_RENDERER_URL'] : undefined
const startUrl = devUrl ?? `${APP_ORIGIN}/index.html`
const appOrigin = originOf(startUrl) ?? APP_ORIGIN
const errorText = (error: unknown) =>
  error instanceof Error ? (error.stack ?? error.message) : String(error)

async function start(): Promise<BrowserWindow> {
  const configDir = app.getPath('userData')
  const logsDir = app.getPath('logs')
  ensurePrivateDir(configDir)
  const redactor = createRedactor()
  const appLog = openAppLog({ dir: logsDir, redactor, console: !app.isPackaged })
  const { logger } = appLog
  const log = (line: string) => logger.write('info', 'main', line)
  log(
    `${app.getName()} ${app.getVersion()} starts (Electron ${process.versions.electron}, ${process.platform})`,
  )
  process.on('uncaughtExceptionMonitor', (error) => logger.write('error', 'main', errorText(error)))
  process.on('unhandledRejection', (reason) => logger.write('error', 'main', errorText(reason)))

  lockDownWebContents(appOrigin)
  serveRenderer(path.join(outDir, '../renderer'))
  const emit = createEventEmitter((event, payload) => {
    for (const window of BrowserWindow.getAllWindows())
      window.webContents.send(ipcEventChannel(event), payload)
  })
  let importSending = () => false
  const updates = await desktopUpdates({
    isBusy: () => importSending(),
    onStatus: (status) => {
      emit('updateStatus', status)
      app.setAboutPanelOptions(
        aboutPanelOptions(app.getName(), app.getVersion(), status.summary.message),
      )
    },
    log: (line, level = 'info') => logger.write(level, 'main', line),
  })
  // Set once the window and its actions exist (below); the window tells its language choice after that.
  let showMenu: (choice: MenuLanguageChoice) => MenuLanguage = () => 'en'
  const core = await createAppCore({
    setMenuLanguage: (choice) => showMenu(choice),
    configDir,
    credentials: createKeychainStore(KEYCHAIN_SERVICE),
    embedded: utilityEmbeddedService({
      hostPath: path.join(outDir, 'mock-server-host.js'),
      dataDir: embeddedDataDir(configDir),
      log: (line) => logger.write('warn', 'main', line),
      serviceLog: (level, message) => logger.write(level, 'service', message),
      onStatus: (status) => emit('embeddedService', status),
    }),
    appName: app.getName(),
    appVersion: app.getVersion(),
    redactor,
    emit,
    saveFile: saveWithDialog,
    chooseFile: chooseWithDialog,
    log: (line, level = 'info') => logger.write(level, 'main', line),
    watchConnection: DEFAULT_WATCH,
    updates,
  })
  importSending = core.isSending
  registerIpc(core.dispatch, appOrigin)

  const mainWindow = createMainWindow({
    startUrl,
    preloadPath: path.join(outDir, '../preload/index.cjs'),
    stateDir: configDir,
    log,
    onGone: (window, details) => {
      logger.write(
        'error',
        'main',
        `window content gone: ${details.reason} (exit code ${details.exitCode})`,
      )
      const notice = windowGoneNotice(details)
      if (!notice || window.isDestroyed()) return
      void dialog
        .showMessageBox(window, {
          type: 'error',
          ...notice,
          buttons: ['Reload', 'Quit'],
          cancelId: 1,
        })
        .then(({ response }) => (response === 0 ? window.webContents.reload() : app.quit()))
    },
  })
  app.setAboutPanelOptions(
    aboutPanelOptions(app.getName(), app.getVersion(), updates.status().summary.message),
  )
  void updates.start()
  showMenu = (choice: MenuLanguageChoice) => {
    const language = menuLanguage(choice, app.getPreferredSystemLanguages())
    showAppMenu({
      appName: app.getName(),
      platform: process.platform,
      isPackaged: app.isPackaged,
      language,
      actions: {
        findDevices: () => emit('menuCommand', { command: 'findDevices' }),
        registerDevice: () => emit('menuCommand', { command: 'registerDevice' }),
        showAbout: () => app.showAboutPanel(),
        openLogsFolder: () => void shell.openPath(logsDir),
        openDataFolder: () => void shell.openPath(configDir),
      },
    })
    return language
  }
  // In the system's language until the window tells its choice.
  showMenu('system')

  // Stop the embedded service (ending server sessions first) before quitting, once.
  let closed = false
  app.on('before-quit', (event) => {
    if (closed) return
    event.preventDefault()
    closed = true
    updates.stop()
    void core.close().finally(() => {
      log('quits')
      appLog.close()
      app.quit()
    })
  })
  return mainWindow
}

/** The desktop app: one instance, one window, the embedded service, the menu and the log. */
export function startDesktopApp(): void {
  registerAppScheme()
  // One instance: a second would share profiles.json and the embedded service's database.
  if (!app.requestSingleInstanceLock()) {
    app.quit()
    return
  }
  let mainWindow: BrowserWindow | null = null
  app
    .whenReady()
    .then(start)
    .then((window) => (mainWindow = window))
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
