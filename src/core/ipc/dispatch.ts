import { ipcErrorOf, UserFacingError } from '#shared/errors.ts'
import { ipcContract, type IpcHandlers } from '#shared/ipc/contract.ts'
import { ipcMethods, type IpcMethod } from '#shared/ipc/methods.ts'
import type { Result } from '#shared/ipc/result.ts'
import { describeIssues } from '#shared/zod-issues.ts'

export type Dispatch = (method: string, input: unknown) => Promise<Result<unknown>>

function isIpcMethod(method: string): method is IpcMethod {
  return (ipcMethods as readonly string[]).includes(method)
}

/**
 * The one path every call takes, whatever the transport (Electron IPC, the web harness, the CLI):
 * parse the input, call the handler, parse the output, and turn any failure into data.
 */
export function createDispatch(
  handlers: IpcHandlers,
  onInternalError: (method: string, error: unknown) => void = () => {},
): Dispatch {
  return async (method, input) => {
    if (!isIpcMethod(method)) {
      return { ok: false, error: { code: 'unknown_method', message: `No such method: ${method}` } }
    }
    const schemas = ipcContract[method]
    const parsedInput = schemas.input.safeParse(input)
    if (!parsedInput.success) {
      const message = `Invalid input for ${method}: ${describeIssues(parsedInput.error.issues)}`
      return { ok: false, error: { code: 'invalid_input', message } }
    }
    try {
      const handler = handlers[method] as (input: unknown) => Promise<unknown>
      const output = schemas.output.parse(await handler(parsedInput.data))
      return { ok: true, value: output }
    } catch (error) {
      if (error instanceof UserFacingError) return { ok: false, error: ipcErrorOf(error) }
      onInternalError(method, error)
      const message =
        'Something went wrong inside the app. Try again; if it persists, restart the app.'
      return { ok: false, error: { code: 'internal', message } }
    }
  }
}
