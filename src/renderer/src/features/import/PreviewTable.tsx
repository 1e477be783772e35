import { ActionIcon, Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core'
import { memo, useEffect } from 'react'
import { useIntl, type IntlShape } from 'react-intl'
import type { RowFilter } from '#shared/import/row-filter.ts'
import type { PreviewRow, RowFix } from '#shared/ipc/import.ts'
import { visible } from '#shared/text/visible.ts'
import { VisibleText } from '../../app/VisibleText.tsx'
import { useT, type Translate } from '../../i18n/use-t.ts'
import { typeLabel } from '../devices/type-label.ts'
import { wordFinding, wordFix } from './coded-texts.ts'
import { actionLabel, levelColor, rowLabel, ROWS_OVERSCAN } from './row-view.ts'
import classes from './scroll-area.module.css'
import { usePreviewRows } from './use-preview-rows.ts'
import { ScrollTable } from '../../app/ScrollTable.tsx'
import { useNarrowBox } from '../../app/use-narrow-box.ts'
import { useRowsWindow } from '../../app/use-rows-window.ts'
import { EndKeepingName } from '../locations/EndKeepingName.tsx'

interface PreviewTableProps {
  importId: string
  /** Grows with each preview: the rows are fetched again. */
  version: number
  filter: RowFilter
  /** Location names by id, to show what a location resolved to. */
  names: ReadonlyMap<string, string>
  onChoose: (row: PreviewRow, fix: RowFix) => void
  onEdit: (row: number) => void
}

/** Fixed, so that scrolling never measures rows (a layout per row would block the window). */
const ROW_HEIGHT = 76

/**
 * Below this width (a 13-inch laptop's half screen) name, info and location move under the serial id:
 * row, action, serial id and findings stay in view without scrolling sideways. 0 (not measured): wide.
 */
const NARROW_BELOW = 1150

/**
 * Every field of every row as it would be sent (type, id, name, info, location) and what was found; only
 * the rows in view exist in the DOM, and the window fetches only the pages it shows.
 */
export function PreviewTable({
  importId,
  version,
  filter,
  names,
  onChoose,
  onEdit,
}: PreviewTableProps) {
  const { scrollRef, ref, narrow } = useNarrowBox(NARROW_BELOW)
  // Once for the table: each line takes the window's language from here (no context read per line).
  const intl = useIntl()
  const t = useT()
  const { total, row: rowAt, request } = usePreviewRows(importId, version, filter)
  const { items, first, last, top, bottom } = useRowsWindow(
    total,
    ROW_HEIGHT,
    scrollRef,
    ROWS_OVERSCAN,
  )
  useEffect(() => request(first, last), [request, first, last])
  return (
    <ScrollTable
      boxRef={ref}
      testId="import-preview-scroll"
      className={classes.area}
      regionLabel={t('import.preview.region')}
      label={t('import.preview.table')}
      rowCount={total + 1}
      miw={narrow ? 720 : undefined}
      top={top}
      bottom={bottom}
      head={
        <>
          <Table.Th w={72}>{t('import.preview.row')}</Table.Th>
          <Table.Th w={150}>{t('import.preview.action')}</Table.Th>
          {/* Wide enough for the longest serial ids the demo's files hold, on one line. */}
          <Table.Th w={320}>
            {t(narrow ? 'import.preview.serial-id-name-location' : 'import.preview.serial-id')}
          </Table.Th>
          {!narrow && <Table.Th w={180}>{t('import.preview.name-info')}</Table.Th>}
          {!narrow && <Table.Th w={180}>{t('import.preview.location')}</Table.Th>}
          <Table.Th>{t('import.preview.findings')}</Table.Th>
        </>
      }
    >
      {items.map((item) => {
        const row = rowAt(item.index)
        if (!row)
          return (
            <Table.Tr key={`loading-${item.index}`} style={{ height: ROW_HEIGHT }}>
              <Table.Td colSpan={narrow ? 4 : 6}>
                <Text size="sm" c="dimmed">
                  …
                </Text>
              </Table.Td>
            </Table.Tr>
          )
        return (
          <PreviewLine
            key={`${row.row}:${row.part}`}
            index={item.index}
            row={row}
            location={row.locationId ? (names.get(row.locationId) ?? row.locationId) : row.location}
            onChoose={onChoose}
            onEdit={onEdit}
            narrow={narrow}
            t={t}
            intl={intl}
          />
        )
      })}
    </ScrollTable>
  )
}

interface LineProps {
  index: number
  row: PreviewRow
  location: string
  onChoose: (row: PreviewRow, fix: RowFix) => void
  onEdit: (row: number) => void
  /** Name, info and location show under the serial id, in place of their columns. */
  narrow: boolean
  /** The window's language, from the table (both stable until the language changes). */
  t: Translate
  intl: IntlShape
}

const PreviewLine = memo(function PreviewLine({
  index,
  row,
  location,
  onChoose,
  onEdit,
  narrow,
  t,
  intl,
}: LineProps) {
  const action = actionLabel(row, t)
  // The most pressing finding is shown (all of them on hover and to screen readers), with every fix.
  const said = row.findings.map((finding) => ({ finding, ...wordFinding(t, finding) }))
  const shown = said.find((s) => s.finding.level === 'error') ?? said[0]
  const all = said.map((s) => s.text).join('\n')
  const fixes = row.findings
    .flatMap((f) => f.fixes ?? [])
    .map((fix) => ({ fix, ...wordFix(t, fix) }))
  const changes = visible(row.changes.map((c) => `${c.field}: ${c.from} → ${c.to}`).join('; '))
  const label = rowLabel(row)
  return (
    <Table.Tr
      data-index={index}
      aria-rowindex={index + 2}
      data-row={label}
      style={{ height: ROW_HEIGHT }}
    >
      <Table.Td>
        <Group gap={2} wrap="nowrap">
          <Text size="sm">{label}</Text>
          {row.part === 0 && (
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={t('import.preview.edit', { row: row.row })}
              title={t('import.preview.edit.title')}
              onClick={() => onEdit(row.row)}
            >
              ✎
            </ActionIcon>
          )}
        </Group>
        {row.column && (
          <Text size="xs" c="dimmed" truncate title={row.column}>
            {row.column}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {/* Wraps rather than cut: the action is the point of the column. */}
        <Badge
          color={action.color}
          variant="light"
          title={changes || undefined}
          maw="100%"
          h="auto"
          py={2}
          styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center' } }}
        >
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
        <Text size="xs" c="dimmed" truncate>
          {narrow && row.name && (
            <>
              <VisibleText text={row.name} />
              {' · '}
            </>
          )}
          {row.deviceType === null
            ? t('import.preview.type-unknown')
            : typeLabel(row.deviceType, t)}
          {changes && ` · ${changes}`}
        </Text>
        {narrow && <LocationName location={location} size="xs" />}
      </Table.Td>
      {!narrow && (
        <Table.Td>
          <Text size="sm" truncate>
            <VisibleText text={row.name} />
          </Text>
          <Text size="xs" c="dimmed" truncate>
            <VisibleText text={row.info} />
          </Text>
        </Table.Td>
      )}
      {!narrow && (
        <Table.Td>
          <LocationName location={location} size="sm" />
        </Table.Td>
      )}
      <Table.Td>
        {shown && (
          <Text
            size="xs"
            c={levelColor[shown.finding.level]}
            lineClamp={fixes.length ? 1 : 3}
            title={all}
          >
            <VisuallyHidden>
              {said.map((s, at) => (
                <span key={at} lang={s.lang}>
                  {at > 0 && '\n'}
                  {s.text}
                </span>
              ))}
            </VisuallyHidden>
            <span aria-hidden="true">
              <span lang={shown.lang}>{shown.text}</span>
              {row.findings.length > 1 &&
                ` ${t('import.preview.more', { count: row.findings.length - 1 })}`}
            </span>
          </Text>
        )}
        {fixes.length > 0 && (
          <Group gap={4} mt={2} wrap="nowrap" style={{ overflow: 'hidden' }}>
            {fixes.map(({ fix, text }) => (
              <Button
                key={fix.serialId}
                size="compact-xs"
                variant="light"
                title={text}
                aria-label={t('import.preview.fix.label', {
                  row: label,
                  serialId: visible(fix.serialId),
                  fix: text,
                })}
                onClick={() => onChoose(row, fix)}
                styles={{ label: { whiteSpace: 'pre' } }}
              >
                {intl.formatMessage(
                  { id: 'import.preview.fix' },
                  { serialId: <VisibleText key="id" text={fix.serialId} /> },
                )}
              </Button>
            ))}
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  )
})

/** Where the row pairs to, cut in the middle: a floor's desks differ at their end ("… · Desk 01"). */
function LocationName({ location, size }: { location: string; size: 'xs' | 'sm' }) {
  return (
    <Text size={size} component="div" title={visible(location)} data-testid="preview-location">
      <EndKeepingName name={location} />
    </Text>
  )
}
