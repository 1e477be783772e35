// One ES module with its dependencies, minified (Vite/rolldown), as the app's own code ships: the command
// lines run from such bundles (see ensure-bundle.ts), and the import benchmark measures one.
// `node src/node-support/bundle-module.ts ENTRY FILE [EXTERNAL…]` builds one by hand.
import { mkdirSync, renameSync, rmSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { build } from 'vite'

/** Builds `entry` into `file`; `external` packages stay imports (native addons cannot be bundled). */
export async function bundleModule(
  entry: string,
  file: string,
  external: readonly string[] = [],
): Promise<void> {
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
          external: [...external],
          output: { format: 'es', entryFileNames: basename(file), codeSplitting: false },
        },
      },
      // Every other dependency goes into the bundle; Node's built-ins stay imports.
      ssr: { noExternal: true, target: 'node' },
    })
    renameSync(join(outDir, basename(file)), file)
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

if (import.meta.main) {
  const [entry, file, ...external] = process.argv.slice(2)
  if (!entry || !file)
    throw new Error('Give the entry and the file to build: ENTRY FILE [EXTERNAL…]')
  await bundleModule(entry, file, external)
}
