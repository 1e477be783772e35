import {
  startMockServer,
  type MockServerOptions,
  type RunningMockServer,
} from '#mock-server/index.ts'
import { ToHostSchema, type HostChannel } from './host-protocol.ts'

/**
 * What runs inside the utility process: start the mock server when told, report its URL or why it
 * failed, close it when told. `exit` ends the process once the server is closed; `extra` lets tests
 * pick cheaper password hashing.
 */
export function runMockHost(
  channel: HostChannel,
  exit: (code: number) => void,
  extra: Pick<MockServerOptions, 'scryptParams'> = {},
): void {
  let server: RunningMockServer | null = null
  channel.onMessage((raw) => {
    const message = ToHostSchema.safeParse(raw)
    if (!message.success) return
    if (message.data.type === 'start') {
      if (server) {
        channel.post({ type: 'listening', url: server.url })
        return
      }
      startMockServer({
        ...extra,
        ...message.data.options,
        logLevel: 'info',
        logger: (level, line) => channel.post({ type: 'log', level, message: line }),
      }).then(
        (running) => {
          server = running
          channel.post({ type: 'listening', url: running.url })
        },
        (error: unknown) => {
          channel.post({
            type: 'failed',
            message: error instanceof Error ? error.message : String(error),
          })
        },
      )
      return
    }
    const closing = server?.close() ?? Promise.resolve()
    server = null
    void closing.finally(() => {
      channel.post({ type: 'stopped' })
      exit(0)
    })
  })
}
