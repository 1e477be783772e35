import { existsSync, readdirSync, statSync } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
/**
 * The harness's own copy of the renderer bundle (same config as electron-vite's renderer step), so a
 * concurrent `electron-vite build` into out/renderer never swaps files under a running browser test.
 */
export const rendererOutDir = join(repoRoot, 'out', 'web-harness', 'renderer')
const SOURCES = [join(repoRoot, 'src', 'renderer'), join(repoRoot, 'src', 'shared')]

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs)
  }
  return newest
}

/** The bundle is missing or older than a source file of the renderer or the shared code it imports. */
function rendererIsStale(): boolean {
  const index = join(rendererOutDir, 'index.html')
  if (!existsSync(index)) return true
  const built = statSync(index).mtimeMs
  return SOURCES.some((dir) => existsSync(dir) && newestMtime(dir) > built)
}

/** Builds the renderer alone: root src/renderer, relative base, React plugin, minified. */
export async function buildRenderer(): Promise<void> {
  const { build } = await import('vite')
  const { default: react } = await import('@vitejs/plugin-react')
  // Built beside the live folder and swapped in, so a running harness never serves a half-built bundle.
  const next = `${rendererOutDir}.next-${process.pid}`
  await build({
    configFile: false,
    root: join(repoRoot, 'src', 'renderer'),
    base: './',
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: {
      outDir: next,
      emptyOutDir: true,
      reportCompressedSize: false,
      ...(process.env['HARNESS_NO_MINIFY'] ? { minify: false } : {}),
      chunkSizeWarningLimit: 2048,
    },
  })
  await rm(rendererOutDir, { recursive: true, force: true })
  await rename(next, rendererOutDir)
}

/** Uses the existing bundle when it is up to date, else builds it (or always, when asked). */
export async function ensureRenderer(rebuild: boolean): Promise<void> {
  if (rebuild || rendererIsStale()) await buildRenderer()
}
