import { Alert, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import type { UnpairResult } from '#shared/ipc/registry.ts'
import { useServerMutation } from '../../api/server-state.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { useT, type Translate } from '../../i18n/use-t.ts'
import { SerialIdText } from '../devices/SerialIdText.tsx'
import { SerialIdList } from './SerialIdList.tsx'
import { DialogActions } from '../../app/DialogActions.tsx'

interface UnpairDialogProps {
  opened: boolean
  /** Paired devices only: unpairing an unpaired device is a no-op the dialog does not offer. */
  serialIds: readonly string[]
  onClose: () => void
  /** The devices unpaired, and every result (each with its journal entry, for an undo). */
  onUnpaired: (unpaired: string[], results: UnpairResult[]) => void
  /** Device names by serial id, so the list says which devices these are. */
  names?: ReadonlyMap<string, string> | undefined
  /** The service says which devices it stores (so what unpairing keeps is known). */
  knowsStored: boolean
}

/** What unpairing does, as far as this service says. */
export function unpairingMeans(knowsStored: boolean, t: Translate): string {
  return knowsStored ? t('pairing.unpair.meansStored') : t('pairing.unpair.meansUnknown')
}

/** Unpairs the devices in one call, after asking; says which were not unpaired, and why. */
export function UnpairDialog(props: UnpairDialogProps) {
  const { opened, serialIds, onClose, onUnpaired, names, knowsStored } = props
  const { accountId, owner } = useWorkspace()
  const t = useT()
  const unpair = useServerMutation('unpairDevices', { owner })
  const [failures, setFailures] = useState<UnpairResult[]>([])

  const run = async () => {
    setFailures([])
    try {
      const { results } = await unpair.mutateAsync({
        ...(accountId === undefined ? {} : { accountId }),
        serialIds: [...serialIds],
        via: 'devices',
      })
      setFailures(results.filter((result) => result.error))
      const done = results.filter((result) => !result.error).map((result) => result.serialId)
      if (done.length > 0) onUnpaired(done, results)
    } catch {
      // Said below from the mutation's error; nothing was unpaired.
    }
  }
  const close = () => {
    if (unpair.isPending) return
    unpair.reset()
    setFailures([])
    onClose()
  }
  const count = serialIds.length

  return (
    <Modal opened={opened} onClose={close} title={t('pairing.unpair.title', { count })} size="lg">
      <Stack gap="md">
        <Text size="sm">{unpairingMeans(knowsStored, t)}</Text>
        <SerialIdList serialIds={serialIds} names={names} />
        {unpair.error && <ErrorAlert title={t('pairing.unpair.failed')} error={unpair.error} />}
        {failures.length > 0 && failures[0]?.error && (
          // The first device that failed and why, then what the window says of the others.
          <ErrorAlert
            title={t('pairing.unpair.someFailed', { failed: failures.length, count })}
            error={failures[0].error}
          >
            <Text size="sm">
              <SerialIdText serialId={failures[0].serialId} />
            </Text>
            <Text size="sm">{t('pairing.unpair.othersUnpaired')}</Text>
          </ErrorAlert>
        )}
        {count === 0 && (
          <Alert color="gray" role="note">
            {t('pairing.unpair.nonePaired')}
          </Alert>
        )}
        <DialogActions
          onCancel={close}
          confirm={t('pairing.unpair.button', { count })}
          onConfirm={() => void run()}
          danger
          running={unpair.isPending}
          holdCancel
          disabled={count === 0}
        />
      </Stack>
    </Modal>
  )
}
