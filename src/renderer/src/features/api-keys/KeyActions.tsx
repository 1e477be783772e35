import type { ApiKeyRecord } from '#shared/api/api-keys.ts'
import { RowActions, type RowAction } from '../../app/RowActions.tsx'
import type { KeyRow } from './api-key-model.ts'

export type KeyDialog =
  | { kind: 'create' }
  | { kind: 'revoke'; apiKey: ApiKeyRecord }
  | { kind: 'rotate'; apiKey: ApiKeyRecord }

type KeyAction = 'rotate' | 'revoke'

const ACTIONS: Record<KeyAction, RowAction> = {
  rotate: {
    text: 'api-keys.actions.rotate',
    label: 'api-keys.actions.rotate-label',
    variant: 'light',
  },
  revoke: {
    text: 'api-keys.actions.revoke',
    label: 'api-keys.actions.revoke-label',
    variant: 'light',
    color: 'red',
  },
}

/** A usable key can be revoked; the one the active profile signs in with can also be rotated. */
export function KeyActions({
  row,
  activeKeyId,
  open,
}: {
  row: KeyRow
  activeKeyId: string | null
  open: (dialog: KeyDialog) => void
}) {
  const { key, status } = row
  if (status === 'revoked' || status === 'expired') return null
  return (
    <RowActions
      actions={ACTIONS}
      kinds={key.id === activeKeyId ? ['rotate', 'revoke'] : ['revoke']}
      name={key.name}
      size="compact-sm"
      onAction={(kind) => open({ kind, apiKey: key })}
    />
  )
}
