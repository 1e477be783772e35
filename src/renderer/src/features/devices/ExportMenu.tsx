import { Button, Menu } from '@mantine/core'
import type { Device } from '#shared/api/devices.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import { useSavedExport } from '../../api/saved-export.ts'
import { useT } from '../../i18n/use-t.ts'

interface ExportMenuProps {
  accountId: string | undefined
  /** The rows the table shows (search, filters and sort applied), in their order. */
  devices: readonly Device[]
  onDone: (message: string | null, error: IpcError | null) => void
}

/** "Export visible rows": exactly the devices the table shows, as a file import reads back unchanged. */
export function ExportMenu({ accountId, devices, onDone }: ExportMenuProps) {
  const t = useT()
  const exporting = useSavedExport('exportDevices', (input) => input.format)
  const exportAs = (format: 'csv' | 'json') =>
    exporting.mutate(
      {
        ...(accountId === undefined ? {} : { accountId }),
        format,
        serialIds: devices.map((device) => device.serialId),
      },
      {
        onSuccess: ({ path, count }) =>
          onDone(path ? t('devices.export.done', { count, path }) : null, null),
        onError: (error) => onDone(null, error),
      },
    )
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" loading={exporting.isPending} disabled={devices.length === 0}>
          {t('devices.export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => exportAs('csv')}>{t('devices.export.csv')}</Menu.Item>
        <Menu.Item onClick={() => exportAs('json')}>{t('devices.export.json')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
