import { RoleSchema } from '#shared/api/common.ts'
import { API_KEY_STATUSES } from '#shared/api-key-status.ts'
import { oneOf, tableViewReader, useTableView, type TableView } from '../../app/table-view.ts'
import {
  KEY_SORT_BY,
  NO_KEY_FILTER,
  type ApiKeyFilter,
  type ApiKeySortKey,
} from './api-key-model.ts'

/** What the API keys screen keeps per profile: filters and sort. */
export type ApiKeysView = TableView<ApiKeyFilter, ApiKeySortKey>

export const DEFAULT_KEYS_VIEW: ApiKeysView = {
  filter: NO_KEY_FILTER,
  sort: { key: 'name', direction: 'ascending' },
}

const LAST_USE: readonly ApiKeyFilter['lastUse'][] = ['any', 'unused', 'recent']

export const readApiKeysView = tableViewReader(
  KEY_SORT_BY,
  DEFAULT_KEYS_VIEW,
  (f): ApiKeyFilter => {
    const role = RoleSchema.safeParse(f['role'])
    return {
      status: oneOf(API_KEY_STATUSES, f['status'], 'all'),
      role: role.success ? role.data : 'all',
      lastUse: oneOf(LAST_USE, f['lastUse'], 'any'),
    }
  },
)

export const apiKeysViewKey = (profileId: string) => `api-keys:${profileId}`

export const useApiKeysView = (key: string) => useTableView(key, readApiKeysView)
