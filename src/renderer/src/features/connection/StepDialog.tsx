import { Modal, Stack } from '@mantine/core'
import type { ReactNode } from 'react'
import type { Result } from '#shared/ipc/result.ts'
import { DialogActions } from '../../app/DialogActions.tsx'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useDialogStep } from './use-dialog-step.ts'

interface StepDialogProps {
  title: string
  /** What did not happen, the title of the step's error. */
  failed: string
  confirm: string
  step: () => Promise<Result<unknown>>
  onClose: () => void
  holdCancel?: boolean
  /** What the step does, above its error. */
  children: ReactNode
}

/** Asks before a step that removes something (a profile, the demo's data); closes once it is done. */
export function StepDialog(props: StepDialogProps) {
  const { title, failed, confirm, step, onClose, holdCancel, children } = props
  const { error, busy, run } = useDialogStep(step, onClose)
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack gap="md">
        {children}
        {error && <ErrorAlert title={failed} error={error} />}
        <DialogActions
          onCancel={onClose}
          confirm={confirm}
          onConfirm={() => void run()}
          danger
          running={busy}
          holdCancel={holdCancel}
        />
      </Stack>
    </Modal>
  )
}
