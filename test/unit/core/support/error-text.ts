// One real error's code, values and English, as the error-text tests compare them with the window's words.
import type { ErrorText } from '#shared/error-texts.ts'
import { UserFacingError } from '#shared/errors.ts'
import type { IpcError } from '#shared/ipc/result.ts'

/** A thrown error's text; fails the test when main did not code it. */
export function textOf(error: unknown): ErrorText {
  if (!(error instanceof UserFacingError) || !error.text)
    throw new Error(`not coded: ${String(error)}`)
  return { ...error.text, message: error.message }
}

/** An error as it came over IPC, with its code and values. */
export function sentText(error: Pick<IpcError, 'text' | 'message'> | undefined): ErrorText {
  if (!error?.text) throw new Error(`not coded: ${JSON.stringify(error)}`)
  return { ...error.text, message: error.message }
}

export const thrown = (work: () => unknown): ErrorText => {
  try {
    work()
  } catch (error) {
    return textOf(error)
  }
  throw new Error('nothing thrown')
}

export const rejected = (work: Promise<unknown>): Promise<ErrorText> =>
  work.then(() => {
    throw new Error('nothing thrown')
  }, textOf)
