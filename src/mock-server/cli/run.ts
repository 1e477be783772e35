import { describeCredentials } from './credentials.ts'
import { HELP, parseCliOptions } from './options.ts'
import type { CliOptions } from './options.ts'
import demoSeed from '../seed/demo.json' with { type: 'json' }
import { readSeedFile } from '../seed/seed-file.ts'
import { startMockServer } from '../server.ts'

function fail(message: string): never {
  process.stderr.write(`mock-server: ${message}\n`)
  process.exit(1)
}

function loadSeed(file: string | undefined): unknown {
  if (file === undefined) return demoSeed
  try {
    return readSeedFile(file)
  } catch (error) {
    return fail((error as Error).message)
  }
}

async function main(): Promise<void> {
  let options: CliOptions
  try {
    options = parseCliOptions(process.argv.slice(2))
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${HELP}`)
  }
  if (options.help) {
    process.stdout.write(`${HELP}\n`)
    return
  }
  const rawSeed = loadSeed(options.seedFile)
  // The server validates the seed when it applies it (a new data dir), and only then.
  const server = await startMockServer({
    port: options.port,
    host: options.host,
    dataDir: options.dataDir,
    seed: rawSeed,
  }).catch((error: Error) =>
    fail(
      error.message.startsWith('Invalid seed')
        ? `${options.seedFile}: ${error.message}`
        : error.message,
    ),
  )

  process.stdout.write(`Mock admin service listening on ${server.url}\n`)
  process.stdout.write(
    `Data: ${options.dataDir}${server.seeded ? ' (new, seeded)' : ' (existing database; the seed was not applied)'}\n`,
  )
  process.stdout.write(`${describeCredentials(rawSeed, options.seedFile === undefined)}\n`)

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
}

await main()
