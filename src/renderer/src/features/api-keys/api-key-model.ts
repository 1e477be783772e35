import type { ApiKeyRecord } from '#shared/api/api-keys.ts'
import type { Role } from '#shared/api/common.ts'
import {
  API_KEY_STATUSES,
  apiKeyStatus,
  isUnused,
  type ApiKeyStatus,
} from '#shared/api-key-status.ts'
import type { TableSort } from '../../app/table-view.ts'

/** The columns the table sorts by. */
export const KEY_SORT_BY = ['name', 'role', 'status', 'expires', 'lastUsed', 'created'] as const
export type ApiKeySortKey = (typeof KEY_SORT_BY)[number]
export type ApiKeySort = TableSort<ApiKeySortKey>

export interface ApiKeyFilter {
  status: 'all' | ApiKeyStatus
  role: 'all' | Role
  /** unused: not used for 90 days (never used: created 90 days ago); recent: used within 90 days. */
  lastUse: 'any' | 'unused' | 'recent'
}

export const NO_KEY_FILTER: ApiKeyFilter = { status: 'all', role: 'all', lastUse: 'any' }

/** A key with what the screen shows about it at one moment. */
export interface KeyRow {
  key: ApiKeyRecord
  status: ApiKeyStatus
  unused: boolean
}

const ROLE_ORDER: readonly Role[] = ['superAdmin', 'tenantAdmin', 'accountAdmin', 'member']
const time = (iso: string | undefined, missing: number) =>
  iso === undefined ? missing : Date.parse(iso)

function sortValue(row: KeyRow, key: ApiKeySortKey): number | string {
  switch (key) {
    case 'name':
      return row.key.name.toLocaleLowerCase()
    case 'role':
      return ROLE_ORDER.indexOf(row.key.role)
    case 'status':
      return API_KEY_STATUSES.indexOf(row.status)
    case 'expires':
      // Never expiring sorts after every date.
      return time(row.key.expiresAt, Number.POSITIVE_INFINITY)
    case 'lastUsed':
      // Never used sorts before every date.
      return time(row.key.lastUsedAt, Number.NEGATIVE_INFINITY)
    case 'created':
      return time(row.key.createdAt, 0)
  }
}

function passes(row: KeyRow, filter: ApiKeyFilter): boolean {
  if (filter.status !== 'all' && row.status !== filter.status) return false
  if (filter.role !== 'all' && row.key.role !== filter.role) return false
  if (filter.lastUse === 'unused' && !row.unused) return false
  if (filter.lastUse === 'recent' && row.unused) return false
  return true
}

/** Each key's status at `now`, filtered and sorted (ties by name). */
export function keyRows(
  keys: readonly ApiKeyRecord[],
  filter: ApiKeyFilter,
  sort: ApiKeySort,
  now: number,
): KeyRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1
  const compare = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0)
  return keys
    .map((key) => ({ key, status: apiKeyStatus(key, now), unused: isUnused(key, now) }))
    .filter((row) => passes(row, filter))
    .sort(
      (a, b) =>
        sign * compare(sortValue(a, sort.key), sortValue(b, sort.key)) ||
        compare(sortValue(a, 'name'), sortValue(b, 'name')),
    )
}
