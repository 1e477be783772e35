import { Alert, List } from '@mantine/core'
import { useMemo } from 'react'
import { useIntl } from 'react-intl'
import { apiKeyStatus, daysUntil } from '#shared/api-key-status.ts'
import { useServerQuery } from '../../api/server-state.ts'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { useT } from '../../i18n/use-t.ts'

/** Keys that stop working within this many days are named on the Overview. */
export const OVERVIEW_EXPIRY_DAYS = 14

/**
 * The keys of the caller's own scope that expire within 14 days, soonest first: provisioning that
 * ignores an expiry stops on the day. Nothing when there are none or the list cannot be read.
 */
export function ExpiringKeys() {
  const t = useT()
  const intl = useIntl()
  const { owner, permissions } = useWorkspace()
  const keys = useServerQuery('listApiKeys', {}, { owner, enabled: permissions.administer })
  const now = keys.dataUpdatedAt
  const soon = useMemo(
    () =>
      (keys.data?.apiKeys ?? [])
        .filter(
          (key) =>
            key.expiresAt !== undefined &&
            apiKeyStatus(key, now) === 'expiring' &&
            daysUntil(key.expiresAt, now) <= OVERVIEW_EXPIRY_DAYS,
        )
        .sort((a, b) => Date.parse(a.expiresAt ?? '') - Date.parse(b.expiresAt ?? '')),
    [keys.data, now],
  )
  if (soon.length === 0) return null
  return (
    <Alert color="yellow" variant="light" role="note" title={t('overview.expiring-keys.title')}>
      <List size="sm" aria-label={t('overview.expiring-keys.title')}>
        {soon.map((key) => (
          <List.Item key={key.id}>
            {t('overview.expiring-keys.item', {
              name: key.name,
              id: key.id,
              when: intl.formatRelativeTime(daysUntil(key.expiresAt ?? '', now), 'day', {
                numeric: 'auto',
              }),
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  )
}
