import { describe, expect, it } from 'vitest'
import { createAdminClient } from '#core/admin-client/client.ts'
import { createHttp, type HttpOptions } from '#core/admin-client/http.ts'
import { hostileService, type HostileCase } from '../../support/hostile-service.ts'
import { onCleanup } from './support/fixtures.ts'

// The client against a service that answers as none should. Every request here must fail quickly
// with its own message, whatever the service sends; memory is measured by `npm run bench:hostile-client`.

const MB = 1024 * 1024
const key = { apiKey: 'key-value-0123456789' }

async function serviceFor(hostile: HostileCase) {
  const service = await hostileService(hostile)
  onCleanup(service.close)
  return service
}

function httpFor(url: string, options: Partial<HttpOptions> = {}) {
  return createHttp({
    baseUrl: url,
    allowInsecureHttp: false,
    retries: 2,
    backoffMs: 5,
    ...options,
  })
}

const list = (url: string, options?: Partial<HttpOptions>) =>
  createAdminClient(httpFor(url, options)).listDevices(key, undefined)

describe(
  'a bounded client: answers too large, never ending or compressed bombs',
  { timeout: 30_000 },
  () => {
    it.each([
      ['an endless body', { kind: 'endless' }],
      [
        'a 500 MB body, streamed without a length',
        { kind: 'huge', bytes: 500 * MB, declared: false },
      ],
      ['a gzip bomb', { kind: 'bomb', encoding: 'gzip' }],
      ['a deflate bomb', { kind: 'bomb', encoding: 'deflate' }],
      ['a brotli bomb', { kind: 'bomb', encoding: 'br' }],
    ] as const)(
      'stops reading %s past 64 MB, decoded, and does not ask again',
      async (_c, hostile) => {
        const service = await serviceFor(hostile)
        await expect(list(service.url)).rejects.toMatchObject({
          code: 'response_too_large',
          message: expect.stringMatching(
            /^The service at http:\/\/127\.0\.0\.1:\d+ sent more than 64 MB in answer to GET \/admin\/devices, .*a list of 100,000 devices is about 13 MB/,
          ),
        })
        expect(service.requests()).toBe(1)
        // A bomb stops early on the wire too: 64 MB of zeros compress to well under a megabyte.
        if (hostile.kind === 'bomb') expect(service.wireBytes()).toBeLessThan(4 * MB)
      },
    )

    it('refuses a body whose declared length is over the limit without reading it', async () => {
      const service = await serviceFor({ kind: 'huge', bytes: 500 * MB, declared: true })
      await expect(list(service.url)).rejects.toMatchObject({ code: 'response_too_large' })
      expect(service.wireBytes()).toBeLessThan(64 * MB)
    })

    it('says the answer stopped arriving, and how much came, when a body stalls', async () => {
      const service = await serviceFor({ kind: 'stall', bytes: 300 * 1024 })
      await expect(list(service.url, { timeoutMs: 300 })).rejects.toMatchObject({
        code: 'response_incomplete',
        message: expect.stringMatching(
          /began to answer GET \/admin\/devices, then the answer stopped arriving after 300 kB \(nothing more for 1 second\)/,
        ),
      })
      expect(service.requests()).toBe(1)
    })

    it('stops at the total deadline a body that keeps dripping, saying so', async () => {
      const service = await serviceFor({ kind: 'drip', everyMs: 20 })
      await expect(list(service.url, { timeoutMs: 2_000, deadlineMs: 600 })).rejects.toMatchObject({
        code: 'response_incomplete',
        message: expect.stringMatching(
          /was still sending its answer to GET \/admin\/devices after 1 second \(\d+ bytes so far\), so the app stopped waiting/,
        ),
      })
      expect(service.requests()).toBe(1)
    })

    it('waits for no answer longer than the timeout, once, and says it did not answer', async () => {
      const service = await serviceFor({ kind: 'silent' })
      const started = performance.now()
      await expect(list(service.url, { timeoutMs: 300 })).rejects.toMatchObject({
        code: 'timeout',
        message: `The service at ${service.url} did not answer within 1 second. Check your connection and try again.`,
      })
      expect(service.requests()).toBe(1)
      expect(performance.now() - started).toBeLessThan(5_000)
    })

    it('asks again when the connection broke off mid-body, then names how much had come', async () => {
      const service = await serviceFor({ kind: 'cut', bytes: 2 * MB })
      await expect(list(service.url)).rejects.toMatchObject({
        code: 'network',
        message: expect.stringMatching(
          /^The connection to the service at .* broke off after 2 MB of its answer to GET \/admin\/devices \(.+\)\./,
        ),
      })
      expect(service.requests()).toBe(3)
    })

    it('reads the largest real answer: 100,000 devices (about 13 MB)', async () => {
      const devices = Array.from({ length: 100_000 }, (_, i) => ({
        serialId: `Network;02:00:00:${[i >> 16, (i >> 8) & 255, i & 255].map((b) => b.toString(16).padStart(2, '0')).join(':')};WiFi`,
        deviceType: 32,
        name: `Access point ${i} on floor ${i % 40}`,
        info: 'Corp, 5 GHz, ceiling mount',
        locationId: `loc-${i % 500}`,
        source: 'sensor',
      }))
      const body = Buffer.from(JSON.stringify({ status: 'OK', devices }))
      expect(body.length).toBeGreaterThan(12 * MB)
      const service = await serviceFor({ kind: 'prepared', body, encoding: 'identity' })
      const answer = await list(service.url)
      expect(answer?.devices).toHaveLength(100_000)
    })
  },
)
