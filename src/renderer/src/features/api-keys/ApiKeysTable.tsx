import { Badge, Table, Text } from '@mantine/core'
import type { ApiKeyRecord } from '../../../../shared/api/api-keys.ts'

const ROLE_LABELS: Record<ApiKeyRecord['role'], string> = {
  superAdmin: 'Super admin',
  tenantAdmin: 'Tenant admin',
  accountAdmin: 'Account admin',
  member: 'Member',
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

function when(iso: string | undefined): string {
  return iso === undefined ? 'Never' : dateFormat.format(new Date(iso))
}

export function roleLabel(role: ApiKeyRecord['role']): string {
  return ROLE_LABELS[role]
}

/** Name, role, scope and dates; the records carry no secret, and neither does this table. */
export function ApiKeysTable({ apiKeys }: { apiKeys: readonly ApiKeyRecord[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover aria-label="API keys" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Scope</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Last used</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {apiKeys.map((key) => (
            <Table.Tr key={key.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {key.name}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {key.id}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light">{roleLabel(key.role)}</Badge>
              </Table.Td>
              <Table.Td>
                {key.scope === 'tenant'
                  ? `Tenant ${key.tenantId}`
                  : `Account ${key.accountId ?? ''}`}
              </Table.Td>
              <Table.Td>{when(key.createdAt)}</Table.Td>
              <Table.Td>{when(key.lastUsedAt)}</Table.Td>
            </Table.Tr>
          ))}
          {apiKeys.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={5} ta="center" c="dimmed" py="lg">
                No API keys in this scope.
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
