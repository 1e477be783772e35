// One import in a process of its own, as the desktop app's main process runs it (the embedded service in
// a process of its own): the file opened, checked and previewed, then sent and paired in one run. Prints
// JSON: the times, the rows that failed and the process's peak RSS (the figures for a 100,000-row file).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createAppCore } from '#main/core.ts'
import { createMemoryStore } from '#main/credentials/memory-store.ts'
import { childService } from './import-service.ts'

const file = process.argv[2] ?? ''
const configDir = await mkdtemp(join(tmpdir(), 'bench-import-run-'))
const core = await createAppCore({
  configDir,
  credentials: createMemoryStore(),
  embedded: childService(join(configDir, 'mock-server')),
  appName: 'bench',
  appVersion: '0',
})
try {
  await core.dispatch('getSession', undefined)
  const before = process.memoryUsage().rss / 2 ** 20
  const opened = await core.openImportFile(file)
  const input = {
    importId: opened.importId,
    mapping: opened.columns.map((c) => c.field ?? ('ignore' as const)),
    choices: [],
  }
  let started = performance.now()
  const preview = await core.dispatch('previewImport', input)
  const previewSeconds = (performance.now() - started) / 1000
  if (!preview.ok) throw new Error(preview.error.message)
  started = performance.now()
  const sent = await core.dispatch('sendImport', input)
  const sendSeconds = (performance.now() - started) / 1000
  if (!sent.ok) throw new Error(sent.error.message)
  const { failed, seconds } = sent.value as { failed: number; seconds: number }
  process.stdout.write(
    JSON.stringify({
      rows: opened.rows,
      beforeMb: before,
      peakMb: process.resourceUsage().maxRSS / 1024,
      previewSeconds,
      sendSeconds,
      reportSeconds: seconds,
      failed,
    }),
  )
} finally {
  await core.close()
  await rm(configDir, { recursive: true, force: true })
}
