/** Bad command line: exit 2, with a pointer to --help. */
export class UsageError extends Error {
  override name = 'UsageError'
}

/** The command ran and failed (the service refused, the input is invalid): exit 1. */
export class CommandError extends Error {
  override name = 'CommandError'
  readonly code: string
  readonly fields: Array<{ path: string; message: string }>

  constructor(
    code: string,
    message: string,
    fields: Array<{ path: string; message: string }> = [],
  ) {
    super(message)
    this.code = code
    this.fields = fields
  }
}
