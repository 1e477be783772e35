// One import in a process of its own, as the desktop app's main process runs it (the embedded service in
// a process of its own): the file opened, checked and previewed, then sent and paired in one run. Prints
// JSON: the times, the rows that failed, the process's peak RSS and, where gc is exposed, the heap still
// live after the send (the figures for a 100,000-row file). `window` asks as the window does: a preview of
// no rows (it pages them) and a report of the first 5,000 rows to look at; otherwise every row comes back,
// as the command line asks.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createAppCore } from '#core/core.ts'
import { createMemoryStore } from '#core/credentials/memory-store.ts'
import { childService } from './import-service.ts'

const [file = '', caller] = process.argv.slice(2)
const limits =
  caller === 'window'
    ? { preview: { rowLimit: 0 }, send: { rowLimit: 5_000 } }
    : { preview: {}, send: {} }
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
  const call = async (method: 'previewImport' | 'sendImport', limit: { rowLimit?: number }) => {
    const started = performance.now()
    const result = await core.dispatch(method, { ...input, ...limit })
    if (!result.ok) throw new Error(result.error.message)
    return { seconds: (performance.now() - started) / 1000, value: result.value }
  }
  // The preview's answer is let go before the send, as device-admin lets it go.
  const previewSeconds = (await call('previewImport', limits.preview)).seconds
  const sent = await call('sendImport', limits.send)
  const sendSeconds = sent.seconds
  const { failed, seconds } = sent.value as { failed: number; seconds: number }
  const peakMb = process.resourceUsage().maxRSS / 1024
  const gc = (globalThis as { gc?: () => void }).gc
  gc?.()
  process.stdout.write(
    JSON.stringify({
      rows: opened.rows,
      beforeMb: before,
      peakMb,
      liveMb: gc ? process.memoryUsage().heapUsed / 2 ** 20 : null,
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
