import { parseArgs } from 'node:util'
import { defaultDataDir } from './default-data-dir.ts'

const DEFAULT_PORT = 4010

export const HELP = `Usage: npm run mock -- [options]

The mock admin service (headless): the same server the desktop app embeds.

Options:
  --port N         TCP port to listen on (default ${DEFAULT_PORT}; 0 = any free port)
  --host H         address to bind (default 127.0.0.1); a loopback address also
                   refuses requests whose Host header names another host
  --data-dir DIR   where the SQLite database lives (default: ${defaultDataDir()})
  --seed FILE      JSON seed applied when DIR holds no database yet
                   (default: the shipped demo seed)
  -h, --help       show this help

Stops cleanly on SIGINT/SIGTERM: in-flight requests finish, the database closes.`

export interface CliOptions {
  port: number
  host: string
  dataDir: string
  seedFile?: string
  help: boolean
}

/** Parses argv; throws an Error with a message for the user when an option is wrong. */
export function parseCliOptions(argv: string[]): CliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  })
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535 || values.port?.trim() === '') {
    throw new Error(`--port must be a whole number from 0 to 65535, not "${values.port}".`)
  }
  if (values.host !== undefined && values.host.trim() === '')
    throw new Error('--host must not be empty.')
  if (values['data-dir'] !== undefined && values['data-dir'].trim() === '') {
    throw new Error('--data-dir must not be empty.')
  }
  return {
    port,
    host: values.host ?? '127.0.0.1',
    dataDir: values['data-dir'] ?? defaultDataDir(),
    seedFile: values.seed,
    help: values.help ?? false,
  }
}
