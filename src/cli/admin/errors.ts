import type { ErrorCode } from '#shared/error-codes.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import type { MessageValues } from '#shared/messages/format.ts'
import { english, type CliMessageId } from '../language.ts'
import type { Said } from './language.ts'

/** Bad command line: exit 2, with a pointer to --help. */
export class UsageError extends Error {
  override name = 'UsageError'
  /** What the terminal says, in its language: a catalog message, or English only (Node's own words). */
  readonly said: Said

  constructor(said: Said) {
    super(said.message)
    this.said = said
  }
}

/** A bad command line, in the command line's own words. */
export const usageError = (id: CliMessageId, values?: MessageValues): UsageError =>
  new UsageError({ id, values, message: english(id, values) })

/** The command ran and failed (the service refused, the input is invalid): exit 1. */
export class CommandError extends Error {
  override name = 'CommandError'
  readonly code: ErrorCode
  readonly fields: NonNullable<IpcError['fields']>
  /** The catalog message it was said with, when it was: the terminal prints it in its language. */
  readonly text: Pick<Said, 'id' | 'values'> | undefined

  constructor(
    code: ErrorCode,
    message: string,
    fields: NonNullable<IpcError['fields']> = [],
    text?: Pick<Said, 'id' | 'values'>,
  ) {
    super(message)
    this.code = code
    this.fields = fields
    this.text = text
  }
}

/**
 * A failure in the command line's own words: --json keeps the English `message`, the terminal says the
 * sentence in its language. `shown`: values as the terminal says them (a text of the core in its language),
 * where they differ from the English ones.
 */
export const commandError = (
  code: ErrorCode,
  id: CliMessageId,
  values?: MessageValues,
  options: { fields?: Array<{ path: string; message: string }>; shown?: MessageValues } = {},
): CommandError =>
  new CommandError(code, english(id, values), options.fields, {
    id,
    values: { ...values, ...options.shown },
  })
