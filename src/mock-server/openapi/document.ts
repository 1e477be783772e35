import { endpoints, LIMITS, ProblemSchema, PROBLEM_CONTENT_TYPE } from '#shared/api/index.ts'
import type { Endpoint } from '#shared/api/index.ts'
import { DEFAULT_MAX_UNPAIRED_PER_ACCOUNT } from '../store/device-registry.ts'
import { toJsonSchema } from './json-schema.ts'

type JsonObject = Record<string, unknown>

const PROBLEM_REF = { $ref: '#/components/schemas/Problem' }
const problem = (description: string) => ({
  description,
  content: { [PROBLEM_CONTENT_TYPE]: { schema: PROBLEM_REF } },
})

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
    schema: property,
  }))
}

function operation(endpoint: Endpoint): JsonObject {
  const responses: JsonObject = {
    '200': {
      description: 'Success.',
      content: { 'application/json': { schema: toJsonSchema(endpoint.response, 'output') } },
    },
    '400': problem('Malformed request, failed validation or missing scope.'),
    '403': problem('Not allowed for this role or scope, or a Host header naming another host.'),
    '404': problem('Unknown route, account, location or serial id.'),
    '405': problem('Wrong method on a known path.'),
  }
  if (endpoint.auth) responses['401'] = problem('No or unknown credentials.')
  if (endpoint.body) {
    responses['413'] = problem(`Body over ${LIMITS.bodyBytes / 1024} KiB.`)
    responses['415'] = problem('Body not application/json.')
  }
  if (endpoint.path === endpoints.upsertDevice.path) {
    const max = DEFAULT_MAX_UNPAIRED_PER_ACCOUNT.toLocaleString('en')
    responses['409'] = problem(
      `The account already holds ${max} devices registered and never paired (kept in memory only); pair some before registering more. Updates are still accepted.`,
    )
  }
  if (endpoint.path === endpoints.login.path)
    responses['429'] = problem('Too many failed logins (see Retry-After).')
  return {
    summary: endpoint.summary,
    ...(endpoint.extension ? { 'x-extension': true } : {}),
    security: endpoint.auth ? [{ bearerAuth: [] }, { apiKeyAuth: [] }] : [],
    parameters: queryParameters(endpoint),
    ...(endpoint.body
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

/** The OpenAPI 3.1 document of every endpoint, generated from the same zod schemas the routes parse with. */
export function buildOpenApiDocument(): JsonObject {
  const paths: Record<string, JsonObject> = {}
  for (const endpoint of Object.values(endpoints) as Endpoint[]) {
    paths[endpoint.path] = {
      ...paths[endpoint.path],
      [endpoint.method.toLowerCase()]: operation(endpoint),
    }
  }
  paths['/openapi.json'] = {
    get: {
      summary: 'This document.',
      'x-extension': true,
      security: [],
      responses: {
        '200': {
          description: 'The OpenAPI 3.1 document.',
          content: { 'application/json': { schema: { type: 'object' } } },
        },
      },
    },
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Device Registry Admin service (mock)',
      version: '1.0.0',
      description:
        'The admin service as the mock server implements it. Operations marked x-extension are beyond the specification; a client treats them as optional.',
    },
    paths,
    components: {
      schemas: { Problem: toJsonSchema(ProblemSchema, 'output') },
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'Token from POST /auth/login.' },
        apiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
      },
    },
  }
}
