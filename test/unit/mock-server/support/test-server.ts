import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startMockServer } from '#mock-server/index.ts'
import type { MockServerOptions, RunningMockServer } from '#mock-server/index.ts'
import testSeed from '../../../fixtures/mock-server/test-seed.json' with { type: 'json' }

export { testSeed }

/** Cheap scrypt for tests; production defaults are asserted separately. */
export const TEST_SCRYPT = { N: 2 ** 10, r: 8, p: 1 }

export const KEYS = Object.fromEntries(
  testSeed.apiKeys.map((key) => [key.id, key.secret]),
) as Record<string, string>
export const PASSWORDS = Object.fromEntries(
  testSeed.users.map((user) => [user.username, user.password]),
) as Record<string, string>

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'mock-server-test-'))
}

export interface TestServer extends RunningMockServer {
  dataDir: string
  /** Closes the server and deletes its data directory. */
  dispose(): Promise<void>
}

/** The real server on an OS-chosen port with a fresh data directory and the test seed. */
export async function startTestServer(
  options: Partial<MockServerOptions> = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? tempDir()
  const server = await startMockServer({
    seed: testSeed,
    scryptParams: TEST_SCRYPT,
    ...options,
    dataDir,
  })
  return {
    ...server,
    dataDir,
    async dispose() {
      await server.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
