import type { ErrorCode } from './error-codes.ts'
import type { IpcError } from './ipc/result.ts'

/**
 * An error whose message is written for the person using the app: safe to show, never holds a secret.
 * Anything else thrown inside main is reported as an internal error with a generic message.
 */
export class UserFacingError extends Error {
  readonly code: ErrorCode
  readonly fields: IpcError['fields']

  constructor(code: ErrorCode, message: string, fields?: IpcError['fields']) {
    super(message)
    this.name = 'UserFacingError'
    this.code = code
    this.fields = fields
  }
}
