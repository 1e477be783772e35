import { Modal, Stack, Text } from '@mantine/core'
import type { ProfileSummary } from '#shared/ipc/session.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useT } from '../../i18n/use-t.ts'
import { useSessionChanges } from '../../api/session.ts'
import { DialogActions } from '../../app/DialogActions.tsx'
import { useDialogStep } from './use-dialog-step.ts'

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
  const remove = useDialogStep(() => actions.removeProfile(profile.id), onClose)

  return (
    <Modal opened onClose={onClose} title={t('connection.remove.title', { name: profile.name })}>
      <Stack gap="md">
        <Text size="sm">{t('connection.remove.body')}</Text>
        {remove.error && <ErrorAlert title={t('connection.remove.failed')} error={remove.error} />}
        <DialogActions
          onCancel={onClose}
          confirm={t('connection.remove.confirm')}
          onConfirm={() => void remove.run()}
          danger
          running={remove.busy}
        />
      </Stack>
    </Modal>
  )
}
