import type { DeviceTypeName } from '../api/common.ts'
import { coded } from '../coded-text.ts'
import { KIND_FIELDS } from './fields.ts'
import type { FieldName, SerialWarning } from './types.ts'
import { quoted } from './text.ts'

/** Serials printed on every unit of a model: what edid-decode calls known dummy values, and more. */
const PLACEHOLDER_NUMBERS = new Map<string, string>([
  ['16843009', '0x01010101'],
  ['1010101', ''],
  ['21573', '0x5445'],
  ['2147483648', '0x80000000'],
  ['4294967295', '0xFFFFFFFF'],
  ['20000080', ''],
  ['8888', ''],
  ['6666', ''],
])
const PLACEHOLDER_TEXTS = new Set([
  'serial_number',
  'serialnumber',
  'serial number',
  'n/a',
  'na',
  'none',
  'null',
  'unknown',
  'default',
  'default string',
  'to be filled by o.e.m.',
  '0123456789',
  '123456789',
  '1234567890',
  '1234567890123',
])
const MAX_TEXT = Math.max(...[...PLACEHOLDER_TEXTS].map((text) => text.length))
/** Zeros with at most two ones: 0, 1, 000001, 001000001 (Realtek docks), 001001000 (CalDigit)… */
const ZEROS_AND_ONES = /^[01]+$/
const ONE_CHARACTER = /^(.)\1{3,}$/
const PASTED_HEX = /^(\d+)\s*\(0x([0-9a-f]+)\)$/i

function isPlaceholder(serial: string): boolean {
  const text = serial.trim()
  if (PLACEHOLDER_NUMBERS.has(text)) return true
  if (text.length <= MAX_TEXT && PLACEHOLDER_TEXTS.has(text.toLowerCase())) return true
  const first = text[0]
  if ((first === '0' || first === '1') && ZEROS_AND_ONES.test(text))
    if (text.replaceAll('0', '').length <= 2) return true
  return text[1] === first && ONE_CHARACTER.test(text)
}

/** What is worth a second look in a serial the sensor could report as it is. */
export function serialWarnings(serial: string, field: FieldName, part = 'serial'): SerialWarning[] {
  const warnings: SerialWarning[] = []
  const value = quoted(serial)
  const trimmed = serial.trim()
  if (trimmed !== serial && trimmed !== '') {
    const at = serial.startsWith(trimmed) ? 'end' : serial.endsWith(trimmed) ? 'start' : 'both'
    const values = { field, value, at, trimmed: quoted(trimmed) }
    warnings.push({ ...coded('serialId.warning.spaces', values), part, replacement: trimmed })
  }
  const pasted = trimmed.includes('(') ? PASTED_HEX.exec(trimmed) : null
  if (pasted?.[1] !== undefined) {
    const values = { field, value, number: pasted[1] }
    warnings.push({ ...coded('serialId.warning.pasted-hex', values), part, replacement: pasted[1] })
  } else if (isPlaceholder(serial)) {
    // `hex` is 'none' for a placeholder without a hex form: the message's select needs a key.
    const hex = PLACEHOLDER_NUMBERS.get(trimmed) || 'none'
    warnings.push({ ...coded('serialId.warning.placeholder', { field, value, hex }), part })
  }
  return warnings
}

/** What is odd about a MAC in the sensor's form (six lowercase colon-separated bytes), if anything. */
function macOddity(
  mac: string,
  nic: boolean,
): `serialId.warning.mac-${'zero' | 'broadcast' | 'multicast' | 'local'}` | undefined {
  if (mac === '00:00:00:00:00:00') return 'serialId.warning.mac-zero'
  if (mac === 'ff:ff:ff:ff:ff:ff') return 'serialId.warning.mac-broadcast'
  const first = parseInt(mac.slice(0, 2), 16)
  if (first & 1) return 'serialId.warning.mac-multicast'
  if (nic && first & 2) return 'serialId.warning.mac-local'
  return undefined
}

export function macWarnings(
  mac: string,
  field: FieldName,
  part: string,
  nic: boolean,
): SerialWarning[] {
  const id = macOddity(mac, nic)
  return id === undefined ? [] : [{ ...coded(id, { field, mac }), part }]
}

/** The warnings for a serial id in the sensor's layout (the id is assumed valid for the kind). */
export function idWarnings(kind: DeviceTypeName, values: readonly string[]): SerialWarning[] {
  // Only the middle field can deserve a warning: the serial, or the MAC/BSSID.
  const field = KIND_FIELDS[kind].fields[1]
  const value = values[1] ?? ''
  if (field.type === 'serial') return serialWarnings(value, field.name, field.key)
  if (field.type === 'part') return macWarnings(value, field.name, field.key, kind === 'nic')
  return []
}
