import { join } from 'node:path'
import { bundleFile, ensureBundle, repoRoot } from '#node-support/ensure-bundle.ts'
import packageJson from '../../../package.json' with { type: 'json' }

const src = (folder: string) => join(repoRoot, 'src', folder)

/** The folders of src/ the command line is built from: a change in any of them rebuilds its bundle. */
export const ADMIN_BUNDLE_FOLDERS = ['cli', 'core', 'mock-server', 'shared', 'node-support']

/** The admin command line's bundle, built first when it is missing or older than its sources. */
export const ensureAdminBundle = (): string =>
  ensureBundle({
    what: 'command line',
    entry: src('cli/admin.ts'),
    file: bundleFile('device-admin'),
    sources: [
      ...ADMIN_BUNDLE_FOLDERS.map(src),
      // Its version and dependencies are read from package.json when it is built.
      ...['package.json', 'package-lock.json'].map((file) => join(repoRoot, file)),
    ],
    // The app's runtime dependencies (the keychain's native addon) stay imports, as in the app's build.
    external: Object.keys(packageJson.dependencies),
  })
