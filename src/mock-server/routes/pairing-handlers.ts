import { resolveAccount } from '../auth/access.ts'
import { notFound } from '../http/problem.ts'
import type { ServiceContext } from '../service-context.ts'
import type { Handlers } from './handler-types.ts'

const MAX_NAMED = 10

function listed(ids: readonly string[]): string {
  const shown = ids
    .slice(0, MAX_NAMED)
    .map((id) => `"${id}"`)
    .join(', ')
  return ids.length > MAX_NAMED ? `${shown} and ${ids.length - MAX_NAMED} more` : shown
}

export function pairingHandlers(ctx: ServiceContext): Pick<Handlers, 'pair' | 'unpairDevice'> {
  return {
    async pair({ principal, query, body }) {
      const account = resolveAccount(ctx.directory, principal, query.accountId)
      if (!ctx.directory.hasLocation(account.id, body.locationId)) {
        throw notFound(
          `Location "${body.locationId}" does not exist in account "${account.id}"; nothing was paired.`,
        )
      }
      const serialIds = [...new Set(body.deviceSerialIDs)]
      const unknown = serialIds.filter((serialId) => !ctx.devices.has(account.id, serialId))
      if (unknown.length > 0) {
        throw notFound(
          `Unknown serial id${unknown.length > 1 ? 's' : ''} in account "${account.id}": ${listed(unknown)}; nothing was paired.`,
        )
      }
      await ctx.devices.pair(account.id, body.locationId, serialIds)
      return { status: 'OK', paired: serialIds }
    },
    unpairDevice({ principal, query }) {
      const account = resolveAccount(ctx.directory, principal, query.accountId)
      if (!ctx.devices.has(account.id, query.serialId)) {
        throw notFound(`Serial id "${query.serialId}" is unknown in account "${account.id}".`)
      }
      return { status: 'OK', unpaired: ctx.devices.unpair(account.id, query.serialId) }
    },
  }
}
