import { Button, FileButton, Paper, Stack, Text } from '@mantine/core'
import { useState } from 'react'

interface FilePickerProps {
  onFile: (file: File) => void
  busy: boolean
}

/** Drop a file here or choose one: CSV (any delimiter, UTF-8 or UTF-16) or the JSON export writes. */
export function FilePicker({ onFile, busy }: FilePickerProps) {
  const [over, setOver] = useState(false)
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
    >
      <Stack align="center" gap="xs">
        <Text fw={500}>Drop a spreadsheet or an export here</Text>
        <Text size="sm" c="dimmed" ta="center" maw={560}>
          CSV saved by Excel, LibreOffice or Numbers (comma, semicolon or tab; UTF-8 or UTF-16), a
          wireless controller&apos;s export, or the JSON this app exports. Nothing is sent until you
          have seen the preview.
        </Text>
        <FileButton
          onChange={(file) => file && onFile(file)}
          accept=".csv,.txt,.tsv,.json,text/csv,application/json"
        >
          {(props) => (
            <Button {...props} loading={busy} variant="light">
              Choose a file…
            </Button>
          )}
        </FileButton>
      </Stack>
    </Paper>
  )
}
