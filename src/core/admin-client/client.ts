import type { z } from 'zod'
import { endpoints, type EndpointName } from '#shared/api/endpoints.ts'
import { UserFacingError } from '#shared/errors.ts'
import { describeIssues, fieldIssues } from '#shared/zod-issues.ts'
import type { ApiKeyCreateRequest } from '#shared/api/api-keys.ts'
import { errorFromResponse, isMissingRoute } from './errors.ts'
import { managesApiKeys } from './key-capability.ts'
import { unexpectedForm } from './unexpected-form.ts'
import type { Credentials, Http, HttpResponse } from './http.ts'

type Output<N extends EndpointName> = z.output<(typeof endpoints)[N]['response']>
type Query = Record<string, string | undefined>

/**
 * GETs of the spec that change state: a repeat after a lost answer would report the wrong outcome
 * (unpair: "was not paired"), so they are sent once.
 */
const NOT_REPEATABLE: ReadonlySet<EndpointName> = new Set(['unpairDevice'])

interface CallArgs {
  credentials: Credentials
  query?: Query
  body?: unknown
}

/** One method per endpoint of the shared table: the same code path for the real and the mock service. */
export function createAdminClient(http: Http) {
  async function exchange(
    name: EndpointName,
    args: CallArgs,
  ): Promise<{ response: HttpResponse; what: string }> {
    const endpoint = endpoints[name]
    const what = `${endpoint.method} ${endpoint.path}`
    let body = args.body
    if ('body' in endpoint && body !== undefined) {
      const parsed = endpoint.body.safeParse(body)
      if (!parsed.success) {
        const { issues } = parsed.error
        throw new UserFacingError('validation_failed', describeIssues(issues), fieldIssues(issues))
      }
      body = parsed.data
    }
    const response = await http.send({
      method: endpoint.method,
      path: endpoint.path,
      query: args.query,
      body,
      credentials: args.credentials,
      retry: !NOT_REPEATABLE.has(name),
    })
    return { response, what }
  }

  function parse<N extends EndpointName>(name: N, response: HttpResponse, what: string): Output<N> {
    if (response.status < 200 || response.status >= 300) throw errorFromResponse(response, what)
    const schema = endpoints[name].response
    const parsed = schema.safeParse(response.body)
    if (!parsed.success) throw unexpectedForm(schema, response, parsed.error.issues, what)
    return parsed.data as Output<N>
  }

  async function call<N extends EndpointName>(name: N, args: CallArgs): Promise<Output<N>> {
    const { response, what } = await exchange(name, args)
    return parse(name, response, what)
  }

  /** An extension endpoint: null when the service does not offer it. */
  async function optional<N extends EndpointName>(
    name: N,
    args: CallArgs,
  ): Promise<Output<N> | null> {
    const { response, what } = await exchange(name, args)
    if (isMissingRoute(response, args.query?.['accountId'])) return null
    return parse(name, response, what)
  }

  return {
    origin: http.origin,
    login: (username: string, password: string) =>
      call('login', { credentials: null, body: { username, password } }),
    logout: (credentials: Credentials) => call('logout', { credentials }),
    whoAmI: (credentials: Credentials) => optional('whoAmI', { credentials }),
    /** Whether the service answers; null from a service without the health check (it answered). */
    health: () => optional('health', { credentials: null }),
    listApiKeys: (credentials: Credentials, scope: { tenantId?: string; accountId?: string }) =>
      call('listApiKeys', { credentials, query: scope }),
    /** Extension: the one answer that holds the new key's secret. */
    createApiKey: (credentials: Credentials, request: ApiKeyCreateRequest) =>
      call('createApiKey', { credentials, body: request }),
    /** Extension: sent once; a repeat after a lost answer would still find the key revoked. */
    revokeApiKey: (credentials: Credentials, id: string) =>
      call('revokeApiKey', { credentials, body: { id } }),
    managesApiKeys: (credentials: Credentials) => managesApiKeys(http, credentials),
    upsertDevice: (
      credentials: Credentials,
      accountId: string | undefined,
      device: { serialId: string; deviceType: number; name: string; info: string },
    ) => call('upsertDevice', { credentials, query: { accountId }, body: device }),
    pair: (
      credentials: Credentials,
      accountId: string | undefined,
      locationId: string,
      serialIds: string[],
    ) =>
      call('pair', {
        credentials,
        query: { accountId },
        body: { locationId, deviceSerialIDs: serialIds },
      }),
    unpairDevice: (credentials: Credentials, accountId: string | undefined, serialId: string) =>
      call('unpairDevice', { credentials, query: { accountId, serialId } }),
    getDevicesForLocations: (
      credentials: Credentials,
      accountId: string | undefined,
      locationIds?: string[],
    ) =>
      call('getDevicesForLocations', {
        credentials,
        query: { accountId, locationIds: locationIds?.join(',') },
      }),
    listAccounts: (credentials: Credentials) => optional('listAccounts', { credentials }),
    /**
     * The account's locations; hierarchy: the service says which location contains which (the parentId
     * extension, null at the top), so a filter by a floor can include its desks.
     */
    listLocations: async (credentials: Credentials, accountId: string | undefined) => {
      const result = await optional('listLocations', { credentials, query: { accountId } })
      if (result === null) return null
      const hierarchy = result.locations.some((location) => location.parentId !== undefined)
      return { locations: result.locations, hierarchy }
    },
    listDevices: (credentials: Credentials, accountId: string | undefined) =>
      optional('listDevices', { credentials, query: { accountId } }),
    /** Demo only (the mock service playing a sensor): null from a service without it. */
    sensorReport: (
      credentials: Credentials,
      accountId: string | undefined,
      devices: { serialId: string; deviceType: number; name: string; info: string }[],
    ) => optional('sensorReport', { credentials, query: { accountId }, body: { devices } }),
  }
}
export type AdminClient = ReturnType<typeof createAdminClient>
