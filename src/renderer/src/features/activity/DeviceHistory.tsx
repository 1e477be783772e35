import { Button, Group, List, Stack, Text, Title } from '@mantine/core'
import { useServerQuery } from '../../api/server-state.ts'
import { formatMoment } from '../../app/time.ts'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { locationPath } from '../devices/DeviceDetails.tsx'
import { useLocationTree } from '../locations/use-location-tree.ts'
import { describeEntry, whoAndWhere } from './describe-entry.ts'
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
        History
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {history.isLoading
            ? 'Loading its history…'
            : 'This app has not changed this device yet (sensor reports and other tools are not in the journal).'}
        </Text>
      ) : (
        <List size="sm" spacing={6} listStyleType="none" aria-label="History of this device">
          {entries.map((entry) => (
            <List.Item key={entry.id}>
              <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0}>
                  <Text size="sm">
                    {describeEntry(entry, where)}
                    {entry.undoneBy !== null && ' (undone)'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {`${formatMoment(intl, entry.at)} · ${whoAndWhere(entry)}`}
                  </Text>
                </Stack>
                {entry.undoable && (
                  <Button
                    size="compact-xs"
                    variant="default"
                    loading={pending}
                    style={{ flexShrink: 0 }}
                    aria-label={`Undo: ${describeEntry(entry, where)}`}
                    onClick={() => void undo(entry.id).then((result) => onDone(result.text))}
                  >
                    Undo
                  </Button>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {history.data && history.data.total > SHOWN && (
        <Text
          size="xs"
          c="dimmed"
        >{`${SHOWN} of ${history.data.total} shown: the Activity screen has all.`}</Text>
      )}
    </Stack>
  )
}
