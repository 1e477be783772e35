import { parseArgs } from 'node:util'
import { LOG_LEVELS, type LogLevel } from '#shared/log-line.ts'
import { defaultDataDir } from './default-data-dir.ts'

const DEFAULT_PORT = 4010

export const HELP = `Usage: npm run mock -- [options]

The mock admin service (headless): the same server the desktop app embeds.

Options:
  --port N           TCP port to listen on (default ${DEFAULT_PORT}; 0 = any free port)
  --host H           address to bind (default 127.0.0.1); a loopback address also
                     refuses requests whose Host header names another host
  --data-dir DIR     where the SQLite database lives (default: ${defaultDataDir()})
  --seed FILE        JSON seed applied when DIR holds no database yet
                     (default: the shipped demo seed); a DIR that holds one keeps
                     its data, with a warning: add --reset or use another --data-dir
  --reset            delete the database in DIR first (other files stay), so the
                     service starts on a fresh copy of the seed
  --log-level L      error | warn (default) | info: one line per request (method, route,
                     status, time; never a header, body or query) | debug: also each
                     request as it arrives
  -h, --help         show this help
  --version          print the version

Stops cleanly on SIGINT/SIGTERM: in-flight requests finish, the database closes.
Exit status: 0 stopped cleanly, 1 could not start, 2 bad command line.`

export interface CliOptions {
  port: number
  host: string
  dataDir: string
  seedFile?: string
  /** Delete the data dir's database first: a fresh copy of the seed. */
  reset: boolean
  logLevel: LogLevel
  help: boolean
  version: boolean
}

/** A bad command line: exit 2. */
export class UsageError extends Error {
  override name = 'UsageError'
}

function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value)
}

/** Parses argv; throws a UsageError with a message for the user when an option is wrong. */
export function parseCliOptions(argv: string[]): CliOptions {
  let values
  try {
    values = parseArgs({
      args: argv,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'data-dir': { type: 'string' },
        seed: { type: 'string' },
        reset: { type: 'boolean' },
        'log-level': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }).values
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535 || values.port?.trim() === '') {
    throw new UsageError(`--port must be a whole number from 0 to 65535, not "${values.port}".`)
  }
  if (values.host !== undefined && values.host.trim() === '')
    throw new UsageError('--host must not be empty.')
  if (values['data-dir'] !== undefined && values['data-dir'].trim() === '') {
    throw new UsageError('--data-dir must not be empty.')
  }
  const logLevel = values['log-level'] ?? 'warn'
  if (!isLogLevel(logLevel))
    throw new UsageError(`--log-level is one of ${LOG_LEVELS.join(', ')}, not "${logLevel}".`)
  return {
    port,
    host: values.host ?? '127.0.0.1',
    dataDir: values['data-dir'] ?? defaultDataDir(),
    seedFile: values.seed,
    reset: values.reset ?? false,
    logLevel,
    help: values.help ?? false,
    version: values.version ?? false,
  }
}
