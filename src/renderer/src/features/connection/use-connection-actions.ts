import { useCallback } from 'react'
import type { Result } from '#shared/ipc/result.ts'
import type { SessionState } from '#shared/ipc/session.ts'
import { useApi } from '../../api/api-context.tsx'
import { callApi } from '../../api/call-api.ts'
import { useSession } from '../../app/session-context.tsx'

/** Profile and session changes, each followed by a fresh profile list so the header stays true. */
export function useConnectionActions() {
  const api = useApi()
  const { setSession, setProfiles } = useSession()

  const afterSession = useCallback(
    async (result: Result<SessionState>) => {
      // Profiles first, in the same render as the session: the sign-in form reads the new profile.
      const profiles = await callApi(api, 'listProfiles', undefined)
      if (profiles.ok) setProfiles(profiles.value)
      if (result.ok) setSession(result.value)
      return result
    },
    [api, setSession, setProfiles],
  )

  const switchProfile = useCallback(
    async (id: string) => afterSession(await callApi(api, 'useProfile', { id })),
    [api, afterSession],
  )
  const signOut = useCallback(
    async (forgetSecret: boolean) => afterSession(await callApi(api, 'signOut', { forgetSecret })),
    [api, afterSession],
  )
  const removeProfile = useCallback(
    async (id: string) => {
      const result = await callApi(api, 'removeProfile', { id })
      if (!result.ok) return result
      setProfiles(result.value)
      const session = await callApi(api, 'getSession', undefined)
      if (session.ok) setSession(session.value)
      return result
    },
    [api, setProfiles, setSession],
  )
  /** After an edit: the profiles, and the session (an edit of the profile in use signs in afresh). */
  const refresh = useCallback(
    async () => afterSession(await callApi(api, 'getSession', undefined)),
    [api, afterSession],
  )
  return { switchProfile, signOut, removeProfile, afterSession, refresh }
}
