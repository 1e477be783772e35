import { coded } from '../coded-text.ts'
import type { FieldName, PartProblem } from './types.ts'
import { quoted } from './text.ts'

// Problems every kind of part can have, each coded once; each message names the part's rule by `field`.

/** The problem alone of a part that did not normalize. */
export function problemOf({ code, id, values, message }: PartProblem): PartProblem {
  return values === undefined ? { code, id, message } : { code, id, values, message }
}

/** An empty part: what it is, and the rule it follows. */
export const partEmpty = (field: FieldName): PartProblem =>
  coded('serialId.error.part-empty', { field })

/** A part the sensor would read once rewritten: the rule, and the value as it should be written. */
export const partRewrite = (field: FieldName, value: string, canonical: string): PartProblem =>
  coded('serialId.error.part-rewrite', { field, value: quoted(value), canonical })

/** A part in no form the helper reads: the rule, and the value as it is. */
export const partInvalid = (field: FieldName, value: string): PartProblem =>
  coded('serialId.error.part-invalid', { field, value: quoted(value) })

/** A USB device whose serial the kernel does not show (detection on Linux reads /sys/bus/usb/devices). */
export const SYSFS_NO_SERIAL: PartProblem = coded('serialId.error.sysfs-no-serial')
