import { rename, rm } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isStale } from '#node-support/freshness.ts'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
/**
 * The harness's own copy of the renderer bundle (same config as electron-vite's renderer step), so a
 * concurrent `electron-vite build` into out/renderer never swaps files under a running browser test.
 */
export const rendererOutDir = join(repoRoot, 'out', 'web-harness', 'renderer')
const SOURCES = [join(repoRoot, 'src', 'renderer'), join(repoRoot, 'src', 'shared')]

/** The bundle is missing or older than a source file of the renderer or the shared code it imports. */
function rendererIsStale(): boolean {
  return isStale(join(rendererOutDir, 'index.html'), SOURCES)
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
