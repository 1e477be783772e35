import { join } from 'node:path'
import { bundleFile, ensureBundle as ensure, repoRoot } from '#node-support/ensure-bundle.ts'

/** Where `npm run mock` finds its bundle: a build cache, never packaged with the app. */
export const BUNDLE_FILE = bundleFile('mock-server')
/**
 * The bundle's entry, and what it is built from: the server, the shared code, package.json (its version)
 * and the locked dependencies.
 */
export const BUNDLE_ENTRY = join(repoRoot, 'src', 'mock-server', 'cli', 'run.ts')
export const BUNDLE_SOURCES = [
  join(repoRoot, 'src', 'mock-server'),
  join(repoRoot, 'src', 'shared'),
  join(repoRoot, 'src', 'node-support'),
  join(repoRoot, 'package.json'),
  join(repoRoot, 'package-lock.json'),
]

/** The mock service's bundle, built first when it is missing or stale. */
export const ensureBundle = (): string =>
  ensure({ what: 'mock service', entry: BUNDLE_ENTRY, file: BUNDLE_FILE, sources: BUNDLE_SOURCES })
