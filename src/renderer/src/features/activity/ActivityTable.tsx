import { Button, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useRef } from 'react'
import type { ActivityEntry } from '#shared/ipc/registry.ts'
import { formatMoment } from '../../app/time.ts'
import { useT, type Translate } from '../../i18n/use-t.ts'
import { knownTypeLabel } from '../devices/type-label.ts'
import { actionLabel, describeEntry, entryLang, whoAndWhere } from './describe-entry.ts'
import { useIntl } from 'react-intl'

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
    overscan: 10,
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
            const change = describeEntry(entry, where, t)
            return (
              <Table.Tr
                key={entry.id}
                style={{ height: ROW_HEIGHT }}
                aria-rowindex={item.index + 2}
              >
                <Table.Td>
                  <Text size="sm">{formatMoment(intl, entry.at)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{actionLabel(entry.action, t)}</Text>
                  {entry.undoneBy !== null && (
                    <Text size="xs" c="dimmed">
                      {t('activity.table.undone')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace" truncate title={entry.serialId ?? undefined}>
                    {entry.serialId ?? '—'}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {[typeOf(entry.deviceType, t), entry.after?.name ?? entry.before?.name]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2} title={change} lang={entryLang(entry)}>
                    {change}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" truncate title={whoAndWhere(entry, t)}>
                    {whoAndWhere(entry, t)}
                  </Text>
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
          })}
          {bottom > 0 && <tr aria-hidden style={{ height: bottom }} />}
        </Table.Tbody>
      </Table>
    </div>
  )
}
