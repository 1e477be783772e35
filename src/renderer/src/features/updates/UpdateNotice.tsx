import { Alert, Button, Group, ScrollArea, Text } from '@mantine/core'
import { useState } from 'react'
import { CHANGES_NOTHING, useServerMutation } from '../../api/server-state.ts'
import { MutationError } from '../../app/MutationError.tsx'
import { useT } from '../../i18n/use-t.ts'
import { useUpdateStatus } from './use-update-status.ts'

/**
 * A downloaded update ("Restart to update", never forced: main refuses while an import is being sent
 * and says so), or, in a build that cannot install it itself, where to get it. With the release notes.
 */
export function UpdateNotice() {
  const status = useUpdateStatus()
  const restart = useServerMutation('restartToUpdate', CHANGES_NOTHING)
  const openPage = useServerMutation('openReleasePage', CHANGES_NOTHING)
  const [dismissed, setDismissed] = useState<string | null>(null)
  const t = useT()
  const update = status?.update
  if (!status || !update || dismissed === update.version) return null
  if (status.state !== 'ready' && status.state !== 'available') return null
  const ready = status.state === 'ready'
  const version = { version: update.version }
  const current = { current: status.currentVersion }
  return (
    <Alert
      mb="md"
      color="blue"
      title={t(ready ? 'updates.notice.ready' : 'updates.notice.available', version)}
      // Polite: it waits for the person, who restarts when it suits them.
      role="status"
    >
      <Text size="sm">
        {t(ready ? 'updates.notice.ready.text' : 'updates.notice.available.text', current)}
      </Text>
      {update.notes && (
        <ScrollArea.Autosize mah={160} mt="xs" type="auto">
          {/* As the release was written, in English. */}
          <Text
            size="sm"
            style={{ whiteSpace: 'pre-wrap' }}
            aria-label={t('updates.notice.notes')}
            lang="en"
          >
            {update.notes}
          </Text>
        </ScrollArea.Autosize>
      )}
      <MutationError title={t('updates.notice.not-restarted')} mutation={restart} />
      <Group mt="sm" gap="xs">
        {ready ? (
          <Button size="xs" loading={restart.isPending} onClick={() => restart.mutate(undefined)}>
            {t('updates.notice.restart')}
          </Button>
        ) : (
          <Button size="xs" loading={openPage.isPending} onClick={() => openPage.mutate(undefined)}>
            {t('updates.notice.open-page')}
          </Button>
        )}
        <Button size="xs" variant="subtle" onClick={() => setDismissed(update.version)}>
          {t('updates.notice.later')}
        </Button>
      </Group>
    </Alert>
  )
}
