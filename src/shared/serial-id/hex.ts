import { coded } from '../coded-text.ts'
import { hex4, readNumber, writeUnambiguous, type Base } from './numbers.ts'
import { partEmpty, partRewrite, problemOf } from './part-problems.ts'
import type { CandidateCode, FieldName, Normalized, PartProblem, PartReading } from './types.ts'
import { candidateLabel, fail, ok, quoted } from './text.ts'

const UPPER_HEX_4 = /^[0-9A-F]{4}$/
const CANONICAL_DECIMAL = /^(?:0|[1-9][0-9]{0,4})$/
const EDID_VENDOR = /^[A-Z]{3}$/

/** Where each written form of a 16-bit id is printed, per part (the candidate label's code). */
export interface NumberPart {
  field: FieldName
  canonical: (value: number) => string
  printed: Record<Base, CandidateCode>
}

const USB_PRINTED: NumberPart['printed'] = { hex: 'usb-hex', decimal: 'usb-decimal' }

export const USB_VENDOR: NumberPart = { field: 'usbVendor', canonical: hex4, printed: USB_PRINTED }

export const USB_PRODUCT: NumberPart = {
  field: 'usbProduct',
  canonical: String,
  printed: USB_PRINTED,
}

export const EDID_PRODUCT: NumberPart = {
  field: 'edidProduct',
  canonical: hex4,
  printed: { hex: 'edid-product-hex', decimal: 'edid-product-decimal' },
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
  const { field } = part
  const read = readNumber(input)
  if (!read.ok) {
    if (read.problem === 'empty') return fail(partEmpty(field))
    const values = { field, value: quoted(input) }
    return fail(
      read.problem === 'too-large'
        ? coded('serialId.error.number-too-large', values)
        : coded('serialId.error.not-a-number', values),
    )
  }
  const [first, second] = read.readings
  if (second === undefined) return ok(part.canonical(first.value))
  const readings = read.readings.map((reading): PartReading => ({
    value: part.canonical(reading.value),
    written: writeUnambiguous(reading.value, reading.base),
    label: candidateLabel(`serialId.candidate.${part.printed[reading.base]}`),
  })) as [PartReading, PartReading]
  const text = input.trim()
  const values = {
    field,
    value: quoted(text),
    text,
    hex: readings[0].value,
    decimal: readings[1].value,
  }
  return { ...fail(coded('serialId.error.two-ways', values)), readings }
}

export function normalizeEdidVendor(input: string): Normalized {
  const value = input.trim()
  if (!/^[a-z]{3}$/i.test(value))
    return fail(coded('serialId.error.not-letters', { field: 'edidVendor', value: quoted(input) }))
  return ok(value.toUpperCase())
}

/** Why a number field of a serial id is not in the sensor's form, in one or two sentences. */
export function explainNumber(part: NumberPart, value: string): PartProblem {
  const { field } = part
  if (value === '') return partEmpty(field)
  const read = normalizeNumber(part, value)
  if (read.ok) return partRewrite(field, value, read.value)
  if (read.readings === undefined) return problemOf(read)
  const [hex, decimal] = read.readings
  return coded('serialId.error.two-ways-explain', {
    field,
    value: quoted(value),
    hex: hex.value,
    decimal: decimal.value,
  })
}
