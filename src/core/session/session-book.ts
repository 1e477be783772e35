import { coded } from '#shared/coded-text.ts'
import type { Principal } from '#shared/api/auth.ts'
import type { ErrorCode } from '#shared/error-codes.ts'
import { UserFacingError } from '#shared/errors.ts'
import type { CredentialStoreInfo, SessionPart, SessionState } from '#shared/ipc/session.ts'
import { createAdminClient, type AdminClient } from '../admin-client/client.ts'
import { createHttp, type Credentials, type HttpOptions } from '../admin-client/http.ts'
import type { EmbeddedService } from '../embedded/embedded-service.ts'
import type { ProfileService } from '../profiles/profile-service.ts'
import type { Profile } from '../profiles/schema.ts'
import { createConnectionTracker, unanswered } from './connection.ts'
import type { Redactor } from './redactor.ts'
import { failed, resumeSession, said, type Live } from './resume.ts'
import type { Secrets } from './secrets.ts'

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

/**
 * What this process knows of the profiles' sessions: one per process, passed to the functions of
 * session-book.ts and session-actions.ts (the session manager binds them to it).
 */
export interface SessionBook {
  deps: SessionDeps
  lives: Map<string, Live>
  resuming: Map<string, Promise<Live>>
  /** Bumped on every change of a profile's session, so a sign-in from stored secrets that began before it loses. */
  versions: Map<string, number>
  embeddedUrl: string | null
  connections: ReturnType<typeof createConnectionTracker>
  /** Profiles whose sign-in the service refused, being signed in again from the stored secret. */
  expired: Set<string>
  /** While the offline demo is being reset, its requests wait for the fresh service. */
  resetting: Promise<unknown> | null
}

export const newBook = (deps: SessionDeps): SessionBook => ({
  deps,
  lives: new Map(),
  resuming: new Map(),
  versions: new Map(),
  embeddedUrl: null,
  connections: createConnectionTracker(),
  expired: new Set(),
  resetting: null,
})

const versionOf = (book: SessionBook, profileId: string) => book.versions.get(profileId) ?? 0

/** A change of the profile's session: a sign-in from stored secrets begun before it loses. */
export function changed(book: SessionBook, profileId: string): void {
  book.versions.set(profileId, versionOf(book, profileId) + 1)
  book.resuming.delete(profileId)
}

const EXPIRED: SessionPart = coded('errors.profile.session-expired')

/** The session's message as an error: coded where it is one coded part, else as it reads. */
export function errorOf(code: ErrorCode, live: Live, none: string): UserFacingError {
  const [only, ...more] = live.parts ?? []
  if (only?.code && more.length === 0)
    return new UserFacingError(code, { ...only, code: only.code, message: only.message })
  return new UserFacingError(code, live.message ?? none)
}

/** Who is signed in to which profile: secrets from the credential store, tokens only in memory. */

/** Tells the window about the active profile's session, as this process knows it now. */
export async function notify(book: SessionBook, profileId: string): Promise<void> {
  if (!book.deps.onChange) return
  const profile = await book.deps.profiles.active().catch(() => null)
  if (profile?.id !== profileId) return
  const store = await storeOf(book, profile)
  // Read after the waits: of two notices in flight, the later sent tells the state as it is now.
  const live = book.lives.get(profileId)
  if (live) book.deps.onChange(snapshot(book, profile, live, store))
}

/** What a request or check showed of the service: it answered (error null), or did not. */
export function noteConnection(book: SessionBook, profileId: string, error: unknown): void {
  if (error !== null && !unanswered(error)) return
  if (book.connections.note(profileId, error)) void notify(book, profileId)
}

export async function clientFor(book: SessionBook, profile: Profile): Promise<AdminClient> {
  let baseUrl = profile.baseUrl
  if (profile.kind === 'offline') {
    await book.resetting?.catch(() => {})
    try {
      baseUrl = book.embeddedUrl = await book.deps.embedded.start()
    } catch (error) {
      const reason = book.deps.redactor.redact(
        error instanceof Error ? error.message : String(error),
      )
      throw new UserFacingError(
        'embedded_unavailable',
        coded('errors.profile.session-demo-not-started', { reason }),
      )
    }
  }
  const http = createHttp({
    baseUrl: baseUrl ?? '',
    allowInsecureHttp: profile.allowInsecureHttp,
    ...book.deps.http,
  })
  return createAdminClient(http)
}

async function resume(book: SessionBook, profile: Profile): Promise<Live> {
  let client: AdminClient
  try {
    client = await clientFor(book, profile)
  } catch (error) {
    noteConnection(book, profile.id, error)
    return failed(error)
  }
  const live = await resumeSession(book.deps, profile, client)
  if (live.status === 'signedIn') noteConnection(book, profile.id, null)
  if (live.status === 'unreachable') noteConnection(book, profile.id, errorOf('network', live, ''))
  return live
}

/** Keeps a profile's session; its message may quote the service, which may quote a secret. */
export function record(book: SessionBook, profile: Profile, next: Live): Live {
  let parts = next.parts?.map((part) => redacted(book, part)) ?? null
  if (book.expired.delete(profile.id) && next.status === 'signedOut')
    parts = [EXPIRED, ...(parts ?? [])]
  const live = { ...next, message: parts && said(parts), parts }
  changed(book, profile.id)
  book.lives.set(profile.id, live)
  const who = live.principal ? ` as ${live.principal.name} (${live.principal.role})` : ''
  book.deps.log(
    `session "${profile.name}": ${live.status}${who}${live.message ? `: ${live.message}` : ''}`,
  )
  void notify(book, profile.id)
  return live
}

/** A part of a session's message with what it quotes of a secret masked. */
function redacted(book: SessionBook, part: SessionPart): SessionPart {
  const redact = book.deps.redactor.redact
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
export function current(book: SessionBook, profile: Profile): Promise<Live> {
  const live = book.lives.get(profile.id)
  if (live && (live.status === 'signedIn' || live.byUser)) return Promise.resolve(live)
  const existing = book.resuming.get(profile.id)
  if (existing) return existing
  const started = versionOf(book, profile.id)
  const pending: Promise<Live> = resume(book, profile)
    // What happened meanwhile (a sign-out, an edit of the profile) wins over this older result.
    .then((next) =>
      versionOf(book, profile.id) === started
        ? record(book, profile, next)
        : (book.lives.get(profile.id) ?? next),
    )
    .finally(() => {
      if (book.resuming.get(profile.id) === pending) book.resuming.delete(profile.id)
    })
  book.resuming.set(profile.id, pending)
  return pending
}

/** Where the profile's secret is kept (may ask the Secret Service, cached there). */
function storeOf(book: SessionBook, profile: Profile): Promise<CredentialStoreInfo | undefined> {
  const kind = profile.authMethod === 'apiKey' ? 'apiKey' : 'password'
  return book.deps.secrets.whereKept(profile.id, kind).catch(() => undefined)
}

function snapshot(
  book: SessionBook,
  profile: Profile,
  live: Live,
  credentialStore: CredentialStoreInfo | undefined,
): SessionState {
  return {
    ...(credentialStore ? { credentialStore } : {}),
    ...(profile.kind === 'offline' ? { demoDataDir: book.deps.embedded.dataDir } : {}),
    profileId: profile.id,
    profileName: profile.name,
    kind: profile.kind,
    serviceUrl: profile.kind === 'offline' ? book.embeddedUrl : profile.baseUrl,
    status: live.status,
    principal: live.principal,
    message: live.message,
    ...(live.parts ? { parts: live.parts } : {}),
    connection: book.connections.get(profile.id),
  }
}

export async function stateOf(
  book: SessionBook,
  profile: Profile,
  live: Live,
): Promise<SessionState> {
  return snapshot(book, profile, live, await storeOf(book, profile))
}
