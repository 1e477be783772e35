import { coded } from '#shared/coded-text.ts'
import { UserFacingError } from '#shared/errors.ts'
import type { IpcHandlers, IpcInput, IpcOutput } from '#shared/ipc/contract.ts'
import type { ProfilesState, ProfileSummary } from '#shared/ipc/session.ts'
import type { LogLevel } from '#shared/log-line.ts'
import type { Import } from './import/import-handlers.ts'
import type { Registry } from './registry/registry.ts'
import type { EmitEvent } from './ipc/events.ts'
import { machineDetector, type Detector } from './detect/detect.ts'
import { createDetectHandlers } from './detect/handlers.ts'
import { createSurveyHandlers, type SurveyMethods } from './survey/handlers.ts'
import { createMatchHandlers, type MatchMethods } from './match/handlers.ts'
import { originOf } from './ipc/trusted-sender.ts'
import type { ProfileService } from './profiles/profile-service.ts'
import type { Profile } from './profiles/schema.ts'
import type { SessionManager } from './session/session-manager.ts'
import type { Redactor } from './session/redactor.ts'
import type { Secrets } from './session/secrets.ts'
import { probeService } from './admin-client/probe.ts'
import { createApiKeyHandlers } from './api-keys/handlers.ts'
import { rendererErrorReport } from './desktop/renderer-error.ts'
import { createUpdateHandlers } from './updates/handlers.ts'
import type { UpdateService } from './updates/update-service.ts'

export interface HandlerDeps {
  appName: string
  appVersion: string
  /** Sent with every request to a service. */
  userAgent: string
  profiles: ProfileService
  session: SessionManager
  secrets: Secrets
  redactor: Redactor
  /** Events to the window, for handlers that report as they go (progress of long work). */
  emit: EmitEvent
  log: (line: string, level?: LogLevel) => void
  /** Detection on this PC; tests and the web harness may hand in a fixture-backed one. */
  detector?: Detector
  /** Import and export (src/core/import). */
  importer: Import
  /** Changing the registry and its activity journal (src/core/registry). */
  registry: Registry
  /** Self-update (the desktop app only). */
  updates?: UpdateService | undefined
  /** Shows the native menu in the window's language choice, and says which (the desktop app only). */
  setMenuLanguage?:
    | ((
        choice: IpcInput<'setMenuLanguage'>['choice'],
      ) => NonNullable<IpcOutput<'setMenuLanguage'>['language']>)
    | undefined
}

/** The handler table main registers: plain functions, no Electron, so tests call it directly. */
export function createHandlers(deps: HandlerDeps): IpcHandlers {
  const { profiles, session, secrets } = deps

  async function summary(profile: Profile): Promise<ProfileSummary> {
    const kind = profile.authMethod === 'apiKey' ? 'apiKey' : 'password'
    return { ...profile, hasStoredSecret: await secrets.has(profile.id, kind) }
  }

  async function profilesState(): Promise<ProfilesState> {
    const { file, notice } = await profiles.state()
    return {
      profiles: await Promise.all(file.profiles.map(summary)),
      activeProfileId: file.activeProfileId,
      notice,
    }
  }

  /** Secrets are deleted with their profile; a keychain that refuses is logged, not fatal. */
  async function forgetSecrets(profile: Profile): Promise<void> {
    session.forget(profile.id)
    await secrets.forget(profile.id).catch((error: unknown) => {
      deps.log(
        `profile "${profile.name}": stored secret not deleted: ${error instanceof Error ? error.message : 'unknown error'}`,
      )
    })
  }

  /** The profile's default account, unless the caller named one. */
  const scope = (accountId: string | undefined, profile: Profile) =>
    accountId ?? profile.defaultAccountId ?? undefined

  const handlers: Omit<IpcHandlers, 'detectDevices' | SurveyMethods | MatchMethods> = {
    getAppInfo: async () => ({ name: deps.appName, version: deps.appVersion }),

    listProfiles: profilesState,
    saveProfile: async (input) => {
      const { profile, previous } = await profiles.save(input)
      // A secret belongs to its service: a profile moved to another origin must not inherit it.
      if (previous) {
        // A URL broken by hand belongs to no origin: its secret is forgotten too.
        const from = originOf(previous.baseUrl ?? '')
        const moved = from === null || from !== originOf(profile.baseUrl ?? '')
        if (moved) await forgetSecrets(previous)
        else session.forget(profile.id)
      }
      return summary(profile)
    },
    removeProfile: async ({ id }) => {
      const { removed } = await profiles.remove(id)
      await forgetSecrets(removed)
      return profilesState()
    },
    useProfile: async ({ id }) => {
      await profiles.use(id)
      session.reconnect(id)
      return session.getSession()
    },

    getSession: () => session.getSession(),
    checkConnection: () => session.checkConnection(),
    testConnection: ({ baseUrl, allowInsecureHttp }) =>
      probeService(baseUrl, allowInsecureHttp, { userAgent: deps.userAgent }),
    signIn: (input) => session.signIn(input),
    signOut: ({ forgetSecret }) => session.signOut(forgetSecret),
    resetDemo: async () => {
      const state = await session.resetDemo()
      deps.registry.afterReset(state.profileId, state.principal, 'profiles')
      return state
    },

    listAccounts: () =>
      session.authorized(async ({ client, credentials }) => {
        const result = await client.listAccounts(credentials)
        return { supported: result !== null, accounts: result?.accounts ?? [] }
      }),
    listLocations: ({ accountId }) =>
      session.authorized(async ({ client, credentials, profile }) => {
        const result = await client.listLocations(credentials, scope(accountId, profile))
        return {
          supported: result !== null,
          hierarchy: result?.hierarchy ?? false,
          locations: result?.locations ?? [],
        }
      }),
    listApiKeys: async ({ tenantId, accountId }) => {
      if (tenantId && accountId) {
        const text = coded('errors.import.api-keys-tenant-and-account')
        throw new UserFacingError('validation_failed', text, [
          { path: 'accountId', message: text.message },
        ])
      }
      return session.authorized(async ({ client, credentials }) => {
        const result = await client.listApiKeys(credentials, { tenantId, accountId })
        return { apiKeys: result.apiKeys }
      })
    },

    ...createApiKeyHandlers({ ...deps, log: (line) => deps.log(line) }),

    reportRendererError: async (error) => {
      const report = deps.redactor.redact(rendererErrorReport(error, deps.appVersion))
      deps.log(`window error (${error.source}): ${report}`, 'error')
      return { report }
    },

    ...deps.registry.handlers,
    ...deps.importer.handlers,
    ...createUpdateHandlers(deps.updates, deps.appVersion),
    setMenuLanguage: async ({ choice }) => ({ language: deps.setMenuLanguage?.(choice) ?? null }),
  }
  const detector = deps.detector ?? machineDetector()
  return {
    ...handlers,
    ...createDetectHandlers(handlers, detector),
    ...createSurveyHandlers(handlers, detector),
    ...createMatchHandlers({
      session,
      registry: deps.registry,
      journal: deps.registry.journal,
      detector,
    }),
  }
}
