import packageJson from '../../../package.json' with { type: 'json' }
import { createAppCore, type AppCore } from '../../main/core.ts'
import type { CredentialStore } from '../../main/credentials/credential-store.ts'
import { createKeychainStore } from '../../main/credentials/keychain-store.ts'
import type { EmbeddedService } from '../../main/embedded/embedded-service.ts'
import { inProcessEmbeddedService } from '../../main/embedded/in-process-service.ts'
import { defaultConfigDir, embeddedDataDir, KEYCHAIN_SERVICE } from '../../main/paths.ts'
import { allowOnly, flag, parseCommandLine, text, type ParsedArgs } from './args.ts'
import type { Command, CommandContext } from './command.ts'
import { detectCommands } from './commands/detect.ts'
import { deviceCommands } from './commands/devices.ts'
import { directoryCommands } from './commands/directory.ts'
import { profileCommands } from './commands/profiles.ts'
import { sessionCommands } from './commands/session.ts'
import { CommandError, UsageError } from './errors.ts'
import type { CliIo } from './io.ts'

const commands: Record<string, Command> = {
  ...profileCommands,
  ...sessionCommands,
  ...deviceCommands,
  ...directoryCommands,
  ...detectCommands,
}

/** Only for tests and side-by-side installs: the keychain namespace (default: the app's). */
export const KEYCHAIN_SERVICE_ENV = 'DEVICE_ADMIN_KEYCHAIN_SERVICE'

export function usage(): string {
  const lines = Object.entries(commands).map(
    ([name, c]) => `  ${`${name} ${c.usage}`.trimEnd()}\n      ${c.summary}`,
  )
  return `Usage: npm run -s admin -- COMMAND [OPTIONS]

Administers the device registry through the same profiles, keychain and code as the desktop app.

Commands:
${lines.join('\n')}

Options for every command:
  --json             machine output on stdout (errors: {"error":{code,message,fields}})
  --config-dir DIR   the profile folder (default: the app's, ${defaultConfigDir()})
  --verbose          log what happens to stderr (secrets are never logged)
  -h, --help         this help

Secrets are never arguments: login reads them from a hidden prompt or standard input, or the API key
from $DEVICE_ADMIN_API_KEY. Exit status: 0 ok, 1 the command failed, 2 bad command line.
`
}

function findCommand(positionals: string[]): {
  name: string
  command: Command
  operands: string[]
} {
  for (const length of [2, 1]) {
    const name = positionals.slice(0, length).join(' ')
    // Own keys only: "constructor" or "toString" is no command.
    const command = Object.hasOwn(commands, name) ? commands[name] : undefined
    if (positionals.length >= length && command)
      return { name, command, operands: positionals.slice(length) }
  }
  throw new UsageError(
    positionals.length
      ? `Unknown command "${positionals.slice(0, 2).join(' ')}".`
      : 'Missing command.',
  )
}

export interface CliDeps {
  credentials?: CredentialStore
  embedded?: (dataDir: string) => EmbeddedService
}

/** Runs one command and returns the exit status. */
export async function runAdminCli(
  argv: readonly string[],
  io: CliIo,
  deps: CliDeps = {},
): Promise<number> {
  let args: ParsedArgs
  let found: ReturnType<typeof findCommand>
  try {
    args = parseCommandLine(argv)
    if (flag(args, 'help') && args.positionals.length === 0) {
      io.stdout(usage())
      return 0
    }
    found = findCommand(args.positionals)
    if (flag(args, 'help')) {
      io.stdout(
        `Usage: npm run -s admin -- ${found.name} ${found.command.usage}\n  ${found.command.summary}\n`,
      )
      return 0
    }
    allowOnly(args, found.name, found.command.options)
    if (!found.command.operands && found.operands.length) {
      // Not quoted back: the stray word may be a secret typed where it does not belong.
      throw new UsageError(
        `${found.name} takes no arguments (got ${found.operands.length}); secrets are never arguments.`,
      )
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    io.stderr(`${error.message}\nRun with --help for usage.\n`)
    return 2
  }

  const json = flag(args, 'json')
  const configDir = text(args, 'config-dir') ?? defaultConfigDir()
  let core: AppCore | null = null
  try {
    core = await createAppCore({
      configDir,
      credentials:
        deps.credentials ?? createKeychainStore(io.env[KEYCHAIN_SERVICE_ENV] || KEYCHAIN_SERVICE),
      embedded: (deps.embedded ?? inProcessEmbeddedService)(embeddedDataDir(configDir)),
      appName: 'Device Registry Admin (command line)',
      appVersion: packageJson.version,
      log: flag(args, 'verbose') ? (line) => io.stderr(`${line}\n`) : undefined,
    })
    const dispatch = core.dispatch
    const context: CommandContext = {
      args,
      operands: found.operands,
      io,
      json,
      call: (async (method: string, input?: unknown) => {
        const result = await dispatch(method, input)
        if (result.ok) return result.value
        throw new CommandError(result.error.code, result.error.message, result.error.fields)
      }) as CommandContext['call'],
      print: (value, human) => io.stdout(json ? `${JSON.stringify(value, null, 2)}\n` : human),
    }
    await found.command.run(context)
    return 0
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`${error.message}\nRun with --help for usage.\n`)
      return 2
    }
    const failure =
      error instanceof CommandError
        ? error
        : new CommandError('internal', error instanceof Error ? error.message : String(error))
    const fieldLines = failure.fields
      .filter((f) => f.message !== failure.message)
      .map((f) => `  ${f.path}: ${f.message}\n`)
      .join('')
    io.stderr(`Error: ${failure.message}\n${fieldLines}`)
    if (json)
      io.stdout(
        `${JSON.stringify({ error: { code: failure.code, message: failure.message, fields: failure.fields } }, null, 2)}\n`,
      )
    return 1
  } finally {
    await core?.close()
  }
}
