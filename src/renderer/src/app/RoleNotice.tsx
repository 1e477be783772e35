import { Alert, Stack, Title } from '@mantine/core'

/** In place of a screen the signed-in role cannot use: why, and what to do instead. */
export function RoleNotice({ why }: { why: string }) {
  return (
    <Stack gap="md" maw={720}>
      <Title order={2}>Nothing to administer with this role</Title>
      <Alert color="gray" variant="light" role="note">
        {why}
      </Alert>
    </Stack>
  )
}
