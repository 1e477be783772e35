import { Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import type { IpcError } from '#shared/ipc/result.ts'
import type { ProfileSummary } from '#shared/ipc/session.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useT } from '../../i18n/use-t.ts'
import { useSessionChanges } from '../../api/session.ts'
import { DialogActions } from '../../app/DialogActions.tsx'

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
  const [error, setError] = useState<IpcError | null>(null)
  const [busy, setBusy] = useState(false)

  const remove = async () => {
    setBusy(true)
    const result = await actions.removeProfile(profile.id)
    setBusy(false)
    if (result.ok) onClose()
    else setError(result.error)
  }

  return (
    <Modal opened onClose={onClose} title={t('connection.remove.title', { name: profile.name })}>
      <Stack gap="md">
        <Text size="sm">{t('connection.remove.body')}</Text>
        {error && <ErrorAlert title={t('connection.remove.failed')} error={error} />}
        <DialogActions
          onCancel={onClose}
          confirm={t('connection.remove.confirm')}
          onConfirm={() => void remove()}
          danger
          running={busy}
        />
      </Stack>
    </Modal>
  )
}
