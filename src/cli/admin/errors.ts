import type { ErrorCode } from '#shared/error-codes.ts'

/** Bad command line: exit 2, with a pointer to --help. */
export class UsageError extends Error {
  override name = 'UsageError'
}

/** The command ran and failed (the service refused, the input is invalid): exit 1. */
export class CommandError extends Error {
  override name = 'CommandError'
  readonly code: ErrorCode
  readonly fields: Array<{ path: string; message: string }>

  constructor(
    code: ErrorCode,
    message: string,
    fields: Array<{ path: string; message: string }> = [],
  ) {
    super(message)
    this.code = code
    this.fields = fields
  }
}
