import type { DeviceTypeName } from '../api/common.ts'
import { matchesLayout, partsOf } from './check.ts'
import { resolveKind } from './device-type.ts'
import { KIND_FIELDS, splitFields } from './fields.ts'
import { normalizeMac } from './mac.ts'
import { SERIAL_ID_MAX, checkSerialPart } from './serial-part.ts'
import type { Candidate, TypeRef } from './types.ts'

/** `USB\VID_0BDA&PID_8153\001000001` (Windows device instance path; hex ids, serial as the last segment). */
const WINDOWS_USB = /^USB\\VID_([0-9a-f]{4})&PID_([0-9a-f]{4})\\([^\\&]+)$/i

/** What an input not in the layout means: one id, several (a part reads two ways), or none. */
export interface Recognised {
  suggestion?: string
  candidates?: Candidate[]
}

/** Whole-id forms that are not three fields but still name one device unmistakably. */
function recogniseWhole(kind: DeviceTypeName, value: string): string | undefined {
  if (kind === 'wifi' || kind === 'router') {
    const mac = normalizeMac(value, 'mac')
    if (!mac.ok) return undefined
    return kind === 'wifi' ? `Network;${mac.value};WiFi` : `Network;${mac.value};Gateway`
  }
  if (kind === 'usb') {
    const match = WINDOWS_USB.exec(value)
    if (match?.[1] === undefined || match[2] === undefined || match[3] === undefined)
      return undefined
    return `${match[1].toUpperCase()};${match[3]};${parseInt(match[2], 16)}`
  }
  return undefined
}

/** Each field in a form recognisably meaning the same value (serials stay literal); each reading of it. */
function recogniseFields(kind: DeviceTypeName, value: string): string[] {
  const values = splitFields(kind, value)
  if (values === undefined) return []
  const readings: string[][] = [[], []]
  let twoWays = false
  for (const [index, field] of KIND_FIELDS[kind].fields.entries()) {
    const text = values[index] ?? ''
    let own: [string, string]
    if (field.type === 'constant') {
      if (text.trim().toLowerCase() !== field.value.toLowerCase()) return []
      own = [field.value, field.value]
    } else if (field.type === 'serial') {
      if (checkSerialPart(text, field.name, SERIAL_ID_MAX) !== undefined) return []
      own = [text, text]
    } else if (field.isCanonical(text)) {
      // Already in the layout's form: the layout fixes its base.
      own = [text, text]
    } else {
      const normalized = field.normalize(text)
      if (normalized.ok) own = [normalized.value, normalized.value]
      else if (normalized.readings) {
        twoWays = true
        own = [normalized.readings[0].value, normalized.readings[1].value]
      } else return []
    }
    readings[0]?.push(own[0])
    readings[1]?.push(own[1])
  }
  const ids = readings.map((fields) => fields.join(';'))
  return twoWays ? ids : ids.slice(0, 1)
}

function labelled(kind: DeviceTypeName, ids: readonly string[], value: string): Candidate[] {
  const values = splitFields(kind, value) ?? ['', '', '']
  const ambiguous = KIND_FIELDS[kind].fields.flatMap((field, index) => {
    const text = values[index] ?? ''
    if (field.type !== 'part' || field.isCanonical(text)) return []
    const normalized = field.normalize(text)
    return !normalized.ok && normalized.readings ? [normalized.readings] : []
  })
  return ids.flatMap((serialId, which) => {
    const reading = ambiguous[0]?.[which === 0 ? 0 : 1]
    return reading === undefined
      ? []
      : [{ serialId, ...reading.label, parts: partsOf(kind, serialId) }]
  })
}

/** The corrected serial id, or the ids to choose from, when the input is recognisably the same device. */
export function recogniseForKind(kind: DeviceTypeName, serialId: string): Recognised {
  if (typeof serialId !== 'string' || serialId.length > 4 * SERIAL_ID_MAX) return {}
  const value = serialId.trim()
  const fields = recogniseFields(kind, value)
  const whole = fields.length === 0 ? recogniseWhole(kind, value) : undefined
  const ids = (whole === undefined ? fields : [whole]).filter(
    (id) => id !== serialId && matchesLayout(kind, id),
  )
  if (fields.length === 2) {
    const distinct = [...new Set(ids)]
    return distinct.length === 2 ? { candidates: labelled(kind, distinct, value) } : {}
  }
  return ids[0] === undefined ? {} : { suggestion: ids[0] }
}

/** The corrected serial id when the input is recognisably the same device in another form, else undefined. */
export function suggestForKind(kind: DeviceTypeName, serialId: string): string | undefined {
  return recogniseForKind(kind, serialId).suggestion
}

export function suggest(type: TypeRef, serialId: string): string | undefined {
  const kind = resolveKind(type)
  return kind === undefined ? undefined : suggestForKind(kind, serialId)
}
