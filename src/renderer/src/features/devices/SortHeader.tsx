import { Table, UnstyledButton } from '@mantine/core'
import type { Sort, SortKey } from './device-model.ts'

interface SortHeaderProps {
  label: string
  sortKey: SortKey
  sort: Sort
  onSort: (sort: Sort) => void
  width?: number | string
}

/** A column header that sorts by its column; aria-sort tells assistive technology the order. */
export function SortHeader({ label, sortKey, sort, onSort, width }: SortHeaderProps) {
  const active = sort.key === sortKey
  const next: Sort = {
    key: sortKey,
    direction: active && sort.direction === 'ascending' ? 'descending' : 'ascending',
  }
  return (
    <Table.Th w={width} aria-sort={active ? sort.direction : 'none'}>
      <UnstyledButton
        onClick={() => onSort(next)}
        fw={600}
        fz="sm"
        aria-label={`Sort by ${label.toLowerCase()}`}
      >
        {label}
        <span aria-hidden="true" style={{ opacity: active ? 1 : 0.3, marginLeft: 4 }}>
          {active && sort.direction === 'descending' ? '▼' : '▲'}
        </span>
      </UnstyledButton>
    </Table.Th>
  )
}
