import packageJson from '../../../package.json' with { type: 'json' }
import { endpoints, LIMITS, ProblemSchema, PROBLEM_CONTENT_TYPE } from '#shared/api/index.ts'
import type { Endpoint, EndpointName } from '#shared/api/index.ts'
import { CONNECTION_TIMEOUT_S } from '../http/timeouts.ts'
import { DEFAULT_MAX_UNPAIRED_PER_ACCOUNT } from '../store/device-registry.ts'
import { toJsonSchema } from './json-schema.ts'
import { OPERATIONS, TAGS } from './operations.ts'
import type { OperationDoc } from './operations.ts'

type JsonObject = Record<string, unknown>

const header = (description: string, schema: JsonObject = { type: 'string' }) => ({
  description,
  required: true,
  schema,
})

/**
 * 10000 → "10,000", as toLocaleString('en') writes it, but without Intl: this module loads with the
 * server, and a first Intl number format maps ~5 MB of ICU data the service otherwise never touches.
 */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** Every error status the service sends, as a reusable problem+json response. */
const PROBLEMS: Record<number, { name: string; description: string; headers?: JsonObject }> = {
  400: {
    name: 'BadRequest',
    description:
      'The request is malformed (not valid HTTP, a URL that cannot be decoded, JSON that does not parse), fails validation (`errors` names each field; every string must be well-formed Unicode, without lone UTF-16 surrogates or NUL characters), lacks the scope it needs, or carries both an API key and a bearer token.',
  },
  401: {
    name: 'Unauthorized',
    description:
      'No credentials, unknown ones, an expired session, or an API key that expired or was revoked (the detail says when and what to do); at sign-in, a wrong username or password.',
    headers: {
      'WWW-Authenticate': header('Always `Bearer`.', { type: 'string', const: 'Bearer' }),
    },
  },
  403: {
    name: 'Forbidden',
    description:
      'Not allowed for this role or scope; or, from a service bound to loopback, a Host header (or absolute request target) naming another host: the DNS-rebinding guard.',
  },
  404: { name: 'NotFound', description: 'An unknown account, tenant, location or serial id.' },
  405: {
    name: 'MethodNotAllowed',
    description: 'This path does not accept that method (`Allow` lists those it does).',
    headers: { Allow: header('The methods this path accepts, e.g. `GET, HEAD`.') },
  },
  408: {
    name: 'RequestTimeout',
    description: `The request did not arrive whole within ${CONNECTION_TIMEOUT_S} s; the connection is closed.`,
  },
  409: {
    name: 'LimitExceeded',
    description: `The account already holds ${grouped(DEFAULT_MAX_UNPAIRED_PER_ACCOUNT)} devices registered and never paired (kept in memory only); pair some before registering more. Updates are still accepted.`,
  },
  413: {
    name: 'ContentTooLarge',
    description: `The body is over ${LIMITS.bodyBytes / 1024} KiB.`,
  },
  415: { name: 'UnsupportedMediaType', description: 'A body that is not `application/json`.' },
  429: {
    name: 'TooManyRequests',
    description: 'Too many failed sign-ins for this username or client.',
    headers: {
      'Retry-After': header('Seconds to wait before signing in again.', {
        type: 'string',
        pattern: '^[0-9]+$',
      }),
    },
  },
  431: {
    name: 'RequestHeaderFieldsTooLarge',
    description: 'The request headers are too large; the connection is closed.',
  },
}

/** What every operation can answer, whatever it is: see PROBLEMS. */
const EVERY_OPERATION = [400, 403, 405, 408, 431] as const

/** The statuses an operation answers, in order: 200 and its documented errors. */
export function statusesOf(doc: OperationDoc): number[] {
  return [200, ...EVERY_OPERATION, ...doc.statuses].sort((a, b) => a - b)
}

function queryParameters(endpoint: Endpoint): JsonObject[] {
  if (!endpoint.query) return []
  const schema = toJsonSchema(endpoint.query, 'input') as {
    properties?: Record<string, JsonObject>
    required?: string[]
  }
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    description: String(property.description ?? PARAMETERS[name] ?? name),
    schema: property,
  }))
}

const PARAMETERS: Record<string, string> = {
  accountId: 'The account the operation is about; an account admin may leave it out.',
  tenantId: 'Tenant scope: the tenant whose keys (and its accounts’ keys) to list.',
  locationIds: 'Comma-separated location ids; all of the account’s locations when left out.',
  serialId: 'The serial id exactly as stored.',
}

function operation(
  operationId: string,
  summary: string,
  doc: OperationDoc,
  content: { auth: boolean; extension: boolean; success: JsonObject; endpoint?: Endpoint },
): JsonObject {
  const responses: JsonObject = {}
  for (const status of statusesOf(doc)) {
    responses[String(status)] =
      status === 200
        ? { description: 'Success.', content: { 'application/json': { schema: content.success } } }
        : { $ref: `#/components/responses/${PROBLEMS[status]!.name}` }
  }
  const endpoint = content.endpoint
  return {
    operationId,
    summary,
    description: doc.description,
    tags: [doc.tag],
    ...(content.extension ? { 'x-extension': true } : {}),
    ...(content.endpoint?.demoOnly ? { 'x-demo-only': true } : {}),
    security: content.auth ? [{ bearerAuth: [] }, { apiKeyAuth: [] }] : [],
    parameters: endpoint ? queryParameters(endpoint) : [],
    ...(endpoint?.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toJsonSchema(endpoint.body, 'input') } },
          },
        }
      : {}),
    responses,
  }
}

const DESCRIPTION = [
  'The admin service as the mock server implements it: the specification’s operations, completed by the service contract, and extensions.',
  'Operations and fields marked `x-extension` are beyond the specification; a client treats them as optional (a 404 from a service without them).',
  'Every error is `application/problem+json` with a machine `code`; no request, however malformed, gets a 5xx.',
  'Every string sent must be well-formed Unicode: a lone UTF-16 surrogate (a JSON escape such as `\\ud800`) is refused with 400 naming the field, since no UTF-8 store can keep it as sent. So is a NUL (`\\u0000`): it cannot be shown, and many tools end the text there.',
  `Connections: a request must arrive whole within ${CONNECTION_TIMEOUT_S} s (else 408 and the connection is closed), and a connection without a request for ${CONNECTION_TIMEOUT_S} s is closed (\`Keep-Alive: timeout=${CONNECTION_TIMEOUT_S}\`).`,
].join('\n\n')

/** The OpenAPI 3.1 document of every endpoint, generated from the same zod schemas the routes parse with. */
export function buildOpenApiDocument(): JsonObject {
  const paths: Record<string, JsonObject> = {}
  for (const [name, endpoint] of Object.entries(endpoints) as [EndpointName, Endpoint][]) {
    paths[endpoint.path] = {
      ...paths[endpoint.path],
      [endpoint.method.toLowerCase()]: operation(name, endpoint.summary, OPERATIONS[name], {
        auth: endpoint.auth,
        extension: endpoint.extension,
        success: toJsonSchema(endpoint.response, 'output'),
        endpoint,
      }),
    }
  }
  paths['/openapi.json'] = {
    get: operation('getOpenApiDocument', 'This document.', OPERATIONS.openApi, {
      auth: false,
      extension: true,
      success: { type: 'object', description: 'An OpenAPI 3.1 document.' },
    }),
  }
  const responses: JsonObject = {}
  for (const { name, description, headers } of Object.values(PROBLEMS)) {
    responses[name] = {
      description,
      ...(headers ? { headers } : {}),
      content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: '#/components/schemas/Problem' } } },
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Device Registry Admin service (mock)',
      version: '1.0.0',
      description: DESCRIPTION,
      contact: {
        name: packageJson.author.name,
        url: packageJson.homepage,
        email: packageJson.author.email,
      },
      license: { name: packageJson.license, identifier: packageJson.license },
    },
    servers: [
      {
        url: '/',
        description:
          'This service: paths are relative to where this document was fetched (`npm run mock` listens on http://127.0.0.1:4010 by default, the app’s embedded service on a free loopback port).',
      },
    ],
    tags: TAGS,
    paths,
    components: {
      schemas: { Problem: toJsonSchema(ProblemSchema, 'output') },
      responses,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token from POST /auth/login.',
        },
        apiKeyAuth: {
          type: 'apiKey',
          in: 'header',
          name: 'X-API-Key',
          description: 'An API key’s secret.',
        },
      },
    },
  }
}
