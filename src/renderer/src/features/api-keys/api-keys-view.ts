import { useCallback, useMemo } from 'react'
import { RoleSchema } from '#shared/api/common.ts'
import { API_KEY_STATUSES } from '#shared/api-key-status.ts'
import { readUiState, useUiState, writeUiState } from '../../app/ui-state.ts'
import {
  NO_KEY_FILTER,
  type ApiKeyFilter,
  type ApiKeySort,
  type ApiKeySortKey,
} from './api-key-model.ts'

/** What the API keys screen keeps per profile: filters and sort. */
export interface ApiKeysView {
  filter: ApiKeyFilter
  sort: ApiKeySort
}

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

const record = (value: unknown) =>
  (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>

/** A stored view, checked field by field: what is not right takes its default. */
export function readApiKeysView(stored: unknown): ApiKeysView {
  const { filter, sort } = record(stored)
  const f = record(filter)
  const s = record(sort)
  const role = RoleSchema.safeParse(f['role'])
  return {
    filter: {
      status: API_KEY_STATUSES.find((status) => status === f['status']) ?? 'all',
      role: role.success ? role.data : 'all',
      lastUse: LAST_USE.find((lastUse) => lastUse === f['lastUse']) ?? 'any',
    },
    sort: {
      key: SORT_KEYS.find((key) => key === s['key']) ?? DEFAULT_KEYS_VIEW.sort.key,
      direction: s['direction'] === 'descending' ? 'descending' : 'ascending',
    },
  }
}

export const apiKeysViewKey = (profileId: string) => `api-keys:${profileId}`

export function useApiKeysView(key: string) {
  const view = useUiState(key, readApiKeysView)
  const setFilter = useCallback(
    (filter: ApiKeyFilter) => writeUiState(key, { ...readUiState(key, readApiKeysView), filter }),
    [key],
  )
  const setSort = useCallback(
    (sort: ApiKeySort) => writeUiState(key, { ...readUiState(key, readApiKeysView), sort }),
    [key],
  )
  return useMemo(() => ({ view, setFilter, setSort }), [view, setFilter, setSort])
}
