import { coded } from '../coded-text.ts'
import { checkSerialId, layoutError, matchesLayout, partsOf } from './check.ts'
import { KINDS, UNKNOWN_TYPE, resolveKind } from './device-type.ts'
import { splitFields } from './fields.ts'
import { layouts } from './layouts.ts'
import { notAnId } from './proof.ts'
import { recogniseForKind } from './suggest.ts'
import type { PartProblem, TypeRef, ValidateResult } from './types.ts'
import { idWarnings } from './warnings.ts'

const ID_NOT_TEXT: PartProblem = coded('serialId.error.id-not-text')

const ALL_LAYOUTS = KINDS.map((kind) => `${kind}: ${layouts[kind].layout}`).join(' | ')

/**
 * Whether a serial id is one the app may send: exactly in the sensor's layout for the device type (see
 * validateLayout), and no placeholder (proof.ts: a masked serial, an all-zero, broadcast or Android
 * stand-in MAC), which no sensor reports as a device's id.
 */
export function validate(type: TypeRef, serialId: string): ValidateResult {
  const result = validateLayout(type, serialId)
  const kind = resolveKind(type)
  if (!result.ok || kind === undefined) return result
  const refusal = notAnId(kind, partsOf(kind, serialId))
  return refusal === undefined
    ? result
    : { ok: false, errors: [refusal], expectedLayout: layouts[kind].layout }
}

/**
 * Whether a serial id is exactly in the sensor's layout for the device type, with warnings for what deserves a
 * second look: what the service checks (the demo service uses this, not validate). Errors name the wrong part;
 * a suggestion is given where the input is recognisably the same device in another form, and candidates where
 * a part of it reads two ways.
 */
export function validateLayout(type: TypeRef, serialId: string): ValidateResult {
  const kind = resolveKind(type)
  if (kind === undefined) {
    return {
      ok: false,
      errors: [UNKNOWN_TYPE],
      expectedLayout: ALL_LAYOUTS,
    }
  }
  const expectedLayout = layouts[kind].layout
  if (typeof serialId !== 'string') {
    return { ok: false, errors: [layoutError(ID_NOT_TEXT)], expectedLayout }
  }
  if (matchesLayout(kind, serialId))
    return { ok: true, warnings: idWarnings(kind, splitFields(kind, serialId) ?? []) }
  const errors = checkSerialId(kind, serialId)
  const other = KINDS.find((candidate) => candidate !== kind && matchesLayout(candidate, serialId))
  if (other !== undefined) {
    errors.unshift(
      layoutError(
        coded('serialId.error.other-kind', {
          kind,
          otherKind: other,
          deviceType: layouts[other].deviceType,
        }),
      ),
    )
  }
  return { ok: false, errors, expectedLayout, ...recogniseForKind(kind, serialId) }
}
