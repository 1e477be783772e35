import { LIMITS } from '../api/limits.ts'
import { coded } from '../coded-text.ts'
import type { FieldName, PartProblem } from './types.ts'
import { quoted } from './text.ts'

export const SERIAL_ID_MAX = LIMITS.serialIdLength

export function serialIdTooLong(length: number): PartProblem {
  return coded('serialId.error.id-too-long', { length, max: SERIAL_ID_MAX })
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
  if (value === '') return coded('serialId.error.serial-empty', { field })
  if (value.includes(';'))
    return coded('serialId.error.serial-semicolon', { field, value: quoted(value) })
  const control = firstControl(value)
  if (control >= 0)
    return coded('serialId.error.serial-control', {
      field,
      value: quoted(value),
      position: control + 1,
    })
  if (value.trim() === '') return coded('serialId.error.serial-blank', { field })
  if (value.length > max)
    return coded('serialId.error.serial-too-long', {
      field,
      length: value.length,
      max,
      limit: SERIAL_ID_MAX,
    })
  return undefined
}
