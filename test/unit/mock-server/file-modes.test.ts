import { chmodSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startTestServer, tempDir, type TestServer } from './support/test-server.ts'

const mode = (path: string) => statSync(path).mode & 0o777
const servers: TestServer[] = []
afterEach(async () => {
  while (servers.length) await servers.pop()!.dispose()
})

describe.skipIf(process.platform === 'win32')('the data folder is private', () => {
  it('creates the folder 0700 and the database, WAL and shared-memory files 0600', async () => {
    // The seed was written, so the WAL and its shared-memory index exist while the server runs.
    const dataDir = join(tempDir(), 'nested', 'data')
    const server = await startTestServer({ dataDir })
    servers.push(server)
    const db = join(dataDir, 'mock-server.sqlite')
    expect(mode(dataDir)).toBe(0o700)
    expect({
      db: mode(db),
      wal: mode(`${db}-wal`),
      shm: mode(`${db}-shm`),
    }).toEqual({ db: 0o600, wal: 0o600, shm: 0o600 })
  })

  it('tightens a folder and database left readable by an earlier version', async () => {
    const first = await startTestServer()
    await first.close()
    const db = join(first.dataDir, 'mock-server.sqlite')
    chmodSync(first.dataDir, 0o755)
    chmodSync(db, 0o644)
    const again = await startTestServer({ dataDir: first.dataDir })
    servers.push(again)
    expect([mode(first.dataDir), mode(db)]).toEqual([0o700, 0o600])
  })

  it('still refuses a data folder that is a file, naming it', async () => {
    const file = join(tempDir(), 'not-a-folder')
    writeFileSync(file, '')
    await expect(startTestServer({ dataDir: file })).rejects.toThrow(
      `The data directory ${file} is unusable`,
    )
  })
})
