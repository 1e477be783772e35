import type { IpcEventPayload } from '#shared/ipc/events.ts'
import type { LogLevel } from '#shared/log-line.ts'
import type { EmbeddedService } from './embedded-service.ts'
import { FromHostSchema, type ToHost } from './host-protocol.ts'
import { serviceStatus } from './service-status.ts'

/** What the person is told of the service's process: it died and restarts, gave up, or runs again. */
export type ServiceStatus = IpcEventPayload<'embeddedService'>

/** A child process that runs the mock host: Electron's utilityProcess in the app, a Node fork in tests. */
export interface HostProcess {
  post(message: ToHost): void
  onMessage(listener: (message: unknown) => void): void
  onExit(listener: (code: number) => void): void
  kill(): void
}

export interface SupervisorOptions {
  spawn: () => HostProcess
  dataDir: string
  /** Main's own lines about the service's process. */
  log: (line: string) => void
  /** The service's log lines (one per request), as the host sends them. */
  serviceLog?: (level: LogLevel, message: string) => void
  /** Called when the process died unexpectedly, and when it runs again after that. */
  onStatus?: (status: ServiceStatus) => void
  startTimeoutMs?: number
  stopTimeoutMs?: number
  /** Restarts after unexpected exits before giving up (a later start() still tries again). */
  maxRestarts?: number
  restartDelayMs?: number
}

interface Child {
  process: HostProcess
  url: Promise<string>
  exited: Promise<void>
}

/**
 * Runs the mock server in a child process: starts it on demand, restarts it when it dies (on the same
 * port when it can, so its URL stays), stops it on request.
 */
export function createSupervisedService(options: SupervisorOptions): EmbeddedService {
  const startTimeoutMs = options.startTimeoutMs ?? 30_000
  const stopTimeoutMs = options.stopTimeoutMs ?? 5_000
  const maxRestarts = options.maxRestarts ?? 5
  const restartDelayMs = options.restartDelayMs ?? 1_000
  let current: Child | null = null
  let stopping = false
  let port = 0
  let restarts = 0
  let reported: ServiceStatus['state'] = 'running'
  const report = (state: ServiceStatus['state'], message: ServiceStatus['message']) => {
    reported = state
    options.onStatus?.({ state, message })
  }

  function launch(): Promise<string> {
    const host = options.spawn()
    let listening = false
    let resolveExit = () => {}
    const exited = new Promise<void>((resolve) => (resolveExit = resolve))
    const url = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`it did not start within ${Math.round(startTimeoutMs / 1000)} seconds`))
        host.kill()
      }, startTimeoutMs)
      host.onMessage((raw) => {
        const message = FromHostSchema.safeParse(raw)
        if (!message.success) return
        if (message.data.type === 'log') {
          options.serviceLog?.(message.data.level, message.data.message)
        } else if (message.data.type === 'listening') {
          clearTimeout(timer)
          listening = true
          port = Number(new URL(message.data.url).port)
          if (reported !== 'running') report('running', serviceStatus.runningAgain())
          resolve(message.data.url)
        } else if (message.data.type === 'failed') {
          clearTimeout(timer)
          reject(new Error(message.data.message))
          host.kill()
        }
      })
      host.onExit((code) => {
        clearTimeout(timer)
        resolveExit()
        if (current?.process === host) current = null
        reject(new Error(`it exited with code ${code}`))
        if (listening && !stopping) restart(code)
      })
    })
    const child: Child = { process: host, url, exited }
    current = child
    url.catch(() => {
      if (current === child) current = null
    })
    host.post({ type: 'start', options: { port, host: '127.0.0.1', dataDir: options.dataDir } })
    return url
  }

  function restart(code: number): void {
    if (restarts >= maxRestarts) {
      options.log(
        `embedded service exited (code ${code}); not restarting after ${restarts} restarts`,
      )
      report('stopped', serviceStatus.keepsStopping(code))
      return
    }
    restarts++
    options.log(`embedded service exited (code ${code}); restarting (${restarts}/${maxRestarts})`)
    report('restarting', serviceStatus.restarting(code))
    const timer = setTimeout(() => {
      if (stopping) return
      service.start().catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error)
        options.log(`embedded service restart failed: ${reason}`)
        report('stopped', serviceStatus.notRestarted(reason))
      })
    }, restartDelayMs)
    timer.unref?.()
  }

  const service: EmbeddedService = {
    dataDir: options.dataDir,
    async start() {
      stopping = false
      if (current) return current.url
      try {
        return await launch()
      } catch (error) {
        if (port === 0) throw error
        // The remembered port may be taken now: take any free one (the URL changes).
        port = 0
        return launch()
      }
    },

    async stop() {
      stopping = true
      restarts = 0
      const child = current
      current = null
      if (!child) return
      child.process.post({ type: 'stop' })
      let timer: ReturnType<typeof setTimeout> | undefined
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          child.process.kill()
          resolve()
        }, stopTimeoutMs)
      })
      await Promise.race([child.exited, timeout])
      clearTimeout(timer)
    },
  }
  return service
}
