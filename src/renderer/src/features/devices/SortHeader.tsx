import { Table, UnstyledButton } from '@mantine/core'
import { useIntl } from 'react-intl'
import { useT } from '../../i18n/use-t.ts'

/** A sort by one column (the devices table's keys, or another table's). */
interface Sort<K extends string> {
  key: K
  direction: 'ascending' | 'descending'
}

interface SortHeaderProps<K extends string> {
  label: string
  sortKey: K
  sort: Sort<K>
  onSort: (sort: Sort<K>) => void
  width?: number | string
}

/** A column header that sorts by its column; aria-sort tells assistive technology the order. */
export function SortHeader<K extends string>({
  label,
  sortKey,
  sort,
  onSort,
  width,
}: SortHeaderProps<K>) {
  const t = useT()
  // English names the column in lowercase inside the sentence ("Sort by serial id"); German nouns keep
  // their capital ("Nach Serien-ID sortieren").
  const column = useIntl().locale.startsWith('en') ? label.toLowerCase() : label
  const active = sort.key === sortKey
  const next: Sort<K> = {
    key: sortKey,
    direction: active && sort.direction === 'ascending' ? 'descending' : 'ascending',
  }
  return (
    <Table.Th w={width} aria-sort={active ? sort.direction : 'none'}>
      <UnstyledButton
        onClick={() => onSort(next)}
        fw={600}
        fz="sm"
        aria-label={t('devices.sortHeader.sortBy', { column })}
      >
        {label}
        <span aria-hidden="true" style={{ opacity: active ? 1 : 0.3, marginLeft: 4 }}>
          {active && sort.direction === 'descending' ? '▼' : '▲'}
        </span>
      </UnstyledButton>
    </Table.Th>
  )
}
