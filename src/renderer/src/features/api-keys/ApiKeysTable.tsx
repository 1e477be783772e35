import { Badge, Table, Text } from '@mantine/core'
import type { ApiKeyRecord } from '../../../../shared/api/api-keys.ts'
import { describeRole } from '../connection/describe.ts'

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

function when(iso: string | undefined): string {
  return iso === undefined ? 'Never' : dateFormat.format(new Date(iso))
}

/** Names of the accounts and tenants the admin can see (empty for account admins). */
export interface ScopeNames {
  accounts: ReadonlyMap<string, string>
  tenants: ReadonlyMap<string, string>
}

const NO_NAMES: ScopeNames = { accounts: new Map(), tenants: new Map() }

function ScopeCell({ record, names }: { record: ApiKeyRecord; names: ScopeNames }) {
  const tenant = record.scope === 'tenant'
  const id = (tenant ? record.tenantId : record.accountId) ?? ''
  const name = (tenant ? names.tenants : names.accounts).get(id)
  return (
    <>
      <Text size="sm">{`${tenant ? 'Tenant' : 'Account'} ${name ?? id}`}</Text>
      {name !== undefined && (
        <Text size="xs" c="dimmed" ff="monospace">
          {id}
        </Text>
      )}
    </>
  )
}

/** Name, role, scope and dates; the records carry no secret, and neither does this table. */
export function ApiKeysTable({
  apiKeys,
  names = NO_NAMES,
}: {
  apiKeys: readonly ApiKeyRecord[]
  names?: ScopeNames
}) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover aria-label="API keys" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th w={150}>Role</Table.Th>
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
                {/* Never cut: the whole role is the point of the column. */}
                <Badge variant="light" maw="none" style={{ overflow: 'visible' }}>
                  {describeRole(key.role)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <ScopeCell record={key} names={names} />
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
