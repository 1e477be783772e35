import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify'
import type { z } from 'zod'
import { endpoints } from '#shared/api/index.ts'
import type { Endpoint, EndpointName } from '#shared/api/index.ts'
import { authenticate } from '../auth/authenticate.ts'
import type { Principal } from '../auth/principal.ts'
import { SerializedCache } from '../routes/cached-body.ts'
import { ListBody } from '../routes/list-body.ts'
import type { Handlers } from '../routes/handler-types.ts'
import type { ServiceContext } from '../service-context.ts'
import { listReply } from './list-reply.ts'
import { fieldPicker } from './pick-fields.ts'
import { validationFailed } from './problem.ts'

/** The request's principal, set by the route's onRequest hook (declared on every request: one shape). */
type WithPrincipal = FastifyRequest & { principal: Principal | null }

/** GETs that change state (the spec's unpair): no HEAD for them, since HEAD is meant to be safe. */
const UNSAFE_GETS: ReadonlySet<EndpointName> = new Set(['unpairDevice'])

function methodsOf(name: EndpointName, endpoint: Endpoint): string[] {
  return endpoint.method === 'GET' && !UNSAFE_GETS.has(name) ? ['GET', 'HEAD'] : [endpoint.method]
}

function parse(schema: z.ZodType, value: unknown, what: string): unknown {
  const result = schema.safeParse(value)
  if (!result.success) throw validationFailed(result.error.issues, what)
  return result.data
}

const REMEMBERED_QUERIES = 256

/**
 * A query's parse, remembered by its raw text (the part of the URL after "?"): the same text always
 * parses to the same value, and clients repeat their queries. Only successes are kept, at most 256 per
 * endpoint; handlers never change what they are given.
 */
function queryParser(schema: z.ZodType): (request: FastifyRequest) => unknown {
  const parsed = new Map<string, unknown>()
  return (request) => {
    const at = request.url.indexOf('?')
    const raw = at === -1 ? '' : request.url.slice(at + 1)
    let query = parsed.get(raw)
    if (query === undefined) {
      query = parse(schema, request.query, 'query')
      if (parsed.size >= REMEMBERED_QUERIES) parsed.clear()
      parsed.set(raw, query)
    }
    return query
  }
}

/**
 * One route per endpoint of the shared table. Credentials are checked first (onRequest), before the
 * body is read; then the query and body are parsed with the endpoint's zod schemas, and the success
 * body keeps only the fields of the response schema. Fastify gets no schemas: compiling them (Ajv,
 * fast-json-stringify) cost start-up time.
 */
export function registerEndpoints(
  app: FastifyInstance,
  ctx: ServiceContext,
  handlers: Handlers,
): void {
  app.decorateRequest('principal', null)
  const signIn: onRequestHookHandler = (request, _reply, done) => {
    try {
      ;(request as WithPrincipal).principal = authenticate(request.headers, ctx.principals, ctx.now)
    } catch (error) {
      done(error as Error)
      return
    }
    done()
  }
  for (const [name, endpoint] of Object.entries(endpoints) as [EndpointName, Endpoint][]) {
    const handler = handlers[name] as (input: unknown) => unknown
    const cache = new SerializedCache()
    const query = endpoint.query ? queryParser(endpoint.query) : () => undefined
    const body = endpoint.body
    const pick = fieldPicker(endpoint.response)
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      exposeHeadRoute: methodsOf(name, endpoint).includes('HEAD'),
      ...(endpoint.bodyBytes ? { bodyLimit: endpoint.bodyBytes } : {}),
      onRequest: endpoint.auth ? signIn : undefined,
      handler: async (request, reply) => {
        const output = await handler({
          principal: (request as WithPrincipal).principal ?? undefined,
          query: query(request),
          body: body ? parse(body, request.body, 'body') : undefined,
          client: request.ip,
        })
        reply.type('application/json; charset=utf-8')
        if (output instanceof ListBody) return reply.send(listReply(endpoint, cache, output))
        return reply.send(JSON.stringify(pick(output)))
      },
    })
  }
}

/** The known paths with their methods, for 405 and Allow. */
export function knownPaths(): Map<string, string[]> {
  const paths = new Map<string, string[]>([['/openapi.json', ['GET', 'HEAD']]])
  for (const [name, endpoint] of Object.entries(endpoints) as [EndpointName, Endpoint][]) {
    paths.set(endpoint.path, [...(paths.get(endpoint.path) ?? []), ...methodsOf(name, endpoint)])
  }
  return paths
}
