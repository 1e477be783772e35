import { Alert, Anchor, Group, List, Select, Stack, Text } from '@mantine/core'
import { useIntl } from 'react-intl'
import { IMPORT_ENCODINGS, type ImportEncoding, type ImportFile } from '#shared/ipc/import.ts'
import { said } from '../../i18n/coded.ts'
import { useT, type Translate } from '../../i18n/use-t.ts'
import { sourceLabelId } from '#shared/import/source-label.ts'

/** An encoding's name, with what it is where the name alone does not say. */
const ENCODING_LABELS: Record<ImportEncoding, (t: Translate) => string> = {
  'utf-8': () => 'UTF-8',
  'windows-1252': (t) => t('import.facts.windows-1252'),
  'utf-16le': (t) => t('import.facts.utf-16le'),
  'utf-16be': () => 'UTF-16 BE',
}

const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const

interface FileFactsProps {
  file: ImportFile
  onReadAs: (encoding: ImportEncoding) => void
  onForget: () => void
}

/** What the file was found to be: its tool and what that means, its encoding, lines left out, choices remembered. */
export function FileFacts({ file, onReadAs, onForget }: FileFactsProps) {
  const intl = useIntl()
  const t = useT()
  const notes = file.source?.notes ?? []
  return (
    <Stack gap={6}>
      {file.source && (
        <Text size="sm" data-testid="import-source">
          {intl.formatMessage(
            { id: 'import.facts.source' },
            {
              label: t(sourceLabelId(file.source.id)),
              b: (chunks) => <b>{chunks}</b>,
            },
          )}
        </Text>
      )}
      {(notes.length > 0 || file.notices.length > 0) && (
        <List size="sm" spacing={2} c="dimmed">
          {notes.map((note) => (
            <List.Item key={note.code}>{said(t, note)}</List.Item>
          ))}
          {file.notices.map((notice) => (
            <List.Item key={notice.message}>{said(t, notice)}</List.Item>
          ))}
        </List>
      )}
      {file.encodingNote && (
        <Alert color="yellow" variant="light" title={t('import.facts.guessed')} role="note">
          <Stack gap={6}>
            <Text size="sm">{said(t, file.encodingNote)}</Text>
            <Group gap="xs">
              <Select
                aria-label={t('import.facts.read-as')}
                size="xs"
                w={280}
                data={IMPORT_ENCODINGS.map((value) => ({
                  value,
                  label: ENCODING_LABELS[value](t),
                }))}
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
          {t('import.facts.remembered', {
            when: intl.formatDate(file.remembered.savedAt, DATE_TIME),
          })}{' '}
          <Anchor component="button" size="sm" onClick={onForget}>
            {t('import.facts.forget')}
          </Anchor>
        </Text>
      )}
    </Stack>
  )
}
