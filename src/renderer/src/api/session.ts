import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { IpcInput, IpcOutput } from '#shared/ipc/contract.ts'
import type { Result } from '#shared/ipc/result.ts'
import type { ProfilesState, SessionState } from '#shared/ipc/session.ts'
import { useApi } from './api-context.tsx'
import { callApi } from './call-api.ts'
import { serverKey, useServerQuery } from './server-state.ts'

/** The session and the profiles are the app's, not one session's: they live under the app's key. */
const SESSION_KEY = serverKey('app', 'getSession', null)
const PROFILES_KEY = serverKey('app', 'listProfiles', null)

/** The embedded service may still be starting: the session is asked again until it is up or has failed. */
const STARTING_POLL_MS = 400

/** The active profile's session and the profile list, as TanStack queries every screen shares. */
export function useSessionQueries() {
  const session = useServerQuery('getSession', undefined, {
    owner: 'app',
    refetchInterval: (data) => (data?.status === 'starting' ? STARTING_POLL_MS : false),
  })
  const profiles = useServerQuery('listProfiles', undefined, { owner: 'app' })
  return { session, profiles }
}

/** What main says of the session now (an event, a check): kept unless it is another profile's. */
export function keepSession(client: QueryClient, next: SessionState, onlySameProfile = false) {
  client.setQueryData<SessionState>(SESSION_KEY, (current) =>
    onlySameProfile && current && current.profileId !== next.profileId ? current : next,
  )
}

type SessionCall = 'useProfile' | 'signOut' | 'signIn' | 'resetDemo' | 'getSession'

/**
 * Every change of profile or session, one per IPC method: each is followed by a fresh profile list,
 * then the session main answered, so the header and the screens stay true.
 */
export function useSessionChanges() {
  const api = useApi()
  const client = useQueryClient()

  const reloadProfiles = useCallback(async () => {
    const profiles = await callApi(api, 'listProfiles', undefined)
    if (profiles.ok) client.setQueryData<ProfilesState>(PROFILES_KEY, profiles.value)
  }, [api, client])

  const afterSession = useCallback(
    async <M extends SessionCall>(method: M, input: IpcInput<M>): Promise<Result<SessionState>> => {
      const result = await callApi(api, method, input)
      // Profiles first, in the same render as the session: the sign-in form reads the new profile.
      await reloadProfiles()
      if (result.ok) keepSession(client, result.value)
      return result
    },
    [api, client, reloadProfiles],
  )

  return useMemo(
    () => ({
      switchProfile: (id: string) => afterSession('useProfile', { id }),
      signOut: (forgetSecret: boolean) => afterSession('signOut', { forgetSecret }),
      signIn: (input: IpcInput<'signIn'>) => afterSession('signIn', input),
      /** The demo office as it first was: every screen's data was the old office's and is dropped. */
      resetDemo: async () => {
        const result = await afterSession('resetDemo', undefined)
        if (result.ok) await client.resetQueries(SCREEN_DATA)
        return result
      },
      /** After an edit: the profiles, and the session (an edit of the profile in use signs in afresh). */
      reload: () => afterSession('getSession', undefined),
      saveProfile: (input: IpcInput<'saveProfile'>): Promise<Result<IpcOutput<'saveProfile'>>> =>
        callApi(api, 'saveProfile', input),
      removeProfile: async (id: string): Promise<Result<ProfilesState>> => {
        const result = await callApi(api, 'removeProfile', { id })
        if (!result.ok) return result
        client.setQueryData<ProfilesState>(PROFILES_KEY, result.value)
        const session = await callApi(api, 'getSession', undefined)
        if (session.ok) keepSession(client, session.value)
        return result
      },
      /** Asks the service now (Retry): the session as main then knows it; every screen's data reloads. */
      checkConnection: async () => {
        const result = await callApi(api, 'checkConnection', undefined)
        if (result.ok) keepSession(client, result.value)
        await client.invalidateQueries(SCREEN_DATA)
      },
    }),
    [api, client, afterSession],
  )
}

/** Every screen's data, not the session and profiles themselves (main says those; a reload would blank them). */
export const SCREEN_DATA = {
  predicate: ({ queryKey: [owner, method] }: { queryKey: readonly unknown[] }) =>
    !(owner === 'app' && (method === 'getSession' || method === 'listProfiles')),
}
