import { Button, Group, Progress, Stack, Text } from '@mantine/core'
import type { ImportProgress } from '#shared/ipc/import.ts'
import { useT, type Translate } from '../../i18n/use-t.ts'

function timeLeft(seconds: number | null, t: Translate): string | null {
  if (seconds === null) return null
  if (seconds < 60) return t('import.progress.seconds-left', { seconds })
  return t('import.progress.minutes-left', { minutes: Math.ceil(seconds / 60) })
}

/** Where the send is, in words: rows (or locations) done of all, the rate, the time left, a wait asked for. */
function progressText(progress: ImportProgress, t: Translate): string {
  const counts = { done: progress.done, total: progress.total, rate: progress.perSecond }
  return [
    progress.phase === 'pair'
      ? t('import.progress.locations', counts)
      : t('import.progress.rows', counts),
    timeLeft(progress.secondsLeft, t),
    progress.waitingSeconds
      ? t('import.progress.waiting', { seconds: progress.waitingSeconds })
      : null,
  ]
    .filter((part) => part !== null)
    .join(' · ')
}

/** Rows registered (then locations paired) of all, the rate and the time left; cancel stops after the rows in flight. */
export function SendProgress({
  progress,
  onCancel,
}: {
  progress: ImportProgress | null
  onCancel: () => void
}) {
  const t = useT()
  const done = progress?.done ?? 0
  const total = progress?.total ?? 0
  return (
    <Stack gap="xs" maw={720}>
      <Progress
        value={total ? (done / total) * 100 : 0}
        animated
        aria-label={t('import.progress.label')}
      />
      <Group justify="space-between">
        <Text size="sm" role="status" data-testid="import-progress">
          {progress ? progressText(progress, t) : t('import.progress.checking')}
        </Text>
        <Button color="red" variant="light" onClick={onCancel} disabled={progress?.cancelling}>
          {progress?.cancelling ? t('import.progress.stopping') : t('import.progress.cancel')}
        </Button>
      </Group>
    </Stack>
  )
}
