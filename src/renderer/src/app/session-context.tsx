import { useQueryClient } from '@tanstack/react-query'
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react'
import type { IpcError } from '#shared/ipc/result.ts'
import type { ProfilesState, SessionState } from '#shared/ipc/session.ts'
import { keepSession, SCREEN_DATA, useSessionChanges, useSessionQueries } from '../api/session.ts'
import { useApiEvent } from '../api/use-api-event.ts'

export interface SessionContextValue {
  session: SessionState | null
  profiles: ProfilesState | null
  /** Why the session or profiles could not be read at all. */
  error: IpcError | null
  /** Asks the service now (Retry): the session as main then knows it; data reloads when it answers. */
  checkConnection: () => Promise<void>
}

const SessionContext = createContext<SessionContextValue | null>(null)

/** The active profile and its session, shared by the header and every screen. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queries = useSessionQueries()
  const session = queries.session.data ?? null
  const profiles = queries.profiles.data ?? null
  const error = queries.session.error ?? queries.profiles.error ?? null
  const { checkConnection } = useSessionChanges()
  const queryClient = useQueryClient()

  // Main tells of every change it sees (an outage, a sign-in renewed or expired) of the active profile.
  useApiEvent('session', (next) => keepSession(queryClient, next, true))
  // Back from an outage: every screen's data is loaded again, without a click.
  const answering = session?.status === 'signedIn' && session.connection?.state !== 'unreachable'
  const wasAnswering = useRef(answering)
  useEffect(() => {
    if (answering && !wasAnswering.current) void queryClient.invalidateQueries(SCREEN_DATA)
    wasAnswering.current = answering
  }, [answering, queryClient])
  // The service restarted (its health check says it started anew): it forgot what was never paired,
  // so the lists load again and the lost-registration check runs with them.
  const startedAt = session?.connection?.serviceStartedAt ?? null
  const knownStart = useRef(startedAt)
  useEffect(() => {
    if (startedAt !== null && knownStart.current !== null && startedAt !== knownStart.current)
      void queryClient.invalidateQueries(SCREEN_DATA)
    knownStart.current = startedAt ?? knownStart.current
  }, [startedAt, queryClient])

  const value = useMemo(
    () => ({ session, profiles, error, checkConnection }),
    [session, profiles, error, checkConnection],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession() needs a <SessionProvider> above it')
  return value
}

export function activeProfile(profiles: ProfilesState | null) {
  return profiles?.profiles.find((profile) => profile.id === profiles.activeProfileId) ?? null
}
