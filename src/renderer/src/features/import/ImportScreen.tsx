import { Anchor, Button, Group, Paper, Text, Title } from '@mantine/core'
import { useMemo, useState } from 'react'
import type { ImportFile } from '#shared/ipc/import.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { FullHeightScreen } from '../../app/FullHeightScreen.tsx'
import { useT, type Translate } from '../../i18n/use-t.ts'
import { LoadingArea } from '../../app/LoadingArea.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { locationNames } from '../devices/device-model.ts'
import { PlacementField } from '../placement/PlacementField.tsx'
import { usePlacement } from '../placement/use-placement.ts'
import { ColumnMapping } from './ColumnMapping.tsx'
import { DeskTemplate } from './DeskTemplate.tsx'
import { FieldSources } from './FieldSources.tsx'
import { FileFacts } from './FileFacts.tsx'
import { FilePicker } from './FilePicker.tsx'
import { ImportResult } from './ImportResult.tsx'
import { ColumnQuestions } from './ColumnQuestions.tsx'
import { NetworkQuestion } from './NetworkQuestion.tsx'
import { PreviewSummary } from './PreviewSummary.tsx'
import { PreviewTable } from './PreviewTable.tsx'
import { RowEditor } from './RowEditor.tsx'
import type { RowFilter } from './row-view.ts'
import { SendProgress } from './SendProgress.tsx'
import { useImport } from './use-import.ts'

/** Many devices from a file or a paste: read, mapped, checked and previewed before anything is sent. */
export function ImportScreen({ onShowDevices }: { onShowDevices: () => void }) {
  const { accountId, locations, refreshDevices } = useWorkspace()
  const { placement, setPlacement } = usePlacement()
  const flow = useImport(accountId, placement)
  const t = useT()
  const [filter, setFilter] = useState<RowFilter>('all')
  const [editing, setEditing] = useState<number | null>(null)
  const listed = locations.data?.supported ? locations.data.locations : undefined
  const names = useMemo(() => locationNames(listed), [listed])
  const { file, decisions, preview } = flow
  const unplaced = preview?.counts.withoutLocation ?? 0
  const toSend = preview ? preview.counts.create + preview.counts.update + preview.counts.pair : 0

  return (
    <FullHeightScreen>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('import.screen.title')}</Title>
        {file && (
          <Text size="sm" c="dimmed">
            {fileFacts(file, t)}{' '}
            {flow.stage !== 'sending' && (
              <Anchor component="button" size="sm" onClick={flow.reset}>
                {t('import.screen.another')}
              </Anchor>
            )}
          </Text>
        )}
      </Group>
      {flow.error && <ErrorAlert title={t('import.screen.stopped')} error={flow.error} />}
      {flow.stage === 'pick' && (
        <>
          <FilePicker
            onFile={(picked) => void flow.open(picked)}
            onChooseInMain={flow.chooseInMain}
            busy={flow.busy}
          />
          <DeskTemplate accountId={accountId} locations={listed} />
        </>
      )}
      {file && flow.stage !== 'pick' && (
        <FileFacts
          file={file}
          onReadAs={(encoding) => void flow.readAs(encoding)}
          onForget={() => void flow.forgetRemembered()}
        />
      )}
      {flow.stage === 'map' && file && decisions && (
        <ColumnMapping
          file={file}
          mapping={decisions.mapping}
          onChange={flow.setMapping}
          onDone={flow.check}
          onSave={flow.saveMapping}
        />
      )}
      {flow.stage === 'preview' && preview && file && decisions && (
        <>
          {unplaced > 0 && (
            <Paper withBorder p="sm" radius="md">
              <PlacementField
                label={t('import.screen.unplaced', { count: unplaced })}
                description={t('import.screen.unplaced.description')}
                value={placement}
                onChange={setPlacement}
              />
            </Paper>
          )}
          <ColumnQuestions questions={preview.columnQuestions} onAnswer={flow.answerColumn} />
          {preview.networks && (
            <NetworkQuestion
              key={preview.networks.networks.map((n) => `${n.ssid}:${n.ours}`).join('|')}
              question={preview.networks}
              onAnswer={flow.answerNetworks}
            />
          )}
          <PreviewSummary
            preview={preview}
            filter={filter}
            onFilter={setFilter}
            onAcceptSuggestions={flow.acceptSuggestions}
            onReadAll={flow.readAll}
            defaultType={decisions.defaultType}
            onDefaultType={flow.setDefaultType}
          />
          <FieldSources fields={preview.fields} />
          <Group gap="xs">
            <Button
              onClick={() => void flow.send()}
              disabled={toSend === 0 || flow.busy || preview.columnQuestions.length > 0}
            >
              {toSend === 0
                ? t('import.screen.nothing')
                : t('import.screen.send', {
                    send: preview.counts.create + preview.counts.update,
                    pair: preview.counts.pair,
                  })}
            </Button>
            <Button variant="default" onClick={flow.editMapping}>
              {t('import.screen.remap')}
            </Button>
          </Group>
          <LoadingArea busy={flow.busy} label={t('import.screen.checking')}>
            <PreviewTable
              importId={file.importId}
              version={flow.version}
              filter={filter}
              names={names}
              onChoose={(row, fix) => flow.choose(row.row, row.part, fix.serialId)}
              onEdit={setEditing}
            />
          </LoadingArea>
          {editing !== null && (
            <RowEditor
              importId={file.importId}
              row={editing}
              mapping={decisions.mapping}
              edits={decisions.edits.get(editing) ?? new Map()}
              onSave={(cells) => {
                flow.edit(editing, cells)
                setEditing(null)
              }}
              onClose={() => setEditing(null)}
            />
          )}
        </>
      )}
      {flow.stage === 'sending' && <SendProgress progress={flow.progress} onCancel={flow.cancel} />}
      {flow.stage === 'done' && flow.report && (
        <ImportResult
          report={flow.report}
          names={names}
          onSaveReport={() => void flow.saveReport()}
          onAgain={() => void flow.sendAgain()}
          needsFile={flow.needsFile}
          onFileAgain={(picked) => void flow.open(picked, undefined, true)}
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
          {t('import.screen.show-devices')}
        </Anchor>
      )}
    </FullHeightScreen>
  )
}

/** The file in a line: its name, format, encoding, separator (where it has one) and rows. */
function fileFacts(file: ImportFile, t: Translate): string {
  const values = {
    fileName: file.fileName,
    format: file.format.toUpperCase(),
    encoding: file.encoding === 'utf-8 with BOM' ? t('import.screen.utf8-bom') : file.encoding,
    rows: file.rows,
  }
  if (!file.delimiter) return t('import.screen.file', values)
  const delimiter =
    file.delimiter === '\t'
      ? t('import.screen.tabs')
      : t('import.screen.delimiter', { delimiter: file.delimiter })
  return t('import.screen.file.separated', { ...values, delimiter })
}
