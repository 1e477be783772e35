import { readFile } from 'node:fs/promises'
import { basename, dirname, resolve } from 'node:path'
import { z } from 'zod'
import { describeIssues } from '#shared/zod-issues.ts'
import type { CommandRunner } from './command-runner.ts'
import { createDetector, type Detector } from './detect.ts'
import { DetectError } from './types.ts'

/**
 * A machine recorded for tests: its OS and name, a directory tree shaped like its `/` (sysfs, procfs), and
 * what its commands printed, by the label each reader gives its command. Paths are relative to the file.
 */
export const DetectFixtureSchema = z.strictObject({
  platform: z.enum(['linux', 'win32', 'darwin']),
  hostname: z.string().min(1),
  root: z.string().optional(),
  commands: z
    .record(
      z.string(),
      z.union([z.string(), z.strictObject({ file: z.string(), code: z.number().int() })]),
    )
    .default({}),
})
export type DetectFixture = z.infer<typeof DetectFixtureSchema>

/** Answers each command with its recorded output; a command not recorded is as if its tool were missing. */
export function recordedRunner(dir: string, commands: DetectFixture['commands']): CommandRunner {
  return async (command) => {
    const recorded = commands[command.label]
    if (recorded === undefined)
      throw new DetectError('unavailable', `${command.file} is not in the recorded outputs.`)
    const { file, code } = typeof recorded === 'string' ? { file: recorded, code: 0 } : recorded
    return { stdout: await readFile(resolve(dir, file), 'utf8'), stderr: '', code }
  }
}

/** A detector that reads a recorded machine (the file `detect-fixture.json` or its folder). */
export async function fixtureDetector(path: string): Promise<Detector> {
  const file = path.endsWith('.json') ? path : resolve(path, 'detect-fixture.json')
  const dir = dirname(file)
  let json: unknown
  try {
    json = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    throw new Error(`The detect fixture ${file} could not be read: ${(error as Error).message}`, {
      cause: error,
    })
  }
  const parsed = DetectFixtureSchema.safeParse(json)
  if (!parsed.success)
    throw new Error(
      `The detect fixture ${file} is not valid: ${describeIssues(parsed.error.issues)}`,
    )
  const fixture = parsed.data
  return createDetector({
    platform: fixture.platform,
    root: resolve(dir, fixture.root ?? 'no-root'),
    run: recordedRunner(dir, fixture.commands),
    hostname: fixture.hostname,
    note: `Recorded outputs of ${fixture.hostname} (${fixture.platform}, the test fixture ${basename(dir)}): not this machine.`,
  })
}
