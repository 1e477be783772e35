import { Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import type { LostDevice } from '#shared/ipc/registry.ts'
import { useServerMutation } from '../../api/server-state.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { errorText } from '../../app/error-text.ts'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { translator } from '../../i18n/use-t.ts'
import { SerialIdList } from '../pairing/SerialIdList.tsx'
import { PlacementField } from '../placement/PlacementField.tsx'
import { placementInput, undecided, usePlacement } from '../placement/use-placement.ts'
import { lostSentence } from './lost-text.ts'
import { DialogActions } from '../../app/DialogActions.tsx'

interface RestoreDialogProps {
  devices: readonly LostDevice[]
  onClose: () => void
  /** What was done, as a sentence for the toast. */
  onRestored: (text: string) => void
}

/** Registers lost devices again as the journal knew them, and pairs them where the admin says. */
export function RestoreDialog({ devices, onClose, onRestored }: RestoreDialogProps) {
  const { accountId, owner } = useWorkspace()
  const restore = useServerMutation('restoreLostDevices', { owner })
  const { placement, setPlacement } = usePlacement()
  const [asked, setAsked] = useState(false)
  const [failed, setFailed] = useState<string[]>([])
  const names = new Map(devices.map((device) => [device.serialId, device.name]))
  const count = devices.length
  const intl = useIntl()
  const t = translator(intl)

  const submit = async () => {
    setAsked(true)
    if (undecided(placement)) return
    try {
      const { results } = await restore.mutateAsync({
        ...(accountId === undefined ? {} : { accountId }),
        serialIds: devices.map((device) => device.serialId),
        ...placementInput(placement),
        via: 'lost',
      })
      const problems = results.filter((result) => result.error || result.pairError)
      const existed = results.filter((result) => result.existed).length
      const restored = results.filter((result) => !result.existed && !result.error).length
      if (problems.length) {
        setFailed(
          problems.map((result) => {
            const problem = result.error ?? result.pairError
            // Main's own words in the window's language; the service's as they came.
            const said = problem ? (errorText(t, problem) ?? problem.message) : ''
            return `${result.serialId}: ${said}`
          }),
        )
        return
      }
      onRestored(
        [
          restored ? t('lost.restore.done', { count: restored }) : '',
          existed ? t('lost.restore.existed', { count: existed }) : '',
        ]
          .filter(Boolean)
          .join(' '),
      )
    } catch {
      // Said below, from the mutation's error.
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('lost.restore.title', { count })} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <Stack gap="md">
          <Text size="sm">{lostSentence(intl, devices)}</Text>
          <SerialIdList serialIds={devices.map((device) => device.serialId)} names={names} />
          <PlacementField
            label={t('lost.restore.pair-to')}
            description={t('lost.restore.pair-to.description')}
            value={placement}
            onChange={setPlacement}
            error={asked && undecided(placement) ? t('lost.restore.undecided') : undefined}
            autoFocus
          />
          {restore.error && <ErrorAlert title={t('lost.restore.failed')} error={restore.error} />}
          {failed.length > 0 && (
            <ErrorAlert
              title={t('lost.restore.partly-failed', { count: failed.length })}
              error={{ code: 'partly_failed', message: failed.join(' ') }}
            />
          )}
          <DialogActions
            onCancel={onClose}
            confirm={t(
              placement.keepUnpaired ? 'lost.restore.submit.unpaired' : 'lost.restore.submit',
            )}
            running={restore.isPending}
          />
        </Stack>
      </form>
    </Modal>
  )
}
