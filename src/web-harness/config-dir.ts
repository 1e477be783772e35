import path from 'node:path'
import { defaultConfigDir } from '#core/paths.ts'

/**
 * Where the browser build keeps its profiles and the offline demo's data (its journal too) without
 * --config-dir: a folder of its own inside the app's user data folder, the same on every start. Its
 * own, so the app and the browser build never run one embedded database at once.
 */
export function browserConfigDir(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const join = platform === 'win32' ? path.win32.join : path.posix.join
  return join(defaultConfigDir(platform, env), 'browser')
}
