import packageJson from '../../../package.json' with { type: 'json' }
import { createAppCore, type AppCore } from '#core/core.ts'
import type { CredentialStore } from '#core/credentials/credential-store.ts'
import { KeychainUnavailableError } from '#core/credentials/credential-store.ts'
import { createKeychainStore } from '#core/credentials/keychain-store.ts'
import { fixtureDetector } from '#core/detect/fixture.ts'
import type { EmbeddedService } from '#core/embedded/embedded-service.ts'
import { inProcessEmbeddedService } from '#core/embedded/in-process-service.ts'
import { defaultConfigDir, embeddedDataDir, KEYCHAIN_SERVICE } from '#core/paths.ts'
import { UserFacingError } from '#shared/errors.ts'
import { allowOnly, flag, langOption, parseCommandLine, text, type ParsedArgs } from './args.ts'
import type { Command, CommandContext } from './command.ts'
import { findCommand } from './command-table.ts'
import { CommandError, UsageError, usageError } from './errors.ts'
import { forTerminal, oneLine } from './format.ts'
import type { CliIo } from './io.ts'
import { API_KEY_ENV, oneOffRun, URL_ENV } from './one-off.ts'
import { usage } from './usage.ts'
import { cliLocale, sayIn } from './language.ts'
import { chosenLocale, sayer, systemLocale, type Say } from '../language.ts'
import type { Locale } from '#shared/messages/locales.ts'
import { importProgressPrinter } from './progress.ts'
import { createEventEmitter } from '#core/ipc/events.ts'
import type { JournalNotice } from '#shared/ipc/registry.ts'

/** Only for tests and side-by-side installs: the keychain namespace (default: the app's). */
export const KEYCHAIN_SERVICE_ENV = 'DEVICE_ADMIN_KEYCHAIN_SERVICE'

export interface CliDeps {
  credentials?: CredentialStore
  embedded?: (dataDir: string) => EmbeddedService
}

interface Invocation {
  args: ParsedArgs
  name: string
  command: Command
  operands: string[]
}

/** The command line, checked: which command, with which options. Throws a UsageError. */
function invocationOf(argv: readonly string[]): Invocation | 'help' | 'version' {
  const args = parseCommandLine(argv)
  if (flag(args, 'version')) return 'version'
  if (flag(args, 'help') && args.positionals.length === 0) return 'help'
  const found = findCommand(args.positionals)
  const invocation = { args, ...found }
  if (flag(args, 'help')) return invocation
  const extra: readonly ('url' | 'allow-insecure-http')[] = found.command.service
    ? ['url', 'allow-insecure-http']
    : []
  allowOnly(args, found.name, [...found.command.options, ...extra])
  if (!found.command.operands && found.operands.length) {
    // Not quoted back: the stray word may be a secret typed where it does not belong.
    throw usageError('cli.run.no-operands', {
      command: found.name,
      count: found.operands.length,
    })
  }
  return invocation
}

/** The service a run without a profile talks to: --url, else $DEVICE_ADMIN_URL (service commands only). */
function oneOffUrl(invocation: Invocation, env: CliIo['env']): string | undefined {
  const url = text(invocation.args, 'url') ?? (env[URL_ENV] || undefined)
  if (url === undefined || invocation.command.service) return url
  if (invocation.name === 'login' || invocation.name === 'logout') {
    throw usageError('cli.run.no-profile-to', {
      command: invocation.name,
      urlEnv: URL_ENV,
      keyEnv: API_KEY_ENV,
    })
  }
  return undefined
}

/** Runs one command and returns the exit status. */
export async function runAdminCli(
  argv: readonly string[],
  terminal: CliIo,
  deps: CliDeps = {},
): Promise<number> {
  // Everything for people passes here: control characters in it (a device name's ESC sequences, a
  // service's message) are shown as escapes. Standard output stays as it is for --json and exports.
  const io: CliIo = { ...terminal, stderr: (text) => terminal.stderr(forTerminal(text)) }
  let invocation: Invocation
  let url: string | undefined
  // Until the command line is checked, the language it asks for where it names one (a refusal says so).
  const asked = langOption(argv)
  let locale: Locale =
    (asked === undefined ? undefined : chosenLocale(asked)) ?? systemLocale(io.env)
  const refused = (error: UsageError) =>
    io.stderr(`${sayIn(locale, error.said)}\n${sayer(locale)('cli.usage-hint')}\n`)
  try {
    const parsed = invocationOf(argv)
    if (parsed === 'version') {
      io.stdout(`device-admin ${packageJson.version}\n`)
      return 0
    }
    if (parsed === 'help') {
      io.stdout(usage())
      return 0
    }
    if (flag(parsed.args, 'help')) {
      io.stdout(
        `Usage: device-admin ${parsed.name} ${parsed.command.usage}\n  ${parsed.command.summary}\n${parsed.command.help?.() ?? ''}`,
      )
      return 0
    }
    invocation = parsed
    url = oneOffUrl(invocation, io.env)
    locale = cliLocale(invocation.args, io.env)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    refused(error)
    return 2
  }
  const t: Say = sayer(locale)

  const { args } = invocation
  const json = flag(args, 'json')
  const configDir = text(args, 'config-dir') ?? defaultConfigDir()
  const credentials =
    deps.credentials ?? createKeychainStore(io.env[KEYCHAIN_SERVICE_ENV] || KEYCHAIN_SERVICE)
  let core: AppCore | null = null
  const progress = importProgressPrinter(terminal.stderr, terminal.stderrIsTerminal === true, t)
  // --json prints exactly one document: the command's, or else the error's.
  let printed = false
  try {
    const apiKey = io.env[API_KEY_ENV]
    // The journal of a run without a profile is this machine's: reading it needs no key.
    if (url !== undefined && !apiKey && invocation.name !== 'activity') {
      throw usageError('cli.run.key-from-env', { urlEnv: URL_ENV, keyEnv: API_KEY_ENV })
    }
    const oneOff =
      invocation.command.service && (apiKey || url !== undefined)
        ? await oneOffRun({
            apiKey: apiKey ?? '',
            url,
            allowInsecureHttp: flag(args, 'allow-insecure-http'),
            configDir,
          })
        : null
    const fixture = text(args, 'detect-fixture')
    core = await createAppCore({
      ...(fixture === undefined ? {} : { detector: await fixtureDetector(fixture) }),
      configDir,
      profileStore: oneOff?.profileStore,
      credentials: oneOff?.credentials ?? credentials,
      embedded: (deps.embedded ?? inProcessEmbeddedService)(embeddedDataDir(configDir)),
      appName: 'Device Registry Admin (command line)',
      surface: 'cli',
      appVersion: packageJson.version,
      log: flag(args, 'verbose') ? (line) => io.stderr(`${line}\n`) : undefined,
      // Progress goes to standard error as it is: it holds only numbers and our words.
      emit: createEventEmitter(progress.sink),
    })
    const { dispatch, openImportFile, openImportStream } = core
    const ask = io.confirm
    const context: CommandContext = {
      args,
      operands: invocation.operands,
      // A question on the terminal says how to answer it in its language.
      io: ask ? { ...io, confirm: (question) => ask(question, t('cli.confirm.answers')) } : io,
      json,
      call: (async (method: string, input?: unknown) => {
        const result = await dispatch(method, input)
        if (result.ok) return result.value
        const { code, message, fields, text } = result.error
        throw new CommandError(code, message, fields, text)
      }) as CommandContext['call'],
      openImportFile: (path, encoding) =>
        path === '-'
          ? openImportStream('stdin', io.stdin(), encoding)
          : openImportFile(path, encoding),
      progressDone: () => progress.end(),
      say: (said) => sayIn(locale, said),
      t,
      sayNotices: (notices) => sayNotices(io, locale, notices),
      print: (value, human) => {
        printed = true
        io.stdout(json ? `${JSON.stringify(value, null, 2)}\n` : forTerminal(human))
      },
      keychainProblem: () =>
        credentials.get('keychain-check').then(
          () => null,
          (error: unknown) => {
            if (error instanceof KeychainUnavailableError) return error.reason
            throw error
          },
        ),
    }
    await invocation.command.run(context)
    return await closed(core, io, locale)
  } catch (error) {
    if (error instanceof UsageError) {
      refused(error)
      return 2
    }
    const failure =
      error instanceof CommandError
        ? error
        : error instanceof UserFacingError
          ? new CommandError(error.code, error.message, error.fields, error.text)
          : new CommandError('internal', error instanceof Error ? error.message : String(error))
    const fieldLines = failure.fields
      .filter((f) => f.message !== failure.message)
      .map((f) => `  ${oneLine(f.path)}: ${oneLine(sayIn(locale, f))}\n`)
      .join('')
    // "Error:" and "Warning:" stay as they are in every language: marks that scripts and logs look for.
    io.stderr(
      `Error: ${sayIn(locale, { ...failure.text, message: failure.message })}\n${fieldLines}`,
    )
    if (json && !printed)
      io.stdout(
        `${JSON.stringify({ error: { code: failure.code, message: failure.message, fields: failure.fields } }, null, 2)}\n`,
      )
    if (core) await closed(core, io, locale)
    return 1
  } finally {
    // Closed once: by `closed` after the command, else here (a failure before the core was whole).
    if (core && !closing.has(core)) await core.close()
  }
}

const closing = new WeakSet<AppCore>()
const said = new WeakMap<CliIo, Set<string>>()

/** Each notice once per run: `activity` says them all, the end of the run what this run added. */
function sayNotices(io: CliIo, locale: Locale, notices: readonly JournalNotice[]): void {
  const seen = said.get(io) ?? new Set<string>()
  said.set(io, seen)
  for (const notice of notices)
    if (!seen.has(notice.message)) {
      seen.add(notice.message)
      io.stderr(`Warning: ${sayIn(locale, notice)}\n`)
    }
}

/**
 * Closes the core and says what the journal said this run (set aside, waiting, not written, what a
 * crash left): exit 0, or 1 when entries of this run's changes were neither written nor kept.
 */
async function closed(core: AppCore, io: CliIo, locale: Locale): Promise<number> {
  closing.add(core)
  const journal = await core.close()
  sayNotices(io, locale, journal.notices)
  if (journal.lost === 0) return 0
  io.stderr(`Error: ${sayer(locale)('cli.run.journal-lost', { count: journal.lost })}\n`)
  return 1
}
