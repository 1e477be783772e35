import type { ApiKeyRecord } from '#shared/api/api-keys.ts'
import { apiKeyStatus, isUnused, reportsLifecycle } from '#shared/api-key-status.ts'
import { humanMoment } from '../dates.ts'
import { table } from '../format.ts'

/** The status word, with "unused 90d+" for a usable key nobody has used in 90 days. */
function statusText(key: ApiKeyRecord, now: number): string {
  const status = apiKeyStatus(key, now)
  const usable = status === 'active' || status === 'expiring'
  return usable && isUnused(key, now) ? `${status}, unused 90d+` : status
}

/**
 * Keys as a table; STATUS and EXPIRES only when the service reports expiry or revocation (an
 * extension), since without them every key would look active.
 */
export function apiKeysTable(keys: readonly ApiKeyRecord[], now: number, locale: string): string {
  const moment = (iso: string | null | undefined) => (iso ? humanMoment(iso, locale) : 'never')
  const lifecycle = reportsLifecycle(keys)
  const rows = keys.map((k) => [
    k.id,
    k.name,
    k.role,
    k.scope === 'tenant' ? `tenant ${k.tenantId}` : `account ${k.accountId ?? ''}`,
    ...(lifecycle ? [statusText(k, now), moment(k.expiresAt)] : []),
    moment(k.createdAt),
    moment(k.lastUsedAt),
  ])
  const header = ['ID', 'NAME', 'ROLE', 'SCOPE']
  if (lifecycle) header.push('STATUS', 'EXPIRES')
  return table([...header, 'CREATED', 'LAST USED'], rows)
}
