import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const rendererOutDir = join(repoRoot, 'out', 'renderer')

/**
 * Builds the renderer alone, exactly as electron-vite's renderer step does (root src/renderer, relative
 * base, out/renderer), so a half-finished main process elsewhere cannot break the browser harness.
 */
export async function buildRenderer(): Promise<void> {
  const { build } = await import('vite')
  const { default: react } = await import('@vitejs/plugin-react')
  await build({
    configFile: false,
    root: join(repoRoot, 'src', 'renderer'),
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: rendererOutDir, emptyOutDir: true, reportCompressedSize: false },
  })
}

/** Uses the existing bundle unless there is none or a rebuild is asked for. */
export async function ensureRenderer(rebuild: boolean): Promise<void> {
  if (rebuild || !existsSync(join(rendererOutDir, 'index.html'))) await buildRenderer()
}
