import { Text } from '@mantine/core'
import type { ProfileSummary } from '#shared/ipc/session.ts'
import { useT } from '../../i18n/use-t.ts'
import { useSessionChanges } from '../../api/session.ts'
import { StepDialog } from './StepDialog.tsx'

/** Asks before removing a remote profile (and the secret the keychain holds for it). */
export function RemoveProfileDialog({
  profile,
  onClose,
}: {
  profile: ProfileSummary
  onClose: () => void
}) {
  const actions = useSessionChanges()
  const t = useT()
  return (
    <StepDialog
      title={t('connection.remove.title', { name: profile.name })}
      failed={t('connection.remove.failed')}
      confirm={t('connection.remove.confirm')}
      step={() => actions.removeProfile(profile.id)}
      onClose={onClose}
    >
      <Text size="sm">{t('connection.remove.body')}</Text>
    </StepDialog>
  )
}
