// Electron only: electron-updater's autoUpdater behind the update service (plain Node, tested).
import { app, shell } from 'electron'
import { existsSync, readFileSync } from 'node:fs'
import type { UpdateStatus } from '#shared/ipc/updates.ts'
import type { LogLevel } from '#shared/log-line.ts'
import { execRunner } from '#core/detect/command-runner.ts'
import { readAppManifest, releasePageUrl } from '#core/updates/app-manifest.ts'
import { readUpdatePolicy } from '#core/updates/policy.ts'
import { createUpdateService, type UpdateService } from '#core/updates/update-service.ts'
import { updateSupport } from '#core/updates/update-support.ts'

export interface DesktopUpdatesOptions {
  isBusy(): boolean
  onStatus(status: UpdateStatus): void
  log(line: string, level?: LogLevel): void
}

/** Reads the policy and how this copy was installed, then makes the service (started by the caller). */
export async function desktopUpdates(options: DesktopUpdatesOptions): Promise<UpdateService> {
  const policy = await readUpdatePolicy({
    platform: process.platform,
    env: process.env,
    run: execRunner(5_000),
  })
  const manifest = readAppManifest(app.getAppPath())
  const support = updateSupport({
    platform: process.platform,
    isPackaged: app.isPackaged,
    codeSigned: manifest.codeSigned,
    execPath: process.execPath,
    resourcesPath: process.resourcesPath,
    env: process.env,
    exists: existsSync,
    readText: (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null),
  })
  return createUpdateService({
    ...options,
    currentVersion: app.getVersion(),
    policy,
    support,
    // Loaded only when updates are on (its own chunk, off the start-up path).
    updater: async () => {
      const { autoUpdater } = (await import('electron-updater')).default
      // Its errors reach the service's error listener, which logs them once.
      autoUpdater.logger = {
        info: (message?: unknown) => options.log(`updater: ${String(message)}`),
        warn: (message?: unknown) => options.log(`updater: ${String(message)}`, 'warn'),
        error: () => {},
      }
      return autoUpdater
    },
    openReleasePage: async (version) => {
      const url = manifest.gitHubRepository && releasePageUrl(manifest.gitHubRepository, version)
      if (url) await shell.openExternal(url)
    },
  })
}
