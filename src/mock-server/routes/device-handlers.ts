import { DeviceSchema, IdSchema } from '#shared/api/index.ts'
import { resolveAccount } from '../auth/access.ts'
import { HttpProblem, notFound } from '../http/problem.ts'
import type { ServiceContext } from '../service-context.ts'
import { ListBody } from './list-body.ts'
import type { Handlers } from './handler-types.ts'
import { checkSerialLayout } from './serial-layout.ts'

/** "a, b,,c" → {a, b, c}; undefined when nothing is named (all locations are meant). */
function parseLocationIds(raw: string | undefined): Set<string> | undefined {
  const ids = (raw ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '')
  if (ids.length === 0) return undefined
  const errors = ids.flatMap((id) => {
    const result = IdSchema.safeParse(id)
    return result.success
      ? []
      : [
          {
            path: 'locationIds',
            message: `"${id.slice(0, 64)}": ${result.error.issues[0]?.message}`,
          },
        ]
  })
  if (errors.length > 0) {
    throw new HttpProblem(400, 'validation_failed', 'locationIds holds an id that is not valid.', {
      errors,
    })
  }
  return new Set(ids)
}

interface NamedLocations {
  ids: ReadonlySet<string> | undefined
  /** The ids sorted, for the cache key of the answer. */
  key: string
}

/** parseLocationIds by the raw parameter, remembered (256 at most): clients repeat their queries. */
const namedLocations = new Map<string, NamedLocations>()
function locationsNamed(raw: string | undefined): NamedLocations {
  let named = namedLocations.get(raw ?? '')
  if (!named) {
    const ids = parseLocationIds(raw)
    named = { ids, key: [...(ids ?? [])].sort().join(',') }
    if (namedLocations.size >= 256) namedLocations.clear()
    namedLocations.set(raw ?? '', named)
  }
  return named
}

export function deviceHandlers(
  ctx: ServiceContext,
): Pick<Handlers, 'upsertDevice' | 'getDevicesForLocations' | 'listDevices'> {
  return {
    async upsertDevice({ principal, query, body }) {
      const account = resolveAccount(ctx.directory, principal, query.accountId)
      checkSerialLayout(body.deviceType, body.serialId)
      const max = ctx.maxUnpairedDevices
      if (
        !ctx.devices.has(account.id, body.serialId) &&
        ctx.devices.unstoredCount(account.id) >= max
      ) {
        throw new HttpProblem(
          409,
          'limit_exceeded',
          `Account "${account.id}" already holds ${max} devices registered and never paired, the most the server keeps in memory; pair some (POST /admin/pair) before registering more. Updates of registered devices are still accepted.`,
        )
      }
      const { created, device } = await ctx.devices.upsert(account.id, body)
      return { status: 'OK', message: 'Device created or updated.', created, device }
    },
    getDevicesForLocations({ principal, query }) {
      const account = resolveAccount(ctx.directory, principal, query.accountId)
      const { ids: locationIds, key: named } = locationsNamed(query.locationIds)
      const unknown = [...(locationIds ?? [])].filter(
        (id) => !ctx.directory.hasLocation(account.id, id),
      )
      if (unknown.length > 0) {
        throw notFound(
          `Unknown location${unknown.length > 1 ? 's' : ''} in account "${account.id}": ${unknown.join(', ')}.`,
        )
      }
      const key = `${account.id}\n${ctx.devices.version}\n${named}`
      return new ListBody(key, 'devices', DeviceSchema, () =>
        ctx.devices.listPaired(account.id, locationIds),
      )
    },
    listDevices({ principal, query }) {
      const account = resolveAccount(ctx.directory, principal, query.accountId)
      return new ListBody(`${account.id}\n${ctx.devices.version}`, 'devices', DeviceSchema, () =>
        ctx.devices.list(account.id),
      )
    },
  }
}
