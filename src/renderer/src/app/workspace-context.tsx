import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import type { Principal } from '#shared/api/auth.ts'
import type { SessionState } from '#shared/ipc/session.ts'
import { useRefresh, useServerQuery, type ServerQuery } from '../api/server-state.ts'
import { permissionsOf, type Permissions } from './permissions.ts'

export interface Workspace {
  /** Who is signed in (null while signed out). */
  principal: Principal | null
  /** Whose data this is: the key of every server query of this session. */
  owner: string
  /** The active profile ('' before the session is known). */
  profileId: string
  permissions: Permissions
  /** The account device operations act on; undefined: the profile's default or the caller's own. */
  accountId: string | undefined
  setAccountId: (accountId: string | undefined) => void
  /** Tenant and super admins pick an account; account admins work in their own. */
  canPickAccount: boolean
  /** A tenant or super admin has not picked an account yet (and the profile names none). */
  needsAccount: boolean
  accounts: ServerQuery<'listAccounts'>
  devices: ServerQuery<'listDevices'>
  locations: ServerQuery<'listLocations'>
  /** After a change of devices (register, pair, unpair): every screen's device list loads again. */
  refreshDevices: () => Promise<void>
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
  const permissions = useMemo(() => permissionsOf(principal), [principal])
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

  const enabled = signedIn && permissions.administer
  const accounts = useServerQuery('listAccounts', undefined, {
    owner,
    enabled: enabled && canPickAccount,
  })
  const firstAccount = accounts.data?.accounts[0]?.id
  const accountId = canPickAccount
    ? (picked ?? defaultAccountId ?? firstAccount)
    : (picked ?? undefined)
  const needsAccount = canPickAccount && accountId === undefined
  const ready = enabled && !needsAccount

  const scope = accountId === undefined ? {} : { accountId }
  const devices = useServerQuery('listDevices', scope, { owner, enabled: ready })
  const locations = useServerQuery('listLocations', scope, { owner, enabled: ready })
  const refresh = useRefresh(owner)
  const refreshDevices = useCallback(() => refresh('listDevices'), [refresh])

  // Not memoized: each render's query results are new objects (react-query tracks what is read
  // through them), so a memo of the value would be new on every render all the same.
  const value: Workspace = {
    principal,
    owner,
    profileId: session?.profileId ?? '',
    permissions,
    accountId,
    setAccountId,
    canPickAccount,
    needsAccount,
    accounts,
    devices,
    locations,
    refreshDevices,
  }
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
