import type { Principal } from '#shared/api/auth.ts'

/** Why the signed-in role may not administer: a member, by this name (RoleNotice says it in words). */
export interface RoleRefusal {
  role: 'member'
  name: string
}

/** What the signed-in role may do, and why not when it may not. */
export interface Permissions {
  /** List, register, pair and unpair devices; list the account's API keys. */
  administer: boolean
  /** List the API keys of a whole tenant. */
  tenantKeys: boolean
  /** Why the role may not administer (null when it may). */
  why: RoleRefusal | null
}

/**
 * The service's rules by role: members have no admin rights; account admins reach their account,
 * tenant and super admins a tenant. An unknown principal (a service without GET /auth/me) is
 * offered everything: the service decides and says why it refused.
 */
export function permissionsOf(principal: Principal | null): Permissions {
  const role = principal?.role
  if (role === 'member') {
    return {
      administer: false,
      tenantKeys: false,
      why: { role: 'member', name: principal?.name ?? '' },
    }
  }
  return { administer: true, tenantKeys: role !== 'accountAdmin', why: null }
}
