// Builds the mock server with its dependencies into one minified ES module, which `npm run mock` runs:
// a bundle starts faster and holds less memory than hundreds of modules run from TypeScript.
// `node src/mock-server/bundle/build-bundle.ts` builds it by hand.
import { bundleModule } from '#node-support/bundle-module.ts'
import { BUNDLE_ENTRY, BUNDLE_FILE } from './bundle.ts'

export const buildBundle = (): Promise<void> => bundleModule(BUNDLE_ENTRY, BUNDLE_FILE)

if (import.meta.main) await buildBundle()
