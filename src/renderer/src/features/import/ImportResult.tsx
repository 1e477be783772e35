import { Alert, Badge, Button, FileButton, Group, Stack, Table, Text } from '@mantine/core'
import { Fragment, useRef } from 'react'
import { ScrollTable } from '../../app/ScrollTable.tsx'
import { useRowsWindow } from '../../app/use-rows-window.ts'
import classes from './scroll-area.module.css'
import type { ImportReport, ReportRow } from '#shared/ipc/import.ts'
import { visible } from '#shared/text/visible.ts'
import { VisibleText } from '../../app/VisibleText.tsx'
import type { MessageId } from '#shared/messages/catalog.ts'
import { useT, type Translate } from '../../i18n/use-t.ts'
import { wordPairing, wordReport } from './coded-texts.ts'
import { rowLabel, ROWS_OVERSCAN } from './row-view.ts'
import { IMPORT_ACCEPT } from '#shared/import/file-types.ts'

// Three lines of text: what the service said may take two beside its pairing (the whole on hover).
const RESULT_ROW_HEIGHT = 76

const OUTCOME_COLOR: Record<ReportRow['outcome'], string> = {
  created: 'teal',
  updated: 'blue',
  unchanged: 'gray',
  duplicate: 'gray',
  'left-out': 'gray',
  failed: 'red',
  skipped: 'orange',
  cancelled: 'yellow',
}

const OUTCOME_LABEL: Record<ReportRow['outcome'], MessageId> = {
  created: 'import.result.outcome.created',
  updated: 'import.result.outcome.updated',
  unchanged: 'import.result.outcome.unchanged',
  duplicate: 'import.result.outcome.duplicate',
  'left-out': 'import.result.outcome.left-out',
  failed: 'import.result.outcome.failed',
  skipped: 'import.result.outcome.skipped',
  cancelled: 'import.result.outcome.cancelled',
}

interface ImportResultProps {
  report: ImportReport
  onSaveReport: () => void
  onAgain: () => void
  onNewFile: () => void
  /** Send again needs the file chosen again (the window handed its bytes over; main has no path). */
  needsFile: boolean
  onFileAgain: (file: File) => void
  /** Location names by id: the report says where a row was paired by name, as the preview does. */
  names?: ReadonlyMap<string, string>
}

const NO_NAMES: ReadonlyMap<string, string> = new Map()

/** Per row, what the service answered; the report can be saved as CSV. */
export function ImportResult({
  report,
  onSaveReport,
  onAgain,
  onNewFile,
  needsFile,
  onFileAgain,
  names = NO_NAMES,
}: ImportResultProps) {
  const t = useT()
  const count = (outcome: ReportRow['outcome']) => report.outcomes[outcome] ?? 0
  const paired = report.paired
  const scrollRef = useRef<HTMLDivElement>(null)
  const { items, top, bottom } = useRowsWindow(
    report.rows.length,
    RESULT_ROW_HEIGHT,
    scrollRef,
    ROWS_OVERSCAN,
  )
  return (
    <Stack gap="sm" style={{ flex: 1, minHeight: 0 }}>
      <Alert
        color={report.failed ? 'orange' : 'teal'}
        variant="light"
        role="status"
        title={
          report.cancelled
            ? t('import.result.cancelled')
            : report.failed
              ? t('import.result.done.failed')
              : t('import.result.done')
        }
        data-testid="import-result"
      >
        {t('import.result.summary', {
          created: count('created'),
          updated: count('updated'),
          unchanged: count('unchanged'),
          paired,
          failed: report.failed,
          seconds: report.seconds,
        })}
        {report.failed > 0 && ` ${t('import.result.fix')}`}
      </Alert>
      <Group gap="xs">
        <Button variant="light" onClick={onSaveReport}>
          {t('import.result.save')}
        </Button>
        {report.failed > 0 && !needsFile && (
          <Button variant="default" onClick={onAgain}>
            {t('import.result.again')}
          </Button>
        )}
        {needsFile && (
          <FileButton onChange={(file) => file && onFileAgain(file)} accept={IMPORT_ACCEPT}>
            {(props) => (
              <Button {...props} variant="filled">
                {t('import.result.choose-again')}
              </Button>
            )}
          </FileButton>
        )}
        <Button variant="default" onClick={onNewFile}>
          {t('import.result.another')}
        </Button>
      </Group>
      {needsFile && <Text size="sm">{t('import.result.needs-file')}</Text>}
      {report.lines && (
        <Text size="sm" c="dimmed" data-testid="import-lines">
          {t('import.result.lines', { ...report.lines })}
        </Text>
      )}
      {report.rows.length < report.totalRows && (
        <Text size="sm" c="dimmed">
          {t('import.result.first', { shown: report.rows.length, total: report.totalRows })}
        </Text>
      )}
      <ScrollTable
        boxRef={scrollRef}
        className={classes.area}
        regionLabel={t('import.result.region')}
        label={t('import.result.table')}
        top={top}
        bottom={bottom}
        head={
          <>
            <Table.Th w={64}>{t('import.result.row')}</Table.Th>
            <Table.Th w={120}>{t('import.result.result')}</Table.Th>
            <Table.Th w={300}>{t('import.result.serial-id')}</Table.Th>
            <Table.Th>{t('import.result.said')}</Table.Th>
          </>
        }
      >
        {items.map((item) => {
          const row = report.rows[item.index]
          if (!row) return null
          return (
            <Table.Tr key={`${row.row}:${row.part}`} style={{ height: RESULT_ROW_HEIGHT }}>
              <Table.Td>{rowLabel(row)}</Table.Td>
              <Table.Td>
                <Badge color={OUTCOME_COLOR[row.outcome]} variant="light">
                  {t(OUTCOME_LABEL[row.outcome])}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text ff="monospace" size="sm">
                  {row.serialId === null ? '—' : <SerialIdParts serialId={row.serialId} />}
                </Text>
              </Table.Td>
              <ResultSaid row={row} names={names} t={t} />
            </Table.Tr>
          )
        })}
      </ScrollTable>
    </Stack>
  )
}

/** A serial id whole, a line break allowed only after a `;` (never inside a part, whose every character counts). */
function SerialIdParts({ serialId }: { serialId: string }) {
  const parts = serialId.split(';')
  return parts.map((part, index) => (
    <Fragment key={index}>
      <span style={{ whiteSpace: 'pre' }}>
        <VisibleText text={part} />
        {index < parts.length - 1 && ';'}
      </span>
      {index < parts.length - 1 && <wbr />}
    </Fragment>
  ))
}

/** What became of a row and of its pairing, in the window's words (the service's own as it answered). */
function ResultSaid({
  row,
  names,
  t,
}: {
  row: ReportRow
  names: ReadonlyMap<string, string>
  t: Translate
}) {
  const said = wordReport(t, row.message)
  const message = row.pairingMessage
  // A location the text names by id ("Paired to berlin-f2") reads by its name, as in the preview.
  const values =
    message?.values &&
    Object.fromEntries(
      Object.entries(message.values).map(([key, value]) => [
        key,
        typeof value === 'string' ? (names.get(value) ?? value) : value,
      ]),
    )
  const pairing = message && wordPairing(t, values ? { ...message, values } : message)
  return (
    <Table.Td>
      <Text size="sm" lineClamp={pairing ? 2 : 3} title={visible(said.text)} lang={said.lang}>
        <VisibleText text={said.text} />
      </Text>
      {pairing && (
        <Text size="xs" truncate title={pairing} c={row.pairing === 'failed' ? 'red' : 'dimmed'}>
          {pairing}
        </Text>
      )}
    </Table.Td>
  )
}
