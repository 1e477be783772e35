import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import type { IpcOutput } from '../../../shared/ipc/contract.ts'
import type { Principal } from '../../../shared/api/auth.ts'
import type { SessionState } from '../../../shared/ipc/session.ts'
import { useApiQuery, type ApiQuery } from '../api/use-api-query.ts'

export interface Workspace {
  /** Who is signed in (null while signed out). */
  principal: Principal | null
  /** The account device operations act on; undefined: the profile's default or the caller's own. */
  accountId: string | undefined
  setAccountId: (accountId: string | undefined) => void
  /** Tenant and super admins pick an account; account admins work in their own. */
  canPickAccount: boolean
  /** A tenant or super admin has not picked an account yet (and the profile names none). */
  needsAccount: boolean
  accounts: ApiQuery<IpcOutput<'listAccounts'>>
  devices: ApiQuery<IpcOutput<'listDevices'>>
  locations: ApiQuery<IpcOutput<'listLocations'>>
}

const WorkspaceContext = createContext<Workspace | null>(null)

interface WorkspaceProviderProps {
  session: SessionState | null
  defaultAccountId: string | null
  children: ReactNode
}

/** The chosen account and its devices and locations, shared by the screens of one session. */
export function WorkspaceProvider({ session, defaultAccountId, children }: WorkspaceProviderProps) {
  const principal = session?.principal ?? null
  const role = principal?.role
  const canPickAccount = role === 'tenantAdmin' || role === 'superAdmin'
  const signedIn = session?.status === 'signedIn'
  // Everything here belongs to one profile and principal; a switch starts afresh.
  const owner = `${session?.profileId}|${session?.status}|${principal?.kind}:${principal?.name}`
  const [choice, setChoice] = useState<{ owner: string; accountId: string | undefined } | null>(
    null,
  )
  const picked = choice?.owner === owner ? choice.accountId : undefined
  const setAccountId = useCallback(
    (accountId: string | undefined) => setChoice({ owner, accountId }),
    [owner],
  )

  const accounts = useApiQuery('listAccounts', undefined, signedIn && canPickAccount, owner)
  const firstAccount = accounts.data?.accounts[0]?.id
  const accountId = canPickAccount
    ? (picked ?? defaultAccountId ?? firstAccount)
    : (picked ?? undefined)
  const needsAccount = canPickAccount && accountId === undefined
  const ready = signedIn && !needsAccount

  const scope = accountId === undefined ? {} : { accountId }
  const devices = useApiQuery('listDevices', scope, ready, owner)
  const locations = useApiQuery('listLocations', scope, ready, owner)

  const value = useMemo(
    () => ({
      principal,
      accountId,
      setAccountId,
      canPickAccount,
      needsAccount,
      accounts,
      devices,
      locations,
    }),
    [
      principal,
      accountId,
      setAccountId,
      canPickAccount,
      needsAccount,
      accounts,
      devices,
      locations,
    ],
  )
  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>
}

/** The workspace where there is one (the header's dialogs); null outside a provider. */
export function useOptionalWorkspace(): Workspace | null {
  return useContext(WorkspaceContext)
}

export function useWorkspace(): Workspace {
  const value = useContext(WorkspaceContext)
  if (!value) throw new Error('useWorkspace() needs a <WorkspaceProvider> above it')
  return value
}
