import type { DeviceTypeName } from '../api/common.ts'
import { coded } from '../coded-text.ts'
import {
  EDID_PRODUCT,
  USB_PRODUCT,
  USB_VENDOR,
  explainNumber,
  isEdidProductCode,
  isEdidVendor,
  isUsbProduct,
  isUsbVendor,
  normalizeEdidVendor,
  normalizeNumber,
  type NumberPart,
} from './hex.ts'
import { isCanonicalMac, normalizeMac } from './mac.ts'
import { partEmpty, partInvalid, partRewrite } from './part-problems.ts'
import type { FieldName, Normalized, PartProblem } from './types.ts'
import { fail, ok, quoted } from './text.ts'

/** A fixed word of a layout, such as `Network` or `WiFi`; matched exactly. */
export interface ConstantField {
  type: 'constant'
  value: string
}

/** A part the admin supplies, in canonical form inside the serial id. */
export interface PartField {
  type: 'part'
  key: string
  /** The part's name inside a sentence (the `field` value of its messages: 'BSSID', 'USB vendor id'). */
  name: FieldName
  /** True when the text in a serial id is exactly the sensor's form. */
  isCanonical(value: string): boolean
  /** Why a non-canonical value is wrong (its message: whole sentences). */
  explain(value: string): PartProblem
  /** Any reasonable input form → the canonical form; a number that reads two ways gives both readings. */
  normalize(input: string): Normalized
  /** The canonical text as a build part reads it, where the two differ (the NIC kind, all-digit ids). */
  toPart?(canonical: string): string
}

/** A serial: kept literally, checked against what a serial can never contain. */
export interface SerialField {
  type: 'serial'
  key: string
  name: FieldName
}

export type Field = ConstantField | PartField | SerialField

export interface KindFields {
  kind: DeviceTypeName
  fields: readonly [Field, Field, Field]
}

function constant(value: string): ConstantField {
  return { type: 'constant', value }
}

/** A part with one canonical form, which normalize reaches from any reasonable input form. */
function normalizedField(
  key: string,
  name: FieldName,
  isCanonical: (value: string) => boolean,
  normalize: (input: string) => Normalized,
): PartField {
  return {
    type: 'part',
    key,
    name,
    isCanonical,
    explain: (value) => {
      if (value === '') return partEmpty(name)
      const normalized = normalize(value)
      return normalized.ok ? partRewrite(name, value, normalized.value) : partInvalid(name, value)
    },
    normalize,
  }
}

/** A 16-bit id: hex or decimal as written, never guessed (numbers.ts). */
function numberField(
  key: string,
  part: NumberPart,
  isCanonical: (value: string) => boolean,
): PartField {
  return {
    type: 'part',
    key,
    name: part.field,
    isCanonical,
    explain: (value) => explainNumber(part, value),
    normalize: (input) => normalizeNumber(part, input),
    // The id's base is fixed by the layout; as a part on its own, digits must say which it is.
    toPart: (canonical) => {
      const read = normalizeNumber(part, canonical)
      return !read.ok && read.readings
        ? (read.readings.find((reading) => reading.value === canonical)?.written ?? canonical)
        : canonical
    },
  }
}

function macField(key: string, name: FieldName): PartField {
  return normalizedField(key, name, isCanonicalMac, (input) => normalizeMac(input, name))
}

const NIC_KINDS: ReadonlyMap<string, string> = new Map([
  ['ethernet', 'Ethernet'],
  ['wlan', 'WLAN'],
])

const nicKind: PartField = {
  type: 'part',
  key: 'kind',
  name: 'adapterKind',
  isCanonical: (value) => value === 'Ethernet' || value === 'WLAN',
  explain: (value) => partInvalid('adapterKind', value),
  normalize: (input) => {
    const canonical = NIC_KINDS.get(input.trim().toLowerCase())
    return canonical === undefined
      ? fail(coded('serialId.error.not-a-kind', { value: quoted(input) }))
      : ok(canonical)
  },
  toPart: (canonical) => canonical.toLowerCase(),
}

/** The three fields of each layout, in order (spec: "Serial id layouts"). */
export const KIND_FIELDS: Readonly<Record<DeviceTypeName, KindFields>> = {
  monitor: {
    kind: 'monitor',
    fields: [
      normalizedField('vendor', 'edidVendor', isEdidVendor, normalizeEdidVendor),
      { type: 'serial', key: 'serial', name: 'edidSerial' },
      numberField('productCode', EDID_PRODUCT, isEdidProductCode),
    ],
  },
  usb: {
    kind: 'usb',
    fields: [
      numberField('vendor', USB_VENDOR, isUsbVendor),
      { type: 'serial', key: 'serial', name: 'usbSerial' },
      numberField('product', USB_PRODUCT, isUsbProduct),
    ],
  },
  nic: { kind: 'nic', fields: [nicKind, macField('mac', 'mac'), constant('NIC')] },
  router: {
    kind: 'router',
    fields: [constant('Network'), macField('mac', 'gatewayMac'), constant('Gateway')],
  },
  wifi: {
    kind: 'wifi',
    fields: [constant('Network'), macField('bssid', 'bssid'), constant('WiFi')],
  },
}

function hasSerial(kind: DeviceTypeName): boolean {
  return KIND_FIELDS[kind].fields[1].type === 'serial'
}

/**
 * The three fields of a serial id. Where the middle field is a serial, the outer fields are cut at the first
 * and last semicolon, so a stray semicolon is reported against the serial rather than the layout.
 */
export function splitFields(
  kind: DeviceTypeName,
  serialId: string,
): [string, string, string] | undefined {
  if (hasSerial(kind)) {
    const first = serialId.indexOf(';')
    const last = serialId.lastIndexOf(';')
    if (first < 0 || first === last) return undefined
    return [serialId.slice(0, first), serialId.slice(first + 1, last), serialId.slice(last + 1)]
  }
  const fields = serialId.split(';')
  return fields.length === 3 ? (fields as [string, string, string]) : undefined
}
