import type { ImportEncoding, ImportFile } from '#shared/ipc/import.ts'
import type { IpcInput, IpcOutput } from '#shared/ipc/contract.ts'
import type { IpcMethod } from '#shared/ipc/methods.ts'
import type { JournalNotice } from '#shared/ipc/registry.ts'
import type { OptionName, ParsedArgs } from './args.ts'
import type { CliIo } from './io.ts'
import type { Say } from '../language.ts'
import type { Said } from './language.ts'

export interface CommandContext {
  args: ParsedArgs
  /** The positional arguments after the command's own words. */
  operands: string[]
  io: CliIo
  json: boolean
  /** Calls the handler table through the dispatch loop; a failure becomes a CommandError. */
  call<M extends IpcMethod>(
    method: M,
    ...input: IpcInput<M> extends undefined ? [] : [IpcInput<M>]
  ): Promise<IpcOutput<M>>
  /** A text of the core in the command line's language (--lang, else the system's). */
  say(text: Said): string
  /** One of the command line's own sentences (the catalog's `cli.…`) in its language. */
  t: Say
  /** Prints the value as JSON with --json, else the text for people. */
  print(value: unknown, human: string): void
  /** Opens an import file on this machine, or standard input for `-` (streamed), for previewImport and sendImport. */
  openImportFile(path: string, encoding?: ImportEncoding): Promise<ImportFile>
  /** Why the OS keychain cannot be used (its own words), or null when it can. */
  keychainProblem(): Promise<string | null>
  /** Ends the progress shown on standard error while an import was sent. */
  progressDone(): void
  /** Says the journal's notices on standard error, each once per run. */
  sayNotices(notices: readonly JournalNotice[]): void
}

export interface Command {
  /** One line of --help: the arguments after the command words. */
  usage: string
  summary: string
  /** More for `COMMAND --help`: what the command accepts, in full. */
  help?: () => string
  options: readonly OptionName[]
  /** Takes positional arguments (serial ids, a profile name); others refuse them. */
  operands?: boolean
  /**
   * Talks to the service as the active profile: runs on $DEVICE_ADMIN_API_KEY without storing it when
   * that is set, and takes --url (or $DEVICE_ADMIN_URL) for a run without a profile.
   */
  service?: boolean
  run(context: CommandContext): Promise<void>
}
