import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '#shared/api/index.ts'
import { call, seenResponses } from './support/http.ts'
import { KEYS, PASSWORDS, startTestServer, testSeed } from './support/test-server.ts'
import type { TestServer } from './support/test-server.ts'

const logLines: string[] = []
let server: TestServer
let storedHashes: string[]
beforeAll(async () => {
  server = await startTestServer({
    logger: (_level, line) => logLines.push(line),
    logLevel: 'debug',
    loginLimits: { perUsername: 3, perClient: 1000 },
  })
  const db = new DatabaseSync(join(server.dataDir, 'mock-server.sqlite'), { readOnly: true })
  storedHashes = [
    ...(db.prepare('SELECT password_hash AS h FROM users').all() as { h: string }[]),
    ...(db.prepare('SELECT secret_digest AS h FROM api_keys').all() as { h: string }[]),
  ].map((row) => row.h)
  db.close()
})
afterAll(() => server.dispose())

/** Every secret of the seed, every 8-character piece of it, its digests, and what the database stores. */
function forbiddenStrings(): string[] {
  const secrets = [...Object.values(KEYS), ...Object.values(PASSWORDS)]
  const pieces = secrets.flatMap((secret) =>
    Array.from({ length: secret.length - 7 }, (_, i) => secret.slice(i, i + 8)),
  )
  const digests = secrets.flatMap((secret) => {
    const hash = createHash('sha256').update(secret).digest()
    return [hash.toString('hex'), hash.toString('base64url'), hash.toString('base64')]
  })
  const hashParts = storedHashes.flatMap((hash) =>
    hash.split('$').filter((part) => part.length >= 16),
  )
  return [...new Set([...pieces, ...digests, ...hashParts])]
}

describe('no secret leaves the server', () => {
  beforeAll(async () => {
    const tokens: string[] = []
    for (const user of testSeed.users) {
      const login = await call(server.url, '/auth/login', {
        json: { username: user.username, password: user.password },
      })
      tokens.push(login.body.token)
      // The login answer carries the new token by design; nothing else may.
      seenResponses.pop()
    }
    const credentials = [
      ...Object.values(KEYS).map((key) => ({ key })),
      ...tokens.map((token) => ({ token })),
      {},
      { key: `${KEYS['k-a1']}x` },
    ]
    const queries = [
      '',
      '?accountId=a1',
      '?accountId=b1',
      '?tenantId=t1',
      '?tenantId=t2',
      '?serialId=DEL%3B%23HLAYMxgwABnI%3BA17D',
    ]
    const bodies: Record<string, unknown> = {
      [endpoints.upsertDevice.path]: {
        serialId: 'Network;02:00:00:00:07:01;WiFi',
        deviceType: 32,
        name: 'Corp',
        info: '5 GHz',
      },
      [endpoints.pair.path]: {
        locationId: 'a1-floor',
        deviceSerialIDs: ['Network;02:00:00:00:07:01;WiFi'],
      },
    }
    for (const endpoint of Object.values(endpoints)) {
      if (endpoint.path.startsWith('/auth/log')) continue
      for (const credential of credentials) {
        for (const q of queries) {
          const json = endpoint.method === 'POST' ? bodies[endpoint.path] : undefined
          await call(server.url, endpoint.path + q, {
            method: endpoint.method,
            ...credential,
            json,
          })
        }
      }
    }
    // Failed logins with the secrets themselves as usernames and passwords, up to the rate limit.
    for (const secret of Object.values(KEYS)) {
      await call(server.url, '/auth/login', { json: { username: 'a1admin', password: secret } })
      await call(server.url, '/auth/login', { json: { username: secret, password: secret } })
    }
    // Secrets misplaced into a path or an id are not echoed either.
    for (const secret of Object.values(KEYS)) {
      await call(server.url, `/admin/${secret}`, { key: secret })
      await call(server.url, `/admin/devices?accountId=${secret}`, { key: secret })
      await call(server.url, `/admin/apikey?tenantId=${secret}`, { key: KEYS['k-t1'] })
    }
    await call(server.url, '/openapi.json')
    for (const token of tokens) await call(server.url, '/auth/logout', { method: 'POST', token })
  }, 60_000)

  it('has replayed a broad set of requests', () => {
    expect(seenResponses.length).toBeGreaterThan(500)
    expect(new Set(seenResponses.map((response) => response.status))).toEqual(
      new Set([200, 400, 401, 403, 404, 429]),
    )
  })

  it('sends no secret, piece of a secret, digest or stored hash in any response body or header', () => {
    const forbidden = forbiddenStrings()
    for (const response of seenResponses) {
      const seen = response.text + JSON.stringify(response.headers)
      for (const needle of forbidden)
        expect(seen, `${response.url} (${response.status})`).not.toContain(needle)
    }
  })

  it('writes no secret into the request log', () => {
    expect(logLines.length).toBeGreaterThan(500)
    const log = logLines.join('\n')
    for (const needle of forbiddenStrings()) expect(log).not.toContain(needle)
  })
})
