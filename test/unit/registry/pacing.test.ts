// Putting devices in against a small real HTTP server that plays a service under load: a storm of 429s
// with Retry-After, and a location that refuses its pairing.
import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { createAdminClient } from '#core/admin-client/client.ts'
import { createHttp } from '#core/admin-client/http.ts'
import { createJournal } from '#core/journal/journal.ts'
import type { ChangeContext } from '#core/registry/change-context.ts'
import { putDevices } from '#core/registry/put-devices.ts'
import type { PutProgress } from '#core/registry/progress.ts'
import type { PutDevice } from '#shared/ipc/registry.ts'
import { tempDir } from '../core/support/fixtures.ts'
import { json, transportServer } from '../core/support/http-server.ts'

const credentials = { apiKey: 'test-key' }

function devices(count: number, location: (n: number) => string | null): PutDevice[] {
  return Array.from({ length: count }, (_, n) => ({
    deviceType: 32,
    serialId: `Network;02:00:00:00:00:${n.toString(16).padStart(2, '0')};WiFi`,
    name: 'Corp',
    info: '5 GHz',
    locationId: location(n),
  }))
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = ''
  for await (const chunk of req) text += String(chunk)
  return JSON.parse(text) as Record<string, unknown>
}

/** Every `every`th device request starts a storm: each request for the next second gets 429 (Retry-After: 1). */
async function stormService(options: { retryAfter: boolean; every?: number }) {
  const every = options.every ?? 40
  let devices = 0
  let stormUntil = 0
  const waits: Array<{ sentAt: number; until: number }> = []
  const arrivals: number[] = []
  const pairs: Array<{ locationId: string; serialIds: string[] }> = []
  /** r for a device registered, p for a pairing, in the order they were answered. */
  const order: string[] = []
  const server = await transportServer(async (req, res) => {
    const body = await readJson(req)
    const now = Date.now()
    if (req.url?.startsWith('/admin/pair')) {
      order.push('p')
      const locationId = String(body['locationId'])
      pairs.push({ locationId, serialIds: body['deviceSerialIDs'] as string[] })
      if (locationId === 'gone')
        return json(res, 404, {
          title: 'Not Found',
          status: 404,
          code: 'not_found',
          detail: 'Location "gone" does not exist in account "a1"; nothing was paired.',
        })
      return json(res, 200, { status: 'OK', paired: body['deviceSerialIDs'] })
    }
    arrivals.push(now)
    devices++
    if (devices % every === 1) stormUntil = now + 1000
    if (now < stormUntil) {
      waits.push({ sentAt: now, until: stormUntil })
      const headers: Record<string, string> = options.retryAfter ? { 'retry-after': '1' } : {}
      return json(
        res,
        429,
        { title: 'Too Many Requests', status: 429, code: 'rate_limited' },
        headers,
      )
    }
    order.push('r')
    json(res, 200, {
      status: 'OK',
      message: 'Device created or updated.',
      created: true,
      device: { ...body, locationId: null, source: 'admin' },
    })
  })
  const client = createAdminClient(createHttp({ baseUrl: server.url, allowInsecureHttp: true }))
  return { client, waits, arrivals, pairs, order }
}

/** The use case's context over the client: an account the service lists no device of yet. */
async function contextOf(client: ReturnType<typeof createAdminClient>): Promise<ChangeContext> {
  const journal = createJournal({ dir: await tempDir(), surface: 'cli', log: () => {} })
  return {
    ops: {
      devices: async () => ({ devices: new Map(), complete: true }),
      upsert: (device) => client.upsertDevice(credentials, undefined, device),
      pair: async (locationId, serialIds) =>
        (await client.pair(credentials, undefined, locationId, serialIds)).paired,
      unpair: async (serialId) =>
        (await client.unpairDevice(credentials, undefined, serialId)).unpaired,
    },
    journal,
    scope: { profileId: 'p', accountId: '' },
    who: { kind: 'apiKey', name: 'test', role: 'accountAdmin' },
    via: 'import',
  }
}

describe('sending through a storm of 429s', () => {
  it('waits as long as Retry-After says, then sends every row, each once accepted', async () => {
    const service = await stormService({ retryAfter: true })
    const progress: PutProgress[] = []
    const results = await putDevices(
      await contextOf(service.client),
      devices(100, () => null),
      true,
      { onProgress: (p) => progress.push(p), defaultWaitMs: 300 },
    )
    expect(
      results.every(
        (result) => result.outcome === 'created' && result.message === 'Device created or updated.',
      ),
    ).toBe(true)
    expect(service.waits.length).toBeGreaterThanOrEqual(3)
    // Honoured, a storm sees only the requests already on their way when it began (at most one per
    // worker, and one more each as it finished), and none in the rest of its second.
    const storms = new Map<number, Array<{ sentAt: number; until: number }>>()
    for (const wait of service.waits)
      storms.set(wait.until, [...(storms.get(wait.until) ?? []), wait])
    for (const [until, answered] of storms) {
      expect(answered.length).toBeLessThanOrEqual(16)
      expect(answered.every((wait) => wait.sentAt < until - 700)).toBe(true)
    }
    expect(progress.some((p) => p.waitingSeconds !== null && p.waitingSeconds > 0)).toBe(true)
  }, 20_000)

  it('waits a default pause where the 429 has no Retry-After', async () => {
    const service = await stormService({ retryAfter: false, every: 1000 })
    const results = await putDevices(
      await contextOf(service.client),
      devices(50, () => null),
      true,
      { defaultWaitMs: 300 },
    )
    expect(results.every((result) => result.outcome === 'created')).toBe(true)
  }, 20_000)
})

describe('pairing after registering', () => {
  it('pairs per location, all or nothing, and a location that fails says why', async () => {
    const service = await stormService({ retryAfter: true })
    const results = await putDevices(
      await contextOf(service.client),
      devices(6, (n) => (n < 2 ? null : n < 4 ? 'floor-2' : 'gone')),
      true,
      { defaultWaitMs: 300 },
    )
    expect(service.pairs.map((p) => [p.locationId, p.serialIds.length]).sort()).toEqual([
      ['floor-2', 2],
      ['gone', 2],
    ])
    expect(results.map((result) => result.pairing)).toEqual([
      'unpaired',
      'unpaired',
      'paired',
      'paired',
      'failed',
      'failed',
    ])
    expect(results[4]?.pairError?.message).toBe(
      'Location "gone" does not exist in account "a1"; nothing was paired.',
    )
  }, 20_000)
})

describe('batches', () => {
  it('pairs each batch before registering the next: never more unpaired devices than one batch', async () => {
    const service = await stormService({ retryAfter: true })
    const results = await putDevices(
      await contextOf(service.client),
      devices(50, () => 'floor-2'),
      false,
      { batchSize: 20, concurrency: 4 },
    )
    expect(results.every((result) => result.pairing === 'paired')).toBe(true)
    expect(service.pairs.map((pair) => pair.serialIds.length)).toEqual([20, 20, 10])
    // Each pairing request came before any device of the next batch was registered.
    expect(service.order.join('')).toBe(`${'r'.repeat(20)}p${'r'.repeat(20)}p${'r'.repeat(10)}p`)
  })
})
