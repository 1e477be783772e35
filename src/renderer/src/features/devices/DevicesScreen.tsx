import { Alert, Button, Group, Title } from '@mantine/core'
import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import type { Device } from '#shared/api/devices.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { FullHeightScreen } from '../../app/FullHeightScreen.tsx'
import { QueryProblem } from '../../app/QueryProblem.tsx'
import { ReloadButton } from '../../app/ReloadButton.tsx'
import { useSession } from '../../app/session-context.tsx'
import { Toast, type ToastMessage } from '../../app/Toast.tsx'
import { LoadingArea } from '../../app/LoadingArea.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { useT } from '../../i18n/use-t.ts'
import { useUndo } from '../activity/use-undo.ts'
import { useLocationTree } from '../locations/use-location-tree.ts'
import { PairDialog, type PairTarget } from '../pairing/PairDialog.tsx'
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
} from './device-model.ts'
import { devicesViewKey, useDevicesView } from './devices-view.ts'
import { MemoryOnlyNotice } from './MemoryOnlyNotice.tsx'
import { SelectionBar } from './SelectionBar.tsx'
import { useSelection } from './use-selection.ts'

// The details load on the first click of a row: the table paints without their forms.
const DeviceDrawer = lazy(() =>
  import('./DeviceDrawer.tsx').then((module) => ({ default: module.DeviceDrawer })),
)

const EMPTY: never[] = []

type Dialog = { kind: 'pair'; devices: PairTarget[] } | { kind: 'unpair' } | null

export function DevicesScreen({ onRegister }: { onRegister: () => void }) {
  const { devices, locations, profileId, accountId, permissions } = useWorkspace()
  const t = useT()
  const { undo } = useUndo('devices')
  const { view, setFilter, setSort, scroll } = useDevicesView(devicesViewKey(profileId, accountId))
  const { filter, sort } = view
  const { tree } = useLocationTree()
  const unreachable = useSession().session?.connection?.state === 'unreachable'
  const [dialog, setDialog] = useState<Dialog>(null)
  // Kept after closing, so the drawer closes as a drawer and gives the focus back to the row.
  const [drawer, setDrawer] = useState<{ serialId: string; opened: boolean } | null>(null)
  const openDevice = useCallback((serialId: string) => setDrawer({ serialId, opened: true }), [])
  const [toast, setToast] = useState<ToastMessage | null>(null)
  const say = useCallback(
    (text: string, undo?: ToastMessage['undo']) =>
      setToast({ id: Date.now(), text, ...(undo ? { undo } : {}) }),
    [],
  )
  const [exportError, setExportError] = useState<IpcError | null>(null)

  const all = devices.data?.devices ?? EMPTY
  const listed = locations.data?.supported ? locations.data.locations : null
  const names = useMemo(() => locationNames(listed ?? undefined), [listed])
  const sorted = useMemo(() => sortDevices(all, sort, names, t), [all, sort, names, t])
  const index = useMemo(() => searchIndex(all, names), [all, names])
  const within = filter.locationId === '' ? null : tree.within(filter.locationId)
  const shown = useMemo(
    () => filterDevices(sorted, filter, index, within),
    [sorted, filter, index, within],
  )
  const selection = useSelection(all)
  const knowsStored = useMemo(() => all.some((device) => device.stored !== undefined), [all])
  const memoryOnly = useMemo(() => all.filter((device) => device.stored === false), [all])

  const selectedDevices = useMemo(
    () =>
      selection.selected.size === 0
        ? EMPTY
        : all.filter((device) => selection.selected.has(device.serialId)),
    [all, selection.selected],
  )
  const pairedIds = selectedDevices.filter((d) => d.locationId !== null).map((d) => d.serialId)
  const selectedNames = useMemo(
    () => new Map(selectedDevices.map((device) => [device.serialId, device.name])),
    [selectedDevices],
  )
  const toggleAll = useCallback(
    (select: boolean) =>
      selection.setMany(
        shown.map((device) => device.serialId),
        select,
      ),
    [selection, shown],
  )
  const where = (locationId: string) => names.get(locationId) ?? locationId

  // The header's actions: one element each (another screen's button is one more line here).
  const actions = [
    <ReloadButton
      key="reload"
      label={t('devices.reload')}
      onReload={() => void devices.refetch()}
      loading={devices.isFetching}
    />,
    <ExportMenu
      key="export"
      accountId={accountId}
      devices={shown}
      onDone={(message, error) => {
        if (message) say(message)
        setExportError(error)
      }}
    />,
    <Button key="register" variant="light" onClick={onRegister}>
      {t('devices.register')}
    </Button>,
  ]

  return (
    <FullHeightScreen>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('devices.title')}</Title>
        <Group gap="xs">{actions}</Group>
      </Group>
      <DeviceFilters filter={filter} onChange={setFilter} knowsStored={knowsStored} />
      <QueryProblem what={t('devices.what')} query={devices} />
      {exportError && (
        <ErrorAlert
          title={t('devices.exportFailed')}
          error={exportError}
          onClose={() => setExportError(null)}
        />
      )}
      {devices.data && !devices.data.complete && (
        <Alert color="yellow" variant="light" role="note">
          {t('devices.onlyPaired')}
        </Alert>
      )}
      {memoryOnly.length > 0 && filter.state !== 'memory' && (
        <MemoryOnlyNotice
          count={memoryOnly.length}
          onShow={() => setFilter({ ...NO_FILTER, state: 'memory' })}
          onPair={() => setDialog({ kind: 'pair', devices: memoryOnly })}
        />
      )}
      <SelectionBar
        shown={devices.data ? shown.length : null}
        failed={!devices.data && devices.error !== null}
        loadedAt={devices.data && (devices.error || unreachable) ? devices.dataUpdatedAt : null}
        total={all.length}
        selected={selectedDevices.length}
        paired={pairedIds.length}
        onPair={() => setDialog({ kind: 'pair', devices: selectedDevices })}
        onUnpair={() => setDialog({ kind: 'unpair' })}
        onClear={selection.clear}
      />
      <LoadingArea busy={devices.isLoading} label={t('devices.loading')}>
        <DevicesTable
          devices={shown}
          total={all.length}
          loading={devices.isPending && devices.error === null}
          failed={devices.error !== null}
          onRegister={permissions.administer ? onRegister : null}
          onClearFilters={() => setFilter(NO_FILTER)}
          names={names}
          sort={sort}
          onSort={setSort}
          selected={selection.selected}
          onToggle={selection.toggle}
          onToggleAll={toggleAll}
          onOpen={openDevice}
          scroll={scroll}
        />
      </LoadingArea>
      {dialog?.kind === 'pair' && (
        <PairDialog
          devices={dialog.devices}
          onClose={() => setDialog(null)}
          onDropped={(ids) => selection.setMany(ids, false)}
          onPaired={(paired, locationId) => {
            setDialog(null)
            selection.setMany(paired, false)
            say(t('devices.paired', { count: paired.length, location: where(locationId) }))
          }}
        />
      )}
      {dialog?.kind === 'unpair' && (
        <UnpairDialog
          opened
          serialIds={pairedIds}
          names={selectedNames}
          knowsStored={knowsStored}
          onClose={() => setDialog(null)}
          onUnpaired={(unpaired, results) => {
            selection.setMany(unpaired, false)
            if (unpaired.length === pairedIds.length) setDialog(null)
            const entryId = unpaired.length === 1 ? results[0]?.entryIds[0] : undefined
            say(
              t('devices.unpaired', { count: unpaired.length }),
              entryId === undefined
                ? undefined
                : {
                    label: t('devices.undo'),
                    run: () => void undo(entryId).then((result) => say(result.text)),
                  },
            )
          }}
        />
      )}
      {drawer && (
        <Suspense fallback={null}>
          <DeviceDrawer
            key={drawer.serialId}
            opened={drawer.opened}
            serialId={drawer.serialId}
            device={all.find((device: Device) => device.serialId === drawer.serialId) ?? null}
            onClose={() => setDrawer({ ...drawer, opened: false })}
            onDone={say}
            knowsStored={knowsStored}
          />
        </Suspense>
      )}
      {toast && <Toast key={toast.id} message={toast} onClose={() => setToast(null)} />}
    </FullHeightScreen>
  )
}
