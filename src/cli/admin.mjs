// `device-admin` and `npm run admin`: the admin command line, run from its bundle (one minified file with
// its dependencies, rebuilt first when a source changed): it starts faster and holds ~40 MB less than run
// from TypeScript, as the app's main process runs bundled code. Node's compile cache is switched on first,
// as in src/mock-server/cli.mjs, so that later starts do not load Node's TypeScript stripper.
import { enableCompileCache } from 'node:module'
import { pathToFileURL } from 'node:url'

enableCompileCache()
const { ensureAdminBundle } = await import('./admin/bundle.ts')
await import(pathToFileURL(ensureAdminBundle()).href)
