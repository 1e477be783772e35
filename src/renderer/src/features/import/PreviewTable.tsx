import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core'
import { memo, useRef } from 'react'
import { useRowsWindow } from './use-rows-window.ts'
import type { PreviewRow, RowFix } from '#shared/ipc/bulk.ts'
import { visible } from '#shared/text/visible.ts'
import { VisibleText } from '../../app/VisibleText.tsx'
import { typeLabel } from '../devices/device-model.ts'
import { actionLabel, levelColor } from './row-view.ts'
import classes from './scroll-area.module.css'
import { EndKeepingName } from '../locations/EndKeepingName.tsx'

interface PreviewTableProps {
  rows: readonly PreviewRow[]
  /** Location names by id, to show what a location resolved to. */
  names: ReadonlyMap<string, string>
  onChoose: (row: number, fix: RowFix) => void
}

/** Fixed, so that scrolling never measures rows (a layout per row would block the window). */
const ROW_HEIGHT = 76

/** The file's rows as they would be sent; only those in view exist in the DOM (10,000 rows stay smooth). */
export function PreviewTable({ rows, names, onChoose }: PreviewTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const { items, top, bottom } = useRowsWindow(rows.length, ROW_HEIGHT, scrollRef)
  return (
    <div
      ref={scrollRef}
      className={classes.area}
      tabIndex={0}
      role="region"
      aria-label="Rows of the import preview"
    >
      <Table
        stickyHeader
        layout="fixed"
        verticalSpacing={6}
        aria-label="Import preview"
        aria-rowcount={rows.length + 1}
        miw={1100}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={64}>Row</Table.Th>
            <Table.Th w={140}>Action</Table.Th>
            <Table.Th w={290}>Serial id</Table.Th>
            <Table.Th w={180}>Name</Table.Th>
            <Table.Th w={170}>Location</Table.Th>
            <Table.Th>Findings</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {top > 0 && <tr aria-hidden="true" style={{ height: top }} />}
          {items.map((item) => {
            const row = rows[item.index]
            return row ? (
              <PreviewLine
                key={row.row}
                index={item.index}
                row={row}
                location={
                  row.locationId ? (names.get(row.locationId) ?? row.locationId) : row.location
                }
                onChoose={onChoose}
              />
            ) : null
          })}
          {bottom > 0 && <tr aria-hidden="true" style={{ height: bottom }} />}
        </Table.Tbody>
      </Table>
    </div>
  )
}

interface LineProps {
  index: number
  row: PreviewRow
  location: string
  onChoose: (row: number, fix: RowFix) => void
}

const PreviewLine = memo(function PreviewLine({ index, row, location, onChoose }: LineProps) {
  const action = actionLabel(row)
  // The most pressing finding is shown (all of them on hover and to screen readers), with every fix.
  const shown = row.findings.find((f) => f.level === 'error') ?? row.findings[0]
  const all = row.findings.map((f) => f.message).join('\n')
  const fixes = row.findings.flatMap((f) => f.fixes ?? [])
  const changes = visible(row.changes.map((c) => `${c.field}: ${c.from} → ${c.to}`).join('; '))
  return (
    <Table.Tr
      data-index={index}
      aria-rowindex={index + 2}
      data-row={row.row}
      style={{ height: ROW_HEIGHT }}
    >
      <Table.Td>{row.row}</Table.Td>
      <Table.Td>
        <Badge color={action.color} variant="light" title={changes || undefined}>
          {action.label}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text
          ff="monospace"
          size="sm"
          style={{ whiteSpace: 'pre', overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {row.serialId === null ? '—' : <VisibleText text={row.serialId} />}
        </Text>
        <Text size="xs" c="dimmed">
          {row.deviceType === null ? 'type unknown' : typeLabel(row.deviceType)}
          {changes && ` · ${changes}`}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" truncate>
          <VisibleText text={row.name} />
        </Text>
        <Text size="xs" c="dimmed" truncate>
          <VisibleText text={row.info} />
        </Text>
      </Table.Td>
      <Table.Td title={visible(location)}>
        {/* Cut in the middle: a floor's desks differ at their end ("… · Desk 01"). */}
        <Text size="sm" component="div">
          <EndKeepingName name={location} />
        </Text>
      </Table.Td>
      <Table.Td>
        {shown && (
          <Text size="xs" c={levelColor[shown.level]} lineClamp={fixes.length ? 1 : 3} title={all}>
            <VisuallyHidden>{all}</VisuallyHidden>
            <span aria-hidden="true">
              {shown.message}
              {row.findings.length > 1 && ` (+${row.findings.length - 1} more)`}
            </span>
          </Text>
        )}
        {fixes.length > 0 && (
          <Group gap={4} mt={2} wrap="nowrap" style={{ overflow: 'hidden' }}>
            {fixes.map((fix) => (
              <Button
                key={fix.serialId}
                size="compact-xs"
                variant="light"
                title={fix.label}
                aria-label={`Row ${row.row}: use ${visible(fix.serialId)} (${fix.label})`}
                onClick={() => onChoose(row.row, fix)}
                styles={{ label: { whiteSpace: 'pre' } }}
              >
                Use <VisibleText text={fix.serialId} />
              </Button>
            ))}
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  )
})
