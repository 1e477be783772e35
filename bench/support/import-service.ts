import type { EmbeddedService } from '#core/embedded/embedded-service.ts'
import { SERVICE_NODE_FLAGS } from '#mock-server/node-flags.ts'
import { join } from 'node:path'
import { startServer, stopServer, type Server } from './processes.ts'

// `npm run mock`'s entry and flags: the bundled service, built on first use.
const MOCK_CLI = join(import.meta.dirname, '../../src/mock-server/cli.mjs')

/**
 * The embedded service in a process of its own, as the desktop app runs it (a utility process): the
 * sender and the service do not share one event loop.
 */
export function childService(dataDir: string): EmbeddedService {
  let server: Server | undefined
  return {
    dataDir,
    start: async () => {
      server ??= await startServer([
        'node',
        ...SERVICE_NODE_FLAGS,
        MOCK_CLI,
        '--port',
        '0',
        '--data-dir',
        dataDir,
      ])
      return server.url
    },
    stop: async () => {
      if (server) await stopServer(server)
    },
  }
}
