import { describe, expect, it } from 'vitest'
import {
  apiKeyStatus,
  daysUntil,
  isUnused,
  reportsLifecycle,
  type ApiKeyDates,
} from '#shared/api-key-status.ts'

const NOW = Date.parse('2026-06-15T12:00:00.000Z')
const DAY = 24 * 60 * 60 * 1000
const iso = (offsetMs: number) => new Date(NOW + offsetMs).toISOString()
const CREATED = iso(-400 * DAY)

describe('apiKeyStatus', () => {
  it.each<[string, Partial<ApiKeyDates>, string]>([
    ['no expiry and not revoked', {}, 'active'],
    ['expiry 31 days away', { expiresAt: iso(31 * DAY) }, 'active'],
    ['expiry 30 days and 1 ms away', { expiresAt: iso(30 * DAY + 1) }, 'active'],
    ['expiry exactly 30 days away', { expiresAt: iso(30 * DAY) }, 'expiring'],
    ['expiry 1 ms away', { expiresAt: iso(1) }, 'expiring'],
    ['expiry exactly now', { expiresAt: iso(0) }, 'expired'],
    ['expiry 1 ms ago', { expiresAt: iso(-1) }, 'expired'],
    ['revoked exactly now', { revokedAt: iso(0) }, 'revoked'],
    ['revoked a year ago', { revokedAt: iso(-365 * DAY) }, 'revoked'],
    ['revoked and expired both', { revokedAt: iso(-2 * DAY), expiresAt: iso(-DAY) }, 'revoked'],
    [
      'revoked while still far from expiry',
      { revokedAt: iso(-DAY), expiresAt: iso(300 * DAY) },
      'revoked',
    ],
    ['revoked while expiring soon', { revokedAt: iso(-DAY), expiresAt: iso(5 * DAY) }, 'revoked'],
    ['revocation set for 1 ms from now', { revokedAt: iso(1), expiresAt: iso(90 * DAY) }, 'active'],
    [
      'revocation to come, expired meanwhile',
      { revokedAt: iso(DAY), expiresAt: iso(-DAY) },
      'expired',
    ],
  ])('%s: %s', (_case, dates, status) => {
    expect(apiKeyStatus({ createdAt: CREATED, ...dates }, NOW)).toBe(status)
  })

  it('takes a Date as well as milliseconds', () => {
    expect(apiKeyStatus({ createdAt: CREATED, expiresAt: iso(0) }, new Date(NOW))).toBe('expired')
  })
})

describe('isUnused (90 days without use)', () => {
  it.each<[string, Partial<ApiKeyDates>, boolean]>([
    ['used yesterday', { lastUsedAt: iso(-DAY) }, false],
    ['used 90 days less 1 ms ago', { lastUsedAt: iso(-90 * DAY + 1) }, false],
    ['used exactly 90 days ago', { lastUsedAt: iso(-90 * DAY) }, true],
    ['used 200 days ago', { lastUsedAt: iso(-200 * DAY) }, true],
    ['never used, created 400 days ago', {}, true],
    ['never used, created 89 days ago', { createdAt: iso(-89 * DAY) }, false],
    ['never used, created exactly 90 days ago', { createdAt: iso(-90 * DAY) }, true],
    ['used recently though created long ago', { lastUsedAt: iso(-3 * DAY) }, false],
  ])('%s: %s', (_case, dates, unused) => {
    expect(isUnused({ createdAt: CREATED, ...dates }, NOW)).toBe(unused)
  })
})

describe('daysUntil', () => {
  it.each([
    [iso(12 * DAY), 12],
    [iso(12 * DAY - 60_000), 12],
    [iso(12 * DAY + DAY / 2 - 1), 12],
    [iso(0), 0],
    [iso(-1), 0],
    [iso(-20 * DAY - 60_000), -20],
  ])('%s is %i days away', (moment, days) => {
    expect(daysUntil(moment, NOW)).toBe(days)
  })
})

describe('reportsLifecycle', () => {
  it('is false for a service that sends neither expiresAt nor revokedAt', () => {
    expect(
      reportsLifecycle([{ createdAt: CREATED }, { createdAt: CREATED, lastUsedAt: CREATED }]),
    ).toBe(false)
  })

  it.each([
    ['expiresAt', { expiresAt: iso(DAY) }],
    ['revokedAt', { revokedAt: iso(-DAY) }],
  ])('is true once one key carries %s', (_field, dates) => {
    expect(reportsLifecycle([{ createdAt: CREATED }, { createdAt: CREATED, ...dates }])).toBe(true)
  })
})
