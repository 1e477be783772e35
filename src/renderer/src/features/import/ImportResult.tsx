import { Alert, Badge, Button, FileButton, Group, Stack, Table, Text } from '@mantine/core'
import { useRef } from 'react'
import { useRowsWindow } from './use-rows-window.ts'
import classes from './scroll-area.module.css'
import type { ImportReport, ReportRow } from '#shared/ipc/bulk.ts'
import { visible } from '#shared/text/visible.ts'
import { VisibleText } from '../../app/VisibleText.tsx'
import { rowLabel } from './row-view.ts'

const RESULT_ROW_HEIGHT = 56

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

interface ImportResultProps {
  report: ImportReport
  onSaveReport: () => void
  onAgain: () => void
  onNewFile: () => void
  /** Send again needs the file chosen again (the window handed its bytes over; main has no path). */
  needsFile: boolean
  onFileAgain: (file: File) => void
}

/** Per row, what the service answered; the report can be saved as CSV. */
export function ImportResult({
  report,
  onSaveReport,
  onAgain,
  onNewFile,
  needsFile,
  onFileAgain,
}: ImportResultProps) {
  const count = (outcome: ReportRow['outcome']) => report.outcomes[outcome] ?? 0
  const paired = report.paired
  const scrollRef = useRef<HTMLDivElement>(null)
  const { items, top, bottom } = useRowsWindow(report.rows.length, RESULT_ROW_HEIGHT, scrollRef)
  return (
    <Stack gap="sm" style={{ flex: 1, minHeight: 0 }}>
      <Alert
        color={report.failed ? 'orange' : 'teal'}
        variant="light"
        role="status"
        title={
          report.cancelled
            ? 'Import cancelled'
            : report.failed
              ? 'Import done, with rows to look at'
              : 'Import done'
        }
        data-testid="import-result"
      >
        {`${count('created')} created, ${count('updated')} updated, ${count('unchanged')} unchanged, ${paired} paired; ${report.failed} ${report.failed === 1 ? 'row' : 'rows'} not done (${report.seconds.toFixed(1)} s).`}
        {report.failed > 0 &&
          ' Fix the file and import it again: rows already done are left as they are.'}
      </Alert>
      <Group gap="xs">
        <Button variant="light" onClick={onSaveReport}>
          Save the report as CSV
        </Button>
        {report.failed > 0 && !needsFile && (
          <Button variant="default" onClick={onAgain}>
            Send again
          </Button>
        )}
        {needsFile && (
          <FileButton
            onChange={(file) => file && onFileAgain(file)}
            accept=".csv,.txt,.tsv,.json,text/csv,text/plain,application/json"
          >
            {(props) => (
              <Button {...props} variant="filled">
                Choose the file again
              </Button>
            )}
          </FileButton>
        )}
        <Button variant="default" onClick={onNewFile}>
          Import another file
        </Button>
      </Group>
      {needsFile && (
        <Text size="sm">
          The file was dropped or chosen in the window, which hands over its contents, not where it
          is on disk: choose it again (after fixing it) to read it afresh. Your mapping, choices and
          edits are kept; you see the preview before anything is sent.
        </Text>
      )}
      {report.rows.length < report.totalRows && (
        <Text size="sm" c="dimmed">
          The {report.rows.length.toLocaleString()} rows to look at first, of{' '}
          {report.totalRows.toLocaleString()}: the saved report has every row.
        </Text>
      )}
      <div
        ref={scrollRef}
        className={classes.area}
        tabIndex={0}
        role="region"
        aria-label="Rows of the import result"
      >
        <Table
          stickyHeader
          layout="fixed"
          aria-label="Import result"
          verticalSpacing={6}
          miw={1000}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={64}>Row</Table.Th>
              <Table.Th w={120}>Result</Table.Th>
              <Table.Th w={290}>Serial id</Table.Th>
              <Table.Th>What the service said</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {top > 0 && <tr aria-hidden="true" style={{ height: top }} />}
            {items.map((item) => {
              const row = report.rows[item.index]
              if (!row) return null
              return (
                <Table.Tr key={`${row.row}:${row.part}`} style={{ height: RESULT_ROW_HEIGHT }}>
                  <Table.Td>{rowLabel(row)}</Table.Td>
                  <Table.Td>
                    <Badge color={OUTCOME_COLOR[row.outcome]} variant="light">
                      {row.outcome}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text ff="monospace" size="sm" style={{ whiteSpace: 'pre' }} truncate>
                      {row.serialId === null ? '—' : <VisibleText text={row.serialId} />}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" truncate title={visible(row.message)}>
                      <VisibleText text={row.message} />
                    </Text>
                    {row.pairingMessage && (
                      <Text
                        size="xs"
                        truncate
                        title={row.pairingMessage}
                        c={row.pairing === 'failed' ? 'red' : 'dimmed'}
                      >
                        {row.pairingMessage}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              )
            })}
            {bottom > 0 && <tr aria-hidden="true" style={{ height: bottom }} />}
          </Table.Tbody>
        </Table>
      </div>
    </Stack>
  )
}
