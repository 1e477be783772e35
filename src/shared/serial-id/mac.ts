import { FIELD_LABELS } from './field-names.ts'
import { partEmpty } from './part-problems.ts'
import type { FieldName, Normalized } from './types.ts'
import { fail, ok, quote, quoted } from './text.ts'

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

export function macRule(field: FieldName): string {
  return `The ${FIELD_LABELS[field]} must be six lowercase hex bytes separated by colons, like 00:1a:2b:3c:4d:5e.`
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
  const label = FIELD_LABELS[field]
  const value = input.trim().replaceAll('\\:', ':')
  if (value === '') return fail(partEmpty(field, macRule(field)))
  if (/^0x/i.test(value)) {
    return fail({
      code: 'mac-0x',
      values: { field, value: quoted(input) },
      message: `The ${label} ${quote(input)} starts with 0x; write the six bytes without it, like 00:1a:2b:3c:4d:5e.`,
    })
  }
  let bytes: string[] | undefined
  if (BARE.test(value)) bytes = pairs(value)
  else if (CISCO.test(value)) bytes = pairs(value.replaceAll('.', ''))
  else if (COMWARE.test(value) || PROCURVE.test(value)) bytes = pairs(value.replaceAll('-', ''))
  else bytes = separatedBytes(value)
  if (bytes === undefined) {
    return fail({
      code: 'not-a-mac',
      values: { field, value: quoted(input) },
      message:
        `The ${label} ${quote(input)} is not a MAC address: it needs six hex bytes, written like 00:1a:2b:3c:4d:5e, ` +
        '00-1A-2B-3C-4D-5E, 001a.2b3c.4d5e, 001a-2b3c-4d5e or 001a2b3c4d5e.',
    })
  }
  return ok(bytes.join(':').toLowerCase())
}
