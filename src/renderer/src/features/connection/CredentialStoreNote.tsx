import { Box, Text } from '@mantine/core'
import type { CredentialStoreInfo } from '#shared/ipc/session.ts'

/**
 * Where this profile's secret is kept, in the profile menu: the keychain by name, or this session only.
 * Main names it, in English.
 */
export function CredentialStoreNote({ store }: { store: CredentialStoreInfo }) {
  return (
    <Box px="sm" py={4} data-testid="credential-store" maw={300} lang="en">
      <Text size="sm" fw={500}>
        {store.label}
      </Text>
      {store.hint && (
        <Text size="xs" c="dimmed">
          {store.hint}
        </Text>
      )}
    </Box>
  )
}
