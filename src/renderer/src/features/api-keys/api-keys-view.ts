import { RoleSchema } from '#shared/api/common.ts'
import { API_KEY_STATUSES } from '#shared/api-key-status.ts'
import {
  oneOf,
  readSort,
  storedFields,
  useTableView,
  type TableView,
} from '../../app/table-view.ts'
import { NO_KEY_FILTER, type ApiKeyFilter, type ApiKeySortKey } from './api-key-model.ts'

/** What the API keys screen keeps per profile: filters and sort. */
export type ApiKeysView = TableView<ApiKeyFilter, ApiKeySortKey>

export const DEFAULT_KEYS_VIEW: ApiKeysView = {
  filter: NO_KEY_FILTER,
  sort: { key: 'name', direction: 'ascending' },
}

const SORT_KEYS: readonly ApiKeySortKey[] = [
  'name',
  'role',
  'status',
  'expires',
  'lastUsed',
  'created',
]
const LAST_USE: readonly ApiKeyFilter['lastUse'][] = ['any', 'unused', 'recent']

/** A stored view, checked field by field: what is not right takes its default. */
export function readApiKeysView(stored: unknown): ApiKeysView {
  const { filter, sort } = storedFields(stored)
  const f = storedFields(filter)
  const role = RoleSchema.safeParse(f['role'])
  return {
    filter: {
      status: oneOf(API_KEY_STATUSES, f['status'], 'all'),
      role: role.success ? role.data : 'all',
      lastUse: oneOf(LAST_USE, f['lastUse'], 'any'),
    },
    sort: readSort(sort, SORT_KEYS, DEFAULT_KEYS_VIEW.sort.key),
  }
}

export const apiKeysViewKey = (profileId: string) => `api-keys:${profileId}`

export const useApiKeysView = (key: string) => useTableView(key, readApiKeysView)
