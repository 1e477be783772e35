import { Text } from '@mantine/core'
import { useUpdateStatus } from './use-update-status.ts'

/** The version and what happens with updates ("Updates: managed by your organisation"), in small print. */
export function UpdateSummary() {
  const status = useUpdateStatus()
  if (!status) return null
  return (
    <Text size="xs" c="dimmed" data-testid="update-summary">
      Version {status.currentVersion}. {status.summary}
    </Text>
  )
}
