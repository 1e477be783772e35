import { Badge, Table, Text } from '@mantine/core'
import { useElementSize } from '@mantine/hooks'
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

/** A moment in the window's language, or "Never"; only its day where the table is narrow. */
function when(intl: IntlShape, iso: string | undefined, dayOnly = false): string {
  return iso === undefined
    ? intl.formatMessage({ id: 'api-keys.table.never' })
    : intl.formatDate(new Date(iso), dayOnly ? DAY : DATE_TIME)
}

/** A moment as its day, with the time on hover, where the table is narrow. */
function Moment({ iso, narrow }: { iso: string | undefined; narrow: boolean }) {
  const intl = useIntl()
  return (
    <Text size="sm" title={narrow && iso !== undefined ? when(intl, iso) : undefined}>
      {when(intl, iso, narrow)}
    </Text>
  )
}

/** The role's badge, never cut: the whole role is the point (its width is the badge's). */
function RoleBadge({ record }: { record: ApiKeyRecord }) {
  const t = useT()
  return (
    <Badge variant="light" maw="none" miw="max-content">
      {t(ROLE_LABELS[record.role])}
    </Badge>
  )
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
  const t = useT()
  const header = { sort, onSort }
  // Below the width every column needs (a 13-inch laptop's half screen), the role shows under the
  // name, the expiry under the status, and the dates as days (the time on hover): every column in view.
  const { ref, width } = useElementSize()
  const narrow = width > 0 && width < (lifecycle ? 980 : 760) + (actions ? 160 : 0)
  const columns = (lifecycle ? 7 : 5) + (actions ? 1 : 0) - (narrow ? 1 + Number(lifecycle) : 0)
  return (
    <div ref={ref}>
      <Table striped highlightOnHover aria-label={t('api-keys.table.label')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <SortHeader label={t('api-keys.table.name')} sortKey="name" {...header} />
            {!narrow && (
              <SortHeader label={t('api-keys.table.role')} sortKey="role" width={150} {...header} />
            )}
            <Table.Th>{t('api-keys.table.scope')}</Table.Th>
            {lifecycle && (
              <SortHeader label={t('api-keys.table.status')} sortKey="status" {...header} />
            )}
            {lifecycle && !narrow && (
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
                  {narrow && <RoleBadge record={key} />}
                </Table.Td>
                {!narrow && (
                  <Table.Td>
                    <RoleBadge record={key} />
                  </Table.Td>
                )}
                <Table.Td>
                  <ScopeCell record={key} names={names} />
                </Table.Td>
                {lifecycle && (
                  <Table.Td>
                    <ApiKeyStatusBadge status={status} />
                    {narrow && <ExpiresCell record={key} now={now} />}
                  </Table.Td>
                )}
                {lifecycle && !narrow && (
                  <Table.Td>
                    <ExpiresCell record={key} now={now} />
                  </Table.Td>
                )}
                <Table.Td>
                  <Moment iso={key.createdAt} narrow={narrow} />
                </Table.Td>
                <Table.Td>
                  <Moment iso={key.lastUsedAt} narrow={narrow} />
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
    </div>
  )
}
