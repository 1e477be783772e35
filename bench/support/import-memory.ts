// Opens and previews one import file in a process of its own and prints its peak RSS (JSON): the
// figure for a 100,000-row file, streamed from disk.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createAppCore } from '#main/core.ts'
import { createMemoryStore } from '#main/credentials/memory-store.ts'
import { inProcessEmbeddedService } from '#main/embedded/in-process-service.ts'

const file = process.argv[2] ?? ''
const configDir = await mkdtemp(join(tmpdir(), 'bench-import-memory-'))
const core = await createAppCore({
  configDir,
  credentials: createMemoryStore(),
  embedded: inProcessEmbeddedService(join(configDir, 'mock-server')),
  appName: 'bench',
  appVersion: '0',
})
await core.dispatch('getSession', undefined)
const before = process.memoryUsage().rss / 2 ** 20
const opened = await core.openImportFile(file)
const started = performance.now()
const preview = await core.dispatch('previewImport', {
  importId: opened.importId,
  mapping: opened.columns.map((c) => c.field ?? 'ignore'),
  choices: [],
})
const seconds = (performance.now() - started) / 1000
if (!preview.ok) throw new Error(preview.error.message)
const peak = process.resourceUsage().maxRSS / 1024
await core.close()
await rm(configDir, { recursive: true, force: true })
process.stdout.write(
  JSON.stringify({ rows: opened.rows, beforeMb: before, peakMb: peak, previewSeconds: seconds }),
)
