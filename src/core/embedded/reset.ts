import { removeDatabase } from '#mock-server/index.ts'
import type { EmbeddedService } from './embedded-service.ts'

/**
 * Stops the embedded service, deletes its database and starts it again: it applies its seed (the demo
 * office) to the empty folder. Resolves to the service's URL, which may have changed.
 */
export async function resetEmbeddedService(
  embedded: EmbeddedService,
  log: (line: string) => void,
): Promise<string> {
  await embedded.stop()
  const removed = removeDatabase(embedded.dataDir)
  log(`offline demo reset: deleted ${removed.length ? removed.join(', ') : 'no database files'}`)
  return embedded.start()
}
