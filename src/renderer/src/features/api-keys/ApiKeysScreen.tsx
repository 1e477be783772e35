import { Alert, Group, LoadingOverlay, NativeSelect, Stack, Text, Title } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useServerQuery } from '../../api/server-state.ts'
import { QueryProblem } from '../../app/QueryProblem.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { reportsLifecycle } from '#shared/api-key-status.ts'
import { keyRows } from './api-key-model.ts'
import { apiKeysViewKey, useApiKeysView } from './api-keys-view.ts'
import { ApiKeyFilters } from './ApiKeyFilters.tsx'
import { ApiKeysTable, type ScopeNames } from './ApiKeysTable.tsx'

type Scope = 'account' | 'tenant'

/** API keys of the account or the tenant the admin picks; never a secret. */
export function ApiKeysScreen() {
  const { principal, accountId, accounts, owner, permissions, profileId } = useWorkspace()
  const { view, setFilter, setSort } = useApiKeysView(apiKeysViewKey(profileId))
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
  const scopeName =
    scope === 'tenant'
      ? `tenant ${tenantId === undefined ? '(yours)' : (names.tenants.get(tenantId) ?? tenantId)}`
      : `account ${shownAccount === undefined ? '(yours)' : (names.accounts.get(shownAccount) ?? shownAccount)}`
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
  const sessionKeyId = principal?.kind === 'apiKey' ? principal.keyId : undefined

  return (
    <Stack gap="md" maw={1100}>
      <Title order={2}>API keys</Title>
      <Group align="flex-end" gap="md">
        <NativeSelect
          label="Scope"
          value={scope}
          onChange={(event) => setScope(event.currentTarget.value as Scope)}
          data={[
            { value: 'account', label: 'This account' },
            {
              value: 'tenant',
              label: canTenant ? 'The whole tenant' : 'The whole tenant (tenant admins only)',
              disabled: !canTenant,
            },
          ]}
          w={220}
        />
        <Text size="sm" c="dimmed" pb={8} aria-live="polite">
          {keys.data
            ? `${filtered ? `${rows.length} of ` : ''}${count} ${count === 1 ? 'key' : 'keys'} in ${scopeName}`
            : keys.error
              ? `The keys of ${scopeName} could not be listed`
              : `Loading keys of ${scopeName}…`}
        </Text>
      </Group>
      <ApiKeyFilters filter={view.filter} onChange={setFilter} lifecycle={lifecycle} />
      <Alert variant="light" color="gray" role="note">
        Secrets are never shown: the service returns only each key’s name, role, scope and dates.
        {keys.data &&
          !lifecycle &&
          ' This service does not say when keys expire or whether they were revoked.'}
      </Alert>
      <QueryProblem what="the API keys" query={keys} />
      <div style={{ position: 'relative', minHeight: 120 }}>
        <LoadingOverlay
          visible={keys.isLoading}
          // A named spinner is a progress bar without a value (a span may not carry a name).
          loaderProps={{ role: 'progressbar', 'aria-label': 'Loading API keys' }}
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
          />
        )}
      </div>
    </Stack>
  )
}
