import type { Role } from '#shared/api/index.ts'
import { HttpProblem, forbidden, notFound } from '../http/problem.ts'
import type { ApiKeyEntry } from '../store/principal-store.ts'
import { reaches } from './access.ts'
import type { Principal } from './principal.ts'

const RANK: Record<Role, number> = { member: 0, accountAdmin: 1, tenantAdmin: 2, superAdmin: 3 }

/** The roles a key of each scope may have: an account key never reaches a whole tenant. */
const ROLES_OF_SCOPE = {
  account: ['accountAdmin', 'member'],
  tenant: ['superAdmin', 'tenantAdmin', 'member'],
} as const satisfies Record<'account' | 'tenant', readonly Role[]>

const invalid = (path: string, message: string) =>
  new HttpProblem(400, 'validation_failed', `The body is not valid: ${path}: ${message}`, {
    errors: [{ path, message }],
  })

/** No escalation: a caller gives a new key its own role or a lower one. */
export function checkCreatableRole(
  principal: Principal,
  role: Role,
  scope: 'account' | 'tenant',
): void {
  if (RANK[role] > RANK[principal.role]) {
    throw forbidden(
      `Your role ${principal.role} cannot create a key of role ${role}: a key gets your role or a lower one.`,
    )
  }
  const allowed: readonly Role[] = ROLES_OF_SCOPE[scope]
  if (!allowed.includes(role)) {
    const other = scope === 'account' ? 'tenantId' : 'accountId'
    throw invalid(
      'role',
      `a key of ${scope} scope can be ${allowed.join(', ')}; for a key of role ${role} give ${other} instead`,
    )
  }
}

/** An expiry must lie ahead; none means the key works until it is revoked. */
export function checkExpiry(expiresAt: string | undefined, now: number): string | undefined {
  if (expiresAt === undefined) return undefined
  const at = Date.parse(expiresAt)
  if (at <= now) {
    throw invalid(
      'expiresAt',
      `${expiresAt} has passed; give a moment in the future, or none for a key that does not expire`,
    )
  }
  return new Date(at).toISOString()
}

/**
 * The key a caller may revoke: within its reach (else 404, as for an unknown id, so nothing leaks)
 * and of its role or lower (else 403).
 */
export function revocableKey(principal: Principal, key: ApiKeyEntry | undefined): ApiKeyEntry {
  if (principal.role === 'member')
    throw forbidden('Revoking a key needs an admin role; members have none.')
  if (!key || !reaches(principal, key))
    throw notFound('No API key with this id is within your reach; list the keys to find its id.')
  if (RANK[key.role] > RANK[principal.role]) {
    throw forbidden(
      `This key has the role ${key.role}, above your role ${principal.role}: ask someone with the role ${key.role} to revoke it.`,
    )
  }
  return key
}
