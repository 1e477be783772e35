import {
  Alert,
  Button,
  Group,
  LoadingOverlay,
  NativeSelect,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useMemo, useState } from 'react'
import { useServerQuery } from '../../api/server-state.ts'
import { QueryProblem } from '../../app/QueryProblem.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { reportsLifecycle } from '#shared/api-key-status.ts'
import { useT } from '../../i18n/use-t.ts'
import { keyRows } from './api-key-model.ts'
import { apiKeysViewKey, useApiKeysView } from './api-keys-view.ts'
import { ApiKeyFilters } from './ApiKeyFilters.tsx'
import { ApiKeysTable, type ScopeNames } from './ApiKeysTable.tsx'
import { CreateKeyDialog } from './CreateKeyDialog.tsx'
import { KeyActions, type KeyDialog } from './KeyActions.tsx'
import { RevokeKeyDialog } from './RevokeKeyDialog.tsx'
import { RotateKeyDialog } from './RotateKeyDialog.tsx'

type Scope = 'account' | 'tenant'

/** API keys of the account or the tenant the admin picks; never a secret. */
export function ApiKeysScreen() {
  const { principal, accountId, accounts, owner, permissions, profileId } = useWorkspace()
  const { view, setFilter, setSort } = useApiKeysView(apiKeysViewKey(profileId))
  const t = useT()
  const canTenant = permissions.tenantKeys
  const tenantRole = principal?.role === 'tenantAdmin' || principal?.role === 'superAdmin'
  const [scope, setScope] = useState<Scope>(tenantRole ? 'tenant' : 'account')
  const tenantId =
    accounts.data?.accounts.find((account) => account.id === accountId)?.tenantId ??
    principal?.tenantId
  const input =
    scope === 'tenant'
      ? tenantId === undefined
        ? {}
        : { tenantId }
      : accountId === undefined
        ? {}
        : { accountId }
  const keys = useServerQuery('listApiKeys', input, { owner })
  // Whether the service creates and revokes keys, and which key each profile of this app uses.
  const management = useServerQuery('apiKeyManagement', undefined, { owner })
  const manage = management.data?.manage === true
  const [dialog, setDialog] = useState<KeyDialog | null>(null)
  const [revoked, setRevoked] = useState<string | null>(null)
  const list = accounts.data?.accounts
  // Tenant and super admins have the account list: keys show account and tenant names, not ids.
  const names = useMemo<ScopeNames>(
    () => ({
      accounts: new Map((list ?? []).map((account) => [account.id, account.name])),
      tenants: new Map((list ?? []).map((account) => [account.tenantId, account.tenantName])),
    }),
    [list],
  )
  const shownAccount = accountId ?? principal?.accountId
  // The scope the sentences name (the messages' `scope` and `name`): by name, else by id, else "yours".
  const scopeName =
    scope === 'tenant'
      ? tenantId === undefined
        ? { scope: 'ownTenant', name: '' }
        : { scope: 'tenant', name: names.tenants.get(tenantId) ?? tenantId }
      : shownAccount === undefined
        ? { scope: 'ownAccount', name: '' }
        : { scope: 'account', name: names.accounts.get(shownAccount) ?? shownAccount }
  const all = keys.data?.apiKeys
  const count = all?.length ?? 0
  // Statuses as of when the list arrived, so a row does not change while it is read.
  const now = keys.dataUpdatedAt
  const lifecycle = useMemo(() => reportsLifecycle(all ?? []), [all])
  const rows = useMemo(
    () => keyRows(all ?? [], view.filter, view.sort, now),
    [all, view.filter, view.sort, now],
  )
  const filtered = rows.length !== count
  const sessionKeyId =
    management.data?.activeKeyId ?? (principal?.kind === 'apiKey' ? principal.keyId : undefined)
  const usersOf = (keyId: string) =>
    (management.data?.usedBy ?? []).filter((u) => u.keyId === keyId).map((u) => u.profileName)
  const close = () => setDialog(null)

  return (
    <Stack gap="md" maw={1200}>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('api-keys.screen.title')}</Title>
        {manage && (
          <Button onClick={() => setDialog({ kind: 'create' })}>
            {t('api-keys.actions.create')}
          </Button>
        )}
      </Group>
      {revoked && (
        <Alert color="green" variant="light" role="status">
          {t('api-keys.revoked', { name: revoked })}
        </Alert>
      )}
      {management.data && !manage && (
        <Text size="sm" role="note">
          {t('api-keys.actions.list-only')}
        </Text>
      )}
      <Group align="flex-end" gap="md">
        <NativeSelect
          label={t('api-keys.screen.scope')}
          value={scope}
          onChange={(event) => setScope(event.currentTarget.value as Scope)}
          data={[
            { value: 'account', label: t('api-keys.screen.scope-account') },
            {
              value: 'tenant',
              label: canTenant
                ? t('api-keys.screen.scope-tenant')
                : t('api-keys.screen.scope-tenant-only'),
              disabled: !canTenant,
            },
          ]}
          w={220}
        />
        <Text size="sm" c="dimmed" pb={8} aria-live="polite">
          {keys.data
            ? filtered
              ? t('api-keys.screen.count-filtered', { shown: rows.length, count, ...scopeName })
              : t('api-keys.screen.count', { count, ...scopeName })
            : keys.error
              ? t('api-keys.screen.not-listed', scopeName)
              : t('api-keys.screen.loading', scopeName)}
        </Text>
      </Group>
      <ApiKeyFilters filter={view.filter} onChange={setFilter} lifecycle={lifecycle} />
      <Alert variant="light" color="gray" role="note">
        {t('api-keys.screen.no-secrets')}
        {keys.data && !lifecycle && ` ${t('api-keys.screen.no-lifecycle')}`}
      </Alert>
      <QueryProblem what={t('api-keys.screen.what')} query={keys} />
      <div style={{ position: 'relative', minHeight: 120 }}>
        <LoadingOverlay
          visible={keys.isLoading}
          // A named spinner is a progress bar without a value (a span may not carry a name).
          loaderProps={{ role: 'progressbar', 'aria-label': t('api-keys.screen.loading-label') }}
        />
        {keys.data && (
          <ApiKeysTable
            rows={rows}
            names={names}
            lifecycle={lifecycle}
            sessionKeyId={sessionKeyId}
            sort={view.sort}
            onSort={setSort}
            now={now}
            filtered={filtered}
            actions={
              manage
                ? (row) => (
                    <KeyActions row={row} activeKeyId={sessionKeyId ?? null} open={setDialog} />
                  )
                : undefined
            }
          />
        )}
      </div>
      {dialog?.kind === 'create' && (
        <CreateKeyDialog
          scope={scope}
          accountId={scope === 'account' ? shownAccount : undefined}
          tenantId={scope === 'tenant' ? tenantId : undefined}
          canTenant={canTenant}
          onClose={close}
        />
      )}
      {dialog?.kind === 'revoke' && (
        <RevokeKeyDialog
          apiKey={dialog.apiKey}
          usedBy={usersOf(dialog.apiKey.id)}
          onClose={close}
          onRevoked={(key) => setRevoked(key.name)}
        />
      )}
      {dialog?.kind === 'rotate' && <RotateKeyDialog apiKey={dialog.apiKey} onClose={close} />}
    </Stack>
  )
}
