import type { IpcInput, IpcOutput } from '../../shared/ipc/contract.ts'
import type { IpcMethod } from '../../shared/ipc/methods.ts'
import type { OptionName, ParsedArgs } from './args.ts'
import type { CliIo } from './io.ts'

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
  /** Prints the value as JSON with --json, else the text for people. */
  print(value: unknown, human: string): void
}

export interface Command {
  /** One line of --help: the arguments after the command words. */
  usage: string
  summary: string
  options: readonly OptionName[]
  /** Takes positional arguments (serial ids, a profile name); others refuse them. */
  operands?: boolean
  run(context: CommandContext): Promise<void>
}
