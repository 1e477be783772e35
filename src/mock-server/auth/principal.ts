import type { Principal as PublicPrincipal, Role } from '#shared/api/index.ts'

/** Who made a request, with what the service needs to end or attribute it. */
export interface Principal {
  kind: 'user' | 'apiKey'
  name: string
  role: Role
  tenantId?: string
  accountId?: string
  /** Set for API keys: the key's id (never its secret). */
  keyId?: string
  /** Set for bearer sessions: the digest that logout deletes. */
  sessionDigest?: string
}

export function publicPrincipal(principal: Principal): PublicPrincipal {
  return {
    kind: principal.kind,
    name: principal.name,
    role: principal.role,
    ...(principal.tenantId ? { tenantId: principal.tenantId } : {}),
    ...(principal.accountId ? { accountId: principal.accountId } : {}),
    ...(principal.keyId ? { keyId: principal.keyId } : {}),
  }
}
