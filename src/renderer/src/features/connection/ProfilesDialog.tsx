import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core'
import type { ProfileSummary } from '#shared/ipc/session.ts'
import { RowActions, type RowAction } from '../../app/RowActions.tsx'
import { useSession } from '../../app/session-context.tsx'
import { useT } from '../../i18n/use-t.ts'
import { ProfileMark } from './ProfileMark.tsx'
import { TestConnection } from './TestConnection.tsx'

interface ProfilesDialogProps {
  onEdit: (profile: ProfileSummary) => void
  onRemove: (profile: ProfileSummary) => void
  onUse: (profile: ProfileSummary) => void
  onAdd: () => void
  onClose: () => void
}

const ACTIONS: Record<'use' | 'edit' | 'remove', RowAction> = {
  use: { text: 'connection.profiles.use', variant: 'light' },
  edit: {
    text: 'connection.profiles.edit',
    label: 'connection.profiles.edit-label',
    variant: 'default',
  },
  remove: {
    text: 'connection.profiles.remove',
    label: 'connection.profiles.remove-label',
    variant: 'subtle',
    color: 'red',
  },
}

/** Every profile with what can be done to it: use, edit or rename, remove, test its connection. */
export function ProfilesDialog({ onEdit, onRemove, onUse, onAdd, onClose }: ProfilesDialogProps) {
  const { profiles } = useSession()
  const t = useT()
  const list = profiles?.profiles ?? []
  return (
    <Modal opened onClose={onClose} title={t('connection.profiles.title')} size="xl">
      <Stack gap="md">
        <Table aria-label={t('connection.profiles.title')} verticalSpacing="sm" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="34%">{t('connection.profiles.column.profile')}</Table.Th>
              <Table.Th>{t('connection.profiles.column.service')}</Table.Th>
              <Table.Th w={230}>{t('connection.profiles.column.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((profile) => {
              const active = profile.id === profiles?.activeProfileId
              const offline = profile.kind === 'offline'
              return (
                <Table.Tr key={profile.id}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <ProfileMark profileId={profile.id} name={profile.name} />
                      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {profile.name}
                      </Text>
                      {active && (
                        <Badge size="sm" variant="light">
                          {t('connection.profiles.in-use')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {offline ? t('connection.profiles.embedded-demo') : profile.baseUrl}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {profile.authMethod === 'apiKey'
                        ? t('connection.profiles.auth-key')
                        : profile.username
                          ? t('connection.profiles.auth-login-as', { username: profile.username })
                          : t('connection.profiles.auth-login')}
                      {' · '}
                      {profile.hasStoredSecret
                        ? t('connection.profiles.secret-stored')
                        : t('connection.profiles.secret-none')}
                    </Text>
                    {!offline && profile.baseUrl && (
                      <TestConnection
                        baseUrl={profile.baseUrl}
                        allowInsecureHttp={profile.allowInsecureHttp}
                        label={t('connection.test.button-of', { name: profile.name })}
                      />
                    )}
                  </Table.Td>
                  <Table.Td>
                    {offline ? (
                      <Text size="xs" c="dimmed">
                        {t('connection.profiles.built-in')}
                      </Text>
                    ) : (
                      <RowActions
                        actions={ACTIONS}
                        kinds={active ? ['edit', 'remove'] : ['use', 'edit', 'remove']}
                        name={profile.name}
                        size="xs"
                        onAction={(kind) =>
                          ({ use: onUse, edit: onEdit, remove: onRemove })[kind](profile)
                        }
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {t('connection.profiles.count', { count: list.length })}
          </Text>
          <Button variant="light" onClick={onAdd}>
            {t('connection.profiles.add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
