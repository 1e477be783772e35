// `npm run mock`: the headless mock admin service. Node's compile cache is switched on before the rest
// loads, so later starts skip compiling (cold start to first answer is a target).
import { enableCompileCache } from 'node:module'

enableCompileCache()
await import('./cli/run.ts')
