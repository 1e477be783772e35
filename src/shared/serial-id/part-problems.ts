import { FIELD_LABELS } from './field-names.ts'
import type { FieldName, PartProblem } from './types.ts'
import { quote, quoted } from './text.ts'

// Problems every kind of part can have, each coded once.

/** The problem alone of a part that did not normalize. */
export function problemOf({ code, values, message }: PartProblem): PartProblem {
  return values === undefined ? { code, message } : { code, values, message }
}

/** An empty part: what it is, and the rule it follows. */
export function partEmpty(field: FieldName, rule: string): PartProblem {
  return {
    code: 'part-empty',
    values: { field },
    message: `The ${FIELD_LABELS[field]} is empty. ${rule}`,
  }
}

/** A part the sensor would read once rewritten: the rule, and the value as it should be written. */
export function partRewrite(
  field: FieldName,
  rule: string,
  value: string,
  canonical: string,
): PartProblem {
  return {
    code: 'part-rewrite',
    values: { field, value: quoted(value), canonical },
    message: `${rule} Write ${quote(value)} as ${canonical}.`,
  }
}

/** A part in no form the helper reads: the rule, and the value as it is. */
export function partInvalid(field: FieldName, rule: string, value: string): PartProblem {
  return {
    code: 'part-invalid',
    values: { field, value: quoted(value) },
    message: `${rule} It is ${quote(value)}.`,
  }
}

/** A USB device whose serial the kernel does not show (detection on Linux reads /sys/bus/usb/devices). */
export const SYSFS_NO_SERIAL: PartProblem = {
  code: 'sysfs-no-serial',
  message: 'The device reports no USB serial, so no sensor can tell it from another of its model.',
}
