import { Table } from '@mantine/core'
import type { MessageId } from '#shared/messages/catalog.ts'
import { useT } from '../i18n/use-t.ts'

/** A table's header row of plain column headings, in order. */
export function TableHead({ columns }: { columns: readonly MessageId[] }) {
  const t = useT()
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column}>{t(column)}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  )
}
