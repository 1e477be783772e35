// Real-world samples (EDIDs, tool printouts) are data of other projects: they stay in ../shared/fixtures
// beside the checkout, never in it, and tests read them in place. Where that folder is absent (a fresh
// clone elsewhere), their tests are skipped, and the skipped suite's title says why.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** `../shared/fixtures` from the project's root. */
export const SHARED_FIXTURES = resolve(REPO_ROOT, '../shared/fixtures')

export interface SharedFixtures {
  /** The folder's absolute path. */
  dir: string
  present: boolean
  /** The suite title, with the reason it is skipped where the folder is absent. */
  title(title: string): string
  path(name: string): string
  text(name: string): string
  bytes(name: string): Uint8Array
  /** File names in the folder (or a subfolder of it) ending with `suffix`, sorted; none where absent. */
  list(suffix?: string, sub?: string): string[]
}

/** One folder of ../shared/fixtures (`edid`, `tool-outputs`…). */
export function sharedFixtures(folder: string): SharedFixtures {
  const dir = join(SHARED_FIXTURES, folder)
  const present = existsSync(dir)
  const path = (name: string) => join(dir, name)
  return {
    dir,
    present,
    title: (title) =>
      present ? title : `${title} (skipped: ${dir} is absent; real-world samples live only there)`,
    path,
    text: (name) => readFileSync(path(name), 'utf8'),
    bytes: (name) => new Uint8Array(readFileSync(path(name))),
    list: (suffix = '', sub = '') =>
      present
        ? readdirSync(join(dir, sub))
            .filter((name) => name.endsWith(suffix))
            .sort()
        : [],
  }
}
