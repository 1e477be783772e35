import { coded } from '#shared/coded-text.ts'
import type { Principal } from '#shared/api/auth.ts'
import { isTransient } from '#shared/error-codes.ts'
import type { ErrorText } from '#shared/error-texts.ts'
import { UserFacingError } from '#shared/errors.ts'
import type { SessionPart } from '#shared/ipc/session.ts'
import type { AdminClient } from '../admin-client/client.ts'
import { refusalReason } from '../admin-client/errors.ts'
import type { Credentials } from '../admin-client/http.ts'
import { KeychainUnavailableError } from '../credentials/credential-store.ts'
import type { Profile } from '../profiles/schema.ts'
import type { Redactor } from './redactor.ts'
import type { Secrets } from './secrets.ts'

/** What this process knows of a profile's session. */
export interface Live {
  status: 'signedIn' | 'signedOut' | 'unreachable'
  principal: Principal | null
  message: string | null
  /** The message in parts, coded where main worded them (the window says them in its language). */
  parts: SessionPart[] | null
  /** In memory only: the API key or the login's bearer token. */
  credentials: Credentials
  /** The person signed out: no automatic sign-in until they sign in again. */
  byUser: boolean
}

/** The session's message: its parts, one after the other. */
export const said = (parts: readonly SessionPart[]): string =>
  parts.map((part) => part.message).join(' ')

/** An error's message as a part of the session's: with its code where main worded it. */
export const partOf = (error: UserFacingError): SessionPart => ({
  ...error.text,
  message: error.message,
})

export function out(status: Live['status'], ...parts: [SessionPart, ...SessionPart[]]): Live {
  return { status, principal: null, message: said(parts), parts, credentials: null, byUser: false }
}

export function signedIn(
  credentials: Credentials,
  principal: Principal | null,
  note: ErrorText | null,
): Live {
  return {
    status: 'signedIn',
    principal,
    message: note?.message ?? null,
    parts: note && [note],
    credentials,
    byUser: false,
  }
}

/** A failure as a session state: unreachable when it may pass, signed out otherwise. */
export function failed(error: unknown): Live {
  if (!(error instanceof UserFacingError)) throw error
  return out(isTransient(error.code) ? 'unreachable' : 'signedOut', partOf(error))
}

/** The service turned the credentials down (as opposed to failing to answer). */
export const refused = (error: unknown) =>
  error instanceof UserFacingError && error.code === 'unauthenticated'

export interface ResumeDeps {
  secrets: Secrets
  redactor: Redactor
  /** The offline demo's public API key (demo seed data), or null when there is none. */
  demoApiKey: () => Promise<string | null>
}

async function verifyKey(
  client: AdminClient,
  apiKey: string,
  note: ErrorText | null,
): Promise<Live> {
  try {
    const me = await client.whoAmI({ apiKey })
    return signedIn({ apiKey }, me?.principal ?? null, note)
  } catch (error) {
    if (!refused(error)) return failed(error)
    const reason = refusalReason(error).replace(/\.$/, '')
    return out(
      'signedOut',
      reason
        ? coded('errors.profile.session-key-refused-because', { reason })
        : coded('errors.profile.session-key-refused'),
    )
  }
}

/**
 * The stored API key, checked with the service. The offline demo falls back to the demo key and,
 * when the keychain cannot hold it, keeps it in memory and says so.
 */
async function resumeWithApiKey(
  deps: ResumeDeps,
  profile: Profile,
  client: AdminClient,
): Promise<Live> {
  const { secrets } = deps
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
    if (key && keychainProblem) secrets.holdInMemory(profile.id, 'apiKey', key)
    else if (key) keychainProblem = await secrets.keepDemoKey(profile.id, key)
  }
  if (!key) return out('signedOut', coded('errors.profile.session-sign-in-with-key'))
  const note: ErrorText | null = keychainProblem
    ? coded('errors.profile.session-demo-key-in-memory', { reason: keychainProblem.reason })
    : null
  return verifyKey(client, key, note)
}

/** A login with the remembered password; the token stays in memory. */
async function resumeWithPassword(
  deps: ResumeDeps,
  profile: Profile,
  client: AdminClient,
): Promise<Live> {
  if (!profile.username)
    return out('signedOut', coded('errors.profile.session-sign-in-with-password'))
  let password: string | null
  try {
    password = await deps.secrets.get(profile.id, 'password')
  } catch (error) {
    return failed(error)
  }
  if (!password)
    return out(
      'signedOut',
      coded('errors.profile.session-sign-in-as', { username: profile.username }),
    )
  try {
    const login = await client.login(profile.username, password)
    deps.redactor.add(login.token)
    return signedIn({ token: login.token }, login.principal, null)
  } catch (error) {
    if (refused(error))
      return out(
        'signedOut',
        coded('errors.profile.session-password-refused', { username: profile.username }),
      )
    return failed(error)
  }
}

/** Signs a profile in again from what the credential store holds, without asking anyone. */
export function resumeSession(
  deps: ResumeDeps,
  profile: Profile,
  client: AdminClient,
): Promise<Live> {
  return profile.authMethod === 'apiKey'
    ? resumeWithApiKey(deps, profile, client)
    : resumeWithPassword(deps, profile, client)
}
