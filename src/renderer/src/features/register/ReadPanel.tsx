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
import { FoundList } from './FoundList.tsx'
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
        `${chosen.name} is ${Math.round(chosen.size / 1024)} KB: too large for an EDID or a tool's printout.`,
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
            label="Paste what your tool printed"
            description="netsh wlan show networks mode=bssid (any language), nmcli, iw, airport, system_profiler -json, lsusb -v, edid-decode, xrandr --verbose, Get-CimInstance WmiMonitorID, Windows device paths, ipconfig /all, ip link, getmac, arp -a, ioreg, system_profiler SPUSBDataType -json, networksetup -listallhardwareports, PowerShell … | ConvertTo-Json. Several devices at once are fine."
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
                  Choose an EDID file…
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              or drop it here: /sys/class/drm/*/edid, a registry export, or any file a tool wrote
            </Text>
          </Group>
          {file && (
            <Group gap={4}>
              <Text size="sm">{`Reading ${file.name} (${file.bytes.length} bytes)`}</Text>
              <CloseButton size="sm" aria-label="Forget the file" onClick={() => setFile(null)} />
            </Group>
          )}
        </Stack>
      </Paper>
      {fileError && (
        <Alert color="red" variant="light" title="The file was not read" role="alert">
          {fileError}
        </Alert>
      )}
      {result && result.notices.length > 0 && (
        <Alert
          color={result.devices.length === 0 ? 'red' : 'gray'}
          variant="light"
          title={result.devices.length === 0 ? 'No device found' : 'Also noted'}
          role={result.devices.length === 0 ? 'alert' : 'note'}
        >
          <List size="sm" spacing={4}>
            {result.notices.map((notice, index) => (
              <List.Item key={index}>
                {notice.line > 0 ? `Line ${notice.line}: ${notice.message}` : notice.message}
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
