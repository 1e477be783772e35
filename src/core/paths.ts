import os from 'node:os'
import path from 'node:path'

/** The product name Electron uses for the user data folder (package.json productName). */
export const APP_PRODUCT_NAME = 'Device Registry Admin'
/** electron-builder.yml appId: the macOS bundle id, which names its managed preferences. */
export const APP_ID = 'io.github.device-registry-admin.app'

/**
 * The folder Electron's app.getPath('userData') gives this app: <appData>/<productName>, where appData
 * is %APPDATA% on Windows, ~/Library/Application Support on macOS and $XDG_CONFIG_HOME or ~/.config
 * elsewhere. The app and the command line share profiles through it.
 */
export function defaultConfigDir(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
  home: string = os.homedir(),
): string {
  const join = platform === 'win32' ? path.win32.join : path.posix.join
  let appData: string
  if (platform === 'win32') appData = env['APPDATA'] || join(home, 'AppData', 'Roaming')
  else if (platform === 'darwin') appData = join(home, 'Library', 'Application Support')
  else appData = env['XDG_CONFIG_HOME'] || join(home, '.config')
  return join(appData, APP_PRODUCT_NAME)
}

/** Where the embedded service keeps its database, inside the config folder. */
export function embeddedDataDir(configDir: string): string {
  return path.join(configDir, 'mock-server')
}

/** The keychain service name of the app and the command line (tests use their own). */
export const KEYCHAIN_SERVICE = APP_PRODUCT_NAME
