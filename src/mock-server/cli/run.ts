import packageJson from '../../../package.json' with { type: 'json' }
import { formatLogLine, levelEnabled } from '#shared/log-line.ts'
import { describeCredentials } from './credentials.ts'
import { HELP, parseCliOptions, UsageError } from './options.ts'
import type { CliOptions } from './options.ts'
import demoSeed from '../seed/demo.json' with { type: 'json' }
import { readSeedFile } from '../seed/seed-file.ts'
import { startMockServer } from '../server.ts'
import { hasDatabase, removeDatabase } from '../store/database.ts'

function fail(message: string, code = 1): never {
  process.stderr.write(`mock-server: ${message}\n`)
  process.exit(code)
}

function loadSeed(file: string | undefined): unknown {
  if (file === undefined) return demoSeed
  try {
    return readSeedFile(file)
  } catch (error) {
    return fail((error as Error).message)
  }
}

/** Whether the folder already holds a database; an unreadable one is left for the server to report. */
function holdsDatabase(dataDir: string): boolean {
  try {
    return hasDatabase(dataDir)
  } catch {
    return false
  }
}

/**
 * --reset deletes the database first. A --seed for a folder that keeps its database is said, not
 * refused: the same command line must be able to restart a service on the data it already has.
 */
function prepareData(options: CliOptions): void {
  if (options.reset) {
    let removed: string[]
    try {
      removed = removeDatabase(options.dataDir)
    } catch (error) {
      return fail(`--reset could not delete the database: ${(error as Error).message}`)
    }
    process.stdout.write(
      removed.length
        ? `Reset: deleted ${removed.join(', ')}; starting on a fresh copy of the seed.\n`
        : `Reset: ${options.dataDir} held no database; starting on a fresh copy of the seed.\n`,
    )
  } else if (options.seedFile !== undefined && holdsDatabase(options.dataDir)) {
    process.stderr.write(
      `mock-server: warning: --seed ${options.seedFile} is not applied: ${options.dataDir} already holds a database, which is served as it is (a seed applies only to a fresh data folder). To start afresh from the seed, add --reset (deletes that database) or give another --data-dir.\n`,
    )
  }
}

/** Serves until SIGINT/SIGTERM ('serving'), or printed help or the version ('done'). */
async function main(): Promise<'serving' | 'done'> {
  let options: CliOptions
  try {
    options = parseCliOptions(process.argv.slice(2))
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    return fail(`${error.message}\nRun with --help for usage.`, 2)
  }
  if (options.help) {
    process.stdout.write(`${HELP}\n`)
    return 'done'
  }
  if (options.version) {
    process.stdout.write(`device-admin-mock ${packageJson.version}\n`)
    return 'done'
  }
  const rawSeed = loadSeed(options.seedFile)
  const { logLevel } = options
  prepareData(options)
  // The server validates the seed when it applies it (a new data dir), and only then.
  const server = await startMockServer({
    port: options.port,
    host: options.host,
    dataDir: options.dataDir,
    seed: rawSeed,
    logLevel,
    logger: (level, message) => {
      if (levelEnabled(logLevel, level))
        process.stdout.write(`${formatLogLine(new Date(), level, 'service', message)}\n`)
    },
  }).catch((error: Error) =>
    fail(
      error.message.startsWith('Invalid seed')
        ? `${options.seedFile}: ${error.message}`
        : error.message,
    ),
  )

  const data = server.seeded ? ' (new, seeded)' : ' (existing database; the seed was not applied)'
  // One write: a reader that waits for the "listening" line gets the data folder's state with it.
  process.stdout.write(
    `Mock admin service listening on ${server.url}\nData: ${options.dataDir}${data}\n${describeCredentials(rawSeed, options.seedFile === undefined)}\n`,
  )

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    process.stdout.write(`${signal}: stopping\n`)
    server.close().then(
      () => process.exit(0),
      (error: Error) => fail(`stopping failed: ${error.message}`),
    )
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
  return 'serving'
}

/** Read by the installed app's `--cli mock`, which must know whether to stay. */
export const outcome = main()
await outcome
