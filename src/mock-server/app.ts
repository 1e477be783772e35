import Fastify from 'fastify'
import type { FastifyInstance } from 'fastify'
import { LIMITS } from '#shared/api/index.ts'
import { levelEnabled, type LogLevel } from '#shared/log-line.ts'
import { hostGuardRefusal } from './http/host-guard.ts'
import { connectionTimeouts } from './http/timeouts.ts'
import { toHttpProblem } from './http/error-mapping.ts'
import { forbidden, sendProblem } from './http/problem.ts'
import { knownPaths, registerEndpoints } from './http/register-endpoints.ts'
import { unroutedProblem } from './http/unrouted.ts'
import { writeClientErrorProblem } from './http/client-error.ts'
import { buildOpenApiDocument } from './openapi/document.ts'
import { apiKeyHandlers } from './routes/api-key-handlers.ts'
import { authHandlers } from './routes/auth-handlers.ts'
import { deviceHandlers } from './routes/device-handlers.ts'
import { directoryHandlers } from './routes/directory-handlers.ts'
import { pairingHandlers } from './routes/pairing-handlers.ts'
import { sensorHandlers } from './routes/sensor-handlers.ts'
import type { ServiceContext } from './service-context.ts'

/** Receives the service's log lines: never a header, body or query, which may carry secrets. */
export type ServiceLogger = (level: LogLevel, message: string) => void

function noSchemaValidation(): never {
  throw new Error('Routes declare no validation schemas: zod parses every request.')
}

function noSchemaSerialization(): never {
  throw new Error(
    'Routes declare no response schemas: registerEndpoints picks the contract’s fields.',
  )
}

export interface AppOptions {
  /** Whether to refuse Host headers naming another host (true while the server is bound to loopback). */
  guardHost: () => boolean
  logger?: ServiceLogger
  /** The most detailed level the logger wants: info gives one line per request, debug one more as it arrives. */
  logLevel: LogLevel
  /** Set once close() began: responses then end their keep-alive connection so draining finishes. */
  isClosing: () => boolean
  /** How long a request may take to arrive, headers and body (then 408), and a connection may idle. */
  connectionTimeoutMs: number
}

/** The HTTP face of the service: every answer is the contract's JSON or problem+json. */
export function buildApp(ctx: ServiceContext, options: AppOptions): FastifyInstance {
  const app = Fastify({
    logger: false,
    bodyLimit: LIMITS.bodyBytes,
    // JSON.parse makes "__proto__" and "constructor" plain own keys, never a prototype; every body is
    // a strict zod object, so each is refused as the unknown field it is, by name, not as "not JSON".
    onProtoPoisoning: 'ignore',
    onConstructorPoisoning: 'ignore',
    // Draining keeps serving requests already on their way, instead of a bare 503.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    ...connectionTimeouts(options.connectionTimeoutMs),
    clientErrorHandler: writeClientErrorProblem,
    // Errors raised before routing (a URL that cannot be decoded) get problem+json too.
    frameworkErrors: (error, _request, reply) => sendProblem(reply, toHttpProblem(error)),
    // Requests are parsed with zod and answers shaped by their zod schemas, never by Fastify's compilers:
    // skip loading Ajv and fast-json-stringify for them (start-up time and memory).
    schemaController: {
      compilersFactory: {
        buildValidator: () => noSchemaValidation,
        buildSerializer: () => noSchemaSerialization,
      },
    },
  })
  // JSON is the only body the service reads; anything else is a 415.
  app.removeContentTypeParser('text/plain')

  const paths = knownPaths()
  // Hooks take a callback rather than returning a promise: no promise and microtask per request.
  app.addHook('onRequest', (request, _reply, done) => {
    const refusal = options.guardHost() ? hostGuardRefusal(request.raw) : null
    if (refusal) return done(forbidden(refusal))
    // Answered before Fastify reads the body: an OPTIONS or DELETE with a JSON type was told its
    // body was empty instead of getting its 405.
    done(request.is404 ? unroutedProblem(paths, request.url) : undefined)
  })
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (options.isClosing()) reply.header('connection', 'close')
    reply.header('cache-control', 'no-store')
    reply.header('x-content-type-options', 'nosniff')
    done(null, payload)
  })
  const logger = options.logger
  // Method, route pattern and status only: never a query, header or body, which may carry secrets.
  const route = (request: { routeOptions: { url?: string } }) =>
    request.routeOptions.url ?? '(no route)'
  if (logger && levelEnabled(options.logLevel, 'debug')) {
    app.addHook('onRequest', async (request) => {
      logger('debug', `${request.method} ${route(request)} arrived (${request.id})`)
    })
  }
  if (logger && levelEnabled(options.logLevel, 'info')) {
    app.addHook('onResponse', async (request, reply) => {
      const time = `${reply.elapsedTime.toFixed(1)}ms`
      logger('info', `${request.method} ${route(request)} ${reply.statusCode} ${time}`)
    })
  }

  app.setErrorHandler((error, _request, reply) => {
    const problem = toHttpProblem(error)
    if (problem.status >= 500)
      logger?.('error', `internal error: ${error instanceof Error ? error.name : 'unknown'}`)
    return sendProblem(reply, problem)
  })
  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, unroutedProblem(paths, request.url)),
  )

  // Built on first request: start-up time is a target, and few clients ask for the document.
  let openApi: string | undefined
  app.get('/openapi.json', (_request, reply) => {
    openApi ??= JSON.stringify(buildOpenApiDocument())
    return reply.type('application/json').send(openApi)
  })
  registerEndpoints(app, ctx, {
    ...authHandlers(ctx),
    ...deviceHandlers(ctx),
    ...pairingHandlers(ctx),
    ...directoryHandlers(ctx),
    ...sensorHandlers(ctx),
    ...apiKeyHandlers(ctx),
  })
  return app
}
