import { Alert, Button, Group, ScrollArea, Text } from '@mantine/core'
import { useState } from 'react'
import { useApiCall } from '../../api/use-api-call.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useUpdateStatus } from './use-update-status.ts'

/**
 * A downloaded update ("Restart to update", never forced: main refuses while an import is being sent
 * and says so), or, in a build that cannot install it itself, where to get it. With the release notes.
 */
export function UpdateNotice() {
  const status = useUpdateStatus()
  const restart = useApiCall('restartToUpdate')
  const openPage = useApiCall('openReleasePage')
  const [dismissed, setDismissed] = useState<string | null>(null)
  const update = status?.update
  if (!status || !update || dismissed === update.version) return null
  if (status.state !== 'ready' && status.state !== 'available') return null
  const ready = status.state === 'ready'
  return (
    <Alert
      mb="md"
      color="blue"
      title={
        ready ? `Version ${update.version} is ready` : `Version ${update.version} is available`
      }
      // Polite: it waits for the person, who restarts when it suits them.
      role="status"
    >
      <Text size="sm">
        {ready
          ? `You have ${status.currentVersion}. Restart to update now, or it installs when you quit.`
          : `You have ${status.currentVersion}. This build is not code-signed, so it cannot install updates itself: download the new version from its release page.`}
      </Text>
      {update.notes && (
        <ScrollArea.Autosize mah={160} mt="xs" type="auto">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} aria-label="Release notes">
            {update.notes}
          </Text>
        </ScrollArea.Autosize>
      )}
      {restart.error && (
        <ErrorAlert title="Not restarted" error={restart.error} onClose={restart.reset} />
      )}
      <Group mt="sm" gap="xs">
        {ready ? (
          <Button size="xs" loading={restart.loading} onClick={() => void restart.run(undefined)}>
            Restart to update
          </Button>
        ) : (
          <Button size="xs" loading={openPage.loading} onClick={() => void openPage.run(undefined)}>
            Open the release page
          </Button>
        )}
        <Button size="xs" variant="subtle" onClick={() => setDismissed(update.version)}>
          Later
        </Button>
      </Group>
    </Alert>
  )
}
