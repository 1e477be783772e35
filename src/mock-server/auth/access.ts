import { HttpProblem, forbidden, notFound } from '../http/problem.ts'
import type { AccountRecord, Directory } from '../store/directory.ts'
import type { Principal } from './principal.ts'

export type KeyScope =
  { scope: 'tenant'; tenantId: string } | { scope: 'account'; account: AccountRecord }

const missingScope = (path: 'accountId' | 'tenantId', detail: string) =>
  new HttpProblem(400, 'validation_failed', detail, { errors: [{ path, message: detail }] })

/** Members have no admin rights at all. */
function requireAdmin(principal: Principal): void {
  if (principal.role === 'member')
    throw forbidden('This operation needs an admin role; members have none.')
}

/** Whether the principal's reach covers what belongs to a tenant, or to one account of it. */
export function reaches(
  principal: Principal,
  owner: { tenantId: string; accountId?: string | undefined },
): boolean {
  switch (principal.role) {
    case 'superAdmin':
      return true
    case 'tenantAdmin':
      return owner.tenantId === principal.tenantId
    case 'accountAdmin':
      return owner.accountId !== undefined && owner.accountId === principal.accountId
    default:
      return false
  }
}

/** Whether the principal reaches the account (the account exists). */
const reachesAccount = (principal: Principal, account: AccountRecord) =>
  reaches(principal, { tenantId: account.tenantId, accountId: account.id })

/**
 * The account a device operation is about. An account admin may leave accountId out; others must give
 * it. Only a super admin, who could see any account, learns that one does not exist (404); to others
 * an unknown account is as forbidden as a foreign one, so existence does not leak. Ids are not echoed.
 */
export function resolveAccount(
  directory: Directory,
  principal: Principal,
  accountId: string | undefined,
): AccountRecord {
  requireAdmin(principal)
  const id = accountId ?? (principal.role === 'accountAdmin' ? principal.accountId : undefined)
  if (!id) throw missingScope('accountId', 'accountId is required for tenant and super admins.')
  const account = directory.accounts.get(id)
  if (account && reachesAccount(principal, account)) return account
  if (!account && principal.role === 'superAdmin')
    throw notFound('The account given as accountId does not exist.')
  throw forbidden('The account given as accountId is outside your reach.')
}

export function accountsInReach(directory: Directory, principal: Principal): AccountRecord[] {
  requireAdmin(principal)
  return [...directory.accounts.values()].filter((account) => reachesAccount(principal, account))
}

/** The scope of GET /admin/apikey: account admins list their account, tenant admins (and up) a tenant. */
export function resolveKeyScope(
  directory: Directory,
  principal: Principal,
  query: { tenantId?: string; accountId?: string },
): KeyScope {
  requireAdmin(principal)
  if (query.accountId)
    return { scope: 'account', account: resolveAccount(directory, principal, query.accountId) }
  const tenantId =
    query.tenantId ?? (principal.role === 'tenantAdmin' ? principal.tenantId : undefined)
  if (!query.tenantId && principal.role === 'accountAdmin') {
    return { scope: 'account', account: resolveAccount(directory, principal, undefined) }
  }
  if (!tenantId) {
    throw missingScope(
      'tenantId',
      'Give tenantId or accountId: a super admin has no scope of its own.',
    )
  }
  if (principal.role === 'superAdmin') {
    if (!directory.tenants.has(tenantId))
      throw notFound('The tenant given as tenantId does not exist.')
    return { scope: 'tenant', tenantId }
  }
  if (principal.role === 'tenantAdmin' && principal.tenantId === tenantId)
    return { scope: 'tenant', tenantId }
  throw forbidden(
    'That tenant scope is outside your reach; it needs a tenant admin of that tenant.',
  )
}
