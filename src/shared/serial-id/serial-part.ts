import { LIMITS } from '../api/limits.ts'
import { FIELD_LABELS } from './field-names.ts'
import type { FieldName, PartProblem } from './types.ts'
import { quote, quoted } from './text.ts'

export const SERIAL_ID_MAX = LIMITS.serialIdLength

export function serialIdTooLong(length: number): PartProblem {
  return {
    code: 'id-too-long',
    values: { length, max: SERIAL_ID_MAX },
    message: `The serial id is ${length} characters long; the service accepts at most ${SERIAL_ID_MAX}.`,
  }
}

function firstControl(value: string): number {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return i
  }
  return -1
}

/** The boolean form of checkSerialPart, without building a message. */
export function isSerialPart(value: string, max: number): boolean {
  return (
    value !== '' &&
    value.length <= max &&
    !value.includes(';') &&
    firstControl(value) < 0 &&
    value.trim() !== ''
  )
}

/**
 * Serials are kept literally, because the sensor matches them literally; this only rejects what can never
 * be a serial in a serial id; spaces at either end are reported by some sensors, so warnings.ts only names
 * them. `max` is what is left of the contract's length limit after the other fields.
 * Returns what is wrong, or undefined when the serial is acceptable.
 */
export function checkSerialPart(
  value: string,
  field: FieldName,
  max: number,
): PartProblem | undefined {
  const label = FIELD_LABELS[field]
  if (value === '')
    return {
      code: 'serial-empty',
      values: { field },
      message: `The ${label} is empty; copy it exactly as the device reports it.`,
    }
  if (value.includes(';')) {
    return {
      code: 'serial-semicolon',
      values: { field, value: quoted(value) },
      message: `The ${label} ${quote(value)} contains a semicolon, which separates the fields of a serial id; a serial cannot contain one.`,
    }
  }
  const control = firstControl(value)
  if (control >= 0) {
    return {
      code: 'serial-control',
      values: { field, value: quoted(value), position: control + 1 },
      message: `The ${label} ${quote(value)} contains a control character (such as a tab or line break) at position ${control + 1}; remove it.`,
    }
  }
  if (value.trim() === '') {
    return {
      code: 'serial-blank',
      values: { field },
      message: `The ${label} is only spaces; copy it exactly as the device reports it.`,
    }
  }
  if (value.length > max) {
    return {
      code: 'serial-too-long',
      values: { field, length: value.length, max, limit: SERIAL_ID_MAX },
      message: `The ${label} is ${value.length} characters long; with the other fields it may be at most ${max}, because a serial id may have at most ${SERIAL_ID_MAX} characters.`,
    }
  }
  return undefined
}
