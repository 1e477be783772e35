import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isStale } from './freshness.ts'

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const BUILD_SCRIPT = join(repoRoot, 'src', 'node-support', 'bundle-module.ts')

/** A command line run from its bundle: a build cache under node_modules, never packaged with the app. */
export interface Bundle {
  /** In "Building the … bundle". */
  what: string
  entry: string
  file: string
  /** What it is built from (files or folders): newer than the bundle, it is built again. */
  sources: readonly string[]
  /** Packages left as imports: native addons. */
  external?: readonly string[]
}

/** Where a bundle is cached. */
export const bundleFile = (name: string): string =>
  join(repoRoot, 'node_modules', '.cache', name, `${name}.mjs`)

/**
 * The bundle's path, built first when it is missing or older than a source, in a child process (the
 * bundler never weighs on the command's memory). Its output goes to stderr: stdout is the command's.
 */
export function ensureBundle(bundle: Bundle): string {
  if (!isStale(bundle.file, bundle.sources)) return bundle.file
  const why = existsSync(bundle.file) ? 'its sources changed' : 'first use'
  process.stderr.write(`Building the ${bundle.what} bundle (${why})…\n`)
  const built = spawnSync(
    process.execPath,
    [BUILD_SCRIPT, bundle.entry, bundle.file, ...(bundle.external ?? [])],
    { stdio: ['ignore', 2, 2] },
  )
  if (built.status !== 0) {
    process.stderr.write(`Building ${bundle.file} failed (see above).\n`)
    process.exit(1)
  }
  return bundle.file
}
