import type { Role } from '#shared/api/common.ts'

const RANK: Record<Role, number> = { member: 0, accountAdmin: 1, tenantAdmin: 2, superAdmin: 3 }

/** The roles a key of this scope can have, as the service allows them: the caller's or lower. */
export function creatableRoles(mine: Role | undefined, scope: 'account' | 'tenant'): Role[] {
  const ofScope: Role[] =
    scope === 'account' ? ['accountAdmin', 'member'] : ['superAdmin', 'tenantAdmin', 'member']
  return ofScope.filter((role) => mine !== undefined && RANK[role] <= RANK[mine])
}

/** Expiry presets in days; 0 is "never". */
export const EXPIRY_DAYS = [30, 90, 365, 0] as const
export type ExpiryDays = (typeof EXPIRY_DAYS)[number]
