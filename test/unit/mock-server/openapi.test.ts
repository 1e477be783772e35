import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '#shared/api/index.ts'
import { call } from './support/http.ts'
import { startTestServer } from './support/test-server.ts'
import type { TestServer } from './support/test-server.ts'

let server: TestServer
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let doc: any
beforeAll(async () => {
  server = await startTestServer()
  doc = (await call(server.url, '/openapi.json')).body
})
afterAll(() => server.dispose())

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.info.title).toBeTruthy()
  })

  it.each(Object.entries(endpoints))('describes %s with its summary', (_name, endpoint) => {
    const operation = doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()]
    expect(operation?.summary).toBe(endpoint.summary)
    expect(operation.responses['200'].content['application/json'].schema.type).toBe('object')
  })

  it.each(Object.entries(endpoints))(
    'marks %s as an extension exactly when it is one',
    (_name, endpoint) => {
      const operation = doc.paths[endpoint.path][endpoint.method.toLowerCase()]
      expect(operation['x-extension'] === true).toBe(endpoint.extension)
    },
  )

  it.each([
    ['/admin/locations', 'locations', 'parentId'],
    ['/admin/devices', 'devices', 'stored'],
    ['/admin/apikey', 'apiKeys', 'expiresAt'],
    ['/admin/apikey', 'apiKeys', 'revokedAt'],
  ])('marks the field %s → %s[].%s as an extension', (path, list, field) => {
    const schema = doc.paths[path].get.responses['200'].content['application/json'].schema
    const item = schema.properties[list].items
    expect(item.properties[field]['x-extension']).toBe(true)
    expect(item.required).not.toContain(field)
  })

  it('marks the principal’s keyId (GET /auth/me) as an extension', () => {
    const schema = doc.paths['/auth/me'].get.responses['200'].content['application/json'].schema
    const principal = schema.properties.principal
    expect(principal.properties.keyId['x-extension']).toBe(true)
    expect(principal.required).not.toContain('keyId')
  })

  it('describes itself, as an extension', () => {
    expect(doc.paths['/openapi.json'].get['x-extension']).toBe(true)
  })

  it('declares the bearer and API key schemes and requires one on authenticated operations', () => {
    expect(doc.components.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      apiKeyAuth: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-API-Key' }),
    })
    expect(doc.paths['/admin/device'].post.security).toEqual([
      { bearerAuth: [] },
      { apiKeyAuth: [] },
    ])
    expect(doc.paths['/health'].get.security).toEqual([])
  })

  it('defines the problem schema and refers to it from error responses', () => {
    expect(doc.components.schemas.Problem.required).toEqual(
      expect.arrayContaining(['type', 'title', 'status', 'detail', 'code']),
    )
    expect(doc.paths['/admin/device'].post.responses['415']).toEqual({
      $ref: '#/components/responses/UnsupportedMediaType',
    })
    expect(
      doc.components.responses.UnsupportedMediaType.content['application/problem+json'].schema,
    ).toEqual({ $ref: '#/components/schemas/Problem' })
  })

  it.each([
    ['/health', 'get', [200, 400, 403, 405, 408, 431]],
    ['/openapi.json', 'get', [200, 400, 403, 405, 408, 431]],
    ['/auth/login', 'post', [200, 400, 401, 403, 405, 408, 413, 415, 429, 431]],
    ['/auth/logout', 'post', [200, 400, 401, 403, 405, 408, 413, 415, 431]],
    ['/auth/me', 'get', [200, 400, 401, 403, 405, 408, 431]],
    ['/admin/device', 'post', [200, 400, 401, 403, 404, 405, 408, 409, 413, 415, 431]],
    ['/admin/pair', 'post', [200, 400, 401, 403, 404, 405, 408, 413, 415, 431]],
    ['/admin/getDevicesForLocations', 'get', [200, 400, 401, 403, 404, 405, 408, 431]],
    ['/admin/accounts', 'get', [200, 400, 401, 403, 405, 408, 431]],
  ])('lists every status %s (%s) answers', (path, method, statuses) => {
    expect(Object.keys(doc.paths[path][method].responses).map(Number)).toEqual(statuses)
  })

  it('gives every operation an operationId, a defined tag and a description', () => {
    const tags = doc.tags.map((tag: { name: string }) => tag.name)
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item as object))
    expect(operations).toHaveLength(Object.keys(endpoints).length + 1)
    const ids = operations.map((operation) => operation.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const operation of operations) {
      expect(operation.operationId).toMatch(/^[a-zA-Z]+$/)
      expect(tags).toEqual(expect.arrayContaining(operation.tags))
      expect(operation.description.length).toBeGreaterThan(20)
    }
  })

  it('names its servers and a contact, and says when connections are closed', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })])
    expect(doc.info.contact).toEqual(
      expect.objectContaining({ name: expect.any(String), url: expect.stringMatching(/^https:/) }),
    )
    expect(doc.info.description).toContain('within 60 s')
  })

  it('describes request bodies and query parameters from the zod schemas', () => {
    const upsert = doc.paths['/admin/device'].post
    expect(upsert.requestBody.content['application/json'].schema.required).toEqual([
      'serialId',
      'deviceType',
      'name',
      'info',
    ])
    expect(upsert.requestBody.content['application/json'].schema.additionalProperties).toBe(false)
    expect(upsert.parameters).toEqual([
      expect.objectContaining({ name: 'accountId', in: 'query', required: false }),
    ])
    expect(
      upsert.requestBody.content['application/json'].schema.properties.deviceType.enum,
    ).toEqual([2, 4, 8, 16, 32])
    const unpair = doc.paths['/admin/unpairDevice'].get
    expect(unpair.parameters).toContainEqual(
      expect.objectContaining({ name: 'serialId', required: true }),
    )
  })
})
