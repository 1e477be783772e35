import { Button, Skeleton, Table, VisuallyHidden } from '@mantine/core'
import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useEffect, useRef } from 'react'
import type { ActivityEntry } from '#shared/ipc/registry.ts'
import { formatMoment } from '../../app/time.ts'
import { useIntl, type IntlShape } from 'react-intl'
import { useT, type Translate } from '../../i18n/use-t.ts'
import { knownTypeLabel } from '../devices/type-label.ts'
import classes from './activity-row.module.css'
import { actionLabel, describeEntry, entryLang, whoAndWhere } from './describe-entry.ts'

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

const typeOf = (deviceType: number | null, t: Translate) => knownTypeLabel(t, deviceType) ?? ''

/** The journal as a table where only the rows in view exist: 100,000 entries scroll as 100 do. */
export function ActivityTable(props: ActivityTableProps) {
  const intl = useIntl()
  const t = useT()
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
      aria-label={t('activity.table.region')}
      data-testid="activity-scroll"
    >
      <Table
        stickyHeader
        layout="fixed"
        verticalSpacing={6}
        aria-label={t('activity.table.label')}
        aria-rowcount={total + 1}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="11rem">{t('activity.table.when')}</Table.Th>
            <Table.Th w="7rem">{t('activity.table.action')}</Table.Th>
            <Table.Th w="16rem">{t('activity.table.device')}</Table.Th>
            <Table.Th>{t('activity.table.change')}</Table.Th>
            <Table.Th w="13rem">{t('activity.table.by')}</Table.Th>
            <Table.Th w="6rem">
              <VisuallyHidden>{t('activity.undo')}</VisuallyHidden>
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
                    <Skeleton height={14} aria-label={t('activity.table.loading')} />
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
                t={t}
                intl={intl}
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
  t: Translate
  intl: IntlShape
}

/** One entry, memoised: the table's re-renders (scrolling, measuring its height) redo new rows only. */
const ActivityRow = memo(function ActivityRow(props: ActivityRowProps) {
  const { entry, index, where, onUndo, undoing, t, intl } = props
  const change = describeEntry(entry, where, t)
  return (
    <Table.Tr style={{ height: ROW_HEIGHT }} aria-rowindex={index + 2}>
      <Table.Td>
        <p className={classes.text}>{formatMoment(intl, entry.at)}</p>
      </Table.Td>
      <Table.Td>
        <p className={classes.text}>{actionLabel(entry.action, t)}</p>
        {entry.undoneBy !== null && (
          <p className={`${classes.text} ${classes.small} ${classes.dimmed}`}>
            {t('activity.table.undone')}
          </p>
        )}
        {entry.status !== 'done' && (
          <p className={`${classes.text} ${classes.small}`}>
            {t(entry.status === 'pending' ? 'activity.status.pending' : 'activity.status.lost')}
          </p>
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
          {[typeOf(entry.deviceType, t), entry.after?.name ?? entry.before?.name]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </Table.Td>
      <Table.Td>
        <p className={`${classes.text} ${classes.clamp}`} title={change} lang={entryLang(entry)}>
          {change}
        </p>
      </Table.Td>
      <Table.Td>
        <p
          className={`${classes.text} ${classes.small} ${classes.truncate}`}
          title={whoAndWhere(entry, t)}
        >
          {whoAndWhere(entry, t)}
        </p>
      </Table.Td>
      <Table.Td>
        {entry.undoable && (
          <Button
            size="compact-sm"
            variant="default"
            disabled={undoing}
            aria-label={t('activity.undo.entry', { change })}
            onClick={() => onUndo(entry)}
          >
            {t('activity.undo')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  )
})
