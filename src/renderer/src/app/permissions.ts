import type { Principal } from '#shared/api/auth.ts'
import { describeRole } from '../features/connection/describe.ts'

/** What the signed-in role may do, and in words why not when it may not. */
export interface Permissions {
  /** List, register, pair and unpair devices; list the account's API keys. */
  administer: boolean
  /** List the API keys of a whole tenant. */
  tenantKeys: boolean
  /** Why the role may not administer (null when it may). */
  why: string | null
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
      why: `Signed in as ${principal?.name} (${describeRole('member')}): members have no admin rights, so devices and API keys are not shown or changed here. Sign in with an account admin's key or login (Profiles → Sign out), or ask one.`,
    }
  }
  return { administer: true, tenantKeys: role !== 'accountAdmin', why: null }
}
