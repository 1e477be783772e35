import path from 'node:path'
import type { UpdateSummary } from '#shared/ipc/updates.ts'
import { APP_PRODUCT_NAME } from '../paths.ts'
import { updateSummary } from './update-summary.ts'

/** How this copy of the app can be updated, from how it was built and installed. */
export type UpdateSupport =
  | { mode: 'install' }
  /** Finds new versions and says so, but leaves installing them to the person (not code-signed). */
  | { mode: 'notify' }
  /** No self-update at all; `summary` says why, for About and the window. */
  | { mode: 'off'; summary: UpdateSummary }

export interface InstallFacts {
  platform: NodeJS.Platform
  isPackaged: boolean
  /** package.json `codeSigned` in the package: set by the build (scripts/with-signing-env.ts). */
  codeSigned: boolean
  /** The app's executable and its resources folder (process.execPath, process.resourcesPath). */
  execPath: string
  resourcesPath: string
  env: Record<string, string | undefined>
  exists(file: string): boolean
  /** Reads a small file, or null when there is none. */
  readText(file: string): string | null
}

/** electron-builder's NSIS installer puts its uninstaller beside the executable; the MSI does not. */
export const NSIS_UNINSTALLER = `Uninstall ${APP_PRODUCT_NAME}.exe`

/**
 * Self-update needs an installer electron-updater can replace (NSIS on Windows, the .app on macOS, an
 * AppImage or a .deb on Linux), the feed the build wrote (resources/app-update.yml), and on macOS and
 * Windows a code signature: electron-updater installs only signed updates there, so an unsigned build
 * only tells of a new version.
 */
export function updateSupport(facts: InstallFacts): UpdateSupport {
  const off = (summary: UpdateSummary): UpdateSupport => ({ mode: 'off', summary })
  if (!facts.isPackaged) return off(updateSummary.devBuild())
  if (!facts.exists(path.join(facts.resourcesPath, 'app-update.yml')))
    return off(updateSummary.noFeed())
  const signed: UpdateSupport = facts.codeSigned ? { mode: 'install' } : { mode: 'notify' }
  if (facts.platform === 'win32') {
    const dir = path.win32.dirname(facts.execPath)
    return !facts.exists(path.win32.join(dir, NSIS_UNINSTALLER))
      ? off(updateSummary.notNsis())
      : signed
  }
  if (facts.platform === 'darwin') return signed
  const packageType = facts.readText(path.join(facts.resourcesPath, 'package-type'))?.trim()
  if (facts.env['APPIMAGE'] || packageType === 'deb') return { mode: 'install' }
  return off(updateSummary.otherInstall())
}
