import { Button, Group } from '@mantine/core'
import type { ReactNode } from 'react'
import { useT } from '../i18n/use-t.ts'

interface DialogActionsProps {
  onCancel: () => void
  /** The step the dialog is for: its form's submit button, unless it has a click of its own. */
  confirm: ReactNode
  onConfirm?: () => void
  /** Red for a step that removes or replaces something. */
  danger?: boolean
  running?: boolean
  disabled?: boolean
  /** While the step runs, Cancel waits for it: the change is under way on the service. */
  holdCancel?: boolean
}

/** A dialog's buttons, the same in every dialog: Cancel, then the step it asks for, at the right. */
export function DialogActions({
  onCancel,
  confirm,
  onConfirm,
  danger = false,
  running = false,
  disabled = false,
  holdCancel = false,
}: DialogActionsProps) {
  const t = useT()
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={holdCancel && running}>
        {t('app.dialog.cancel')}
      </Button>
      <Button
        {...(onConfirm ? { onClick: onConfirm } : { type: 'submit' as const })}
        {...(danger ? { color: 'red' } : {})}
        loading={running}
        disabled={disabled}
      >
        {confirm}
      </Button>
    </Group>
  )
}

/** A dialog's one button, where it asks nothing more: Close, or Done (`primary`) after its step. */
export function DialogClose({
  label,
  onClose,
  primary = false,
}: {
  label: string
  onClose: () => void
  primary?: boolean
}) {
  return (
    <Group justify="flex-end">
      <Button variant={primary ? undefined : 'default'} onClick={onClose}>
        {label}
      </Button>
    </Group>
  )
}
