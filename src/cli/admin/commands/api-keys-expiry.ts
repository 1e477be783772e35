import { usageError } from '../errors.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * --expires: a number of days from now ("90d"), a date (the key stops working as that day begins, in
 * UTC: "2026-09-01"), or an ISO 8601 moment with its offset ("2026-09-01T18:00:00+02:00").
 */
export function parseExpiry(value: string, now: number): string {
  const days = /^(\d{1,5})d$/.exec(value.trim())
  if (days) {
    const count = Number(days[1])
    if (count < 1) throw usageError('cli.apikeys.expires-min')
    return new Date(now + count * DAY_MS).toISOString()
  }
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? `${value.trim()}T00:00:00Z` : value.trim()
  const at = /^\d{4}-\d{2}-\d{2}T.+(Z|[+-]\d{2}:\d{2})$/i.test(date) ? Date.parse(date) : Number.NaN
  if (Number.isNaN(at)) {
    throw usageError('cli.apikeys.expires-format')
  }
  if (at <= now) throw usageError('cli.apikeys.expires-past', { value })
  return new Date(at).toISOString()
}
