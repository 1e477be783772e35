import { Button, FileButton, Group, Paper, Stack, Text, Textarea } from '@mantine/core'
import { useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { useT } from '../../i18n/use-t.ts'
import type { ImportSourceFile } from './read-file.ts'
import { IMPORT_ACCEPT } from '#shared/import/file-types.ts'

interface FilePickerProps {
  onFile: (file: ImportSourceFile) => void
  /** The desktop app's own open dialog ('unsupported' where there is none: the browser's is used). */
  onChooseInMain: () => Promise<'unsupported' | 'done'>
  busy: boolean
}

/**
 * Drop a file, choose one, or paste: a CSV (any delimiter or encoding), a tool's export (CSV, JSON), or a
 * table a controller's command line printed.
 */
export function FilePicker({ onFile, onChooseInMain, busy }: FilePickerProps) {
  const [over, setOver] = useState(false)
  const [pasting, setPasting] = useState(false)
  const [pasted, setPasted] = useState('')
  const resetRef = useRef<() => void>(null)
  const t = useT()
  const intl = useIntl()
  return (
    <Paper
      withBorder
      p="xl"
      radius="md"
      data-testid="import-drop"
      style={{ borderStyle: 'dashed', borderWidth: 2, opacity: busy ? 0.6 : 1 }}
      bg={over ? 'var(--mantine-color-blue-light)' : undefined}
      onDragOver={(event) => {
        event.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault()
        setOver(false)
        const file = event.dataTransfer.files[0]
        if (file && !busy) onFile(file)
      }}
      onPaste={(event) => {
        if (pasting || busy) return
        const file = event.clipboardData.files[0]
        const text = event.clipboardData.getData('text/plain')
        if (file) onFile(file)
        else if (text.trim() !== '') onFile({ name: 'pasted.txt', text })
        else return
        event.preventDefault()
      }}
    >
      <Stack align="center" gap="xs">
        <Text fw={500}>{t('import.picker.title')}</Text>
        <Text size="sm" c="dimmed" ta="center" maw={620}>
          {intl.formatMessage(
            { id: 'import.picker.hint' },
            { code: (chunks) => <code>{chunks}</code> },
          )}
        </Text>
        <Group gap="xs">
          <FileButton
            onChange={(file) => file && onFile(file)}
            accept={IMPORT_ACCEPT}
            resetRef={resetRef}
          >
            {(props) => (
              <Button
                {...props}
                onClick={() => {
                  // The desktop app opens its own dialog (then it can read the file again); the browser, its own.
                  void onChooseInMain().then((outcome) => {
                    if (outcome === 'unsupported') props.onClick()
                  })
                }}
                loading={busy}
                variant="light"
              >
                {t('import.picker.choose')}
              </Button>
            )}
          </FileButton>
          <Button variant="default" onClick={() => setPasting(!pasting)} disabled={busy}>
            {t('import.picker.paste')}
          </Button>
        </Group>
        {pasting && (
          <Stack w="100%" maw={720} gap="xs">
            <Textarea
              label={t('import.picker.pasted')}
              description={t('import.picker.pasted.description')}
              autosize
              minRows={6}
              maxRows={16}
              value={pasted}
              onChange={(event) => setPasted(event.currentTarget.value)}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
            <Group>
              <Button
                onClick={() => onFile({ name: 'pasted.txt', text: pasted })}
                disabled={pasted.trim() === '' || busy}
              >
                {t('import.picker.read')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  )
}
