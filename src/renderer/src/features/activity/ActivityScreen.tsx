import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useCallback, useState } from 'react'
import type { ActivityEntry, ActivityFilter } from '#shared/ipc/registry.ts'
import { useSavedExport } from '../../api/saved-export.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { FullHeightScreen } from '../../app/FullHeightScreen.tsx'
import { MutationError } from '../../app/MutationError.tsx'
import { Toast, type ToastMessage } from '../../app/Toast.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { useT } from '../../i18n/use-t.ts'
import { locationPath } from '../devices/DeviceDetails.tsx'
import { useLocationTree } from '../locations/use-location-tree.ts'
import { ActivityFilters } from './ActivityFilters.tsx'
import { ActivityTable } from './ActivityTable.tsx'
import { inAccount, useActivityPages } from './use-activity-pages.ts'
import { useUndo } from './use-undo.ts'

/**
 * Every change this app made in this profile and account (the activity journal): filter, search,
 * export as CSV, and take a change back while the device is as it left it.
 */
export function ActivityScreen() {
  const t = useT()
  const { accountId } = useWorkspace()
  const { tree } = useLocationTree()
  const [filter, setFilter] = useState<ActivityFilter>({})
  const [debounced] = useDebouncedValue(filter, 250)
  const scoped = inAccount(debounced, accountId)
  const [visible, setVisible] = useState({ first: 0, last: 0 })
  const pages = useActivityPages(scoped, visible)
  const { undo, pending } = useUndo('activity')
  const [toast, setToast] = useState<ToastMessage | null>(null)
  const exporting = useSavedExport('exportActivity')
  const where = useCallback((id: string) => locationPath(id, tree), [tree])
  // In the table a location reads by its own name (its whole path on hover): a row's end stays in view.
  const named = useCallback((id: string) => tree.byId.get(id)?.name ?? id, [tree])
  const onVisible = useCallback((range: { first: number; last: number }) => setVisible(range), [])
  const say = useCallback((text: string) => setToast({ id: Date.now(), text }), [])

  const exportCsv = () =>
    exporting.mutate(scoped, {
      onSuccess: ({ path, count }) => {
        if (path) say(t('activity.screen.exported', { count, path }))
      },
    })
  const onUndo = useCallback(
    (entry: ActivityEntry) => void undo(entry.id).then((result) => say(result.text)),
    [undo, say],
  )

  return (
    <FullHeightScreen>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>{t('activity.screen.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('activity.screen.intro')}
          </Text>
        </Stack>
        <Button
          variant="default"
          onClick={exportCsv}
          loading={exporting.isPending}
          disabled={pages.total === 0}
        >
          {t('activity.screen.export')}
        </Button>
      </Group>
      <ActivityFilters filter={filter} onChange={setFilter} />
      {pages.error && <ErrorAlert title={t('activity.screen.unreadable')} error={pages.error} />}
      <MutationError title={t('activity.screen.export-failed')} mutation={exporting} />
      <Text size="sm" role="status">
        {pages.loading
          ? t('activity.screen.loading')
          : pages.total === 0
            ? Object.keys(debounced).length
              ? t('activity.screen.no-match')
              : t('activity.screen.empty')
            : t('activity.screen.count', { count: pages.total })}
      </Text>
      {pages.total > 0 && (
        <ActivityTable
          total={pages.total}
          entries={pages.entries}
          where={named}
          wherePath={where}
          onVisible={onVisible}
          onUndo={onUndo}
          undoing={pending}
        />
      )}
      {toast && <Toast key={toast.id} message={toast} onClose={() => setToast(null)} />}
    </FullHeightScreen>
  )
}
