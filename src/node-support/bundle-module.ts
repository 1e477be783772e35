// One ES module with its dependencies, minified (Vite/rolldown), as the app's own code ships: the mock
// service's bundle (`npm run mock`) and the benchmark's import run are built this way.
import { mkdirSync, renameSync, rmSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { build } from 'vite'

export async function bundleModule(entry: string, file: string): Promise<void> {
  // Built beside the live file and renamed over it: a process starting meanwhile never reads half a file.
  const outDir = join(dirname(file), `build-${process.pid}`)
  mkdirSync(outDir, { recursive: true })
  try {
    await build({
      configFile: false,
      root: dirname(entry),
      publicDir: false,
      logLevel: 'warn',
      mode: 'production',
      build: {
        ssr: entry,
        outDir,
        emptyOutDir: true,
        target: 'node24',
        minify: true,
        reportCompressedSize: false,
        rolldownOptions: {
          output: { format: 'es', entryFileNames: basename(file), codeSplitting: false },
        },
      },
      // Every dependency goes into the bundle; only Node's built-ins stay imports.
      ssr: { noExternal: true, target: 'node' },
    })
    renameSync(join(outDir, basename(file)), file)
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}
