import type { ErrorCode } from '#shared/error-codes.ts'
import type { IpcError } from '#shared/ipc/result.ts'

/** Bad command line: exit 2, with a pointer to --help. */
export class UsageError extends Error {
  override name = 'UsageError'
}

/** The command ran and failed (the service refused, the input is invalid): exit 1. */
export class CommandError extends Error {
  override name = 'CommandError'
  readonly code: ErrorCode
  readonly fields: Array<{ path: string; message: string }>
  /** The catalog message the core said it with, when it did: the terminal prints it in its language. */
  readonly text: IpcError['text']

  constructor(
    code: ErrorCode,
    message: string,
    fields: Array<{ path: string; message: string }> = [],
    text?: IpcError['text'],
  ) {
    super(message)
    this.code = code
    this.fields = fields
    this.text = text
  }
}
