import { coded } from '#shared/coded-text.ts'
import type { AppUpdater, UpdateDownloadedEvent, UpdateInfo } from 'electron-updater'
import type { ErrorText } from '#shared/error-texts.ts'
import { UserFacingError } from '#shared/errors.ts'
import type { UpdateStatus, UpdateSummary } from '#shared/ipc/updates.ts'
import type { LogLevel } from '#shared/log-line.ts'
import type { UpdatePolicy } from './policy.ts'
import { releaseNotesText } from './release-notes.ts'
import { updateSummary } from './update-summary.ts'
import type { UpdateSupport } from './update-support.ts'

/** What the service uses of electron-updater's autoUpdater (tests hand in one built on a local feed). */
export type Updater = Pick<
  AppUpdater,
  'autoDownload' | 'autoInstallOnAppQuit' | 'checkForUpdates' | 'quitAndInstall' | 'on'
>

export const CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000

/** Asked to restart to update with no update downloaded (or with updates off). */
export const NOT_READY: ErrorText = coded('errors.profile.update-not-ready')

export interface UpdateServiceOptions {
  /** Made (and loaded) only when updates are on: a policy that turns them off keeps it from even loading. */
  updater(): Updater | Promise<Updater>
  currentVersion: string
  policy: UpdatePolicy
  support: UpdateSupport
  /** True while an import is being sent: "Restart to update" waits for it. */
  isBusy(): boolean
  /** Every change of status (the window's event, the About panel). */
  onStatus(status: UpdateStatus): void
  /** Opens the release page of a version, where an unsigned build's person downloads it. */
  openReleasePage?(version: string): Promise<void>
  log(line: string, level?: LogLevel): void
  intervalMs?: number
}

export interface UpdateService {
  /** Checks now, then every few hours (unless turned off). */
  start(): Promise<void>
  stop(): void
  check(): Promise<void>
  status(): UpdateStatus
  /** Quits, installs the downloaded version and starts it: only when asked, never during an import. */
  restart(): { restarting: true }
  openReleasePage(): Promise<{ opened: boolean }>
}

/** The first line of what went wrong, without electron-updater's stacks and XML. */
const shortError = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200)

export function createUpdateService(options: UpdateServiceOptions): UpdateService {
  const { support, policy } = options
  let updater: Updater | undefined
  const interval = options.intervalMs ?? CHECK_INTERVAL_MS
  let timer: ReturnType<typeof setInterval> | undefined
  let checked = false
  let failure = ''

  function summary(state: UpdateStatus['state'], update: UpdateStatus['update']): UpdateSummary {
    if (policy.disabled)
      return policy.by === 'organisation'
        ? updateSummary.managed()
        : updateSummary.turnedOff(policy.source)
    if (support.mode === 'off') return support.summary
    const version = update?.version ?? ''
    switch (state) {
      case 'checking':
        return updateSummary.checking()
      case 'downloading':
        return updateSummary.downloading(version, update?.percent ?? 0)
      case 'ready':
        return updateSummary.ready(version)
      case 'available':
        return updateSummary.available(version)
      case 'failed':
        return updateSummary.failed(failure, interval)
      default:
        if (support.mode === 'notify') return updateSummary.byHand(interval)
        return checked ? updateSummary.latest() : updateSummary.automatic()
    }
  }

  const off = policy.disabled || support.mode === 'off'
  let current: UpdateStatus = {
    currentVersion: options.currentVersion,
    state: off ? 'off' : 'idle',
    summary: updateSummary.automatic(),
    managed: policy.disabled && policy.by === 'organisation',
    update: null,
  }
  current.summary = summary(current.state, null)

  function set(state: UpdateStatus['state'], update: UpdateStatus['update'] = current.update) {
    current = { ...current, state, update, summary: summary(state, update) }
    options.onStatus(current)
  }
  const found = (info: UpdateInfo, percent?: number) => ({
    version: info.version,
    notes: releaseNotesText(info.releaseNotes),
    ...(percent === undefined ? {} : { percent }),
  })

  function listen(updater: Updater) {
    // A version already found stays on screen while the next check runs.
    updater.on('checking-for-update', () => {
      if (current.state === 'idle' || current.state === 'failed') set('checking')
    })
    updater.on('update-not-available', () => {
      checked = true
      set('idle', null)
    })
    updater.on('update-available', (info) => {
      options.log(`update: version ${info.version} found`)
      set(support.mode === 'install' ? 'downloading' : 'available', found(info, 0))
    })
    updater.on('download-progress', (progress) => {
      const percent = Math.min(100, Math.floor(progress.percent))
      if (current.state === 'downloading' && current.update && percent !== current.update.percent)
        set('downloading', { ...current.update, percent })
    })
    updater.on('update-downloaded', (event: UpdateDownloadedEvent) => {
      options.log(`update: version ${event.version} downloaded, installed on restart or quit`)
      set('ready', found(event))
    })
    updater.on('error', (error) => {
      failure = shortError(error)
      options.log(`update failed: ${error.stack ?? error.message}`, 'warn')
      set('failed', current.state === 'ready' ? current.update : null)
    })
  }

  async function check() {
    // A download under way or done is not started again; a newer release is found after the restart.
    if (!updater || current.state === 'downloading' || current.state === 'ready') return
    try {
      const result = await updater.checkForUpdates()
      // A failed download is reported through the error event, like a failed check.
      result?.downloadPromise?.catch(() => {})
    } catch {
      // Reported through the error event.
    }
  }

  return {
    async start() {
      for (const note of policy.notes) options.log(`update policy: ${note}`, 'warn')
      options.log(current.summary.message)
      if (off) return
      updater = await options.updater()
      updater.autoDownload = support.mode === 'install'
      updater.autoInstallOnAppQuit = support.mode === 'install'
      listen(updater)
      timer = setInterval(() => void check(), interval)
      timer.unref?.()
      await check()
    },
    stop() {
      clearInterval(timer)
    },
    check,
    status: () => current,
    restart() {
      if (current.state !== 'ready' || !updater) throw new UserFacingError('not_found', NOT_READY)
      if (options.isBusy())
        throw new UserFacingError('busy', coded('errors.profile.update-import-busy'))
      options.log(`update: restarting to install version ${current.update?.version}`)
      // Silent: the installer does not ask again what the person already chose; the app starts after it.
      updater.quitAndInstall(true, true)
      return { restarting: true }
    },
    async openReleasePage() {
      const version = current.update?.version
      if (current.state !== 'available' || !version || !options.openReleasePage)
        return { opened: false }
      await options.openReleasePage(version)
      return { opened: true }
    },
  }
}
