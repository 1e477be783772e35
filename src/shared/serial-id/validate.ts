import { checkSerialId, layoutError, matchesLayout } from './check.ts'
import { KINDS, UNKNOWN_TYPE, resolveKind } from './device-type.ts'
import { splitFields } from './fields.ts'
import { layouts } from './layouts.ts'
import { recogniseForKind } from './suggest.ts'
import type { PartProblem, TypeRef, ValidateResult } from './types.ts'
import { idWarnings } from './warnings.ts'

const ID_NOT_TEXT: PartProblem = { code: 'id-not-text', message: 'The serial id must be text.' }

const ALL_LAYOUTS = KINDS.map((kind) => `${kind}: ${layouts[kind].layout}`).join(' | ')

/**
 * Whether a serial id is exactly in the sensor's layout for the device type, with warnings for what deserves a
 * second look. Errors name the wrong part; a suggestion is given where the input is recognisably the same device
 * in another form, and candidates where a part of it reads two ways.
 */
export function validate(type: TypeRef, serialId: string): ValidateResult {
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
      layoutError({
        code: 'other-kind',
        values: { kind, otherKind: other, deviceType: layouts[other].deviceType },
        message: `This is the serial id of a ${layouts[other].label} (device type ${layouts[other].deviceType}), not of a ${layouts[kind].label}; check the device type.`,
      }),
    )
  }
  return { ok: false, errors, expectedLayout, ...recogniseForKind(kind, serialId) }
}
