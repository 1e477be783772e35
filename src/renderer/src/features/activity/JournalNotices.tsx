import { Alert, Button, Stack, Text } from '@mantine/core'
import { useServerMutation, useServerQuery } from '../../api/server-state.ts'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { said } from '../../i18n/coded.ts'
import { useT } from '../../i18n/use-t.ts'

/**
 * What went wrong with the activity journal's file (set aside, entries waiting or not written, what a
 * crash left), on every screen and at every start until the admin dismisses it.
 */
export function JournalNotices() {
  const t = useT()
  const { owner } = useWorkspace()
  const notices = useServerQuery('journalNotices', undefined, { owner }).data?.notices ?? []
  const dismiss = useServerMutation('dismissJournalNotices', {
    owner,
    invalidates: ['journalNotices'],
  })
  if (notices.length === 0) return null
  return (
    <Alert color="orange" variant="light" role="alert" mb="md" title={t('activity.screen.journal')}>
      <Stack gap="xs">
        {notices.map((notice) => (
          <Text size="sm" key={notice.code}>
            {said(t, notice)}
          </Text>
        ))}
        <Button
          size="xs"
          variant="default"
          w="fit-content"
          loading={dismiss.isPending}
          onClick={() => dismiss.mutate(undefined)}
        >
          {t('activity.notice.dismiss')}
        </Button>
      </Stack>
    </Alert>
  )
}
