import { LIMITS } from '../api/limits.ts'
import { quote } from './text.ts'

export const SERIAL_ID_MAX = LIMITS.serialIdLength

export function serialIdTooLong(length: number): string {
  return `The serial id is ${length} characters long; the service accepts at most ${SERIAL_ID_MAX}.`
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
 * Returns a sentence saying what is wrong, or undefined when the serial is acceptable.
 */
export function checkSerialPart(value: string, label: string, max: number): string | undefined {
  if (value === '') return `The ${label} is empty; copy it exactly as the device reports it.`
  if (value.includes(';')) {
    return `The ${label} ${quote(value)} contains a semicolon, which separates the fields of a serial id; a serial cannot contain one.`
  }
  const control = firstControl(value)
  if (control >= 0) {
    return `The ${label} ${quote(value)} contains a control character (such as a tab or line break) at position ${control + 1}; remove it.`
  }
  if (value.trim() === '') {
    return `The ${label} is only spaces; copy it exactly as the device reports it.`
  }
  if (value.length > max) {
    return `The ${label} is ${value.length} characters long; with the other fields it may be at most ${max}, because a serial id may have at most ${SERIAL_ID_MAX} characters.`
  }
  return undefined
}
