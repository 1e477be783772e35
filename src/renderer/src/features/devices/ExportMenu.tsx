import { Button, Menu } from '@mantine/core'
import { useState } from 'react'
import type { Device } from '#shared/api/devices.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import { useApi } from '../../api/api-context.tsx'
import { saveTextFile } from '../../api/save-file.ts'
import { callApi } from '../../api/call-api.ts'
import { useT } from '../../i18n/use-t.ts'

interface ExportMenuProps {
  accountId: string | undefined
  /** The rows the table shows (search, filters and sort applied), in their order. */
  devices: readonly Device[]
  onDone: (message: string | null, error: IpcError | null) => void
}

/** "Export visible rows": exactly the devices the table shows, as a file import reads back unchanged. */
export function ExportMenu({ accountId, devices, onDone }: ExportMenuProps) {
  const api = useApi()
  const t = useT()
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
    onDone(
      saved.saved ? t('devices.export.done', { count: file.value.count, path: saved.saved }) : null,
      saved.error,
    )
  }
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" loading={busy} disabled={devices.length === 0}>
          {t('devices.export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void exportAs('csv')}>{t('devices.export.csv')}</Menu.Item>
        <Menu.Item onClick={() => void exportAs('json')}>{t('devices.export.json')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
