import type { ImportEncoding, ImportFile } from '#shared/ipc/import.ts'
import type { Result } from '#shared/ipc/result.ts'
import type { LogLevel } from '#shared/log-line.ts'
import type { IpcHandlers, IpcInput, IpcOutput } from '#shared/ipc/contract.ts'
import { createImport, type ChooseFile, type SaveFile } from './import/import-handlers.ts'
import type { CredentialStore } from './credentials/credential-store.ts'
import { demoAccountAdminKey } from './embedded/demo-seed.ts'
import type { EmbeddedService } from './embedded/embedded-service.ts'
import type { Detector } from './detect/detect.ts'
import { createHandlers } from './handlers.ts'
import { createJournal } from './journal/journal.ts'
import type { Finished } from './journal/journal-store.ts'
import { createRegistry } from './registry/registry.ts'
import { createDispatch, type Dispatch } from './ipc/dispatch.ts'
import { createEventEmitter, type EmitEvent } from './ipc/events.ts'
import { createProfileFileStore, type ProfileFileStore } from './profiles/file-store.ts'
import { createProfileService } from './profiles/profile-service.ts'
import { createRedactor, type Redactor } from './session/redactor.ts'
import { redactError } from './session/redact-error.ts'
import { createSecrets } from './session/secrets.ts'
import { createSessionManager } from './session/session-manager.ts'
import { watchConnection, type WatchOptions } from './session/watch.ts'
import type { UpdateService } from './updates/update-service.ts'

export type { EmbeddedService } from './embedded/embedded-service.ts'
export type { CredentialStore } from './credentials/credential-store.ts'
export type { Dispatch } from './ipc/dispatch.ts'

export interface AppCoreOptions {
  /** profiles.json lives here; the embedded service's data dir is <configDir>/mock-server. */
  configDir: string
  /** Where profiles are kept; default: profiles.json in configDir. */
  profileStore?: ProfileFileStore
  credentials: CredentialStore
  embedded: EmbeddedService
  appName: string
  appVersion: string
  /** Receives redacted lines only. */
  log?: (line: string, level?: LogLevel) => void
  /** Masks every secret this process handled; share it with the process's other log writers. */
  redactor?: Redactor
  /** Events to the window (progress, notices); default: parsed, then dropped (no window). */
  emit?: EmitEvent
  /** Detection on this PC (default: this machine); the web harness may hand in a fixture-backed one. */
  detector?: Detector
  /** Electron's save dialog; without it the window saves files as downloads. */
  saveFile?: SaveFile
  /** Electron's open dialog for import files (main then knows the path and can read it again). */
  chooseFile?: ChooseFile
  /** Request timeout and retry pacing; tests shorten them. */
  http?: { timeoutMs?: number; retries?: number; backoffMs?: number }
  /** Check the active profile's service while the app is open, telling the window what changed. */
  watchConnection?: WatchOptions
  /** Self-update (the desktop app); elsewhere the update methods say updates are off. */
  updates?: UpdateService
  /** The native menu in the window's language (the desktop app); elsewhere there is no menu. */
  setMenuLanguage?: (
    choice: IpcInput<'setMenuLanguage'>['choice'],
  ) => NonNullable<IpcOutput<'setMenuLanguage'>['language']>
  /** Which program makes the changes, for the activity journal (default: the desktop app). */
  surface?: 'app' | 'web' | 'cli'
}

export interface AppCore {
  handlers: IpcHandlers
  dispatch: Dispatch
  /** Opens an import file on this machine, streamed (command line, benchmark; never the window's). */
  openImportFile(path: string, encoding?: ImportEncoding): Promise<ImportFile>
  /** Opens an import from a stream (the command line's standard input), named `fileName` in reports. */
  openImportStream(
    fileName: string,
    chunks: AsyncIterable<Uint8Array>,
    encoding?: ImportEncoding,
  ): Promise<ImportFile>
  /** True while an import is being sent (no restart to update then). */
  isSending(): boolean
  /**
   * Ends the server sessions this process opened, stops the embedded service if it was started, and
   * closes the journal: what it could not write, and what it said, for the command line to say.
   */
  close(): Promise<Finished>
}

/** The main process without Electron: profiles, keychain, sessions and the admin client behind the handler table. */
export async function createAppCore(options: AppCoreOptions): Promise<AppCore> {
  const redactor = options.redactor ?? createRedactor()
  const log = (line: string, level: LogLevel = 'info') =>
    options.log?.(redactor.redact(line), level)
  const profiles = createProfileService(
    options.profileStore ?? createProfileFileStore(options.configDir),
  )
  const { notice } = await profiles.state() // first start writes the default; a corrupt file is set aside now
  if (notice) log(notice.message)
  const secrets = createSecrets(options.credentials, redactor)
  const emit = options.emit ?? createEventEmitter(() => {})
  const userAgent = `${options.appName}/${options.appVersion}`
  const session = createSessionManager({
    profiles,
    secrets,
    redactor,
    embedded: options.embedded,
    demoApiKey: async () => demoAccountAdminKey(),
    log,
    http: { userAgent, ...options.http },
    onChange: (state) => emit('session', state),
  })
  // The journal lives beside profiles.json; entries name the profile and account they belong to.
  const journal = createJournal({
    dir: options.configDir,
    surface: options.surface ?? 'app',
    log: (line) => log(line, 'warn'),
  })
  const registry = createRegistry({ session, profiles, journal })
  const importer = createImport({
    session,
    emit,
    saveFile: options.saveFile,
    chooseFile: options.chooseFile,
    registry,
    configDir: options.configDir,
    log: (line) => log(line, 'warn'),
  })
  const handlers = createHandlers({
    ...options,
    userAgent,
    profiles,
    session,
    secrets,
    redactor,
    emit,
    log,
    importer,
    registry,
  })
  const watch =
    options.watchConnection &&
    watchConnection(async () => {
      const state = await session.checkConnection()
      return state.connection?.state !== 'unreachable'
    }, options.watchConnection)
  const inner = createDispatch(handlers, (method, error) => {
    log(
      `IPC ${method} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      'error',
    )
  })

  // Messages are written without secrets; masking what this process has seen is the second guard.
  const dispatch: Dispatch = async (method, input) => {
    const result: Result<unknown> = await inner(method, input)
    if (result.ok) return result
    return { ok: false, error: redactError(redactor, result.error) }
  }

  return {
    handlers,
    dispatch,
    openImportFile: importer.openPath,
    openImportStream: importer.openStream,
    isSending: importer.isSending,
    close: async () => {
      if (watch) watch.stop()
      await session.endSessions()
      await options.embedded.stop()
      return journal.close()
    },
  }
}
