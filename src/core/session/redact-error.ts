import type { CodedText } from '#shared/coded-text.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import type { Redactor } from './redactor.ts'

type Values = NonNullable<CodedText['values']>

const redactValues = (redactor: Redactor, values: Values): Values =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' ? redactor.redact(value) : value,
    ]),
  )

/** An error as it leaves the core: every secret masked in its message, its fields and their values. */
export function redactError(redactor: Redactor, error: IpcError): IpcError {
  const fields = error.fields?.map((f) => ({
    ...f,
    message: redactor.redact(f.message),
    ...(f.values ? { values: redactValues(redactor, f.values) } : {}),
  }))
  const text = error.text?.values && {
    ...error.text,
    values: redactValues(redactor, error.text.values),
  }
  return {
    ...error,
    message: redactor.redact(error.message),
    ...(fields ? { fields } : {}),
    ...(text ? { text } : {}),
  }
}
