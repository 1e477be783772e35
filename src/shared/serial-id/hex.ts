import type { Normalized } from './types.ts'
import { fail, ok, quote } from './text.ts'

const HEX_1_TO_4 = /^(?:0x)?([0-9a-f]{1,4})$/i
const UPPER_HEX_4 = /^[0-9A-F]{4}$/
const DECIMAL = /^[0-9]+$/
const CANONICAL_DECIMAL = /^(?:0|[1-9][0-9]{0,4})$/
const HEX_PRODUCT = /^0x([0-9a-f]{1,4})$/i
const BARE_HEX = /^[0-9a-f]{1,4}$/i
const EDID_VENDOR = /^[A-Z]{3}$/

export const USB_VENDOR_RULE = 'The USB vendor id must be four uppercase hex digits, like 0BDA.'
const USB_PRODUCT_RULE =
  'The USB product id must be a decimal number from 0 to 65535 without leading zeros, like 33107.'
export const EDID_VENDOR_RULE = 'The EDID vendor must be three uppercase letters, like DEL.'
export const EDID_PRODUCT_RULE =
  'The EDID product code must be four uppercase hex digits, like A17D.'

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

/** 1-4 hex digits, optional 0x, any case → four uppercase hex digits. */
function normalizeHex4(input: string, label: string, rule: string): Normalized {
  const match = HEX_1_TO_4.exec(input.trim())
  if (match?.[1] === undefined)
    return fail(`The ${label} ${quote(input)} is not 1 to 4 hex digits. ${rule}`)
  return ok(match[1].toUpperCase().padStart(4, '0'))
}

export function normalizeUsbVendor(input: string): Normalized {
  return normalizeHex4(input, 'USB vendor id', USB_VENDOR_RULE)
}

export function normalizeEdidProductCode(input: string): Normalized {
  return normalizeHex4(input, 'EDID product code', EDID_PRODUCT_RULE)
}

export function normalizeEdidVendor(input: string): Normalized {
  const value = input.trim()
  if (!/^[a-z]{3}$/i.test(value))
    return fail(`The EDID vendor ${quote(input)} is not three letters. ${EDID_VENDOR_RULE}`)
  return ok(value.toUpperCase())
}

function inRange(value: number, input: string): Normalized {
  if (value > 65535)
    return fail(`The USB product id ${quote(input)} is larger than 65535. ${USB_PRODUCT_RULE}`)
  return ok(String(value))
}

/** For building: decimal by default, `0x` means hex; the result is decimal without padding. */
export function normalizeUsbProduct(input: string): Normalized {
  const value = input.trim()
  const hex = HEX_PRODUCT.exec(value)
  if (hex?.[1] !== undefined) return ok(String(parseInt(hex[1], 16)))
  if (DECIMAL.test(value))
    return value.length > 6 ? inRange(Infinity, input) : inRange(Number(value), input)
  if (BARE_HEX.test(value)) {
    return fail(
      `The USB product id ${quote(input)} looks hexadecimal; the serial id needs it in decimal. ` +
        `Write it as 0x${value} to convert it (that is ${parseInt(value, 16)}).`,
    )
  }
  return fail(`The USB product id ${quote(input)} is not a number. ${USB_PRODUCT_RULE}`)
}

/**
 * For suggestions: only forms that cannot be meant otherwise. `0x…` and hex letters are hex; a plain
 * decimal with leading zeros is ambiguous (decimal, or lsusb's padded hex), so it gets no suggestion.
 */
export function recogniseUsbProduct(input: string): string | undefined {
  const value = input.trim()
  const hex = HEX_PRODUCT.exec(value)
  if (hex?.[1] !== undefined) return String(parseInt(hex[1], 16))
  if (BARE_HEX.test(value) && !DECIMAL.test(value)) return String(parseInt(value, 16))
  if (isUsbProduct(value)) return value
  return undefined
}

/** Why a USB product id field of a serial id is wrong, in one or two sentences. */
export function explainUsbProduct(value: string): string {
  const hex = HEX_PRODUCT.exec(value)
  if (hex?.[1] !== undefined) {
    return `The USB product id ${quote(value)} is hexadecimal; the serial id needs it in decimal: ${parseInt(hex[1], 16)}.`
  }
  if (BARE_HEX.test(value) && !DECIMAL.test(value)) {
    return `The USB product id ${quote(value)} is hexadecimal; the serial id needs it in decimal: ${parseInt(value, 16)}.`
  }
  if (value === '') return `The USB product id is empty. ${USB_PRODUCT_RULE}`
  if (DECIMAL.test(value) && value.startsWith('0') && Number(value) <= 65535) {
    const decimal = String(Number(value))
    const asHex =
      value.length <= 4
        ? ` If ${value} is the hex id lsusb shows, the decimal is ${parseInt(value, 16)}.`
        : ''
    return `The USB product id ${quote(value)} has leading zeros. If it is decimal, write ${decimal}.${asHex}`
  }
  if (DECIMAL.test(value))
    return `The USB product id ${quote(value)} is larger than 65535. ${USB_PRODUCT_RULE}`
  return `The USB product id ${quote(value)} is not a decimal number. ${USB_PRODUCT_RULE}`
}
