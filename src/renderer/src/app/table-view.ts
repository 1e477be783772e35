import { useCallback, useMemo } from 'react'
import { readUiState, useUiState, writeUiState } from './ui-state.ts'

/** A table's order: a column, either way. */
export interface TableSort<Key extends string> {
  key: Key
  direction: 'ascending' | 'descending'
}

/** What a table screen keeps per profile (and account): its filters and its order. */
export interface TableView<Filter, Key extends string> {
  filter: Filter
  sort: TableSort<Key>
}

/** A stored object's fields, or none where it is not an object (a stale or hand-edited entry). */
export const storedFields = (value: unknown) =>
  (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>

/** One of the allowed values, else the fallback. */
export const oneOf = <T>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.find((candidate) => candidate === value) ?? fallback

/** A stored order, checked: a known column else the default one, ascending unless it says otherwise. */
export function readSort<Key extends string>(
  stored: unknown,
  keys: readonly Key[],
  fallback: Key,
): TableSort<Key> {
  const sort = storedFields(stored)
  return {
    key: oneOf(keys, sort['key'], fallback),
    direction: sort['direction'] === 'descending' ? 'descending' : 'ascending',
  }
}

/**
 * The reader of a table's stored view, checked field by field: what is not right takes its default.
 * The filter's fields are checked by `readFilter`; the order is one of `sortKeys`, else the default's.
 */
export function tableViewReader<Filter, Key extends string>(
  sortKeys: readonly Key[],
  fallback: TableView<Filter, Key>,
  readFilter: (fields: Record<string, unknown>) => Filter,
): (stored: unknown) => TableView<Filter, Key> {
  return (stored) => {
    const { filter, sort } = storedFields(stored)
    return {
      filter: readFilter(storedFields(filter)),
      sort: readSort(sort, sortKeys, fallback.sort.key),
    }
  }
}

/** A table's view under its key: re-rendered when written; the filter and the order set one at a time. */
export function useTableView<Filter, Key extends string>(
  key: string,
  read: (stored: unknown) => TableView<Filter, Key>,
) {
  const view = useUiState(key, read)
  const setFilter = useCallback(
    (filter: Filter) => writeUiState(key, { ...readUiState(key, read), filter }),
    [key, read],
  )
  const setSort = useCallback(
    (sort: TableSort<Key>) => writeUiState(key, { ...readUiState(key, read), sort }),
    [key, read],
  )
  return useMemo(() => ({ view, setFilter, setSort }), [view, setFilter, setSort])
}
