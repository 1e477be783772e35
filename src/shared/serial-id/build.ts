import { KIND_FIELDS } from './fields.ts'
import { UNKNOWN_TYPE_MESSAGE, resolveKind } from './device-type.ts'
import { SERIAL_ID_MAX, checkSerialPart } from './serial-part.ts'
import type { BuildResult, PartError, TypeRef } from './types.ts'

/** A part's own value; anything unreadable (a throwing getter or proxy) counts as missing. */
function readPart(parts: unknown, key: string): unknown {
  if (typeof parts !== 'object' || parts === null) return undefined
  try {
    return Object.prototype.hasOwnProperty.call(parts, key)
      ? (parts as Record<string, unknown>)[key]
      : undefined
  } catch {
    return undefined
  }
}

/**
 * The exact serial id from its parts in any reasonable input form (see the layout table for the part keys).
 * Unknown keys are ignored; missing or malformed parts are reported one by one.
 */
export function build(type: TypeRef, parts: Record<string, string>): BuildResult {
  const kind = resolveKind(type)
  if (kind === undefined)
    return { ok: false, errors: [{ part: 'deviceType', message: UNKNOWN_TYPE_MESSAGE }] }
  const fields = KIND_FIELDS[kind].fields
  const values: string[] = []
  const errors: Array<PartError | undefined> = [undefined, undefined, undefined]
  let serialIndex = -1
  fields.forEach((field, index) => {
    if (field.type === 'constant') {
      values.push(field.value)
      return
    }
    const raw = readPart(parts, field.key)
    if (typeof raw !== 'string') {
      // The part key travels in `part`; the message speaks to a person filling in a form.
      const message =
        raw === undefined ? `Fill in the ${field.label}.` : `The ${field.label} must be text.`
      errors[index] = { part: field.key, message }
      values.push('')
      return
    }
    if (field.type === 'serial') {
      serialIndex = index
      values.push(raw)
      return
    }
    const normalized = field.normalize(raw)
    if (normalized.ok) values.push(normalized.value)
    else {
      errors[index] = { part: field.key, message: normalized.message }
      values.push('')
    }
  })
  const serialField = serialIndex >= 0 ? fields[serialIndex] : undefined
  if (serialField?.type === 'serial') {
    const others = values.reduce(
      (sum, value, index) => (index === serialIndex ? sum : sum + value.length),
      0,
    )
    const problem = checkSerialPart(
      values[serialIndex] ?? '',
      serialField.label,
      SERIAL_ID_MAX - 2 - others,
    )
    if (problem !== undefined) errors[serialIndex] = { part: serialField.key, message: problem }
  }
  const found = errors.filter((error): error is PartError => error !== undefined)
  if (found.length > 0) return { ok: false, errors: found }
  return { ok: true, serialId: values.join(';') }
}
