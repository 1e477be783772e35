import { coded } from '../coded-text.ts'
import { partEmpty } from './part-problems.ts'
import type { FieldName, Normalized } from './types.ts'
import { fail, ok, quoted } from './text.ts'

const CANONICAL = /^[0-9a-f]{2}(?::[0-9a-f]{2}){5}$/
const BARE = /^[0-9a-f]{12}$/i
const CISCO = /^[0-9a-f]{4}\.[0-9a-f]{4}\.[0-9a-f]{4}$/i
/** HPE Comware (001a-2b3c-4d5e) and HP ProCurve (001a2b-3c4d5e) print MACs in dashed groups of 4 or 6. */
const COMWARE = /^[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}$/i
const PROCURVE = /^[0-9a-f]{6}-[0-9a-f]{6}$/i
const BYTE = /^[0-9a-f]{1,2}$/i

/** The sensor's form: six lowercase two-digit hex bytes separated by colons. */
export function isCanonicalMac(value: string): boolean {
  return CANONICAL.test(value)
}

function pairs(hex: string): string[] {
  const out: string[] = []
  for (let i = 0; i < hex.length; i += 2) out.push(hex.slice(i, i + 2))
  return out
}

/** Six bytes of a MAC written with ':' or '-' (one separator throughout); single-digit bytes are padded. */
function separatedBytes(value: string): string[] | undefined {
  const separator = value.includes(':') ? ':' : value.includes('-') ? '-' : undefined
  if (separator === undefined) return undefined
  const bytes = value.split(separator)
  if (bytes.length !== 6 || !bytes.every((byte) => BYTE.test(byte))) return undefined
  return bytes.map((byte) => byte.padStart(2, '0'))
}

/**
 * Any common written form of a MAC or BSSID to the sensor's form: colon, dash, Cisco dot, HPE dashed groups
 * or no separators,
 * any case, surrounding spaces ignored; nmcli's terse escapes (`\:`) are accepted as colons.
 */
export function normalizeMac(input: string, field: FieldName): Normalized {
  const value = input.trim().replaceAll('\\:', ':')
  if (value === '') return fail(partEmpty(field))
  const values = { field, value: quoted(input) }
  if (/^0x/i.test(value)) return fail(coded('serialId.error.mac-0x', values))
  let bytes: string[] | undefined
  if (BARE.test(value)) bytes = pairs(value)
  else if (CISCO.test(value)) bytes = pairs(value.replaceAll('.', ''))
  else if (COMWARE.test(value) || PROCURVE.test(value)) bytes = pairs(value.replaceAll('-', ''))
  else bytes = separatedBytes(value)
  if (bytes === undefined) return fail(coded('serialId.error.not-a-mac', values))
  return ok(bytes.join(':').toLowerCase())
}
