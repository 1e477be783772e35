import {
  ActionIcon,
  Alert,
  Button,
  Group,
  LoadingOverlay,
  Stack,
  Title,
  Tooltip,
} from '@mantine/core'
import { useCallback, useMemo, useState } from 'react'
import type { IpcError } from '../../../../shared/ipc/result.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { ReloadIcon } from '../../app/icons.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { PairDialog } from '../pairing/PairDialog.tsx'
import { UnpairDialog } from '../pairing/UnpairDialog.tsx'
import { DeviceFilters } from './DeviceFilters.tsx'
import { DevicesTable } from './DevicesTable.tsx'
import { ExportMenu } from './ExportMenu.tsx'
import {
  NO_FILTER,
  filterDevices,
  locationNames,
  searchIndex,
  sortDevices,
  type DeviceFilter,
  type Sort,
} from './device-model.ts'
import { SelectionBar } from './SelectionBar.tsx'
import { useSelection } from './use-selection.ts'

const EMPTY: never[] = []

export function DevicesScreen({ onRegister }: { onRegister: () => void }) {
  const { devices, locations, accountId } = useWorkspace()
  const [filter, setFilter] = useState<DeviceFilter>(NO_FILTER)
  const [sort, setSort] = useState<Sort>({ key: 'type', direction: 'ascending' })
  const [dialog, setDialog] = useState<'pair' | 'unpair' | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [exportError, setExportError] = useState<IpcError | null>(null)

  const all = devices.data?.devices ?? EMPTY
  const listed = locations.data?.supported ? locations.data.locations : null
  const names = useMemo(() => locationNames(listed ?? undefined), [listed])
  const sorted = useMemo(() => sortDevices(all, sort, names), [all, sort, names])
  const index = useMemo(() => searchIndex(all, names), [all, names])
  const shown = useMemo(() => filterDevices(sorted, filter, index), [sorted, filter, index])
  const selection = useSelection(all)
  const filterLocations = useMemo(() => {
    if (listed) return listed
    const ids = [
      ...new Set(all.flatMap((device) => (device.locationId ? [device.locationId] : []))),
    ].sort()
    return ids.map((id) => ({ id, name: id }))
  }, [listed, all])

  const selectedDevices = useMemo(
    () =>
      selection.selected.size === 0
        ? EMPTY
        : all.filter((device) => selection.selected.has(device.serialId)),
    [all, selection.selected],
  )
  const selectedIds = selectedDevices.map((device) => device.serialId)
  const pairedIds = selectedDevices
    .filter((device) => device.locationId !== null)
    .map((d) => d.serialId)
  const selectedNames = useMemo(
    () => new Map(selectedDevices.map((device) => [device.serialId, device.name])),
    [selectedDevices],
  )
  const { reload } = devices
  const toggleAll = useCallback(
    (select: boolean) =>
      selection.setMany(
        shown.map((device) => device.serialId),
        select,
      ),
    [selection, shown],
  )

  return (
    <Stack
      gap="sm"
      h="calc(100dvh - var(--app-shell-header-height, 0px) - 2 * var(--mantine-spacing-md))"
    >
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Devices</Title>
        <Group gap="xs">
          <Tooltip label="Reload devices">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Reload devices"
              onClick={reload}
              loading={devices.loading}
            >
              <ReloadIcon />
            </ActionIcon>
          </Tooltip>
          <ExportMenu
            accountId={accountId}
            devices={shown}
            onDone={(message, error) => {
              setNotice(message)
              setExportError(error)
            }}
          />
          <Button variant="light" onClick={onRegister}>
            Register a device
          </Button>
        </Group>
      </Group>
      <DeviceFilters filter={filter} onChange={setFilter} locations={filterLocations} />
      {devices.error && <ErrorAlert title="Could not load the devices" error={devices.error} />}
      {exportError && <ErrorAlert title="Could not export" error={exportError} />}
      {devices.data && !devices.data.complete && (
        <Alert color="yellow" variant="light" role="note">
          This service lists only paired devices: unpaired ones do not show here.
        </Alert>
      )}
      {notice && (
        <Alert
          color="teal"
          variant="light"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setNotice(null)}
          role="status"
        >
          {notice}
        </Alert>
      )}
      <SelectionBar
        shown={devices.data ? shown.length : null}
        failed={!devices.data && devices.error !== null}
        total={all.length}
        selected={selectedIds.length}
        paired={pairedIds.length}
        onPair={() => setDialog('pair')}
        onUnpair={() => setDialog('unpair')}
        onClear={selection.clear}
      />
      <div
        style={{
          position: 'relative',
          flex: 1,
          minHeight: 0,
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <LoadingOverlay
          visible={devices.loading && !devices.data}
          loaderProps={{ 'aria-label': 'Loading devices' }}
        />
        <DevicesTable
          devices={shown}
          total={all.length}
          loading={!devices.data && !devices.error}
          failed={devices.error !== null}
          onRegister={onRegister}
          onClearFilters={() => setFilter(NO_FILTER)}
          names={names}
          sort={sort}
          onSort={setSort}
          selected={selection.selected}
          onToggle={selection.toggle}
          onToggleAll={toggleAll}
        />
      </div>
      {dialog === 'pair' && (
        <PairDialog
          opened
          serialIds={selectedIds}
          names={selectedNames}
          alreadyPaired={pairedIds.length}
          onClose={() => setDialog(null)}
          onPaired={(paired, locationId) => {
            setDialog(null)
            selection.clear()
            setNotice(
              `Paired ${paired.length} ${paired.length === 1 ? 'device' : 'devices'} to ${names.get(locationId) ?? locationId}.`,
            )
            reload()
          }}
        />
      )}
      {dialog === 'unpair' && (
        <UnpairDialog
          opened
          serialIds={pairedIds}
          names={selectedNames}
          onClose={() => setDialog(null)}
          onUnpaired={(unpaired) => {
            selection.setMany(unpaired, false)
            if (unpaired.length === pairedIds.length) setDialog(null)
            setNotice(
              `Unpaired ${unpaired.length} ${unpaired.length === 1 ? 'device' : 'devices'}.`,
            )
            reload()
          }}
        />
      )}
    </Stack>
  )
}
