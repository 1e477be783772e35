import { Badge, Table, Text } from '@mantine/core'
import type { ApiKeyRecord } from '#shared/api/api-keys.ts'
import { daysUntil } from '#shared/api-key-status.ts'
import { describeRole } from '../connection/describe.ts'
import { SortHeader } from '../devices/SortHeader.tsx'
import type { ApiKeySort, KeyRow } from './api-key-model.ts'
import { ApiKeyStatusBadge, SessionMark } from './ApiKeyStatusBadge.tsx'
import badge from '../../app/badge.module.css'
import classes from './api-keys.module.css'

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })
const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' })

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

/**
 * When the key stops (or stopped) being accepted: its expiry, or for a revoked key the day it was
 * revoked (its expiry no longer matters); a key without expiry is flagged, as it works until revoked.
 */
function ExpiresCell({ record, now }: { record: ApiKeyRecord; now: number }) {
  const { expiresAt, revokedAt } = record
  if (revokedAt !== undefined && Date.parse(revokedAt) <= now)
    return <DayCell iso={revokedAt} now={now} prefix="Revoked " />
  if (expiresAt === undefined)
    return (
      <span
        className={`${badge.badge} ${badge.orange} ${classes.nowrap}`}
        title="No expiry date: the key is accepted until it is revoked"
      >
        Never expires
      </span>
    )
  return <DayCell iso={expiresAt} now={now} prefix="" />
}

/** A day in the locale's format (with the time on hover) and how far it is from now. */
function DayCell({ iso, now, prefix }: { iso: string; now: number; prefix: string }) {
  return (
    <>
      <Text size="sm" title={when(iso)}>
        {prefix}
        {dayFormat.format(new Date(iso))}
      </Text>
      <Text size="xs" c="dimmed">
        {relative.format(daysUntil(iso, now), 'day')}
      </Text>
    </>
  )
}

interface ApiKeysTableProps {
  rows: readonly KeyRow[]
  names?: ScopeNames
  /** The service reports expiry and revocation (extensions): status and expiry columns. */
  lifecycle: boolean
  /** The id of the key this session signs in with, when the service names it. */
  sessionKeyId?: string
  sort: ApiKeySort
  onSort: (sort: ApiKeySort) => void
  now: number
  /** Keys hidden by the filters: the empty table says so rather than "no keys". */
  filtered: boolean
}

/** Name, role, scope, status and dates; the records carry no secret, and neither does this table. */
export function ApiKeysTable({
  rows,
  names = NO_NAMES,
  lifecycle,
  sessionKeyId,
  sort,
  onSort,
  now,
  filtered,
}: ApiKeysTableProps) {
  const header = { sort, onSort }
  const columns = lifecycle ? 7 : 5
  return (
    <Table.ScrollContainer minWidth={lifecycle ? 980 : 760}>
      <Table striped highlightOnHover aria-label="API keys" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <SortHeader label="Name" sortKey="name" {...header} />
            <SortHeader label="Role" sortKey="role" width={150} {...header} />
            <Table.Th>Scope</Table.Th>
            {lifecycle && <SortHeader label="Status" sortKey="status" {...header} />}
            {lifecycle && <SortHeader label="Expires" sortKey="expires" {...header} />}
            <SortHeader label="Created" sortKey="created" {...header} />
            <SortHeader label="Last used" sortKey="lastUsed" {...header} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ key, status, unused }) => (
            <Table.Tr key={key.id}>
              <Table.Td>
                <Text size="sm" fw={500} span>
                  {key.name}
                </Text>
                {key.id === sessionKeyId && <SessionMark />}
                <Text size="xs" c="dimmed" ff="monospace">
                  {key.id}
                </Text>
              </Table.Td>
              <Table.Td>
                {/* Never cut: the whole role is the point of the column (its width is the badge's). */}
                <Badge variant="light" maw="none" miw="max-content">
                  {describeRole(key.role)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <ScopeCell record={key} names={names} />
              </Table.Td>
              {lifecycle && (
                <Table.Td>
                  <ApiKeyStatusBadge status={status} />
                </Table.Td>
              )}
              {lifecycle && (
                <Table.Td>
                  <ExpiresCell record={key} now={now} />
                </Table.Td>
              )}
              <Table.Td>{when(key.createdAt)}</Table.Td>
              <Table.Td>
                <Text size="sm">{when(key.lastUsedAt)}</Text>
                {unused && (
                  <Text size="xs" c="dimmed">
                    Unused for 90+ days
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns} ta="center" c="dimmed" py="lg">
                {filtered ? 'No key matches these filters.' : 'No API keys in this scope.'}
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
