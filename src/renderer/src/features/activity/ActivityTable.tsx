import { Button, Skeleton, Table, VisuallyHidden } from '@mantine/core'
import { useElementSize, useMergedRef } from '@mantine/hooks'
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

/**
 * Below this width (a 13-inch laptop's half screen) "By" moves under "When", and the fixed columns
 * narrow: what changed and Undo stay in view. 0 (not measured yet): the wide layout.
 */
const NARROW_BELOW = 1000

/** The widths of the fixed columns: wide, or narrow with who made the change under when. */
const widthsFor = (narrow: boolean, locale: string) => ({
  when: narrow ? '9.5rem' : '11rem',
  action: narrow ? '6.5rem' : '7rem',
  device: narrow ? '11rem' : '16rem',
  by: '13rem',
  // German's "Rückgängig" needs more room than "Undo".
  undo: locale.startsWith('de') ? '7.5rem' : narrow ? '5.5rem' : '6rem',
})

interface ActivityTableProps {
  total: number
  /** The entries loaded so far, by their place in the list (newest is 0). */
  entries: ReadonlyMap<number, ActivityEntry>
  /** A location's own name, and its whole path (said on hover). */
  where: (locationId: string) => string
  wherePath: (locationId: string) => string
  onVisible: (range: { first: number; last: number }) => void
  onUndo: (entry: ActivityEntry) => void
  undoing: boolean
}

const typeOf = (deviceType: number | null, t: Translate) => knownTypeLabel(t, deviceType) ?? ''

/** The journal as a table where only the rows in view exist: 100,000 entries scroll as 100 do. */
export function ActivityTable(props: ActivityTableProps) {
  const intl = useIntl()
  const t = useT()
  const { total, entries, where, wherePath, onVisible, onUndo, undoing } = props
  const scrollRef = useRef<HTMLDivElement>(null)
  const { ref: sizeRef, width } = useElementSize()
  const ref = useMergedRef(scrollRef, sizeRef)
  const narrow = width > 0 && width < NARROW_BELOW
  const widths = widthsFor(narrow, intl.locale)
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
      ref={ref}
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
            <Table.Th w={widths.when}>
              {t(narrow ? 'activity.table.when-by' : 'activity.table.when')}
            </Table.Th>
            <Table.Th w={widths.action}>{t('activity.table.action')}</Table.Th>
            <Table.Th w={widths.device}>{t('activity.table.device')}</Table.Th>
            <Table.Th>{t('activity.table.change')}</Table.Th>
            {!narrow && <Table.Th w={widths.by}>{t('activity.table.by')}</Table.Th>}
            <Table.Th w={widths.undo}>
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
                  <Table.Td colSpan={narrow ? 5 : 6}>
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
                wherePath={wherePath}
                onUndo={onUndo}
                undoing={undoing}
                narrow={narrow}
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
  wherePath: (locationId: string) => string
  onUndo: (entry: ActivityEntry) => void
  undoing: boolean
  /** Who made the change shows under when it happened, in place of its own column. */
  narrow: boolean
  t: Translate
  intl: IntlShape
}

/** One entry, memoised: the table's re-renders (scrolling, measuring its height) redo new rows only. */
const ActivityRow = memo(function ActivityRow(props: ActivityRowProps) {
  const { entry, index, where, wherePath, onUndo, undoing, narrow, t, intl } = props
  const change = describeEntry(entry, where, t)
  const whole = describeEntry(entry, wherePath, t)
  const who = whoAndWhere(entry, t)
  const by = (
    <p className={`${classes.text} ${classes.small} ${classes.truncate}`} title={who}>
      {who}
    </p>
  )
  return (
    <Table.Tr style={{ height: ROW_HEIGHT }} aria-rowindex={index + 2}>
      <Table.Td>
        <p className={`${classes.text} ${classes.truncate}`}>{formatMoment(intl, entry.at)}</p>
        {narrow && by}
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
        <p className={`${classes.text} ${classes.clamp}`} title={whole} lang={entryLang(entry)}>
          {change}
        </p>
      </Table.Td>
      {!narrow && <Table.Td>{by}</Table.Td>}
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
