import { Text } from '@mantine/core'
import { said } from '../../i18n/coded.ts'
import { useT } from '../../i18n/use-t.ts'
import { useUpdateStatus } from './use-update-status.ts'

/** The version and what happens with updates ("Updates: managed by your organisation"), in small print. */
export function UpdateSummary() {
  const status = useUpdateStatus()
  const t = useT()
  if (!status) return null
  return (
    <Text size="xs" c="dimmed" data-testid="update-summary">
      {t('updates.summary.version', { version: status.currentVersion })} {said(t, status.summary)}
    </Text>
  )
}
