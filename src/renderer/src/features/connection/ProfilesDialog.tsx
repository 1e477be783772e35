import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core'
import type { ProfileSummary } from '#shared/ipc/session.ts'
import { useSession } from '../../app/session-context.tsx'
import { describeTarget } from './describe.ts'
import { ProfileMark } from './ProfileMark.tsx'
import { TestConnection } from './TestConnection.tsx'

interface ProfilesDialogProps {
  onEdit: (profile: ProfileSummary) => void
  onRemove: (profile: ProfileSummary) => void
  onUse: (profile: ProfileSummary) => void
  onAdd: () => void
  onClose: () => void
}

/** Every profile with what can be done to it: use, edit or rename, remove, test its connection. */
export function ProfilesDialog({ onEdit, onRemove, onUse, onAdd, onClose }: ProfilesDialogProps) {
  const { profiles } = useSession()
  const list = profiles?.profiles ?? []
  return (
    <Modal opened onClose={onClose} title="Profiles" size="xl">
      <Stack gap="md">
        <Table aria-label="Profiles" verticalSpacing="sm" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="34%">Profile</Table.Th>
              <Table.Th>Service and sign-in</Table.Th>
              <Table.Th w={230}>Actions</Table.Th>
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
                          In use
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {offline ? 'The embedded demo service' : profile.baseUrl}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {profile.authMethod === 'apiKey'
                        ? 'API key'
                        : `Login${profile.username ? ` as ${profile.username}` : ''}`}
                      {profile.hasStoredSecret ? ' · kept in the keychain' : ' · nothing stored'}
                    </Text>
                    {!offline && profile.baseUrl && (
                      <TestConnection
                        baseUrl={profile.baseUrl}
                        allowInsecureHttp={profile.allowInsecureHttp}
                        label={`Test connection of ${profile.name}`}
                      />
                    )}
                  </Table.Td>
                  <Table.Td>
                    {offline ? (
                      <Text size="xs" c="dimmed">
                        Built in: it cannot be edited or removed.
                      </Text>
                    ) : (
                      <Group gap={4}>
                        {!active && (
                          <Button size="xs" variant="light" onClick={() => onUse(profile)}>
                            Use
                          </Button>
                        )}
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => onEdit(profile)}
                          aria-label={`Edit or rename ${profile.name}`}
                        >
                          Edit…
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => onRemove(profile)}
                          aria-label={`Remove ${profile.name}`}
                        >
                          Remove…
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {`${list.length} ${list.length === 1 ? 'profile' : 'profiles'}; ${describeTarget({ kind: 'offline', baseUrl: null })} is always there.`}
          </Text>
          <Button variant="light" onClick={onAdd}>
            Add a remote profile…
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
