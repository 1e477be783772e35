import { Button, Group, Progress, Stack, Text } from '@mantine/core'
import type { ImportProgress } from '#shared/ipc/bulk.ts'

function timeLeft(seconds: number | null): string {
  if (seconds === null) return ''
  if (seconds < 60) return ` · about ${seconds} s left`
  return ` · about ${Math.ceil(seconds / 60)} min left`
}

/** Rows registered (then locations paired) of all, the rate and the time left; cancel stops after the rows in flight. */
export function SendProgress({
  progress,
  onCancel,
}: {
  progress: ImportProgress | null
  onCancel: () => void
}) {
  const done = progress?.done ?? 0
  const total = progress?.total ?? 0
  const unit = progress?.phase === 'pair' ? 'locations paired' : 'rows sent'
  return (
    <Stack gap="xs" maw={720}>
      <Progress value={total ? (done / total) * 100 : 0} animated aria-label="Import progress" />
      <Group justify="space-between">
        <Text size="sm" role="status" data-testid="import-progress">
          {progress
            ? `${done.toLocaleString()} / ${total.toLocaleString()} ${unit} · ${progress.perSecond.toLocaleString()} per second${timeLeft(progress.secondsLeft)}`
            : 'Checking the rows against the service…'}
          {progress?.waitingSeconds
            ? ` · the service asked to wait ${progress.waitingSeconds} s`
            : ''}
        </Text>
        <Button color="red" variant="light" onClick={onCancel} disabled={progress?.cancelling}>
          {progress?.cancelling ? 'Stopping after the rows in flight…' : 'Cancel'}
        </Button>
      </Group>
    </Stack>
  )
}
