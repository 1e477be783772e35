import { Button, Stack, Table, Text } from '@mantine/core'
import { useElementSize, useMergedRef } from '@mantine/hooks'
import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import type { Device } from '#shared/api/devices.ts'
import { useRowsWindow } from '../../app/use-rows-window.ts'
import { useT } from '../../i18n/use-t.ts'
import { COLUMN_WIDTHS, columnsFor, sortColumns } from './columns.ts'
import { locationLabel, type Sort } from './device-model.ts'
import { DeviceRow, ROW_HEIGHT } from './DeviceRow.tsx'
import { HeaderCheckbox } from './HeaderCheckbox.tsx'
import { SortHeader } from './SortHeader.tsx'

interface DevicesTableProps {
  devices: readonly Device[]
  total: number
  /** True until the first list arrives: the table then says so instead of "no devices". */
  loading: boolean
  /** The list could not be loaded (the screen shows why): the table claims nothing about the account. */
  failed: boolean
  /** Offered on an empty account; null when the role may not register. */
  onRegister: (() => void) | null
  /** Offered when no device matches: back to the whole list. */
  onClearFilters: () => void
  names: Map<string, string>
  sort: Sort
  onSort: (sort: Sort) => void
  selected: ReadonlySet<string>
  onToggle: (serialId: string) => void
  onToggleAll: (select: boolean) => void
  onOpen: (serialId: string) => void
  /** Where the list was scrolled to last time (read once the rows are there), and each new place. */
  scroll: { initial: () => number; save: (scrollTop: number) => void }
}

/** Only the rows in view exist in the DOM, so 50,000 devices scroll and filter smoothly. */
export function DevicesTable(props: DevicesTableProps) {
  const { devices, total, loading, failed, onRegister, onClearFilters } = props
  const { names, sort, onSort, selected, onToggle, onToggleAll, onOpen, scroll } = props
  // Once for the table: every row takes the same `t`.
  const t = useT()
  const { locale } = useIntl()
  const scrollRef = useRef<HTMLDivElement>(null)
  const { ref: sizeRef, width } = useElementSize()
  const ref = useMergedRef(scrollRef, sizeRef)
  const columns = columnsFor(width)
  const { items, top, bottom } = useRowsWindow(devices.length, ROW_HEIGHT, scrollRef, 6)
  // Back where the person left the list, once its rows are there.
  const restored = useRef(false)
  const hasRows = devices.length > 0
  useEffect(() => {
    if (restored.current || !hasRows || !scrollRef.current) return
    restored.current = true
    scrollRef.current.scrollTop = scroll.initial()
  }, [hasRows, scroll])
  const shownSelected =
    devices.length > 0 && devices.every((device) => selected.has(device.serialId))
  const someSelected = !shownSelected && devices.some((device) => selected.has(device.serialId))
  const header = { sort, onSort }
  const span = 5 + Number(columns.type) + Number(columns.info) + Number(columns.source)

  return (
    <div
      ref={ref}
      style={{ flex: 1, minHeight: 240, overflow: 'auto' }}
      data-testid="devices-scroll"
      onScroll={(event) => scroll.save(event.currentTarget.scrollTop)}
    >
      <Table
        stickyHeader
        layout="fixed"
        highlightOnHover
        verticalSpacing={6}
        aria-label={t('devices.title')}
        aria-rowcount={devices.length + 1}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={COLUMN_WIDTHS.checkbox}>
              <HeaderCheckbox
                checked={shownSelected}
                indeterminate={someSelected}
                disabled={devices.length === 0}
                onChange={() => onToggleAll(!shownSelected)}
              />
            </Table.Th>
            {sortColumns(columns, locale).map(({ key, label, width }) => (
              <SortHeader key={key} label={t(label)} sortKey={key} width={width} {...header} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {top > 0 && <tr aria-hidden="true" style={{ height: top }} />}
          {items.map((item) => {
            const device = devices[item.index]
            if (!device) return null
            return (
              <DeviceRow
                key={device.serialId}
                index={item.index}
                device={device}
                location={locationLabel(device.locationId, names)}
                selected={selected.has(device.serialId)}
                onToggle={onToggle}
                onOpen={onOpen}
                columns={columns}
                t={t}
              />
            )
          })}
          {bottom > 0 && <tr aria-hidden="true" style={{ height: bottom }} />}
          {devices.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={span} ta="center" c="dimmed" py="xl">
                {loading ? (
                  t('devices.loadingList')
                ) : failed && total === 0 ? (
                  t('devices.table.failed')
                ) : total === 0 ? (
                  <Stack align="center" gap="xs">
                    <Text size="sm">
                      {onRegister
                        ? t('devices.table.emptyAccountRegister')
                        : t('devices.table.emptyAccount')}
                    </Text>
                    {onRegister && (
                      <Button size="xs" variant="light" onClick={onRegister}>
                        {t('devices.register')}
                      </Button>
                    )}
                  </Stack>
                ) : (
                  <Stack align="center" gap="xs">
                    <Text size="sm">{t('devices.table.noMatch')}</Text>
                    <Button size="xs" variant="light" onClick={onClearFilters}>
                      {t('devices.table.clearFilters')}
                    </Button>
                  </Stack>
                )}
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </div>
  )
}
