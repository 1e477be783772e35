// Builds the mock server with its dependencies into one minified ES module (Vite/rolldown), which
// `npm run mock` runs: a bundle starts faster and holds less memory than hundreds of modules run from
// TypeScript. `node src/mock-server/bundle/build-bundle.ts` builds it by hand.
import { mkdirSync, renameSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { build } from 'vite'
import { BUNDLE_ENTRY, BUNDLE_FILE } from './bundle.ts'

export async function buildBundle(): Promise<void> {
  // Built beside the live file and renamed over it: a server starting meanwhile never reads half a file.
  const outDir = join(dirname(BUNDLE_FILE), `build-${process.pid}`)
  mkdirSync(outDir, { recursive: true })
  try {
    await build({
      configFile: false,
      root: dirname(BUNDLE_ENTRY),
      publicDir: false,
      logLevel: 'warn',
      mode: 'production',
      build: {
        ssr: BUNDLE_ENTRY,
        outDir,
        emptyOutDir: true,
        target: 'node24',
        minify: true,
        reportCompressedSize: false,
        rolldownOptions: {
          output: { format: 'es', entryFileNames: 'mock-server.mjs', codeSplitting: false },
        },
      },
      // Every dependency goes into the bundle; only Node's built-ins stay imports.
      ssr: { noExternal: true, target: 'node' },
    })
    renameSync(join(outDir, 'mock-server.mjs'), BUNDLE_FILE)
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

if (import.meta.main) await buildBundle()
