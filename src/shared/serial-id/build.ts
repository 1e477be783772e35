import { coded } from '../coded-text.ts'
import { KIND_FIELDS } from './fields.ts'
import { UNKNOWN_TYPE, resolveKind } from './device-type.ts'
import { problemOf } from './part-problems.ts'
import { SERIAL_ID_MAX, checkSerialPart } from './serial-part.ts'
import { matchesLayout } from './check.ts'
import { notAnId } from './proof.ts'
import type { DeviceTypeName } from '../api/common.ts'
import type { BuildResult, Candidate, PartError, PartReading, TypeRef } from './types.ts'
import { idWarnings } from './warnings.ts'

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

interface Ambiguous {
  index: number
  key: string
  readings: [PartReading, PartReading]
}

/**
 * The two ids of parts that read two ways: every ambiguous part read as hex, then every one read as decimal
 * (one tool prints all of a device's ids in one base). Only valid ids are offered.
 */
function candidatesOf(
  kind: DeviceTypeName,
  values: readonly string[],
  parts: Record<string, string>,
  ambiguous: readonly Ambiguous[],
): Candidate[] {
  const candidates: Candidate[] = []
  for (const which of [0, 1] as const) {
    const chosen = [...values]
    const written = { ...parts }
    for (const part of ambiguous) {
      chosen[part.index] = part.readings[which].value
      written[part.key] = part.readings[which].written
    }
    const serialId = chosen.join(';')
    const reading = ambiguous[0]?.readings[which]
    if (reading !== undefined && matchesLayout(kind, serialId))
      candidates.push({ serialId, ...reading.label, parts: written })
  }
  return candidates
}

/**
 * The exact serial id from its parts in any reasonable input form (see the layout table for the part keys).
 * Unknown keys are ignored; missing or malformed parts are reported one by one. A number that reads both as
 * hex and as decimal is never guessed: the result is not ok, and names both ids when nothing else is wrong.
 */
export function build(type: TypeRef, parts: Record<string, string>): BuildResult {
  const kind = resolveKind(type)
  if (kind === undefined) return { ok: false, errors: [UNKNOWN_TYPE] }
  const fields = KIND_FIELDS[kind].fields
  const values: string[] = []
  const errors: Array<PartError | undefined> = [undefined, undefined, undefined]
  const ambiguous: Ambiguous[] = []
  const given: Record<string, string> = {}
  let serialIndex = -1
  fields.forEach((field, index) => {
    if (field.type === 'constant') {
      values.push(field.value)
      return
    }
    const raw = readPart(parts, field.key)
    if (typeof raw !== 'string') {
      // The part key travels in `part`; the message speaks to a person filling in a form.
      const named = { field: field.name }
      errors[index] = {
        part: field.key,
        ...(raw === undefined
          ? coded('serialId.error.required', named)
          : coded('serialId.error.not-text', named)),
      }
      values.push('')
      return
    }
    given[field.key] = raw
    if (field.type === 'serial') {
      serialIndex = index
      values.push(raw)
      return
    }
    const normalized = field.normalize(raw)
    if (normalized.ok) values.push(normalized.value)
    else {
      errors[index] = { part: field.key, ...problemOf(normalized) }
      if (normalized.readings)
        ambiguous.push({ index, key: field.key, readings: normalized.readings })
      values.push(normalized.readings?.[0].value ?? '')
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
      serialField.name,
      SERIAL_ID_MAX - 2 - others,
    )
    if (problem !== undefined) errors[serialIndex] = { part: serialField.key, ...problem }
  }
  // A masked or stand-in value is no id, however it is written (a masked MAC is no MAC either).
  const refusal = notAnId(kind, given)
  if (refusal !== undefined) return { ok: false, errors: [refusal] }
  const found = errors.filter((error): error is PartError => error !== undefined)
  if (found.length > 0) {
    const candidates =
      found.length === ambiguous.length ? candidatesOf(kind, values, given, ambiguous) : []
    return candidates.length > 0
      ? { ok: false, errors: found, candidates }
      : { ok: false, errors: found }
  }
  return { ok: true, serialId: values.join(';'), warnings: idWarnings(kind, values) }
}
