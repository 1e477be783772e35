import { randomBytes } from 'node:crypto'
import { resolveKeyScope } from '../auth/access.ts'
import { checkCreatableRole, checkExpiry, revocableKey } from '../auth/key-access.ts'
import { digest, newSecret } from '../auth/secrets.ts'
import type { ServiceContext } from '../service-context.ts'
import type { ApiKeyEntry } from '../store/principal-store.ts'
import { toRecord } from './api-key-record.ts'
import type { Handlers } from './handler-types.ts'

/** Extensions: creating a key (its secret in that one answer, only its digest kept) and revoking one. */
export function apiKeyHandlers(
  ctx: ServiceContext,
): Pick<Handlers, 'createApiKey' | 'revokeApiKey'> {
  return {
    createApiKey({ principal, body }) {
      const scope = resolveKeyScope(ctx.directory, principal, body)
      checkCreatableRole(principal, body.role, scope.scope)
      const now = ctx.now()
      const expiresAt = checkExpiry(body.expiresAt, now)
      const secret = newSecret()
      const entry: ApiKeyEntry = {
        id: `k-${randomBytes(6).toString('hex')}`,
        name: body.name,
        secretDigest: digest(secret),
        role: body.role,
        tenantId: scope.scope === 'tenant' ? scope.tenantId : scope.account.tenantId,
        ...(scope.scope === 'account' ? { accountId: scope.account.id } : {}),
        createdAt: new Date(now).toISOString(),
        ...(expiresAt ? { expiresAt } : {}),
      }
      ctx.principals.addApiKey(entry)
      return { status: 'OK', apiKey: toRecord(entry), secret }
    },
    revokeApiKey({ principal, body }) {
      const entry = revocableKey(principal, ctx.principals.apiKeyById(body.id))
      // Revoking twice keeps the first moment: the record says when it stopped working.
      if (!entry.revokedAt) ctx.principals.revokeApiKey(entry, new Date(ctx.now()).toISOString())
      return { status: 'OK', apiKey: toRecord(entry) }
    },
  }
}
