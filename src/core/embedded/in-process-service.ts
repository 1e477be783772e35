import {
  startMockServer,
  type MockServerOptions,
  type RunningMockServer,
} from '#mock-server/index.ts'
import type { EmbeddedService } from './embedded-service.ts'

/**
 * The mock server in this very process, on a free loopback port: serves tests, the command line and
 * the web harness. `extra` lets tests pick cheaper password hashing or another seed.
 */
export function inProcessEmbeddedService(
  dataDir: string,
  extra: Omit<MockServerOptions, 'dataDir' | 'port' | 'host'> = {},
): EmbeddedService {
  let running: Promise<RunningMockServer> | null = null
  return {
    dataDir,
    async start() {
      running ??= startMockServer({ ...extra, port: 0, host: '127.0.0.1', dataDir }).catch(
        (error: unknown) => {
          running = null
          throw error
        },
      )
      return (await running).url
    },
    async stop() {
      const server = running
      running = null
      if (server) await (await server).close()
    },
  }
}
