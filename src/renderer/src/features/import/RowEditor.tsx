import { Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import type { IpcOutput } from '#shared/ipc/contract.ts'
import type { ColumnMapping } from '#shared/ipc/import.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useServerQuery } from '../../api/server-state.ts'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { useT } from '../../i18n/use-t.ts'
import { RowLocationField } from './RowLocationField.tsx'

interface RowEditorProps {
  importId: string
  row: number
  mapping: ColumnMapping
  /** This row's cells edited so far, by column position. */
  edits: ReadonlyMap<number, string>
  onSave: (cells: ReadonlyMap<number, string>) => void
  onClose: () => void
}

/** A row's cells as the file has them, to correct in place; the row is checked again with them. */
export function RowEditor({ importId, row, mapping, edits, onSave, onClose }: RowEditorProps) {
  const t = useT()
  const { owner } = useWorkspace()
  // Read each time the editor opens (gcTime 0): a file read again in another encoding keeps its id.
  const read = useServerQuery('importRowCells', { importId, row }, { owner, gcTime: 0 })
  return (
    <Modal opened onClose={onClose} title={t('import.editor.title', { row })} size="lg">
      {read.error && <ErrorAlert title={t('import.editor.error')} error={read.error} />}
      {read.isPending && <Loader size="sm" role="status" aria-label={t('import.editor.reading')} />}
      {read.data && (
        <RowCells
          cells={read.data.cells}
          mapping={mapping}
          edits={edits}
          onSave={onSave}
          onClose={onClose}
        />
      )}
    </Modal>
  )
}

type RowCellsProps = Omit<RowEditorProps, 'importId' | 'row'> & {
  cells: IpcOutput<'importRowCells'>['cells']
}

/** The row's cells as fields, filled with the edits made so far. */
function RowCells({ cells, mapping, edits, onSave, onClose }: RowCellsProps) {
  const t = useT()
  const [values, setValues] = useState(() =>
    cells.map((cell, index) => edits.get(index) ?? cell.value),
  )

  const save = () => {
    const changed = new Map<number, string>()
    values.forEach((value, index) => {
      if (value !== cells[index]?.value) changed.set(index, value)
    })
    onSave(changed)
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        save()
      }}
    >
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('import.editor.text')}
        </Text>
        {cells.map((cell, index) => {
          const field = mapping[index]
          const label = cell.header || t('import.editor.column', { number: index + 1 })
          const description =
            field && field !== 'ignore'
              ? t('import.editor.imported-as', { field })
              : t('import.editor.not-imported')
          const change = (value: string) => {
            const next = [...values]
            next[index] = value
            setValues(next)
          }
          const shown = { label, description, value: values[index] ?? '' }
          // A location is picked as everywhere else, by any words of its name.
          if (field === 'location')
            return <RowLocationField key={index} {...shown} onChange={change} />
          return (
            <TextInput
              key={index}
              {...shown}
              onChange={(event) => change(event.currentTarget.value)}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
          )
        })}
        <Group justify="space-between" mt="xs">
          <Button
            variant="subtle"
            onClick={() => setValues(cells.map((cell) => cell.value))}
            disabled={values.every((value, index) => value === cells[index]?.value)}
          >
            {t('import.editor.reset')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('import.editor.cancel')}
            </Button>
            <Button type="submit">{t('import.editor.check')}</Button>
          </Group>
        </Group>
      </Stack>
    </form>
  )
}
