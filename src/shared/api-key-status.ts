/** Where a key stands at a moment: usable (active, expiring soon) or refused (expired, revoked). */
export type ApiKeyStatus = 'active' | 'expiring' | 'expired' | 'revoked'

export const API_KEY_STATUSES: readonly ApiKeyStatus[] = [
  'active',
  'expiring',
  'expired',
  'revoked',
]

/** A key that expires within this many days (this one included) is "expiring". */
export const EXPIRING_WITHIN_DAYS = 30
/** A key not used for this many days (or, never used, created this long ago) is "unused". */
export const UNUSED_AFTER_DAYS = 90

const DAY_MS = 24 * 60 * 60 * 1000

/** The dates of a key that decide its status; expiresAt and revokedAt are extensions a service may omit. */
export interface ApiKeyDates {
  createdAt: string
  lastUsedAt?: string
  expiresAt?: string
  revokedAt?: string
}

const at = (iso: string | undefined) => (iso === undefined ? Number.NaN : Date.parse(iso))

/**
 * Revoked once revokedAt has come (revocation wins over expiry), expired from the moment expiresAt
 * comes, expiring while at most 30 days are left, else active. A key without the dates is active.
 */
export function apiKeyStatus(key: ApiKeyDates, now: Date | number): ApiKeyStatus {
  const time = typeof now === 'number' ? now : now.getTime()
  if (at(key.revokedAt) <= time) return 'revoked'
  const expires = at(key.expiresAt)
  if (expires <= time) return 'expired'
  if (expires - time <= EXPIRING_WITHIN_DAYS * DAY_MS) return 'expiring'
  return 'active'
}

/** Not used for 90 days or more: counted from the last use, or from creation when never used. */
export function isUnused(key: ApiKeyDates, now: Date | number): boolean {
  const time = typeof now === 'number' ? now : now.getTime()
  return time - at(key.lastUsedAt ?? key.createdAt) >= UNUSED_AFTER_DAYS * DAY_MS
}

/** Days from now until a moment, to the nearest whole day (negative once it has passed). */
export function daysUntil(iso: string, now: Date | number): number {
  const time = typeof now === 'number' ? now : now.getTime()
  return Math.round((at(iso) - time) / DAY_MS) || 0
}

/** The words for a status, the same in the GUI and the CLI. */
export const API_KEY_STATUS_LABELS: Record<ApiKeyStatus, string> = {
  active: 'Active',
  expiring: 'Expiring soon',
  expired: 'Expired',
  revoked: 'Revoked',
}

/** Whether a service reports key lifecycle at all: it sends expiresAt or revokedAt on some key. */
export function reportsLifecycle(keys: readonly ApiKeyDates[]): boolean {
  return keys.some((key) => key.expiresAt !== undefined || key.revokedAt !== undefined)
}
