// The sender against a small real HTTP server that plays a service under load: a storm of 429s with
// Retry-After, and a location that refuses its pairing.
import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { createAdminClient } from '#main/admin-client/client.ts'
import { createHttp } from '#main/admin-client/http.ts'
import { sendPlan } from '#main/bulk/send.ts'
import type { ImportProgress, PreviewRow } from '#shared/ipc/bulk.ts'
import { json, transportServer } from '../main/support/http-server.ts'

const credentials = { apiKey: 'test-key' }

function rows(count: number, location: (n: number) => string | null): PreviewRow[] {
  return Array.from({ length: count }, (_, n) => ({
    row: n + 2,
    deviceType: 32,
    serialId: `Network;02:00:00:00:00:${n.toString(16).padStart(2, '0')};WiFi`,
    name: 'Corp',
    info: '5 GHz',
    location: location(n) ?? '',
    locationId: location(n),
    accountId: null,
    action: 'create',
    changes: [],
    pairing: location(n) ? 'pair' : 'none',
    currentLocationId: null,
    findings: [],
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
  const server = await transportServer(async (req, res) => {
    const body = await readJson(req)
    const now = Date.now()
    if (req.url?.startsWith('/admin/pair')) {
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
    json(res, 200, {
      status: 'OK',
      message: 'Device created or updated.',
      created: true,
      device: { ...body, locationId: null, source: 'admin' },
    })
  })
  const client = createAdminClient(createHttp({ baseUrl: server.url, allowInsecureHttp: true }))
  return { client, waits, arrivals, pairs }
}

function deps(client: ReturnType<typeof createAdminClient>, progress: ImportProgress[] = []) {
  return {
    upsert: (
      accountId: string | undefined,
      device: { serialId: string; deviceType: number; name: string; info: string },
    ) => client.upsertDevice(credentials, accountId, device),
    pair: (accountId: string | undefined, locationId: string, serialIds: string[]) =>
      client.pair(credentials, accountId, locationId, serialIds),
    onProgress: (p: Omit<ImportProgress, 'importId'>) => progress.push({ importId: 'x', ...p }),
    signal: new AbortController().signal,
    defaultWaitMs: 300,
  }
}

describe('sending through a storm of 429s', () => {
  it('waits as long as Retry-After says, then sends every row, each once accepted', async () => {
    const service = await stormService({ retryAfter: true })
    const progress: ImportProgress[] = []
    const report = await sendPlan(
      rows(100, () => null),
      deps(service.client, progress),
    )
    expect(report.failed).toBe(0)
    expect(
      report.rows.every(
        (row) => row.outcome === 'created' && row.message === 'Device created or updated.',
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
    const report = await sendPlan(
      rows(50, () => null),
      deps(service.client),
    )
    expect(report.failed).toBe(0)
  }, 20_000)
})

describe('pairing after registering', () => {
  it('pairs per location, all or nothing, and a location that fails names its rows', async () => {
    const service = await stormService({ retryAfter: true })
    const report = await sendPlan(
      rows(6, (n) => (n < 2 ? null : n < 4 ? 'floor-2' : 'gone')),
      deps(service.client),
    )
    expect(service.pairs.map((p) => [p.locationId, p.serialIds.length]).sort()).toEqual([
      ['floor-2', 2],
      ['gone', 2],
    ])
    expect(report.rows.map((row) => row.pairing)).toEqual([
      'none',
      'none',
      'paired',
      'paired',
      'failed',
      'failed',
    ])
    expect(report.rows[4]?.pairingMessage).toBe(
      'Location gone (rows 6, 7): Location "gone" does not exist in account "a1"; nothing was paired.',
    )
    expect(report.failed).toBe(2)
  }, 20_000)
})
