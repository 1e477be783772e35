import { Button, Menu } from '@mantine/core'
import { useState } from 'react'
import type { Device } from '#shared/api/devices.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import { useApi } from '../../api/api-context.tsx'
import { saveTextFile } from '../../api/save-file.ts'
import { callApi } from '../../api/use-api-call.ts'

interface ExportMenuProps {
  accountId: string | undefined
  /** The rows the table shows (search, filters and sort applied), in their order. */
  devices: readonly Device[]
  onDone: (message: string | null, error: IpcError | null) => void
}

/** "Export visible rows": exactly the devices the table shows, as a file import reads back unchanged. */
export function ExportMenu({ accountId, devices, onDone }: ExportMenuProps) {
  const api = useApi()
  const [busy, setBusy] = useState(false)
  const exportAs = async (format: 'csv' | 'json') => {
    setBusy(true)
    const scope = accountId === undefined ? {} : { accountId }
    const file = await callApi(api, 'exportDevices', {
      ...scope,
      format,
      serialIds: devices.map((device) => device.serialId),
    })
    if (!file.ok) {
      setBusy(false)
      return onDone(null, file.error)
    }
    const saved = await saveTextFile(api, {
      suggestedName: file.value.fileName,
      content: file.value.content,
      kind: format,
    })
    setBusy(false)
    const count = `${file.value.count} ${file.value.count === 1 ? 'device' : 'devices'}`
    onDone(saved.saved ? `Exported ${count} to ${saved.saved}.` : null, saved.error)
  }
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" loading={busy} disabled={devices.length === 0}>
          Export visible rows
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void exportAs('csv')}>As CSV (spreadsheets)</Menu.Item>
        <Menu.Item onClick={() => void exportAs('json')}>As JSON</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
