import type { ApiKeyRecord } from '#shared/api/index.ts'
import type { ApiKeyEntry } from '../store/principal-store.ts'

/** The listed form of a key: every field but the secret's digest. */
export function toRecord(entry: ApiKeyEntry): ApiKeyRecord {
  return {
    id: entry.id,
    name: entry.name,
    role: entry.role,
    scope: entry.accountId ? 'account' : 'tenant',
    tenantId: entry.tenantId,
    ...(entry.accountId ? { accountId: entry.accountId } : {}),
    createdAt: entry.createdAt,
    ...(entry.lastUsedAt ? { lastUsedAt: entry.lastUsedAt } : {}),
    ...(entry.expiresAt ? { expiresAt: entry.expiresAt } : {}),
    ...(entry.revokedAt ? { revokedAt: entry.revokedAt } : {}),
  }
}
