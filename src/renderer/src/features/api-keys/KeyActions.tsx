import { Button, Group } from '@mantine/core'
import type { ApiKeyRecord } from '#shared/api/api-keys.ts'
import { useT } from '../../i18n/use-t.ts'
import type { KeyRow } from './api-key-model.ts'

export type KeyDialog =
  | { kind: 'create' }
  | { kind: 'revoke'; apiKey: ApiKeyRecord }
  | { kind: 'rotate'; apiKey: ApiKeyRecord }

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
  const t = useT()
  const { key, status } = row
  if (status === 'revoked' || status === 'expired') return null
  return (
    <Group gap={4}>
      {key.id === activeKeyId && (
        <Button
          size="compact-sm"
          variant="light"
          aria-label={t('api-keys.actions.rotate-label', { name: key.name })}
          onClick={() => open({ kind: 'rotate', apiKey: key })}
        >
          {t('api-keys.actions.rotate')}
        </Button>
      )}
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        aria-label={t('api-keys.actions.revoke-label', { name: key.name })}
        onClick={() => open({ kind: 'revoke', apiKey: key })}
      >
        {t('api-keys.actions.revoke')}
      </Button>
    </Group>
  )
}
