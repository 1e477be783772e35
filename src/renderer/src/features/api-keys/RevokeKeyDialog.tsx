import { Modal, Stack, Text } from '@mantine/core'
import type { ApiKeyRecord } from '#shared/api/api-keys.ts'
import { useServerMutation } from '../../api/server-state.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useSession } from '../../app/session-context.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { useT } from '../../i18n/use-t.ts'
import { DialogActions } from '../../app/DialogActions.tsx'

interface RevokeKeyDialogProps {
  apiKey: ApiKeyRecord
  /** The profiles of this app that sign in with it: they are refused from now on. */
  usedBy: readonly string[]
  onClose: () => void
  /** After the service revoked it. */
  onRevoked: (apiKey: ApiKeyRecord) => void
}

/** Asks before a key is revoked, naming what stops working. */
export function RevokeKeyDialog({ apiKey, usedBy, onClose, onRevoked }: RevokeKeyDialogProps) {
  const t = useT()
  const { owner } = useWorkspace()
  const { checkConnection } = useSession()
  const revoke = useServerMutation('revokeApiKey', {
    owner,
    invalidates: ['listApiKeys', 'apiKeyManagement', 'listActivity'],
  })
  const confirm = async () => {
    const done = await revoke.mutateAsync({ id: apiKey.id }).catch(() => null)
    if (!done) return
    // The active profile's own key: its session ends, and the window says so.
    if (usedBy.length) await checkConnection()
    onRevoked(done.apiKey)
    onClose()
  }
  return (
    <Modal opened onClose={onClose} title={t('api-keys.revoke.title', { name: apiKey.name })}>
      <Stack gap="md">
        <Text size="sm">{t('api-keys.revoke.body', { id: apiKey.id })}</Text>
        {usedBy.length > 0 && (
          <Text size="sm" fw={500}>
            {t('api-keys.revoke.profiles', {
              count: usedBy.length,
              names: usedBy.map((name) => `“${name}”`).join(', '),
            })}
          </Text>
        )}
        {revoke.error && <ErrorAlert title={t('api-keys.revoke.failed')} error={revoke.error} />}
        <DialogActions
          onCancel={onClose}
          confirm={t('api-keys.revoke.confirm')}
          onConfirm={() => void confirm()}
          danger
          running={revoke.isPending}
          holdCancel
        />
      </Stack>
    </Modal>
  )
}
