import type { IpcError } from './ipc/result.ts'

/**
 * An error whose message is written for the person using the app: safe to show, never holds a secret.
 * Anything else thrown inside main is reported as an internal error with a generic message.
 */
export class UserFacingError extends Error {
  readonly code: string
  readonly fields: IpcError['fields']

  constructor(code: string, message: string, fields?: IpcError['fields']) {
    super(message)
    this.name = 'UserFacingError'
    this.code = code
    this.fields = fields
  }
}
