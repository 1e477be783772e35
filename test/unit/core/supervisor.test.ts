import { fork, type ChildProcess } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import {
  createSupervisedService,
  type HostProcess,
  type ServiceStatus,
} from '#core/embedded/supervisor.ts'
import { resetEmbeddedService } from '#core/embedded/reset.ts'
import { DEMO, onCleanup, tempDir } from './support/fixtures.ts'

const hostScript = path.resolve('test/unit/core/support/node-mock-host.ts')

/** A supervised service whose host runs in real Node child processes, so it can really die. */
async function supervised(dataDir?: string) {
  const children: ChildProcess[] = []
  const logs: string[] = []
  const serviceLines: string[] = []
  const statuses: ServiceStatus[] = []
  const waiters: Array<{ pattern: RegExp; resolve: () => void }> = []
  const spawn = (): HostProcess => {
    const child = fork(hostScript, [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
    children.push(child)
    return {
      post: (message) => child.send(message),
      onMessage: (listener) => child.on('message', listener),
      onExit: (listener) => child.on('exit', (code) => listener(code ?? -1)),
      kill: () => void child.kill(),
    }
  }
  const service = createSupervisedService({
    spawn,
    dataDir: dataDir ?? (await tempDir()),
    restartDelayMs: 10,
    startTimeoutMs: 20_000,
    log: (line) => {
      logs.push(line)
      for (const waiter of waiters.filter((w) => w.pattern.test(line))) waiter.resolve()
    },
    serviceLog: (level, message) => serviceLines.push(`${level} ${message}`),
    onStatus: (status) => statuses.push(status),
  })
  onCleanup(async () => {
    await service.stop()
    for (const child of children) child.kill('SIGKILL')
  })
  const logged = (pattern: RegExp) =>
    new Promise<void>((resolve) => waiters.push({ pattern, resolve }))
  return { service, children, logs, logged, serviceLines, statuses }
}

async function healthy(url: string): Promise<boolean> {
  return (await fetch(`${url}/health`)).ok
}

/** A stand-in host that reports listening and then dies at once, every time. */
function dyingHost() {
  let spawned = 0
  const spawn = (): HostProcess => {
    spawned++
    let onMessage: (message: unknown) => void = () => {}
    let onExit: (code: number) => void = () => {}
    return {
      post: (message) => {
        if (message.type !== 'start') return
        setImmediate(() => {
          onMessage({ type: 'listening', url: 'http://127.0.0.1:45678' })
          setImmediate(() => onExit(1))
        })
      },
      onMessage: (listener) => void (onMessage = listener),
      onExit: (listener) => void (onExit = listener),
      kill: () => {},
    }
  }
  return { spawn, spawned: () => spawned }
}

describe('embedded service supervisor (host in a child process)', () => {
  it('starts the mock server on a loopback port and reports its URL', async () => {
    const { service } = await supervised()
    const url = await service.start()
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(await healthy(url)).toBe(true)
  })

  it('starts one host however often it is asked', async () => {
    const { service, children } = await supervised()
    const [a, b] = await Promise.all([service.start(), service.start()])
    expect(a).toBe(b)
    expect(await service.start()).toBe(a)
    expect(children).toHaveLength(1)
  })

  it('restarts a host that died, on the same port', async () => {
    const { service, children, logged } = await supervised()
    const url = await service.start()
    const restarting = logged(/restarting/)
    children[0]!.kill('SIGKILL')
    await restarting
    expect(await service.start()).toBe(url)
    expect(await healthy(url)).toBe(true)
    expect(children).toHaveLength(2)
  })

  it('tells the person when the host died and when it runs again', async () => {
    const { service, children, statuses } = await supervised()
    await service.start()
    children[0]!.kill('SIGKILL')
    // A new host process has to start first: far over waitFor's default second on a loaded machine.
    await vi.waitFor(
      () => expect(statuses.map((s) => s.state)).toEqual(['restarting', 'running']),
      { timeout: 15_000 },
    )
    expect(statuses[0]!.message.message).toContain('stopped unexpectedly')
  })

  it(
    'resets: the host restarts on the same URL with a fresh copy of the seed',
    { timeout: 30_000 },
    async () => {
      const { service, logs } = await supervised()
      const url = await service.start()
      const serialId = 'Network;02:00:00:00:0f:01;WiFi'
      const post = (route: string, body: unknown) =>
        fetch(`${url}${route}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': DEMO.berlinAdminKey },
          body: JSON.stringify(body),
        })
      await post('/admin/device', { serialId, deviceType: 32, name: 'Corp', info: '5 GHz' })
      expect(
        (await post('/admin/pair', { locationId: 'berlin-f2', deviceSerialIDs: [serialId] })).ok,
      ).toBe(true)
      const serials = async () => {
        const response = await fetch(`${url}/admin/devices`, {
          headers: { 'x-api-key': DEMO.berlinAdminKey },
        })
        return ((await response.json()) as { devices: { serialId: string }[] }).devices.map(
          (d) => d.serialId,
        )
      }
      expect(await serials()).toContain(serialId)

      expect(await resetEmbeddedService(service, (line) => logs.push(line))).toBe(url)
      expect(await serials()).not.toContain(serialId)
      expect(logs.join('\n')).toMatch(/offline demo reset: deleted .*mock-server\.sqlite/)
      // A reset is no crash: nothing was restarted behind the person's back.
      expect(logs.filter((line) => line.includes('restarting'))).toEqual([])
    },
  )

  it("passes the service's request lines on to main's log", async () => {
    const { service, serviceLines } = await supervised()
    await healthy(await service.start())
    await vi.waitFor(() =>
      expect(serviceLines).toContainEqual(expect.stringMatching(/^info GET \/health 200 /)),
    )
  })

  it('stops the host and does not restart it', async () => {
    const { service, children, logs } = await supervised()
    await service.start()
    await service.stop()
    expect(children[0]!.exitCode).toBe(0)
    expect(logs.filter((line) => line.includes('restarting'))).toEqual([])
  })

  it('reports why the server could not start', async () => {
    const notAFolder = path.join(await tempDir(), 'file')
    await writeFile(notAFolder, 'x')
    const { service } = await supervised(notAFolder)
    await expect(service.start()).rejects.toThrow(/unusable/)
  })

  it('gives up on a host that dies each time it starts, rather than restarting it forever', async () => {
    const host = dyingHost()
    const logs: string[] = []
    const statuses: ServiceStatus[] = []
    const service = createSupervisedService({
      spawn: host.spawn,
      dataDir: await tempDir(),
      log: (line) => logs.push(line),
      onStatus: (status) => statuses.push(status),
      restartDelayMs: 1,
      maxRestarts: 3,
    })
    await service.start()
    await vi.waitFor(() => expect(logs.join('\n')).toContain('not restarting after 3 restarts'))
    expect(host.spawned()).toBe(4)
    expect(statuses.at(-1)).toEqual({
      state: 'stopped',
      message: expect.objectContaining({
        code: 'keeps-stopping',
        message: expect.stringContaining('Quit and reopen the app'),
      }),
    })
  })
})
