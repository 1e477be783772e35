// `npm run mock`: the headless mock admin service, run from its bundle (one minified file with its
// dependencies, rebuilt first when a source changed), since start-up time and memory are targets.
// Node's compile cache is switched on before anything else loads, so later starts skip compiling and
// stripping types. This entry is JavaScript: a TypeScript entry would be stripped before the cache is on,
// which loads Node's TypeScript stripper on every start (17 MB more resident memory at rest).
import { enableCompileCache } from 'node:module'
import { pathToFileURL } from 'node:url'

enableCompileCache()
const { ensureBundle } = await import('./bundle/bundle.ts')
await import(pathToFileURL(ensureBundle()).href)
