import { afterEach, describe, expect, it, vi } from 'vitest'
import { startMockServer } from '#mock-server/index.ts'
import { createConnectionTracker } from '#core/session/connection.ts'
import { watchConnection } from '#core/session/watch.ts'
import { UserFacingError } from '#shared/errors.ts'
import type { SessionState } from '#shared/ipc/session.ts'
import {
  call,
  closedPortUrl,
  DEMO,
  fails,
  onCleanup,
  tempDir,
  testCore,
  testKeychain,
  TEST_SCRYPT,
} from './support/fixtures.ts'
import { json, transportServer } from './support/http-server.ts'

const down = new UserFacingError('network', 'The service at x cannot be reached (ECONNREFUSED).')

describe('the connection tracker', () => {
  it('records since when a service answers or not, and says when that changed', () => {
    let now = new Date('2026-05-04T10:00:00Z')
    const tracker = createConnectionTracker(() => now)
    expect(tracker.get('p')).toBeNull()
    expect(tracker.note('p', null)).toBe(true)
    now = new Date('2026-05-04T10:01:00Z')
    expect(tracker.note('p', null)).toBe(false)
    expect(tracker.note('p', down)).toBe(true)
    now = new Date('2026-05-04T10:02:00Z')
    expect(tracker.note('p', down)).toBe(false)
    expect(tracker.get('p')).toEqual({
      state: 'unreachable',
      since: '2026-05-04T10:01:00.000Z',
      message: down.message,
    })
  })
})

describe('watching the connection', () => {
  afterEach(() => vi.useRealTimers())

  it('checks at the interval, sooner while the service does not answer, until stopped', async () => {
    vi.useFakeTimers()
    const answers = [true, false, true]
    const check = vi.fn(async () => answers.shift() ?? true)
    const watch = watchConnection(check, { intervalMs: 10_000, unreachableIntervalMs: 1_000 })
    await vi.advanceTimersByTimeAsync(9_999)
    expect(check).toHaveBeenCalledTimes(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(check).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(check).toHaveBeenCalledTimes(2)
    // The second said "unreachable": the third comes after the shorter interval.
    await vi.advanceTimersByTimeAsync(1_000)
    expect(check).toHaveBeenCalledTimes(3)
    watch.stop()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(check).toHaveBeenCalledTimes(3)
  })
})

/** A remote mock service that can be stopped and started again on the same port and data. */
async function restartableService() {
  const dataDir = await tempDir()
  const start = (port = 0) => startMockServer({ port, dataDir, scryptParams: TEST_SCRYPT })
  let server = await start()
  const { url, port } = server
  onCleanup(() => server.close())
  return {
    url,
    stop: () => server.close(),
    restart: async () => void (server = await start(port)),
  }
}

async function remoteCore(url: string, credentials = testKeychain()) {
  const events: SessionState[] = []
  const core = await testCore({
    credentials,
    http: { retries: 0 },
    emit: (event, payload) => void (event === 'session' && events.push(payload as SessionState)),
  })
  const profile = await call(core.dispatch, 'saveProfile', {
    name: 'Branch',
    baseUrl: url,
    authMethod: 'apiKey',
  })
  await call(core.dispatch, 'useProfile', { id: profile.id })
  await call(core.dispatch, 'signIn', { method: 'apiKey', apiKey: DEMO.berlinAdminKey })
  return { core, events }
}

describe('the connection of the active profile', () => {
  it('is unreachable, since when and why, while the service is stopped, and recovers by itself', async () => {
    const service = await restartableService()
    const { core, events } = await remoteCore(service.url)
    expect((await call(core.dispatch, 'checkConnection')).connection).toMatchObject({
      state: 'reachable',
      message: null,
    })
    await service.stop()
    const failure = await fails(core.dispatch, 'listDevices', {})
    expect(failure.code).toBe('network')
    await vi.waitFor(() => expect(events.at(-1)?.connection?.state).toBe('unreachable'))
    const lost = events.at(-1)
    expect(lost?.connection?.message).toContain(`${service.url} cannot be reached`)
    expect(lost?.status).toBe('signedIn')
    const since = lost?.connection?.since
    expect((await call(core.dispatch, 'checkConnection')).connection?.since).toBe(since)

    await service.restart()
    const back = await call(core.dispatch, 'checkConnection')
    expect(back).toMatchObject({ status: 'signedIn', connection: { state: 'reachable' } })
    await vi.waitFor(() => expect(events.at(-1)?.connection?.state).toBe('reachable'))
    expect((await call(core.dispatch, 'listDevices', {})).devices.length).toBeGreaterThan(0)
  })

  it('signs in from the stored key once the service answers, when it was down at start', async () => {
    const service = await restartableService()
    const credentials = testKeychain()
    const first = await remoteCore(service.url, credentials)
    await first.core.close()
    await service.stop()
    const core = await testCore({
      configDir: first.core.configDir,
      credentials,
      http: { retries: 0 },
    })
    expect((await call(core.dispatch, 'getSession')).status).toBe('unreachable')
    await service.restart()
    expect(await call(core.dispatch, 'checkConnection')).toMatchObject({
      status: 'signedIn',
      connection: { state: 'reachable' },
    })
  })
})

describe('testing a service URL', () => {
  it.each([
    [
      'the admin service',
      async () => (await restartableService()).url,
      {
        reachable: true,
        message: expect.objectContaining({
          code: 'admin-service',
          message: expect.stringMatching(/^The admin service at .* answered in \d+ ms\.$/),
        }),
        error: null,
      },
    ],
    [
      'a server without a health check',
      async () => (await transportServer((_req, res) => json(res, 404, {}))).url,
      {
        reachable: true,
        message: expect.objectContaining({
          code: 'no-health',
          message: expect.stringContaining('without a health check'),
        }),
        error: null,
      },
    ],
    [
      'nothing',
      closedPortUrl,
      {
        reachable: false,
        message: null,
        error: {
          code: 'network',
          message: expect.stringContaining('cannot be reached'),
          text: {
            code: 'unreachable',
            id: 'errors.text.unreachable',
            values: expect.objectContaining({ reason: 'ECONNREFUSED' }),
          },
        },
      },
    ],
  ])('says what answers at the URL of %s', async (_case, url, expected) => {
    const core = await testCore()
    const result = await call(core.dispatch, 'testConnection', {
      baseUrl: await url(),
      allowInsecureHttp: false,
    })
    expect(result).toEqual(expected)
  })

  it('refuses a URL it would not save, naming the field', async () => {
    const core = await testCore()
    const error = await fails(core.dispatch, 'testConnection', {
      baseUrl: 'localhost:4011',
      allowInsecureHttp: false,
    })
    expect(error.fields).toEqual([expect.objectContaining({ path: 'baseUrl' })])
  })
})
