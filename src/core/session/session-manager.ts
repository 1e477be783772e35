import type { SessionState } from '#shared/ipc/session.ts'
import {
  authorized,
  checkConnection,
  endSessions,
  resetDemo,
  signIn,
  signOut,
} from './session-actions.ts'
import {
  changed,
  current,
  newBook,
  stateOf,
  type Authorized,
  type SessionDeps,
} from './session-book.ts'

export type { Authorized, SessionDeps } from './session-book.ts'

/** Who is signed in to which profile: secrets from the credential store, tokens only in memory. */
export function createSessionManager(deps: SessionDeps) {
  const book = newBook(deps)
  return {
    async getSession(): Promise<SessionState> {
      const profile = await deps.profiles.active()
      return stateOf(book, profile, await current(book, profile))
    },
    signIn: (input: Parameters<typeof signIn>[1]) => signIn(book, input),
    signOut: (forgetSecret: boolean) => signOut(book, forgetSecret),
    endSessions: () => endSessions(book),
    resetDemo: () => resetDemo(book),

    /** Drops what this process knows of a profile (after an edit or removal); secrets stay unless forgotten. */
    forget(profileId: string): void {
      changed(book, profileId)
      book.lives.delete(profileId)
      book.connections.forget(profileId)
    },

    /** An explicit choice of a profile signs in again from its stored secret, even after a sign-out. */
    reconnect(profileId: string): void {
      if (book.lives.get(profileId)?.status === 'signedIn') return
      changed(book, profileId)
      book.lives.delete(profileId)
    },

    /** Runs a request as the active profile's principal; a refused sign-in is retried once from stored secrets. */
    authorized: <T>(operation: (context: Authorized) => Promise<T>) => authorized(book, operation),

    /**
     * Asks the active profile's service whether it answers (GET /health; a service without that
     * extension answers 404, which counts). Signs in again when it answers after it did not.
     */
    checkConnection: () => checkConnection(book),
  }
}
export type SessionManager = ReturnType<typeof createSessionManager>
