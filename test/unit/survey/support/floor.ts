// The recorded floor (test/fixtures/detect/survey-floor): a folder of machine states in a temp dir, whose
// `current` file a test writes, as the survey's tests drive it; the seed with its floor of three desks.
import { readdir, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fixtureDetector } from '#core/detect/fixture.ts'
import type { MachineDetection } from '#core/detect/detect.ts'
import { DESK_KINDS } from '#core/survey/machine-diff.ts'
import { readSeedFile } from '#mock-server/index.ts'
import { tempDir } from '../../core/support/fixtures.ts'

export const FIXTURES = new URL('../../../fixtures/detect/', import.meta.url).pathname
export const FLOOR = path.join(FIXTURES, 'survey-floor')
export const WINDOWS = path.join(FIXTURES, 'survey-windows')
export const SEED = path.join(FLOOR, 'seed.json')
export const seed = () => readSeedFile(SEED)

/** A copy of a folder of states (linked, not copied) with its own `current`, and a way to change it. */
export async function machineStates(from = FLOOR, first = 'baseline') {
  const dir = await tempDir()
  for (const entry of await readdir(from, { withFileTypes: true }))
    if (entry.isDirectory()) await symlink(path.join(from, entry.name), path.join(dir, entry.name))
  const plug = (state: string) => writeFile(path.join(dir, 'current'), `${state}\n`)
  await plug(first)
  return { dir, plug }
}

/** One recorded state, detected as the survey detects (monitors, USB, adapters). */
export async function stateOf(name: string, from = FLOOR): Promise<MachineDetection> {
  return (await fixtureDetector(path.join(from, name)))(DESK_KINDS)
}
