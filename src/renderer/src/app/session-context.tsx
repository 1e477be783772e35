import { useQueryClient } from '@tanstack/react-query'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import type { IpcError } from '#shared/ipc/result.ts'
import type { ProfilesState, SessionState } from '#shared/ipc/session.ts'
import { useApi } from '../api/api-context.tsx'
import { useApiEvent } from '../api/use-api-event.ts'
import { callApi } from '../api/call-api.ts'

export interface SessionContextValue {
  session: SessionState | null
  profiles: ProfilesState | null
  /** Why the session or profiles could not be read at all. */
  error: IpcError | null
  setSession: (session: SessionState) => void
  setProfiles: (profiles: ProfilesState) => void
  /** Asks the service now (Retry): the session as main then knows it; data reloads when it answers. */
  checkConnection: () => Promise<void>
}

const SessionContext = createContext<SessionContextValue | null>(null)

const STARTING_POLL_MS = 400

/** The active profile and its session, shared by the header and every screen. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const api = useApi()
  const [session, setSession] = useState<SessionState | null>(null)
  const [profiles, setProfiles] = useState<ProfilesState | null>(null)
  const [error, setError] = useState<IpcError | null>(null)

  const refresh = useCallback(
    () =>
      Promise.all([
        callApi(api, 'getSession', undefined),
        callApi(api, 'listProfiles', undefined),
      ]).then(([sessionResult, profilesResult]) => {
        if (sessionResult.ok) setSession(sessionResult.value)
        if (profilesResult.ok) setProfiles(profilesResult.value)
        const failed = !sessionResult.ok
          ? sessionResult
          : !profilesResult.ok
            ? profilesResult
            : null
        setError(failed && !failed.ok ? failed.error : null)
      }),
    [api],
  )

  useEffect(() => {
    void refresh()
  }, [refresh])

  // Main tells of every change it sees (an outage, a sign-in renewed or expired) of the active profile.
  useApiEvent('session', (next) => {
    setSession((current) => (current && current.profileId !== next.profileId ? current : next))
  })
  // Back from an outage: every screen's data is loaded again, without a click.
  const queryClient = useQueryClient()
  const answering = session?.status === 'signedIn' && session.connection?.state !== 'unreachable'
  const wasAnswering = useRef(answering)
  useEffect(() => {
    if (answering && !wasAnswering.current) void queryClient.invalidateQueries()
    wasAnswering.current = answering
  }, [answering, queryClient])
  // The service restarted (its health check says it started anew): it forgot what was never paired,
  // so the lists load again and the lost-registration check runs with them.
  const startedAt = session?.connection?.serviceStartedAt ?? null
  const knownStart = useRef(startedAt)
  useEffect(() => {
    if (startedAt !== null && knownStart.current !== null && startedAt !== knownStart.current)
      void queryClient.invalidateQueries()
    knownStart.current = startedAt ?? knownStart.current
  }, [startedAt, queryClient])
  const checkConnection = useCallback(async () => {
    const result = await callApi(api, 'checkConnection', undefined)
    if (result.ok) setSession(result.value)
    await queryClient.invalidateQueries()
  }, [api, queryClient])

  // The embedded service may still be starting: ask again until it is up or has failed.
  const status = session?.status
  useEffect(() => {
    if (status !== 'starting') return
    const timer = setTimeout(() => {
      void callApi(api, 'getSession', undefined).then((result) => {
        if (result.ok) setSession(result.value)
      })
    }, STARTING_POLL_MS)
    return () => clearTimeout(timer)
  }, [api, status, session])

  const value = useMemo(
    () => ({ session, profiles, error, setSession, setProfiles, checkConnection }),
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
