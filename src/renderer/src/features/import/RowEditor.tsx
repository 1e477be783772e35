import { Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import type { ColumnMapping } from '#shared/ipc/import.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useApi } from '../../api/api-context.tsx'
import { callApi } from '../../api/call-api.ts'
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
  const api = useApi()
  const t = useT()
  const [cells, setCells] = useState<Array<{ header: string; value: string }> | null>(null)
  const [values, setValues] = useState<string[]>([])
  const [error, setError] = useState<IpcError | null>(null)

  useEffect(() => {
    let live = true
    void callApi(api, 'importRowCells', { importId, row }).then((result) => {
      if (!live) return
      if (!result.ok) return setError(result.error)
      setCells(result.value.cells)
      setValues(result.value.cells.map((cell, index) => edits.get(index) ?? cell.value))
    })
    return () => {
      live = false
    }
  }, [api, importId, row, edits])

  const save = () => {
    if (!cells) return
    const changed = new Map<number, string>()
    values.forEach((value, index) => {
      if (value !== cells[index]?.value) changed.set(index, value)
    })
    onSave(changed)
  }

  return (
    <Modal opened onClose={onClose} title={t('import.editor.title', { row })} size="lg">
      {error && <ErrorAlert title={t('import.editor.error')} error={error} />}
      {!cells && !error && (
        <Loader size="sm" role="status" aria-label={t('import.editor.reading')} />
      )}
      {cells && (
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
              // A location is picked as everywhere else, by any words of its name.
              if (field === 'location')
                return (
                  <RowLocationField
                    key={index}
                    label={label}
                    description={description}
                    value={values[index] ?? ''}
                    onChange={change}
                  />
                )
              return (
                <TextInput
                  key={index}
                  label={label}
                  description={description}
                  value={values[index] ?? ''}
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
      )}
    </Modal>
  )
}
