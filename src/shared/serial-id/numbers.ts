/**
 * Reading a 16-bit id typed as text, without guessing its base (README.md, "No silent base guess").
 * `0x…` is hex, `dec:…` is decimal, hex letters mean hex and five or more digits mean decimal; one to four
 * digits alone read both ways, and only a value under 10 reads the same in both.
 */
export type Base = 'hex' | 'decimal'

export interface NumberReading {
  base: Base
  value: number
}

export type NumberRead =
  | { ok: true; readings: [NumberReading] | [NumberReading, NumberReading] }
  | { ok: false; problem: 'empty' | 'not-a-number' | 'too-large' }

const HEX_MARKED = /^0x([0-9a-f]+)$/i
const DEC_MARKED = /^dec:\s*([0-9]+)$/i
const DIGITS = /^[0-9]+$/
const HEX_DIGITS = /^[0-9a-f]{1,4}$/i
const MAX_16 = 0xffff

function decimal(digits: string): NumberRead {
  // More than six digits is over 65535 whatever they are; Number() would lose precision on very long ones.
  const value = digits.length > 6 ? Infinity : Number(digits)
  return value > MAX_16
    ? { ok: false, problem: 'too-large' }
    : { ok: true, readings: [{ base: 'decimal', value }] }
}

export function readNumber(input: string): NumberRead {
  const text = input.trim()
  if (text === '') return { ok: false, problem: 'empty' }
  const hex = HEX_MARKED.exec(text)?.[1]
  if (hex !== undefined) {
    return hex.length > 4
      ? { ok: false, problem: 'too-large' }
      : { ok: true, readings: [{ base: 'hex', value: parseInt(hex, 16) }] }
  }
  const marked = DEC_MARKED.exec(text)?.[1]
  if (marked !== undefined) return decimal(marked)
  if (DIGITS.test(text)) {
    if (text.length > 4) return decimal(text)
    const asHex = parseInt(text, 16)
    const asDecimal = Number(text)
    if (asHex === asDecimal) return { ok: true, readings: [{ base: 'decimal', value: asDecimal }] }
    return {
      ok: true,
      readings: [
        { base: 'hex', value: asHex },
        { base: 'decimal', value: asDecimal },
      ],
    }
  }
  if (HEX_DIGITS.test(text))
    return { ok: true, readings: [{ base: 'hex', value: parseInt(text, 16) }] }
  return { ok: false, problem: 'not-a-number' }
}

/** The value written so that it reads only one way: `0x…` for hex, `dec:…` for decimal (bare below 10). */
export function writeUnambiguous(value: number, base: Base): string {
  if (value < 10) return String(value)
  return base === 'hex' ? `0x${value.toString(16).toUpperCase().padStart(4, '0')}` : `dec:${value}`
}

export function hex4(value: number): string {
  return value.toString(16).toUpperCase().padStart(4, '0')
}
