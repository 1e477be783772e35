import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isStale } from '#node-support/freshness.ts'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')

/** Where `npm run mock` finds its bundle: a build cache, never packaged with the app. */
export const BUNDLE_FILE = join(
  repoRoot,
  'node_modules',
  '.cache',
  'mock-server',
  'mock-server.mjs',
)
/** The bundle's entry, and what it is built from: the server, the shared code, the locked dependencies. */
export const BUNDLE_ENTRY = join(repoRoot, 'src', 'mock-server', 'cli', 'run.ts')
export const BUNDLE_SOURCES = [
  join(repoRoot, 'src', 'mock-server'),
  join(repoRoot, 'src', 'shared'),
  join(repoRoot, 'src', 'node-support'),
  join(repoRoot, 'package-lock.json'),
]
const BUILD_SCRIPT = join(repoRoot, 'src', 'mock-server', 'bundle', 'build-bundle.ts')

/**
 * The bundle's path, built first when it is missing or older than a source, in a child process (the
 * bundler never weighs on the server's memory). Its output goes to stderr: stdout carries the URL.
 */
export function ensureBundle(): string {
  if (!isStale(BUNDLE_FILE, BUNDLE_SOURCES)) return BUNDLE_FILE
  const why = existsSync(BUNDLE_FILE) ? 'its sources changed' : 'first use'
  process.stderr.write(`Building the mock service bundle (${why})…\n`)
  const built = spawnSync(process.execPath, [BUILD_SCRIPT], { stdio: ['ignore', 2, 2] })
  if (built.status !== 0) {
    process.stderr.write(`mock-server: building ${BUNDLE_FILE} failed (see above).\n`)
    process.exit(1)
  }
  return BUNDLE_FILE
}
