import { accountsInReach, resolveAccount, resolveKeyScope } from '../auth/access.ts'
import type { ServiceContext } from '../service-context.ts'
import { toRecord } from './api-key-record.ts'
import type { Handlers } from './handler-types.ts'

export function directoryHandlers(
  ctx: ServiceContext,
): Pick<Handlers, 'health' | 'listApiKeys' | 'listAccounts' | 'listLocations'> {
  // A client that sees it change knows the service restarted (and forgot unpaired devices).
  const startedAt = new Date(ctx.now()).toISOString()
  return {
    health: () => ({ status: 'OK', startedAt }),
    listApiKeys({ principal, query }) {
      const scope = resolveKeyScope(ctx.directory, principal, query)
      // Tenant scope: the tenant's own keys and those of all its accounts.
      const keys = ctx.principals
        .apiKeys()
        .filter((key) =>
          scope.scope === 'tenant'
            ? key.tenantId === scope.tenantId
            : key.accountId === scope.account.id,
        )
      return { status: 'OK', apiKeys: keys.map(toRecord) }
    },
    listAccounts({ principal }) {
      const accounts = accountsInReach(ctx.directory, principal).map((account) => ({
        ...account,
        tenantName: ctx.directory.tenants.get(account.tenantId)?.name ?? account.tenantId,
      }))
      return { status: 'OK', accounts }
    },
    listLocations({ principal, query }) {
      const account = resolveAccount(ctx.directory, principal, query.accountId)
      return { status: 'OK', locations: ctx.directory.locations(account.id) }
    },
  }
}
