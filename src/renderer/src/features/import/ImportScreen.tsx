import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useMemo, useState } from 'react'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { LoadingArea } from '../../app/LoadingArea.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { locationNames } from '../devices/device-model.ts'
import { ColumnMapping } from './ColumnMapping.tsx'
import { FilePicker } from './FilePicker.tsx'
import { ImportResult } from './ImportResult.tsx'
import { PreviewSummary } from './PreviewSummary.tsx'
import { PreviewTable } from './PreviewTable.tsx'
import { matchesFilter, type RowFilter } from './row-view.ts'
import { SendProgress } from './SendProgress.tsx'
import { PlacementField } from '../placement/PlacementField.tsx'
import { usePlacement } from '../placement/use-placement.ts'
import { useImport } from './use-import.ts'

/** Many devices from a spreadsheet or an export: read, mapped, checked and previewed before anything is sent. */
export function ImportScreen({ onShowDevices }: { onShowDevices: () => void }) {
  const { accountId, locations, refreshDevices } = useWorkspace()
  const { placement, setPlacement } = usePlacement()
  const flow = useImport(accountId, placement)
  const unplaced = useMemo(
    () => (flow.preview?.rows ?? []).filter((row) => row.location === '').length,
    [flow.preview],
  )
  const [filter, setFilter] = useState<RowFilter>('all')
  const listed = locations.data?.supported ? locations.data.locations : undefined
  const names = useMemo(() => locationNames(listed), [listed])
  const rows = useMemo(
    () => (flow.preview?.rows ?? []).filter((row) => matchesFilter(row, filter)),
    [flow.preview, filter],
  )
  const toSend = flow.preview
    ? flow.preview.counts.create + flow.preview.counts.update + flow.preview.counts.pair
    : 0

  return (
    <Stack
      gap="sm"
      h="calc(100dvh - var(--app-shell-header-height, 0px) - 2 * var(--mantine-spacing-md))"
    >
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Import devices</Title>
        {flow.file && (
          <Text size="sm" c="dimmed">
            {flow.file.fileName} · {flow.file.format.toUpperCase()}, {flow.file.encoding}
            {flow.file.delimiter &&
              `, separated by ${flow.file.delimiter === '\t' ? 'tabs' : `"${flow.file.delimiter}"`}`}{' '}
            · {flow.file.rows.toLocaleString()} rows ·{' '}
            {flow.stage !== 'sending' && (
              <Anchor component="button" size="sm" onClick={flow.reset}>
                choose another file
              </Anchor>
            )}
          </Text>
        )}
      </Group>
      {flow.error && <ErrorAlert title="The import stopped" error={flow.error} />}
      {flow.stage === 'pick' && (
        <FilePicker onFile={(file) => void flow.open(file)} busy={flow.busy} />
      )}
      {flow.stage === 'map' && flow.file && (
        <ColumnMapping
          file={flow.file}
          mapping={flow.mapping}
          onChange={flow.setMapping}
          onDone={flow.check}
        />
      )}
      {flow.stage === 'preview' && flow.preview && (
        <>
          {unplaced > 0 && (
            <Paper withBorder p="sm" radius="md">
              <PlacementField
                label={`Pair the ${unplaced === 1 ? 'row' : `${unplaced.toLocaleString()} rows`} without a location to`}
                description="The file names no location for them: they are registered and paired here in one step."
                value={placement}
                onChange={setPlacement}
              />
            </Paper>
          )}
          <PreviewSummary
            preview={flow.preview}
            filter={filter}
            onFilter={setFilter}
            onChoose={flow.choose}
          />
          <Group gap="xs">
            <Button onClick={() => void flow.send()} disabled={toSend === 0 || flow.busy}>
              {toSend === 0
                ? 'Nothing to send'
                : `Send ${flow.preview.counts.create + flow.preview.counts.update} and pair ${flow.preview.counts.pair}`}
            </Button>
            <Button variant="default" onClick={flow.editMapping}>
              Change the column mapping
            </Button>
          </Group>
          <LoadingArea busy={flow.busy} label="Checking the rows">
            <PreviewTable
              rows={rows}
              names={names}
              onChoose={(row, fix) => flow.choose([{ row, serialId: fix.serialId }])}
            />
          </LoadingArea>
        </>
      )}
      {flow.stage === 'sending' && <SendProgress progress={flow.progress} onCancel={flow.cancel} />}
      {flow.stage === 'done' && flow.report && (
        <ImportResult
          report={flow.report}
          onSaveReport={() => void flow.saveReport()}
          onAgain={() => void flow.send()}
          onNewFile={() => {
            flow.reset()
            void refreshDevices()
          }}
        />
      )}
      {flow.stage === 'done' && (
        <Anchor
          component="button"
          onClick={() => {
            void refreshDevices()
            onShowDevices()
          }}
          w="fit-content"
        >
          Show the devices
        </Anchor>
      )}
    </Stack>
  )
}
