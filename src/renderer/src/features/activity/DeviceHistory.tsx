import { Button, Group, List, Stack, Text, Title } from '@mantine/core'
import { useServerQuery } from '../../api/server-state.ts'
import { formatMoment } from '../../app/time.ts'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { useT } from '../../i18n/use-t.ts'
import { locationPath } from '../devices/DeviceDetails.tsx'
import { useLocationTree } from '../locations/use-location-tree.ts'
import { describeEntry, entryLang, whoAndWhere } from './describe-entry.ts'
import { useUndo } from './use-undo.ts'
import { useIntl } from 'react-intl'

const SHOWN = 20

/** One device's history from the activity journal, newest first, each change with its undo. */
export function DeviceHistory({
  serialId,
  onDone,
}: {
  serialId: string
  onDone: (text: string) => void
}) {
  const intl = useIntl()
  const t = useT()
  const { accountId, owner } = useWorkspace()
  const { tree } = useLocationTree()
  const scope = accountId === undefined ? {} : { accountId }
  const history = useServerQuery('listActivity', { ...scope, serialId, limit: SHOWN }, { owner })
  const { undo, pending } = useUndo('devices')
  const entries = history.data?.entries ?? []
  const where = (locationId: string) => locationPath(locationId, tree)
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('activity.history.title')}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {history.isLoading ? t('activity.history.loading') : t('activity.history.none')}
        </Text>
      ) : (
        <List size="sm" spacing={6} listStyleType="none" aria-label={t('activity.history.label')}>
          {entries.map((entry) => (
            <List.Item key={entry.id}>
              <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0}>
                  <Text size="sm" lang={entryLang(entry)}>
                    {describeEntry(entry, where, t)}
                    {entry.undoneBy !== null && ` ${t('activity.history.undone')}`}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {`${formatMoment(intl, entry.at)} · ${whoAndWhere(entry, t)}`}
                  </Text>
                </Stack>
                {entry.undoable && (
                  <Button
                    size="compact-xs"
                    variant="default"
                    loading={pending}
                    style={{ flexShrink: 0 }}
                    aria-label={t('activity.undo.entry', {
                      change: describeEntry(entry, where, t),
                    })}
                    onClick={() => void undo(entry.id).then((result) => onDone(result.text))}
                  >
                    {t('activity.undo')}
                  </Button>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {history.data && history.data.total > SHOWN && (
        <Text size="xs" c="dimmed">
          {t('activity.history.more', { shown: SHOWN, total: history.data.total })}
        </Text>
      )}
    </Stack>
  )
}
