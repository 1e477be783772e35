import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { endpoints } from '#shared/api/index.ts'
import type { Endpoint, EndpointName } from '#shared/api/index.ts'
import { authenticate } from '../auth/authenticate.ts'
import type { Principal } from '../auth/principal.ts'
import { SerializedCache } from '../routes/cached-body.ts'
import { ListBody } from '../routes/list-body.ts'
import type { Handlers } from '../routes/handler-types.ts'
import type { ServiceContext } from '../service-context.ts'
import { listReply, serialize } from './list-reply.ts'
import { validationFailed } from './problem.ts'

const principals = new WeakMap<FastifyRequest, Principal>()

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

/**
 * One route per endpoint of the shared table. Credentials are checked first (onRequest), before the
 * body is read; then the query and body are parsed with the endpoint's zod schemas, and the success
 * body is serialized through the response schema. Fastify gets no response schemas: compiling them
 * (fast-json-stringify) cost start-up time, and zod with JSON.stringify is as fast for these bodies.
 */
export function registerEndpoints(
  app: FastifyInstance,
  ctx: ServiceContext,
  handlers: Handlers,
): void {
  for (const [name, endpoint] of Object.entries(endpoints) as [EndpointName, Endpoint][]) {
    const handler = handlers[name] as (input: unknown) => unknown
    const cache = new SerializedCache()
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      exposeHeadRoute: methodsOf(name, endpoint).includes('HEAD'),
      onRequest: endpoint.auth
        ? async (request) => {
            principals.set(request, authenticate(request.headers, ctx.principals, ctx.now))
          }
        : undefined,
      handler: async (request, reply) => {
        const output = await handler({
          principal: principals.get(request),
          query: endpoint.query ? parse(endpoint.query, request.query, 'query') : undefined,
          body: endpoint.body ? parse(endpoint.body, request.body, 'body') : undefined,
          client: request.ip,
        })
        reply.type('application/json; charset=utf-8')
        if (output instanceof ListBody) return reply.send(listReply(endpoint, cache, output))
        return reply.send(serialize(endpoint, output))
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
