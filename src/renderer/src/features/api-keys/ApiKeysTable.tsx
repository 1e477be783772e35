import { Badge, Table, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { ApiKeyRecord } from '#shared/api/api-keys.ts'
import { daysUntil } from '#shared/api-key-status.ts'
import { useIntl, type IntlShape } from 'react-intl'
import { useT } from '../../i18n/use-t.ts'
import { ROLE_LABELS } from '../connection/describe.ts'
import { SortHeader } from '../devices/SortHeader.tsx'
import type { ApiKeySort, KeyRow } from './api-key-model.ts'
import { ApiKeyStatusBadge, SessionMark } from './ApiKeyStatusBadge.tsx'
import badge from '../../app/badge.module.css'
import classes from './api-keys.module.css'

const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const
const DAY = { dateStyle: 'medium' } as const

/** A moment in the window's language, or "Never". */
function when(intl: IntlShape, iso: string | undefined): string {
  return iso === undefined
    ? intl.formatMessage({ id: 'api-keys.table.never' })
    : intl.formatDate(new Date(iso), DATE_TIME)
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
  const t = useT()
  return (
    <>
      <Text size="sm">
        {tenant
          ? t('api-keys.table.scope-tenant', { name: name ?? id })
          : t('api-keys.table.scope-account', { name: name ?? id })}
      </Text>
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
  const t = useT()
  if (revokedAt !== undefined && Date.parse(revokedAt) <= now)
    return <DayCell iso={revokedAt} now={now} revoked />
  if (expiresAt === undefined)
    return (
      <span
        className={`${badge.badge} ${badge.orange} ${classes.nowrap}`}
        title={t('api-keys.table.never-expires-meaning')}
      >
        {t('api-keys.table.never-expires')}
      </span>
    )
  return <DayCell iso={expiresAt} now={now} />
}

/** A day in the window's language (with the time on hover) and how far it is from now. */
function DayCell({ iso, now, revoked = false }: { iso: string; now: number; revoked?: boolean }) {
  const intl = useIntl()
  const t = useT()
  const day = intl.formatDate(new Date(iso), DAY)
  return (
    <>
      <Text size="sm" title={when(intl, iso)}>
        {revoked ? t('api-keys.table.revoked-on', { day }) : day}
      </Text>
      <Text size="xs" c="dimmed">
        {intl.formatRelativeTime(daysUntil(iso, now), 'day', { numeric: 'auto' })}
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
  /** What can be done with a key (revoke, rotate), where the service allows it: a column of its own. */
  actions?: (row: KeyRow) => ReactNode
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
  actions,
}: ApiKeysTableProps) {
  const intl = useIntl()
  const t = useT()
  const header = { sort, onSort }
  const columns = (lifecycle ? 7 : 5) + (actions ? 1 : 0)
  return (
    <Table.ScrollContainer minWidth={(lifecycle ? 980 : 760) + (actions ? 160 : 0)}>
      <Table striped highlightOnHover aria-label={t('api-keys.table.label')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <SortHeader label={t('api-keys.table.name')} sortKey="name" {...header} />
            <SortHeader label={t('api-keys.table.role')} sortKey="role" width={150} {...header} />
            <Table.Th>{t('api-keys.table.scope')}</Table.Th>
            {lifecycle && (
              <SortHeader label={t('api-keys.table.status')} sortKey="status" {...header} />
            )}
            {lifecycle && (
              <SortHeader label={t('api-keys.table.expires')} sortKey="expires" {...header} />
            )}
            <SortHeader label={t('api-keys.table.created')} sortKey="created" {...header} />
            <SortHeader label={t('api-keys.table.last-used')} sortKey="lastUsed" {...header} />
            {actions && <Table.Th>{t('api-keys.actions.column')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const { key, status, unused } = row
            return (
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
                    {t(ROLE_LABELS[key.role])}
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
                <Table.Td>{when(intl, key.createdAt)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{when(intl, key.lastUsedAt)}</Text>
                  {unused && (
                    <Text size="xs" c="dimmed">
                      {t('api-keys.table.unused')}
                    </Text>
                  )}
                </Table.Td>
                {actions && <Table.Td>{actions(row)}</Table.Td>}
              </Table.Tr>
            )
          })}
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns} ta="center" c="dimmed" py="lg">
                {filtered ? t('api-keys.table.none-matching') : t('api-keys.table.none')}
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
