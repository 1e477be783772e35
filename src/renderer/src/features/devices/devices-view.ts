import { useCallback, useMemo } from 'react'
import { readUiState, useUiState, writeUiState } from '../../app/ui-state.ts'
import { NO_FILTER, type DeviceFilter, type Sort, type SortKey } from './device-model.ts'

/** What the devices screen keeps per profile and account: filters and sort (the scroll apart). */
export interface DevicesView {
  filter: DeviceFilter
  sort: Sort
}

export const DEFAULT_VIEW: DevicesView = {
  filter: NO_FILTER,
  sort: { key: 'type', direction: 'ascending' },
}

const SORT_KEYS: readonly SortKey[] = [
  'type',
  'serialId',
  'name',
  'info',
  'location',
  'source',
  'state',
]
const STATES: readonly DeviceFilter['state'][] = ['all', 'paired', 'unpaired', 'memory']
const SOURCES: readonly DeviceFilter['source'][] = ['', 'sensor', 'admin']

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 500) : '')

/** A stored view, checked field by field: what is not right takes its default. */
export function readDevicesView(stored: unknown): DevicesView {
  if (typeof stored !== 'object' || stored === null) return DEFAULT_VIEW
  const { filter, sort } = stored as Partial<Record<keyof DevicesView, unknown>>
  const f = (typeof filter === 'object' && filter !== null ? filter : {}) as Record<string, unknown>
  const s = (typeof sort === 'object' && sort !== null ? sort : {}) as Record<string, unknown>
  return {
    filter: {
      type: text(f['type']),
      locationId: text(f['locationId']),
      state: STATES.find((state) => state === f['state']) ?? 'all',
      source: SOURCES.find((source) => source === f['source']) ?? '',
      search: text(f['search']),
    },
    sort: {
      key: SORT_KEYS.find((key) => key === s['key']) ?? DEFAULT_VIEW.sort.key,
      direction: s['direction'] === 'descending' ? 'descending' : 'ascending',
    },
  }
}

const readScroll = (stored: unknown) => (typeof stored === 'number' && stored >= 0 ? stored : 0)

/** Whose view it is: the devices of one profile's account. */
export const devicesViewKey = (profileId: string, accountId: string | undefined) =>
  `devices:${profileId}:${accountId ?? ''}`

/** Sets the filter (the rest of it cleared) as if the person had chosen it; the list starts at the top. */
export function setDevicesFilter(key: string, filter: Partial<DeviceFilter>): void {
  const view = readUiState(key, readDevicesView)
  writeUiState(`${key}:scroll`, 0, true)
  writeUiState(key, { ...view, filter: { ...NO_FILTER, ...filter } })
}

export function useDevicesView(key: string) {
  const view = useUiState(key, readDevicesView)
  const setFilter = useCallback(
    (filter: DeviceFilter) => writeUiState(key, { ...readUiState(key, readDevicesView), filter }),
    [key],
  )
  const setSort = useCallback(
    (sort: Sort) => writeUiState(key, { ...readUiState(key, readDevicesView), sort }),
    [key],
  )
  // Remembered as it changes, without a render; read once when the table shows.
  const scroll = useMemo(
    () => ({
      initial: () => readUiState(`${key}:scroll`, readScroll),
      save: (scrollTop: number) => writeUiState(`${key}:scroll`, Math.round(scrollTop), true),
    }),
    [key],
  )
  return useMemo(() => ({ view, setFilter, setSort, scroll }), [view, setFilter, setSort, scroll])
}
