import {
  Alert,
  Button,
  CloseButton,
  FileButton,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Textarea,
} from '@mantine/core'
import { useMemo, useState, type DragEvent } from 'react'
import { readDevices, readText } from '#shared/serial-id/read.ts'
import type { FoundDevice } from '#shared/serial-id/index.ts'
import { useT } from '../../i18n/use-t.ts'
import { FoundList } from './FoundList.tsx'
import { useSerialWords } from './serial-words.ts'
import type { FoundRow } from './use-found-devices.ts'

/** Larger than any EDID (32 KiB) or tool printout an admin would paste. */
const MAX_FILE_BYTES = 4 * 1024 * 1024

const MONO = { input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }

interface ReadPanelProps {
  onEdit: (device: FoundDevice, row: FoundRow) => void
}

/**
 * Serial ids straight from their source: a pasted printout (netsh, nmcli, lsusb -v, edid-decode…) or an EDID
 * file, chosen or dropped. The file is read here, in the page, and handed to the shared helper.
 */
export function ReadPanel({ onEdit }: ReadPanelProps) {
  const t = useT()
  const words = useSerialWords()
  const [text, setText] = useState('')
  const [file, setFile] = useState<{ name: string; bytes: Uint8Array } | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)
  const result = useMemo(
    () => (file ? readDevices(file.bytes) : text.trim() === '' ? null : readText(text)),
    [file, text],
  )

  const open = async (chosen: File | null | undefined) => {
    setFileError(null)
    if (!chosen) return
    if (chosen.size > MAX_FILE_BYTES) {
      setFileError(
        t('register.read.tooLarge', { name: chosen.name, size: Math.round(chosen.size / 1024) }),
      )
      return
    }
    setFile({ name: chosen.name, bytes: new Uint8Array(await chosen.arrayBuffer()) })
  }
  const drop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    void open(event.dataTransfer.files[0])
  }

  return (
    <Stack gap="md">
      <Paper
        withBorder
        p="md"
        radius="md"
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="read-drop-zone"
        style={
          dragging
            ? { borderColor: 'var(--mantine-primary-color-filled)', borderStyle: 'dashed' }
            : undefined
        }
      >
        <Stack gap="sm">
          <Textarea
            label={t('register.read.label')}
            description={t('register.read.description')}
            placeholder="BSSID 1                 : fe:dc:ba:09:87:01"
            autosize
            minRows={5}
            maxRows={8}
            styles={MONO}
            spellCheck={false}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value)
              setFile(null)
            }}
          />
          <Group gap="xs">
            <FileButton onChange={(chosen) => void open(chosen)}>
              {(props) => (
                <Button variant="default" {...props}>
                  {t('register.read.chooseFile')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              {t('register.read.dropHint')}
            </Text>
          </Group>
          {file && (
            <Group gap={4}>
              <Text size="sm">
                {t('register.read.reading', { name: file.name, count: file.bytes.length })}
              </Text>
              <CloseButton
                size="sm"
                aria-label={t('register.read.forgetFile')}
                onClick={() => setFile(null)}
              />
            </Group>
          )}
        </Stack>
      </Paper>
      {fileError && (
        <Alert color="red" variant="light" title={t('register.read.fileNotRead')} role="alert">
          {fileError}
        </Alert>
      )}
      {result && result.notices.length > 0 && (
        <Alert
          color={result.devices.length === 0 ? 'red' : 'gray'}
          variant="light"
          title={
            result.devices.length === 0 ? t('register.read.noDevice') : t('register.read.alsoNoted')
          }
          role={result.devices.length === 0 ? 'alert' : 'note'}
        >
          <List size="sm" spacing={4}>
            {result.notices.map((notice, index) => (
              <List.Item key={index}>
                {notice.line > 0 && `${t('register.read.line', { line: notice.line })} `}
                {words.notice(notice)}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {result && result.devices.length > 0 && (
        <FoundList devices={result.devices} onEdit={onEdit} />
      )}
    </Stack>
  )
}
