import { Box, Text } from '@mantine/core'
import type { CredentialStoreInfo } from '#shared/ipc/session.ts'
import { said } from '../../i18n/coded.ts'
import { useT } from '../../i18n/use-t.ts'

/**
 * Where this profile's secret is kept, in the profile menu: the keychain by name, or this session only
 * (and what to do so that secrets are kept).
 */
export function CredentialStoreNote({ store }: { store: CredentialStoreInfo }) {
  const t = useT()
  return (
    <Box px="sm" py={4} data-testid="credential-store" maw={300}>
      <Text size="sm" fw={500}>
        {said(t, store.label)}
      </Text>
      {store.hint && (
        <Text size="xs" c="dimmed">
          {said(t, store.hint)}
        </Text>
      )}
    </Box>
  )
}
