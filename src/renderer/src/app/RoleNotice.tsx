import { Alert, Stack, Title } from '@mantine/core'
import { useT } from '../i18n/use-t.ts'
import type { RoleRefusal } from './permissions.ts'

/** In place of a screen the signed-in role cannot use: why, and what to do instead. */
export function RoleNotice({ why }: { why: RoleRefusal }) {
  const t = useT()
  return (
    <Stack gap="md" maw={720}>
      <Title order={2}>{t('app.role.title')}</Title>
      <Alert color="gray" variant="light" role="note">
        {t('app.role.member', { name: why.name })}
      </Alert>
    </Stack>
  )
}
