import { Button, Skeleton, Table, VisuallyHidden } from '@mantine/core'
import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useEffect, useRef } from 'react'
import type { ActivityEntry } from '#shared/ipc/registry.ts'
import { layouts, resolveKind } from '#shared/serial-id/index.ts'
import { formatMoment } from '../../app/time.ts'
import { actionLabel, describeEntry, whoAndWhere } from './describe-entry.ts'
import classes from './activity-row.module.css'

export const ROW_HEIGHT = 52

interface ActivityTableProps {
  total: number
  /** The entries loaded so far, by their place in the list (newest is 0). */
  entries: ReadonlyMap<number, ActivityEntry>
  where: (locationId: string) => string
  onVisible: (range: { first: number; last: number }) => void
  onUndo: (entry: ActivityEntry) => void
  undoing: boolean
}

const typeOf = (deviceType: number | null) => {
  const kind = deviceType === null ? undefined : resolveKind(deviceType)
  return kind ? layouts[kind].label : ''
}

/** The journal as a table where only the rows in view exist: 100,000 entries scroll as 100 do. */
export function ActivityTable(props: ActivityTableProps) {
  const { total, entries, where, onVisible, onUndo, undoing } = props
  const scrollRef = useRef<HTMLDivElement>(null)
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read only during render
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    initialRect: { width: 1200, height: 800 },
  })
  const items = virtualizer.getVirtualItems()
  const first = items[0]?.index ?? 0
  const last = items.at(-1)?.index ?? 0
  useEffect(() => onVisible({ first, last }), [first, last, onVisible])
  const top = items[0]?.start ?? 0
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0)

  return (
    <div
      ref={scrollRef}
      style={{ flex: 1, minHeight: 240, overflow: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label="Activity entries"
      data-testid="activity-scroll"
    >
      <Table
        stickyHeader
        layout="fixed"
        verticalSpacing={6}
        aria-label="Activity"
        aria-rowcount={total + 1}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="11rem">When</Table.Th>
            <Table.Th w="7rem">Action</Table.Th>
            <Table.Th w="16rem">Device</Table.Th>
            <Table.Th>Change</Table.Th>
            <Table.Th w="13rem">By</Table.Th>
            <Table.Th w="6rem">
              <VisuallyHidden>Undo</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {top > 0 && <tr aria-hidden style={{ height: top }} />}
          {items.map((item) => {
            const entry = entries.get(item.index)
            if (!entry)
              return (
                <Table.Tr key={`wait-${item.index}`} style={{ height: ROW_HEIGHT }}>
                  <Table.Td colSpan={6}>
                    <Skeleton height={14} aria-label="Loading" />
                  </Table.Td>
                </Table.Tr>
              )
            return (
              <ActivityRow
                key={entry.id}
                entry={entry}
                index={item.index}
                where={where}
                onUndo={onUndo}
                undoing={undoing}
              />
            )
          })}
          {bottom > 0 && <tr aria-hidden style={{ height: bottom }} />}
        </Table.Tbody>
      </Table>
    </div>
  )
}

interface ActivityRowProps {
  entry: ActivityEntry
  index: number
  where: (locationId: string) => string
  onUndo: (entry: ActivityEntry) => void
  undoing: boolean
}

/** One entry, memoised: the table's re-renders (scrolling, measuring its height) redo new rows only. */
const ActivityRow = memo(function ActivityRow(props: ActivityRowProps) {
  const { entry, index, where, onUndo, undoing } = props
  const change = describeEntry(entry, where)
  return (
    <Table.Tr style={{ height: ROW_HEIGHT }} aria-rowindex={index + 2}>
      <Table.Td>
        <p className={classes.text}>{formatMoment(entry.at)}</p>
      </Table.Td>
      <Table.Td>
        <p className={classes.text}>{actionLabel(entry.action)}</p>
        {entry.undoneBy !== null && (
          <p className={`${classes.text} ${classes.small} ${classes.dimmed}`}>undone</p>
        )}
      </Table.Td>
      <Table.Td>
        <p
          className={`${classes.text} ${classes.mono} ${classes.truncate}`}
          title={entry.serialId ?? undefined}
        >
          {entry.serialId ?? '—'}
        </p>
        <p className={`${classes.text} ${classes.small} ${classes.dimmed} ${classes.truncate}`}>
          {[typeOf(entry.deviceType), entry.after?.name ?? entry.before?.name]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </Table.Td>
      <Table.Td>
        <p className={`${classes.text} ${classes.clamp}`} title={change}>
          {change}
        </p>
      </Table.Td>
      <Table.Td>
        <p
          className={`${classes.text} ${classes.small} ${classes.truncate}`}
          title={whoAndWhere(entry)}
        >
          {whoAndWhere(entry)}
        </p>
      </Table.Td>
      <Table.Td>
        {entry.undoable && (
          <Button
            size="compact-sm"
            variant="default"
            disabled={undoing}
            aria-label={`Undo: ${change}`}
            onClick={() => onUndo(entry)}
          >
            Undo
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  )
})
