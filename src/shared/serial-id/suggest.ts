import type { DeviceTypeName } from '../api/common.ts'
import { matchesLayout } from './check.ts'
import { resolveKind } from './device-type.ts'
import { KIND_FIELDS, splitFields } from './fields.ts'
import { normalizeMac } from './mac.ts'
import { SERIAL_ID_MAX, checkSerialPart } from './serial-part.ts'
import type { TypeRef } from './types.ts'

/** `USB\VID_0BDA&PID_8153\001000001` (Windows device instance path; hex ids, serial as the last segment). */
const WINDOWS_USB = /^USB\\VID_([0-9a-f]{4})&PID_([0-9a-f]{4})\\([^\\&]+)$/i

/** Whole-id forms that are not three fields but still name one device unmistakably. */
function recogniseWhole(kind: DeviceTypeName, value: string): string | undefined {
  if (kind === 'wifi' || kind === 'router') {
    const mac = normalizeMac(value, 'MAC')
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

/** Each field in a form recognisably meaning the same value; serials stay literal. */
function recogniseFields(kind: DeviceTypeName, value: string): string | undefined {
  const values = splitFields(kind, value)
  if (values === undefined) return undefined
  const out: string[] = []
  for (const [index, field] of KIND_FIELDS[kind].fields.entries()) {
    const text = values[index] ?? ''
    if (field.type === 'constant') {
      if (text.trim().toLowerCase() !== field.value.toLowerCase()) return undefined
      out.push(field.value)
    } else if (field.type === 'serial') {
      if (checkSerialPart(text, field.label, SERIAL_ID_MAX) !== undefined) return undefined
      out.push(text)
    } else {
      const recognised = field.recognise(text)
      if (recognised === undefined) return undefined
      out.push(recognised)
    }
  }
  return out.join(';')
}

/** The corrected serial id when the input is recognisably the same device in another form, else undefined. */
export function suggestForKind(kind: DeviceTypeName, serialId: string): string | undefined {
  if (typeof serialId !== 'string' || serialId.length > 4 * SERIAL_ID_MAX) return undefined
  const value = serialId.trim()
  const candidate = recogniseFields(kind, value) ?? recogniseWhole(kind, value)
  if (candidate === undefined || candidate === serialId) return undefined
  return matchesLayout(kind, candidate) ? candidate : undefined
}

export function suggest(type: TypeRef, serialId: string): string | undefined {
  const kind = resolveKind(type)
  return kind === undefined ? undefined : suggestForKind(kind, serialId)
}
