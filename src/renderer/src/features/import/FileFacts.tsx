import { Alert, Anchor, Group, List, Select, Stack, Text } from '@mantine/core'
import { IMPORT_ENCODINGS, type ImportEncoding, type ImportFile } from '#shared/ipc/bulk.ts'

const ENCODING_LABELS: Record<ImportEncoding, string> = {
  'utf-8': 'UTF-8',
  'windows-1252': 'Windows-1252 (Western European)',
  'utf-16le': 'UTF-16 LE (Excel "Unicode Text")',
  'utf-16be': 'UTF-16 BE',
}

interface FileFactsProps {
  file: ImportFile
  onReadAs: (encoding: ImportEncoding) => void
  onForget: () => void
}

/** What the file was found to be: its tool and what that means, its encoding, lines left out, choices remembered. */
export function FileFacts({ file, onReadAs, onForget }: FileFactsProps) {
  const notes = [...(file.source?.notes ?? []), ...file.notices]
  return (
    <Stack gap={6}>
      {file.source && (
        <Text size="sm" data-testid="import-source">
          Read as <b>{file.source.label}</b>.
        </Text>
      )}
      {notes.length > 0 && (
        <List size="sm" spacing={2} c="dimmed">
          {notes.map((note) => (
            <List.Item key={note}>{note}</List.Item>
          ))}
        </List>
      )}
      {file.encodingNote && (
        <Alert color="yellow" variant="light" title="Encoding guessed" role="note">
          <Stack gap={6}>
            <Text size="sm">{file.encodingNote}</Text>
            <Group gap="xs">
              <Select
                aria-label="Read the file as"
                size="xs"
                w={280}
                data={IMPORT_ENCODINGS.map((value) => ({ value, label: ENCODING_LABELS[value] }))}
                value={file.encoding}
                allowDeselect={false}
                onChange={(value) => value && onReadAs(value as ImportEncoding)}
              />
            </Group>
          </Stack>
        </Alert>
      )}
      {file.remembered && (
        <Text size="sm" data-testid="import-remembered">
          The choices and edits you made for this file on{' '}
          {new Date(file.remembered.savedAt).toLocaleString()} are applied again.{' '}
          <Anchor component="button" size="sm" onClick={onForget}>
            Forget them
          </Anchor>
        </Text>
      )}
    </Stack>
  )
}
