import { join } from 'node:path'
import { bundleFile, ensureBundle, repoRoot } from '#node-support/ensure-bundle.ts'
import packageJson from '../../../package.json' with { type: 'json' }

const src = (folder: string) => join(repoRoot, 'src', folder)

/** The admin command line's bundle, built first when it is missing or older than its sources. */
export const ensureAdminBundle = (): string =>
  ensureBundle({
    what: 'command line',
    entry: src('cli/admin.ts'),
    file: bundleFile('device-admin'),
    sources: [
      ...['cli', 'main', 'mock-server', 'shared', 'node-support'].map(src),
      // Its version and dependencies are read from package.json when it is built.
      ...['package.json', 'package-lock.json'].map((file) => join(repoRoot, file)),
    ],
    // The app's runtime dependencies (the keychain's native addon) stay imports, as in the app's build.
    external: Object.keys(packageJson.dependencies),
  })
