import { homedir } from 'node:os'
import { join } from 'node:path'

const APP_DIR = join('device-registry-admin', 'mock-server')

/** The user's data directory, per platform, plus device-registry-admin/mock-server. */
export function defaultDataDir(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
  home: string = homedir(),
): string {
  if (platform === 'win32') return join(env.APPDATA || join(home, 'AppData', 'Roaming'), APP_DIR)
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', APP_DIR)
  return join(env.XDG_DATA_HOME || join(home, '.local', 'share'), APP_DIR)
}
