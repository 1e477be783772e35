import { coded } from '#shared/coded-text.ts'
import type { Principal } from '#shared/api/auth.ts'
import type { ErrorCode } from '#shared/error-codes.ts'
import { UserFacingError } from '#shared/errors.ts'
import type {
  CredentialStoreInfo,
  SessionPart,
  SessionState,
  SignInInput,
} from '#shared/ipc/session.ts'
import { createAdminClient, type AdminClient } from '../admin-client/client.ts'
import { createHttp, type Credentials, type HttpOptions } from '../admin-client/http.ts'
import type { EmbeddedService } from '../embedded/embedded-service.ts'
import { resetEmbeddedService } from '../embedded/reset.ts'
import type { ProfileService } from '../profiles/profile-service.ts'
import type { Profile } from '../profiles/schema.ts'
import { createConnectionTracker, unanswered } from './connection.ts'
import type { Redactor } from './redactor.ts'
import { failed, out, partOf, refused, resumeSession, said, type Live } from './resume.ts'
import type { Secrets } from './secrets.ts'
import { signInWith } from './sign-in.ts'

export interface SessionDeps {
  profiles: ProfileService
  secrets: Secrets
  redactor: Redactor
  embedded: EmbeddedService
  demoApiKey: () => Promise<string | null>
  log: (line: string) => void
  http?: Partial<Pick<HttpOptions, 'timeoutMs' | 'retries' | 'backoffMs' | 'userAgent'>>
  /** The active profile's session or connection changed (for the window: main → window event). */
  onChange?: (state: SessionState) => void
}

export interface Authorized {
  client: AdminClient
  credentials: Credentials
  profile: Profile
  principal: Principal | null
}

/** How long closing waits for the service to end this process's sessions. */
const END_SESSIONS_WAIT_MS = 3_000

const EXPIRED: SessionPart = coded('errors.profile.session-expired')

/** The session's message as an error: coded where it is one coded part, else as it reads. */
function errorOf(code: ErrorCode, live: Live, none: string): UserFacingError {
  const [only, ...more] = live.parts ?? []
  if (only?.code && more.length === 0)
    return new UserFacingError(code, { ...only, code: only.code, message: only.message })
  return new UserFacingError(code, live.message ?? none)
}

/** Who is signed in to which profile: secrets from the credential store, tokens only in memory. */
export function createSessionManager(deps: SessionDeps) {
  const { profiles, secrets } = deps
  const lives = new Map<string, Live>()
  const resuming = new Map<string, Promise<Live>>()
  /** Bumped on every change of a profile's session, so a sign-in from stored secrets that began before it loses. */
  const versions = new Map<string, number>()
  const versionOf = (profileId: string) => versions.get(profileId) ?? 0
  function changed(profileId: string): void {
    versions.set(profileId, versionOf(profileId) + 1)
    resuming.delete(profileId)
  }
  let embeddedUrl: string | null = null
  const connections = createConnectionTracker()
  /** Profiles whose sign-in the service refused, being signed in again from the stored secret. */
  const expired = new Set<string>()
  /** While the offline demo is being reset, its requests wait for the fresh service. */
  let resetting: Promise<unknown> | null = null

  /** Tells the window about the active profile's session, as this process knows it now. */
  async function notify(profileId: string): Promise<void> {
    if (!deps.onChange) return
    const profile = await profiles.active().catch(() => null)
    if (profile?.id !== profileId) return
    const store = await storeOf(profile)
    // Read after the waits: of two notices in flight, the later sent tells the state as it is now.
    const live = lives.get(profileId)
    if (live) deps.onChange(snapshot(profile, live, store))
  }

  /** What a request or check showed of the service: it answered (error null), or did not. */
  function noteConnection(profileId: string, error: unknown): void {
    if (error !== null && !unanswered(error)) return
    if (connections.note(profileId, error)) void notify(profileId)
  }

  async function clientFor(profile: Profile): Promise<AdminClient> {
    let baseUrl = profile.baseUrl
    if (profile.kind === 'offline') {
      await resetting?.catch(() => {})
      try {
        baseUrl = embeddedUrl = await deps.embedded.start()
      } catch (error) {
        const reason = deps.redactor.redact(error instanceof Error ? error.message : String(error))
        throw new UserFacingError(
          'embedded_unavailable',
          coded('errors.profile.session-demo-not-started', { reason }),
        )
      }
    }
    const http = createHttp({
      baseUrl: baseUrl ?? '',
      allowInsecureHttp: profile.allowInsecureHttp,
      ...deps.http,
    })
    return createAdminClient(http)
  }

  async function resume(profile: Profile): Promise<Live> {
    let client: AdminClient
    try {
      client = await clientFor(profile)
    } catch (error) {
      noteConnection(profile.id, error)
      return failed(error)
    }
    const live = await resumeSession(deps, profile, client)
    if (live.status === 'signedIn') noteConnection(profile.id, null)
    if (live.status === 'unreachable') noteConnection(profile.id, errorOf('network', live, ''))
    return live
  }

  /** Keeps a profile's session; its message may quote the service, which may quote a secret. */
  function record(profile: Profile, next: Live): Live {
    let parts = next.parts?.map((part) => redacted(part)) ?? null
    if (expired.delete(profile.id) && next.status === 'signedOut')
      parts = [EXPIRED, ...(parts ?? [])]
    const live = { ...next, message: parts && said(parts), parts }
    changed(profile.id)
    lives.set(profile.id, live)
    const who = live.principal ? ` as ${live.principal.name} (${live.principal.role})` : ''
    deps.log(
      `session "${profile.name}": ${live.status}${who}${live.message ? `: ${live.message}` : ''}`,
    )
    void notify(profile.id)
    return live
  }

  /** A part of a session's message with what it quotes of a secret masked. */
  function redacted(part: SessionPart): SessionPart {
    const redact = deps.redactor.redact
    const values =
      part.values &&
      Object.fromEntries(
        Object.entries(part.values).map(([name, value]) => [
          name,
          typeof value === 'string' ? redact(value) : value,
        ]),
      )
    return { ...part, ...(values ? { values } : {}), message: redact(part.message) }
  }

  /** The live session of a profile, signing in again from stored secrets when it is not signed in. */
  function current(profile: Profile): Promise<Live> {
    const live = lives.get(profile.id)
    if (live && (live.status === 'signedIn' || live.byUser)) return Promise.resolve(live)
    const existing = resuming.get(profile.id)
    if (existing) return existing
    const started = versionOf(profile.id)
    const pending: Promise<Live> = resume(profile)
      // What happened meanwhile (a sign-out, an edit of the profile) wins over this older result.
      .then((next) =>
        versionOf(profile.id) === started ? record(profile, next) : (lives.get(profile.id) ?? next),
      )
      .finally(() => {
        if (resuming.get(profile.id) === pending) resuming.delete(profile.id)
      })
    resuming.set(profile.id, pending)
    return pending
  }

  /** Where the profile's secret is kept (may ask the Secret Service, cached there). */
  function storeOf(profile: Profile): Promise<CredentialStoreInfo | undefined> {
    const kind = profile.authMethod === 'apiKey' ? 'apiKey' : 'password'
    return secrets.whereKept(profile.id, kind).catch(() => undefined)
  }

  function snapshot(
    profile: Profile,
    live: Live,
    credentialStore: CredentialStoreInfo | undefined,
  ): SessionState {
    return {
      ...(credentialStore ? { credentialStore } : {}),
      ...(profile.kind === 'offline' ? { demoDataDir: deps.embedded.dataDir } : {}),
      profileId: profile.id,
      profileName: profile.name,
      kind: profile.kind,
      serviceUrl: profile.kind === 'offline' ? embeddedUrl : profile.baseUrl,
      status: live.status,
      principal: live.principal,
      message: live.message,
      ...(live.parts ? { parts: live.parts } : {}),
      connection: connections.get(profile.id),
    }
  }

  async function stateOf(profile: Profile, live: Live): Promise<SessionState> {
    return snapshot(profile, live, await storeOf(profile))
  }

  async function signIn(input: SignInInput): Promise<SessionState> {
    const active = await profiles.active()
    const { profile, live } = await signInWith(deps, active, await clientFor(active), input)
    return stateOf(profile, record(profile, live))
  }

  /**
   * The offline demo afresh: the service restarts on a new copy of its seed, and the demo signs in
   * again with the seed's key (a key made since is gone with the old database).
   */
  async function resetDemo(): Promise<SessionState> {
    const profile = await profiles.active()
    if (profile.kind !== 'offline')
      throw new UserFacingError(
        'validation_failed',
        coded('errors.profile.session-reset-remote', { profile: profile.name }),
      )
    const work = resetEmbeddedService(deps.embedded, deps.log)
    resetting = work
    try {
      embeddedUrl = await work
    } catch (error) {
      const reason = deps.redactor.redact(error instanceof Error ? error.message : String(error))
      throw new UserFacingError(
        'embedded_unavailable',
        coded('errors.profile.session-reset-failed', { reason, folder: deps.embedded.dataDir }),
      )
    } finally {
      if (resetting === work) resetting = null
    }
    const demoKey = await deps.demoApiKey()
    if (profile.authMethod === 'apiKey' && demoKey) await secrets.keepDemoKey(profile.id, demoKey)
    changed(profile.id)
    lives.delete(profile.id)
    connections.forget(profile.id)
    return stateOf(profile, await current(profile))
  }

  async function signOut(forgetSecret: boolean): Promise<SessionState> {
    const profile = await profiles.active()
    const credentials = lives.get(profile.id)?.credentials
    if (credentials && 'token' in credentials) {
      // Best effort: the token also ends when it expires.
      await clientFor(profile)
        .then((client) => client.logout(credentials))
        .catch(() => {})
    }
    let parts: [SessionPart, ...SessionPart[]] = [coded('errors.profile.session-signed-out')]
    if (forgetSecret) {
      try {
        await secrets.forget(profile.id)
        parts = [coded('errors.profile.session-signed-out-secret-deleted')]
      } catch (error) {
        parts =
          error instanceof UserFacingError
            ? [coded('errors.profile.session-signed-out-secret-kept'), partOf(error)]
            : [coded('errors.profile.session-signed-out-secret-kept-unknown')]
      }
    }
    const live = record(profile, { ...out('signedOut', ...parts), byUser: true })
    return stateOf(profile, live)
  }

  /**
   * Ends the server sessions of this process's logins (POST /auth/logout), which would otherwise stay
   * open until they expire: a command line run opens one and ends it. Best effort, bounded in time.
   */
  async function endSessions(): Promise<void> {
    const ending = [...lives].map(async ([profileId, live]) => {
      if (!live.credentials || !('token' in live.credentials)) return
      changed(profileId)
      lives.delete(profileId)
      const client = await clientFor(await profiles.get(profileId))
      await client.logout(live.credentials)
    })
    let timer: ReturnType<typeof setTimeout> | undefined
    const waited = new Promise<void>(
      (resolve) => (timer = setTimeout(resolve, END_SESSIONS_WAIT_MS)),
    )
    await Promise.race([Promise.allSettled(ending), waited])
    clearTimeout(timer)
  }

  return {
    async getSession(): Promise<SessionState> {
      const profile = await profiles.active()
      return stateOf(profile, await current(profile))
    },
    signIn,
    signOut,
    endSessions,
    resetDemo,

    /** Drops what this process knows of a profile (after an edit or removal); secrets stay unless forgotten. */
    forget(profileId: string): void {
      changed(profileId)
      lives.delete(profileId)
      connections.forget(profileId)
    },

    /** An explicit choice of a profile signs in again from its stored secret, even after a sign-out. */
    reconnect(profileId: string): void {
      if (lives.get(profileId)?.status === 'signedIn') return
      changed(profileId)
      lives.delete(profileId)
    },

    /** Runs a request as the active profile's principal; a refused sign-in is retried once from stored secrets. */
    async authorized<T>(operation: (context: Authorized) => Promise<T>): Promise<T> {
      const profile = await profiles.active()
      for (let attempt = 1; ; attempt++) {
        const live = await current(profile)
        if (live.status !== 'signedIn') {
          const code = live.status === 'unreachable' ? 'network' : 'unauthenticated'
          if (live.byUser)
            throw new UserFacingError(
              code,
              coded('errors.profile.session-signed-out-of', { profile: profile.name }),
            )
          // (A session not signed in always says why: the fallback is never seen.)
          throw errorOf(code, live, 'Sign in first.')
        }
        const client = await clientFor(profile)
        try {
          const result = await operation({
            client,
            credentials: live.credentials,
            profile,
            principal: live.principal,
          })
          noteConnection(profile.id, null)
          return result
        } catch (error) {
          noteConnection(profile.id, unanswered(error) ? error : null)
          if (!refused(error) || attempt > 1) throw error
          // The sign-in expired or was withdrawn: sign in again from the stored secret, once.
          changed(profile.id)
          lives.delete(profile.id)
          expired.add(profile.id)
        }
      }
    },

    /**
     * Asks the active profile's service whether it answers (GET /health; a service without that
     * extension answers 404, which counts). Signs in again when it answers after it did not.
     */
    async checkConnection(): Promise<SessionState> {
      const profile = await profiles.active()
      try {
        const health = await (await clientFor(profile)).health()
        noteConnection(profile.id, null)
        if (connections.noteStart(profile.id, health?.startedAt)) void notify(profile.id)
      } catch (error) {
        // Any answer, even an error, shows the service is there.
        noteConnection(profile.id, unanswered(error) ? error : null)
      }
      // Signed out stays signed out; a session lost to the outage is taken up again.
      const live = lives.get(profile.id)
      return stateOf(profile, live && live.status !== 'unreachable' ? live : await current(profile))
    },
  }
}
export type SessionManager = ReturnType<typeof createSessionManager>
