import { Alert, Modal, Stack, Text } from '@mantine/core'
import type { ApiKeyRecord } from '#shared/api/api-keys.ts'
import { useServerMutation } from '../../api/server-state.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useSession } from '../../app/session-context.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { useT } from '../../i18n/use-t.ts'
import { DialogActions, DialogClose } from '../../app/DialogActions.tsx'

/** Asks before the active profile's key is rotated, then says how it went. */
export function RotateKeyDialog({
  apiKey,
  onClose,
}: {
  apiKey: ApiKeyRecord
  onClose: () => void
}) {
  const t = useT()
  const { owner } = useWorkspace()
  const { session, checkConnection } = useSession()
  const profile = session?.profileName ?? ''
  const rotate = useServerMutation('rotateApiKey', {
    owner,
    invalidates: ['listApiKeys', 'apiKeyManagement', 'listActivity'],
  })
  const done = rotate.data
  const confirm = async () => {
    if (await rotate.mutateAsync(undefined).catch(() => null)) await checkConnection()
  }
  return (
    <Modal opened onClose={onClose} title={t('api-keys.rotate.title', { profile })}>
      <Stack gap="md">
        {done ? (
          <Alert color={done.oldRevoked ? 'green' : 'yellow'} variant="light" role="status">
            {t(done.oldRevoked ? 'api-keys.rotated' : 'api-keys.rotated-old-kept', {
              profile,
              id: done.new.id,
              old: done.old.id,
            })}
          </Alert>
        ) : (
          <Text size="sm">{t('api-keys.rotate.body', { id: apiKey.id, profile })}</Text>
        )}
        {rotate.error && <ErrorAlert title={t('api-keys.rotate.failed')} error={rotate.error} />}
        {done ? (
          <DialogClose label={t('api-keys.created.done')} onClose={onClose} primary />
        ) : (
          <DialogActions
            onCancel={onClose}
            confirm={t('api-keys.rotate.confirm')}
            onConfirm={() => void confirm()}
            running={rotate.isPending}
            holdCancel
          />
        )}
      </Stack>
    </Modal>
  )
}
