import type { ErrorCode } from './error-codes.ts'
import type { ErrorText } from './error-texts.ts'
import type { IpcError } from './ipc/result.ts'

/**
 * An error whose message is written for the person using the app: safe to show, never holds a secret.
 * Anything else thrown inside main is reported as an internal error with a generic message.
 */
export class UserFacingError extends Error {
  readonly code: ErrorCode
  readonly fields: IpcError['fields']
  /** The message's code, catalog id and values, when main worded it (the window says it in its language). */
  readonly text: IpcError['text']

  constructor(code: ErrorCode, message: string | ErrorText, fields?: IpcError['fields']) {
    super(typeof message === 'string' ? message : message.message)
    this.name = 'UserFacingError'
    this.code = code
    this.fields = fields
    if (typeof message !== 'string')
      this.text = {
        code: message.code,
        ...(message.id ? { id: message.id } : {}),
        ...(message.values ? { values: message.values } : {}),
      }
  }
}

/** The error as it crosses IPC. */
export const ipcErrorOf = (error: UserFacingError): IpcError => ({
  code: error.code,
  message: error.message,
  ...(error.fields ? { fields: error.fields } : {}),
  ...(error.text ? { text: error.text } : {}),
})
