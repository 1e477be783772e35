import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import type { IpcError } from '#shared/ipc/result.ts'
import type { ProfileSummary } from '#shared/ipc/session.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useConnectionActions } from './use-connection-actions.ts'

/** Asks before removing a remote profile (and the secret the keychain holds for it). */
export function RemoveProfileDialog({
  profile,
  onClose,
}: {
  profile: ProfileSummary
  onClose: () => void
}) {
  const actions = useConnectionActions()
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
    <Modal opened onClose={onClose} title={`Remove profile ${profile.name}?`}>
      <Stack gap="md">
        <Text size="sm">
          The app forgets this profile and any API key or password it keeps for it in the keychain.
          The service and its data are not touched.
        </Text>
        {error && <ErrorAlert title="The profile was not removed" error={error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={busy} onClick={() => void remove()}>
            Remove profile
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
