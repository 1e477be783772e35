import { hex4, readNumber, writeUnambiguous, type Base } from './numbers.ts'
import { FIELD_LABELS } from './field-names.ts'
import { partEmpty, partRewrite, problemOf } from './part-problems.ts'
import type { CandidateCode, FieldName, Normalized, PartProblem, PartReading } from './types.ts'
import { fail, ok, quote, quoted } from './text.ts'

const UPPER_HEX_4 = /^[0-9A-F]{4}$/
const CANONICAL_DECIMAL = /^(?:0|[1-9][0-9]{0,4})$/
const EDID_VENDOR = /^[A-Z]{3}$/

export const USB_VENDOR_RULE = 'The USB vendor id must be four uppercase hex digits, like 0BDA.'
const USB_PRODUCT_RULE =
  'The USB product id must be a decimal number from 0 to 65535 without leading zeros, like 33107.'
export const EDID_VENDOR_RULE = 'The EDID vendor must be three uppercase letters, like DEL.'
export const EDID_PRODUCT_RULE =
  'The EDID product code must be four uppercase hex digits, like A17D.'

/** Where each written form of a 16-bit id is printed, per part. */
export interface NumberPart {
  field: FieldName
  rule: string
  canonical: (value: number) => string
  printed: Record<Base, { label: string; code: CandidateCode }>
}

const USB_PRINTED: NumberPart['printed'] = {
  hex: { code: 'usb-hex', label: 'hex, as lsusb, Device Manager and /sys print USB ids' },
  decimal: {
    code: 'usb-decimal',
    label: 'decimal, as macOS ioreg and the serial id itself write them',
  },
}

export const USB_VENDOR: NumberPart = {
  field: 'usbVendor',
  rule: USB_VENDOR_RULE,
  canonical: hex4,
  printed: USB_PRINTED,
}

export const USB_PRODUCT: NumberPart = {
  field: 'usbProduct',
  rule: USB_PRODUCT_RULE,
  canonical: String,
  printed: USB_PRINTED,
}

export const EDID_PRODUCT: NumberPart = {
  field: 'edidProduct',
  rule: EDID_PRODUCT_RULE,
  canonical: hex4,
  printed: {
    hex: {
      code: 'edid-product-hex',
      label: 'hex, as Windows (WmiMonitorID, DISPLAY\\… device paths) and the serial id print it',
    },
    decimal: { code: 'edid-product-decimal', label: 'decimal, as edid-decode prints the Model' },
  },
}

export function isUsbVendor(value: string): boolean {
  return UPPER_HEX_4.test(value)
}

export function isEdidProductCode(value: string): boolean {
  return UPPER_HEX_4.test(value)
}

export function isEdidVendor(value: string): boolean {
  return EDID_VENDOR.test(value)
}

export function isUsbProduct(value: string): boolean {
  return CANONICAL_DECIMAL.test(value) && Number(value) <= 65535
}

/**
 * Any written form of a 16-bit id → its canonical text in the serial id. Digits that read both as hex and as
 * decimal, giving different ids, are not normalized: the result names both readings instead.
 */
export function normalizeNumber(part: NumberPart, input: string): Normalized {
  const { field, rule } = part
  const label = FIELD_LABELS[field]
  const read = readNumber(input)
  if (!read.ok) {
    if (read.problem === 'too-large')
      return fail({
        code: 'number-too-large',
        values: { field, value: quoted(input) },
        message: `The ${label} ${quote(input)} is larger than 65535 (0xFFFF). ${rule}`,
      })
    if (read.problem === 'empty') return fail(partEmpty(field, rule))
    return fail({
      code: 'not-a-number',
      values: { field, value: quoted(input) },
      message: `The ${label} ${quote(input)} is not a number: write 1 to 4 hex digits (0x8153, b06e) or a decimal (dec:33107). ${rule}`,
    })
  }
  const [first, second] = read.readings
  if (second === undefined) return ok(part.canonical(first.value))
  const readings = read.readings.map((reading): PartReading => ({
    value: part.canonical(reading.value),
    written: writeUnambiguous(reading.value, reading.base),
    label: part.printed[reading.base].label,
    labelCode: part.printed[reading.base].code,
  })) as [PartReading, PartReading]
  const text = input.trim()
  return {
    ok: false,
    code: 'two-ways',
    values: {
      field,
      value: quoted(text),
      text,
      hex: readings[0].value,
      decimal: readings[1].value,
    },
    message:
      `The ${label} ${quote(text)} reads two ways: as hex (${readings[0].value} in the serial id) ` +
      `or as decimal (${readings[1].value}). Write 0x${text} for hex or dec:${text} for decimal, or choose one of the two ids.`,
    readings,
  }
}

export function normalizeEdidVendor(input: string): Normalized {
  const value = input.trim()
  if (!/^[a-z]{3}$/i.test(value))
    return fail({
      code: 'not-letters',
      values: { field: 'edidVendor', value: quoted(input) },
      message: `The EDID vendor ${quote(input)} is not three letters. ${EDID_VENDOR_RULE}`,
    })
  return ok(value.toUpperCase())
}

/** Why a number field of a serial id is not in the sensor's form, in one or two sentences. */
export function explainNumber(part: NumberPart, value: string): PartProblem {
  const { field, rule } = part
  if (value === '') return partEmpty(field, rule)
  const read = normalizeNumber(part, value)
  if (read.ok) return partRewrite(field, rule, value, read.value)
  if (read.readings === undefined) return problemOf(read)
  const [hex, decimal] = read.readings
  return {
    code: 'two-ways-explain',
    values: { field, value: quoted(value), hex: hex.value, decimal: decimal.value },
    message: `${rule} ${quote(value)} reads two ways: as hex it is ${hex.value}, as decimal ${decimal.value}; choose the id of the tool it came from.`,
  }
}
