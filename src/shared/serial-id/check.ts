import type { DeviceTypeName } from '../api/common.ts'
import { coded } from '../coded-text.ts'
import { KIND_FIELDS, splitFields } from './fields.ts'
import { layouts } from './layouts.ts'
import { SERIAL_ID_MAX, checkSerialPart, isSerialPart, serialIdTooLong } from './serial-part.ts'
import type { PartError, PartProblem } from './types.ts'
import { quoted } from './text.ts'

/**
 * A layout-level error for the whole id. Its values name the device type as `kind` (and `otherKind`): its
 * message says the type's name and layout from it.
 */
export function layoutError(problem: PartProblem): PartError {
  return { part: 'layout', ...problem }
}

/**
 * The strict check of a serial id against one layout: every field exactly in the sensor's form.
 * Returns no errors when the id is valid. Never throws for any string.
 */
export function checkSerialId(kind: DeviceTypeName, serialId: string): PartError[] {
  const layout = layouts[kind]
  if (serialId === '')
    return [layoutError(coded('serialId.error.id-empty', { kind, example: layout.example }))]
  if (serialId.length > SERIAL_ID_MAX) {
    return [layoutError(serialIdTooLong(serialId.length))]
  }
  const values = splitFields(kind, serialId)
  if (values === undefined) {
    const count = serialId.split(';').length
    return [
      layoutError(coded('serialId.error.field-count', { kind, example: layout.example, count })),
    ]
  }
  const errors: PartError[] = []
  KIND_FIELDS[kind].fields.forEach((field, index) => {
    const value = values[index] ?? ''
    if (field.type === 'constant') {
      if (value !== field.value) {
        const values = {
          kind,
          position: index + 1,
          constant: field.value,
          value: JSON.stringify(value.slice(0, 40)).slice(1, -1),
        }
        errors.push(layoutError(coded('serialId.error.constant-field', values)))
      }
    } else if (field.type === 'serial') {
      const problem = checkSerialPart(value, field.name, SERIAL_ID_MAX)
      if (problem !== undefined) errors.push({ part: field.key, ...problem })
    } else if (!field.isCanonical(value)) {
      const spaced = value.trim() !== value && field.isCanonical(value.trim())
      const problem: PartProblem = spaced
        ? coded('serialId.error.part-spaces', { field: field.name, value: quoted(value) })
        : field.explain(value)
      errors.push({ part: field.key, ...problem })
    }
  })
  return errors
}

/** Whether a serial id follows one layout exactly; checkSerialId without building messages. */
export function matchesLayout(kind: DeviceTypeName, serialId: string): boolean {
  if (serialId === '' || serialId.length > SERIAL_ID_MAX) return false
  const values = splitFields(kind, serialId)
  if (values === undefined) return false
  const fields = KIND_FIELDS[kind].fields
  for (let index = 0; index < 3; index++) {
    const field = fields[index]
    const value = values[index] ?? ''
    if (field === undefined) return false
    if (field.type === 'constant' && value !== field.value) return false
    if (field.type === 'serial' && !isSerialPart(value, SERIAL_ID_MAX)) return false
    if (field.type === 'part' && !field.isCanonical(value)) return false
  }
  return true
}

/** The parts of a valid serial id, keyed as build takes them. Only call with an id matchesLayout accepts. */
export function partsOf(kind: DeviceTypeName, serialId: string): Record<string, string> {
  const values = splitFields(kind, serialId) ?? ['', '', '']
  const parts: Record<string, string> = {}
  KIND_FIELDS[kind].fields.forEach((field, index) => {
    const value = values[index] ?? ''
    if (field.type === 'serial') parts[field.key] = value
    else if (field.type === 'part') parts[field.key] = field.toPart ? field.toPart(value) : value
  })
  return parts
}
