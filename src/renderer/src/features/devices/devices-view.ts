import { useMemo } from 'react'
import { oneOf, tableViewReader, useTableView, type TableView } from '../../app/table-view.ts'
import { readUiState, writeUiState } from '../../app/ui-state.ts'
import { NO_FILTER, SORT_BY, type DeviceFilter, type SortKey } from './device-model.ts'

/** What the devices screen keeps per profile and account: filters and sort (the scroll apart). */
export type DevicesView = TableView<DeviceFilter, SortKey>

export const DEFAULT_VIEW: DevicesView = {
  filter: NO_FILTER,
  sort: { key: 'type', direction: 'ascending' },
}

const STATES: readonly DeviceFilter['state'][] = ['all', 'paired', 'unpaired', 'memory']
const SOURCES: readonly DeviceFilter['source'][] = ['', 'sensor', 'admin']

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 500) : '')

export const readDevicesView = tableViewReader(SORT_BY, DEFAULT_VIEW, (f): DeviceFilter => ({
  type: text(f['type']),
  locationId: text(f['locationId']),
  state: oneOf(STATES, f['state'], 'all'),
  source: oneOf(SOURCES, f['source'], ''),
  search: text(f['search']),
}))

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
  const table = useTableView(key, readDevicesView)
  // Remembered as it changes, without a render; read once when the table shows.
  const scroll = useMemo(
    () => ({
      initial: () => readUiState(`${key}:scroll`, readScroll),
      save: (scrollTop: number) => writeUiState(`${key}:scroll`, Math.round(scrollTop), true),
    }),
    [key],
  )
  return useMemo(() => ({ ...table, scroll }), [table, scroll])
}
