import type { Principal } from '../../shared/api/auth.ts'
import { UserFacingError } from '../../shared/errors.ts'
import type { SessionState, SignInInput } from '../../shared/ipc/session.ts'
import { createAdminClient, type AdminClient } from '../admin-client/client.ts'
import { createHttp, type Credentials, type HttpOptions } from '../admin-client/http.ts'
import { KeychainUnavailableError } from '../credentials/credential-store.ts'
import type { EmbeddedService } from '../embedded/embedded-service.ts'
import type { ProfileService } from '../profiles/profile-service.ts'
import type { Profile } from '../profiles/schema.ts'
import type { Redactor } from './redactor.ts'
import type { Secrets } from './secrets.ts'

interface Live {
  status: 'signedIn' | 'signedOut' | 'unreachable'
  principal: Principal | null
  message: string | null
  /** In memory only: the API key or the login's bearer token. */
  credentials: Credentials
  /** The person signed out: no automatic sign-in until they sign in again. */
  byUser: boolean
}

export interface SessionDeps {
  profiles: ProfileService
  secrets: Secrets
  redactor: Redactor
  embedded: EmbeddedService
  /** The offline demo's public API key (demo seed data), or null when there is none. */
  demoApiKey: () => Promise<string | null>
  log: (line: string) => void
  http?: Partial<Pick<HttpOptions, 'timeoutMs' | 'retries' | 'backoffMs' | 'userAgent'>>
}

export interface Authorized {
  client: AdminClient
  credentials: Credentials
  profile: Profile
  principal: Principal | null
}

const TRANSIENT = new Set(['network', 'timeout', 'service_error', 'embedded_unavailable'])

function out(status: Live['status'], message: string): Live {
  return { status, principal: null, message, credentials: null, byUser: false }
}

function failed(error: unknown): Live {
  if (!(error instanceof UserFacingError)) throw error
  return out(TRANSIENT.has(error.code) ? 'unreachable' : 'signedOut', error.message)
}

/** Who is signed in to which profile: secrets from the credential store, tokens only in memory. */
export function createSessionManager(deps: SessionDeps) {
  const { profiles, secrets } = deps
  const lives = new Map<string, Live>()
  const resuming = new Map<string, Promise<Live>>()
  let embeddedUrl: string | null = null

  async function clientFor(profile: Profile): Promise<AdminClient> {
    let baseUrl = profile.baseUrl
    if (profile.kind === 'offline') {
      try {
        baseUrl = embeddedUrl = await deps.embedded.start()
      } catch (error) {
        const reason = deps.redactor.redact(error instanceof Error ? error.message : String(error))
        throw new UserFacingError(
          'embedded_unavailable',
          `The offline demo service could not start (${reason}). Restart the app; if it persists, delete the mock-server folder in the app's data folder.`,
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

  async function verifyKey(
    client: AdminClient,
    apiKey: string,
    note: string | null,
  ): Promise<Live> {
    try {
      const me = await client.whoAmI({ apiKey })
      return {
        status: 'signedIn',
        principal: me?.principal ?? null,
        message: note,
        credentials: { apiKey },
        byUser: false,
      }
    } catch (error) {
      if (error instanceof UserFacingError && error.code === 'unauthenticated') {
        return out(
          'signedOut',
          'The service refused the stored API key. Sign in again with a valid key.',
        )
      }
      return failed(error)
    }
  }

  async function resumeWithApiKey(profile: Profile, client: AdminClient): Promise<Live> {
    let key: string | null = null
    let keychainProblem: KeychainUnavailableError | null = null
    try {
      key = await secrets.get(profile.id, 'apiKey')
    } catch (error) {
      if (!(error instanceof KeychainUnavailableError) || profile.kind !== 'offline')
        return failed(error)
      keychainProblem = error
    }
    if (!key && profile.kind === 'offline') {
      key = await deps.demoApiKey()
      if (key && !keychainProblem) {
        try {
          await secrets.set(profile.id, 'apiKey', key)
        } catch (error) {
          if (!(error instanceof KeychainUnavailableError)) throw error
          keychainProblem = error
        }
      }
      if (key && keychainProblem) secrets.holdInMemory(profile.id, 'apiKey', key)
    }
    if (!key) return out('signedOut', 'Sign in with an API key for this service.')
    const note = keychainProblem
      ? `The OS keychain cannot be used (${keychainProblem.reason}), so the offline demo's public demo key is held in memory for this session only.`
      : null
    return verifyKey(client, key, note)
  }

  async function resumeWithPassword(profile: Profile, client: AdminClient): Promise<Live> {
    if (!profile.username) return out('signedOut', 'Sign in with your username and password.')
    let password: string | null
    try {
      password = await secrets.get(profile.id, 'password')
    } catch (error) {
      return failed(error)
    }
    if (!password) return out('signedOut', `Sign in as ${profile.username}.`)
    try {
      const login = await client.login(profile.username, password)
      deps.redactor.add(login.token)
      return {
        status: 'signedIn',
        principal: login.principal,
        message: null,
        credentials: { token: login.token },
        byUser: false,
      }
    } catch (error) {
      if (error instanceof UserFacingError && error.code === 'unauthenticated') {
        return out(
          'signedOut',
          `The service refused the remembered password of ${profile.username}. Sign in again.`,
        )
      }
      return failed(error)
    }
  }

  async function resume(profile: Profile): Promise<Live> {
    let client: AdminClient
    try {
      client = await clientFor(profile)
    } catch (error) {
      return failed(error)
    }
    return profile.authMethod === 'apiKey'
      ? resumeWithApiKey(profile, client)
      : resumeWithPassword(profile, client)
  }

  function record(profile: Profile, live: Live): Live {
    lives.set(profile.id, live)
    const who = live.principal ? ` as ${live.principal.name} (${live.principal.role})` : ''
    deps.log(
      `session "${profile.name}": ${live.status}${who}${live.message ? `: ${live.message}` : ''}`,
    )
    return live
  }

  /** The live session of a profile, signing in again from stored secrets when it is not signed in. */
  function current(profile: Profile): Promise<Live> {
    const live = lives.get(profile.id)
    if (live && (live.status === 'signedIn' || live.byUser)) return Promise.resolve(live)
    let pending = resuming.get(profile.id)
    if (!pending) {
      pending = resume(profile)
        .then((next) => record(profile, next))
        .finally(() => resuming.delete(profile.id))
      resuming.set(profile.id, pending)
    }
    return pending
  }

  function stateOf(profile: Profile, live: Live): SessionState {
    return {
      profileId: profile.id,
      profileName: profile.name,
      kind: profile.kind,
      serviceUrl: profile.kind === 'offline' ? embeddedUrl : profile.baseUrl,
      status: live.status,
      principal: live.principal,
      message: live.message,
    }
  }

  /** A refused sign-in says what to check; other failures keep their own message. */
  function refusal(error: unknown, message: string): unknown {
    return error instanceof UserFacingError && error.code === 'unauthenticated'
      ? new UserFacingError('unauthenticated', message)
      : error
  }

  async function signIn(input: SignInInput): Promise<SessionState> {
    const profile = await profiles.active()
    const client = await clientFor(profile)
    if (input.method === 'apiKey') {
      deps.redactor.add(input.apiKey)
      const me = await client.whoAmI({ apiKey: input.apiKey }).catch((error: unknown) => {
        throw refusal(
          error,
          'The service does not accept this API key. Check that you copied all of it and that it belongs to this service.',
        )
      })
      let note: string | null = null
      try {
        await secrets.set(profile.id, 'apiKey', input.apiKey)
      } catch (error) {
        if (!(error instanceof KeychainUnavailableError) || profile.kind !== 'offline') throw error
        secrets.holdInMemory(profile.id, 'apiKey', input.apiKey)
        note = `The OS keychain cannot be used (${error.reason}), so this key is held in memory for this session only.`
      }
      if (profile.authMethod !== 'apiKey')
        await profiles.update(profile.id, { authMethod: 'apiKey' })
      const live: Live = {
        status: 'signedIn',
        principal: me?.principal ?? null,
        message: note,
        credentials: { apiKey: input.apiKey },
        byUser: false,
      }
      return stateOf(profile, record(profile, live))
    }

    deps.redactor.add(input.password)
    const login = await client.login(input.username, input.password).catch((error: unknown) => {
      throw refusal(error, `The username or password is wrong for ${client.origin}.`)
    })
    deps.redactor.add(login.token)
    let note: string | null = null
    try {
      if (input.remember) await secrets.set(profile.id, 'password', input.password)
      else await secrets.forget(profile.id)
    } catch (error) {
      if (!(error instanceof KeychainUnavailableError)) throw error
      if (input.remember)
        note = `Signed in, but the password could not be remembered: the OS keychain cannot be used (${error.reason}).`
    }
    const updated = await profiles.update(profile.id, {
      username: input.username,
      authMethod: 'login',
    })
    const live: Live = {
      status: 'signedIn',
      principal: login.principal,
      message: note,
      credentials: { token: login.token },
      byUser: false,
    }
    return stateOf(updated, record(updated, live))
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
    let message = 'Signed out.'
    if (forgetSecret) {
      try {
        await secrets.forget(profile.id)
        message = 'Signed out; the stored secret was deleted from the keychain.'
      } catch (error) {
        message = `Signed out, but the stored secret could not be deleted: ${error instanceof UserFacingError ? error.message : 'unknown error'}`
      }
    }
    const live = record(profile, { ...out('signedOut', message), byUser: true })
    return stateOf(profile, live)
  }

  return {
    async getSession(): Promise<SessionState> {
      const profile = await profiles.active()
      return stateOf(profile, await current(profile))
    },
    signIn,
    signOut,

    /** Drops what this process knows of a profile (after an edit or removal); secrets stay unless forgotten. */
    forget(profileId: string): void {
      lives.delete(profileId)
    },

    /** Runs a request as the active profile's principal; a refused sign-in is retried once from stored secrets. */
    async authorized<T>(operation: (context: Authorized) => Promise<T>): Promise<T> {
      const profile = await profiles.active()
      for (let attempt = 1; ; attempt++) {
        const live = await current(profile)
        if (live.status !== 'signedIn') {
          const code = live.status === 'unreachable' ? 'network' : 'unauthenticated'
          const message = live.byUser
            ? `You signed out of "${profile.name}". Sign in to continue.`
            : (live.message ?? 'Sign in first.')
          throw new UserFacingError(code, message)
        }
        const client = await clientFor(profile)
        try {
          return await operation({
            client,
            credentials: live.credentials,
            profile,
            principal: live.principal,
          })
        } catch (error) {
          const refused = error instanceof UserFacingError && error.code === 'unauthenticated'
          if (!refused || attempt > 1) throw error
          lives.delete(profile.id)
        }
      }
    },
  }
}
export type SessionManager = ReturnType<typeof createSessionManager>
