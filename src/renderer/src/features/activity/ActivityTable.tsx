import { Button, Skeleton, Table, VisuallyHidden } from '@mantine/core'
import { memo, useEffect } from 'react'
import type { ActivityEntry } from '#shared/ipc/registry.ts'
import { formatMoment } from '../../app/time.ts'
import { ScrollTable } from '../../app/ScrollTable.tsx'
import { useNarrowBox } from '../../app/use-narrow-box.ts'
import { useRowsWindow } from '../../app/use-rows-window.ts'
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

/** What each row is given by the table's owner, through the table. */
interface EntryProps {
  /** A location's own name, and its whole path (said on hover). */
  where: (locationId: string) => string
  wherePath: (locationId: string) => string
  onUndo: (entry: ActivityEntry) => void
  undoing: boolean
}

interface ActivityTableProps extends EntryProps {
  total: number
  /** The entries loaded so far, by their place in the list (newest is 0). */
  entries: ReadonlyMap<number, ActivityEntry>
  onVisible: (range: { first: number; last: number }) => void
}

const typeOf = (deviceType: number | null, t: Translate) => knownTypeLabel(t, deviceType) ?? ''

/** The journal as a table where only the rows in view exist: 100,000 entries scroll as 100 do. */
export function ActivityTable(props: ActivityTableProps) {
  const intl = useIntl()
  const t = useT()
  const { total, entries, onVisible, ...entryProps } = props
  const { scrollRef, ref, narrow } = useNarrowBox(NARROW_BELOW)
  const widths = widthsFor(narrow, intl.locale)
  const { items, first, last, top, bottom } = useRowsWindow(total, ROW_HEIGHT, scrollRef, 6)
  useEffect(() => onVisible({ first, last }), [first, last, onVisible])

  return (
    <ScrollTable
      boxRef={ref}
      style={{ flex: 1, minHeight: 240, overflow: 'auto' }}
      regionLabel={t('activity.table.region')}
      testId="activity-scroll"
      label={t('activity.table.label')}
      rowCount={total + 1}
      top={top}
      bottom={bottom}
      head={
        <>
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
        </>
      }
    >
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
            {...entryProps}
            narrow={narrow}
            t={t}
            intl={intl}
          />
        )
      })}
    </ScrollTable>
  )
}

interface ActivityRowProps extends EntryProps {
  entry: ActivityEntry
  index: number
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
