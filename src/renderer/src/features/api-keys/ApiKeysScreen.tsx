import { Alert, Group, LoadingOverlay, NativeSelect, Stack, Text, Title } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useApiQuery } from '../../api/use-api-query.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { ApiKeysTable, type ScopeNames } from './ApiKeysTable.tsx'

type Scope = 'account' | 'tenant'

/** API keys of the account or the tenant the admin picks; never a secret. */
export function ApiKeysScreen() {
  const { principal, accountId, accounts } = useWorkspace()
  const canTenant = principal?.role === 'tenantAdmin' || principal?.role === 'superAdmin'
  const [scope, setScope] = useState<Scope>(canTenant ? 'tenant' : 'account')
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
  const keys = useApiQuery('listApiKeys', input)
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
  const count = keys.data?.apiKeys.length ?? 0

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
            { value: 'tenant', label: 'The whole tenant', disabled: !canTenant },
          ]}
          w={220}
        />
        <Text size="sm" c="dimmed" pb={8} aria-live="polite">
          {keys.data
            ? `${count} ${count === 1 ? 'key' : 'keys'} in ${scopeName}`
            : keys.error
              ? `No keys listed for ${scopeName}`
              : `Loading keys of ${scopeName}…`}
        </Text>
      </Group>
      <Alert variant="light" color="gray" role="note">
        Secrets are never shown: the service returns only each key’s name, role, scope and dates.
      </Alert>
      {keys.error && <ErrorAlert title="Could not list the API keys" error={keys.error} />}
      <div style={{ position: 'relative', minHeight: 120 }}>
        <LoadingOverlay visible={keys.loading} loaderProps={{ 'aria-label': 'Loading API keys' }} />
        {keys.data && <ApiKeysTable apiKeys={keys.data.apiKeys} names={names} />}
      </div>
    </Stack>
  )
}
