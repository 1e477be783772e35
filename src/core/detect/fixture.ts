import { coded } from '#shared/coded-text.ts'
import { access, readFile } from 'node:fs/promises'
import { basename, dirname, resolve } from 'node:path'
import { z } from 'zod'
import type { ErrorText } from '#shared/error-texts.ts'
import { UserFacingError } from '#shared/errors.ts'
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
      throw new DetectError(
        'unavailable',
        coded('detect.text.tool-not-recorded', {
          tool: command.file,
        }),
      )
    const { file, code } = typeof recorded === 'string' ? { file: recorded, code: 0 } : recorded
    return { stdout: await readFile(resolve(dir, file), 'utf8'), stderr: '', code }
  }
}

const FIXTURE_FILE = 'detect-fixture.json'
/** The file of a folder of recorded machines that names the one the machine is now (`desk-1`). */
const CURRENT_FILE = 'current'
/** A state's folder: one name, never a path out of the folder. */
const STATE_NAME = /^[\w.-]+$/

/** A recorded machine that cannot be read: its words with their code (the window says them too). */
class FixtureError extends Error {
  readonly text: ErrorText
  constructor(text: ErrorText, options?: ErrorOptions) {
    super(text.message, options)
    this.text = text
  }
}

/**
 * A detector that reads a recorded machine (the file `detect-fixture.json` or its folder), or a sequence
 * of them: a folder whose subfolders are recorded machines, the current one named in its file `current`,
 * read again at every detection (a test writes it; the next detection sees the change).
 */
export async function fixtureDetector(path: string): Promise<Detector> {
  if (path.endsWith('.json')) return recordedMachine(path)
  const single = await access(resolve(path, FIXTURE_FILE)).then(
    () => true,
    () => false,
  )
  if (single) return recordedMachine(resolve(path, FIXTURE_FILE))
  await access(resolve(path, CURRENT_FILE)).catch((error: unknown) => {
    throw new Error(
      `The detect fixture ${path} has neither ${FIXTURE_FILE} nor ${CURRENT_FILE}: ${(error as Error).message}`,
      { cause: error },
    )
  })
  return sequenceDetector(path)
}

function sequenceDetector(dir: string): Detector {
  const machines = new Map<string, Promise<Detector>>()
  return async (kinds) => {
    const file = resolve(dir, CURRENT_FILE)
    const name = (
      await readFile(file, 'utf8').catch((error: unknown) => {
        const reason = (error as Error).message
        throw new UserFacingError(
          'unreadable',
          coded('errors.import.detect-fixture-current-unreadable', { file, reason }),
        )
      })
    ).trim()
    if (!STATE_NAME.test(name))
      throw new UserFacingError(
        'unreadable',
        coded('errors.import.detect-fixture-current-invalid', { file, dir, name }),
      )
    let machine = machines.get(name)
    if (!machine) {
      machine = recordedMachine(resolve(dir, name, FIXTURE_FILE)).catch((error: unknown) => {
        machines.delete(name)
        throw new UserFacingError(
          'unreadable',
          error instanceof FixtureError ? error.text : (error as Error).message,
        )
      })
      machines.set(name, machine)
    }
    return (await machine)(kinds)
  }
}

async function recordedMachine(file: string): Promise<Detector> {
  const dir = dirname(file)
  let json: unknown
  try {
    json = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    const reason = (error as Error).message
    throw new FixtureError(coded('errors.import.detect-fixture-unreadable', { file, reason }), {
      cause: error,
    })
  }
  const parsed = DetectFixtureSchema.safeParse(json)
  if (!parsed.success) {
    const issues = describeIssues(parsed.error.issues)
    throw new FixtureError(coded('errors.import.detect-fixture-invalid', { file, issues }))
  }
  const fixture = parsed.data
  return createDetector({
    platform: fixture.platform,
    root: resolve(dir, fixture.root ?? 'no-root'),
    run: recordedRunner(dir, fixture.commands),
    hostname: fixture.hostname,
    note: coded('detect.text.recorded-machine', {
      host: fixture.hostname,
      platform: fixture.platform,
      fixture: basename(dir),
    }),
  })
}
