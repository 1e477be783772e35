import { coded } from '#shared/coded-text.ts'
import { UserFacingError } from '#shared/errors.ts'
import type { SessionPart, SessionState, SignInInput } from '#shared/ipc/session.ts'
import { resetEmbeddedService } from '../embedded/reset.ts'
import { unanswered } from './connection.ts'
import { out, partOf, refused } from './resume.ts'
import {
  changed,
  clientFor,
  current,
  errorOf,
  noteConnection,
  notify,
  record,
  stateOf,
  type Authorized,
  type SessionBook,
} from './session-book.ts'
import { signInWith } from './sign-in.ts'

// What a person or a request does with a session: sign in and out, reset the demo, run as the principal.

/** How long closing waits for the service to end this process's sessions. */
const END_SESSIONS_WAIT_MS = 3_000

export async function signIn(book: SessionBook, input: SignInInput): Promise<SessionState> {
  const active = await book.deps.profiles.active()
  const { profile, live } = await signInWith(
    book.deps,
    active,
    await clientFor(book, active),
    input,
  )
  return stateOf(book, profile, record(book, profile, live))
}

/**
 * The offline demo afresh: the service restarts on a new copy of its seed, and the demo signs in
 * again with the seed's key (a key made since is gone with the old database).
 */
export async function resetDemo(book: SessionBook): Promise<SessionState> {
  const profile = await book.deps.profiles.active()
  if (profile.kind !== 'offline')
    throw new UserFacingError(
      'validation_failed',
      coded('errors.profile.session-reset-remote', { profile: profile.name }),
    )
  const work = resetEmbeddedService(book.deps.embedded, book.deps.log)
  book.resetting = work
  try {
    book.embeddedUrl = await work
  } catch (error) {
    const reason = book.deps.redactor.redact(error instanceof Error ? error.message : String(error))
    throw new UserFacingError(
      'embedded_unavailable',
      coded('errors.profile.session-reset-failed', { reason, folder: book.deps.embedded.dataDir }),
    )
  } finally {
    if (book.resetting === work) book.resetting = null
  }
  const demoKey = await book.deps.demoApiKey()
  if (profile.authMethod === 'apiKey' && demoKey)
    await book.deps.secrets.keepDemoKey(profile.id, demoKey)
  changed(book, profile.id)
  book.lives.delete(profile.id)
  book.connections.forget(profile.id)
  return stateOf(book, profile, await current(book, profile))
}

export async function signOut(book: SessionBook, forgetSecret: boolean): Promise<SessionState> {
  const profile = await book.deps.profiles.active()
  const credentials = book.lives.get(profile.id)?.credentials
  if (credentials && 'token' in credentials) {
    // Best effort: the token also ends when it expires.
    await clientFor(book, profile)
      .then((client) => client.logout(credentials))
      .catch(() => {})
  }
  let parts: [SessionPart, ...SessionPart[]] = [coded('errors.profile.session-signed-out')]
  if (forgetSecret) {
    try {
      await book.deps.secrets.forget(profile.id)
      parts = [coded('errors.profile.session-signed-out-secret-deleted')]
    } catch (error) {
      parts =
        error instanceof UserFacingError
          ? [coded('errors.profile.session-signed-out-secret-kept'), partOf(error)]
          : [coded('errors.profile.session-signed-out-secret-kept-unknown')]
    }
  }
  const live = record(book, profile, { ...out('signedOut', ...parts), byUser: true })
  return stateOf(book, profile, live)
}

/**
 * Ends the server sessions of this process's logins (POST /auth/logout), which would otherwise stay
 * open until they expire: a command line run opens one and ends it. Best effort, bounded in time.
 */
export async function endSessions(book: SessionBook): Promise<void> {
  const ending = [...book.lives].map(async ([profileId, live]) => {
    if (!live.credentials || !('token' in live.credentials)) return
    changed(book, profileId)
    book.lives.delete(profileId)
    const client = await clientFor(book, await book.deps.profiles.get(profileId))
    await client.logout(live.credentials)
  })
  let timer: ReturnType<typeof setTimeout> | undefined
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, END_SESSIONS_WAIT_MS)))
  await Promise.race([Promise.allSettled(ending), waited])
  clearTimeout(timer)
}

/** Runs a request as the active profile's principal; a refused sign-in is retried once from stored secrets. */
export async function authorized<T>(
  book: SessionBook,
  operation: (context: Authorized) => Promise<T>,
): Promise<T> {
  const profile = await book.deps.profiles.active()
  for (let attempt = 1; ; attempt++) {
    const live = await current(book, profile)
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
    const client = await clientFor(book, profile)
    try {
      const result = await operation({
        client,
        credentials: live.credentials,
        profile,
        principal: live.principal,
      })
      noteConnection(book, profile.id, null)
      return result
    } catch (error) {
      noteConnection(book, profile.id, unanswered(error) ? error : null)
      if (!refused(error) || attempt > 1) throw error
      // The sign-in book.expired or was withdrawn: sign in again from the stored secret, once.
      changed(book, profile.id)
      book.lives.delete(profile.id)
      book.expired.add(profile.id)
    }
  }
}

/**
 * Asks the active profile's service whether it answers (GET /health; a service without that
 * extension answers 404, which counts). Signs in again when it answers after it did not.
 */
export async function checkConnection(book: SessionBook): Promise<SessionState> {
  const profile = await book.deps.profiles.active()
  try {
    const health = await (await clientFor(book, profile)).health()
    noteConnection(book, profile.id, null)
    if (book.connections.noteStart(profile.id, health?.startedAt)) void notify(book, profile.id)
  } catch (error) {
    // Any answer, even an error, shows the service is there.
    noteConnection(book, profile.id, unanswered(error) ? error : null)
  }
  // Signed out stays signed out; a session lost to the outage is taken up again.
  const live = book.lives.get(profile.id)
  return stateOf(
    book,
    profile,
    live && live.status !== 'unreachable' ? live : await current(book, profile),
  )
}
