import { Table } from '@mantine/core'
import { useIntl } from 'react-intl'
import { useT } from '../../i18n/use-t.ts'
import type { DeviceFilter } from '../devices/device-model.ts'
import { ShowDevicesLink } from './ShowDevicesLink.tsx'

export interface CountRow {
  key: string
  label: string
  value: number
  /** Devices paired to the location itself, where `value` adds the locations inside it. */
  own?: number
  /** Indent under the row that contains it (a floor under its site). */
  depth?: number
  /** The devices table filtered to this row's devices. */
  show?: Partial<DeviceFilter>
}

interface CountTableProps {
  caption: string
  /** What the rows are: "Type", "State", "Location". */
  what: string
  rows: readonly CountRow[]
  /** Also a column of the devices paired to each location itself. */
  withOwn?: boolean
}

/** The figures of one chart as a table (its text alternative); each label opens the devices table. */
export function CountTable({ caption, what, rows, withOwn = false }: CountTableProps) {
  const intl = useIntl()
  const t = useT()
  return (
    <Table striped withTableBorder verticalSpacing={4} fz="sm" captionSide="top">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{what}</Table.Th>
          {withOwn && (
            <Table.Th scope="col" ta="right">
              {t('overview.table.paired-here')}
            </Table.Th>
          )}
          <Table.Th scope="col" ta="right">
            {withOwn ? t('overview.table.with-inside') : t('overview.table.devices')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th
              scope="row"
              fw="normal"
              style={{
                paddingLeft: `calc(${row.depth ?? 0} * 1.25rem + var(--table-horizontal-spacing, var(--mantine-spacing-xs)))`,
              }}
            >
              {row.show ? (
                <ShowDevicesLink show={row.show}>{row.label}</ShowDevicesLink>
              ) : (
                row.label
              )}
            </Table.Th>
            {withOwn && <Table.Td ta="right">{intl.formatNumber(row.own ?? 0)}</Table.Td>}
            <Table.Td ta="right">{intl.formatNumber(row.value)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
