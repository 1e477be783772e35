import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { build, layouts, parse, suggest, validate } from '../../../src/shared/serial-id/index.ts'
import type { TypeRef } from '../../../src/shared/serial-id/index.ts'
import type { DeviceTypeName } from '../../../src/shared/api/common.ts'

const RUNS = { numRuns: 1000 }
const KINDS: DeviceTypeName[] = ['monitor', 'usb', 'nic', 'router', 'wifi']

const hexDigit = fc.constantFrom(...'0123456789abcdefABCDEF')
const byte = fc.integer({ min: 0, max: 255 })

/** Six bytes in one of the written forms admins paste, with their canonical form. */
const macInput = fc
  .tuple(
    fc.array(byte, { minLength: 6, maxLength: 6 }),
    fc.constantFrom(':', '-', '.', ''),
    fc.boolean(),
    fc.boolean(),
  )
  .map(([bytes, separator, upper, unpadded]) => {
    const canonical = bytes.map((b) => b.toString(16).padStart(2, '0')).join(':')
    const hex = bytes.map((b) =>
      unpadded && separator.length === 1 && separator !== '.'
        ? b.toString(16)
        : b.toString(16).padStart(2, '0'),
    )
    let text: string
    if (separator === '.') text = hex.join('').replace(/^(.{4})(.{4})(.{4})$/, '$1.$2.$3')
    else text = hex.join(separator)
    return { text: upper ? text.toUpperCase() : text, canonical }
  })

/** A 16-bit number as 1-4 hex digits, optional 0x, any case, with its four-digit uppercase form. */
const hex16Input = fc
  .tuple(fc.integer({ min: 0, max: 0xffff }), fc.boolean(), fc.boolean(), fc.boolean())
  .map(([value, prefix, upper, padded]) => {
    const digits = padded ? value.toString(16).padStart(4, '0') : value.toString(16)
    const text = `${prefix ? '0x' : ''}${upper ? digits.toUpperCase() : digits}`
    return { text, canonical: value.toString(16).toUpperCase().padStart(4, '0'), value }
  })

/** A USB product id as decimal, or hex with 0x, with its decimal form. */
const productInput = fc
  .tuple(fc.integer({ min: 0, max: 0xffff }), fc.boolean())
  .map(([value, hex]) => ({
    text: hex ? `0x${value.toString(16)}` : String(value),
    canonical: String(value),
  }))

function hasControl(value: string): boolean {
  return [...value].some((ch) => {
    const code = ch.codePointAt(0) ?? 0
    return code < 0x20 || (code >= 0x7f && code <= 0x9f)
  })
}

/** Serials the sensor could report: no semicolon, no control character, no surrounding whitespace. */
const serial = fc
  .string({
    unit: fc.oneof(
      fc.constantFrom(...'AZaz09 -_#/+.'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    ),
    minLength: 1,
    maxLength: 64,
  })
  .filter((value) => value.trim() === value && !value.includes(';') && !hasControl(value))

const letters = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'),
  minLength: 3,
  maxLength: 3,
})

/** Any kind with parts in any accepted input form, and the serial id they must give. */
const buildCase = fc.oneof(
  macInput.map((mac) => ({
    kind: 'wifi' as const,
    parts: { bssid: mac.text },
    expected: `Network;${mac.canonical};WiFi`,
  })),
  macInput.map((mac) => ({
    kind: 'router' as const,
    parts: { mac: mac.text },
    expected: `Network;${mac.canonical};Gateway`,
  })),
  fc
    .tuple(macInput, fc.constantFrom('ethernet', 'ETHERNET', 'Ethernet', 'wlan', 'WLAN', 'Wlan'))
    .map(([mac, kind]) => ({
      kind: 'nic' as const,
      parts: { kind, mac: mac.text },
      expected: `${kind.toLowerCase() === 'wlan' ? 'WLAN' : 'Ethernet'};${mac.canonical};NIC`,
    })),
  fc.tuple(hex16Input, serial, productInput).map(([vendor, serialText, product]) => ({
    kind: 'usb' as const,
    parts: { vendor: vendor.text, serial: serialText, product: product.text },
    expected: `${vendor.canonical};${serialText};${product.canonical}`,
  })),
  fc.tuple(letters, serial, hex16Input).map(([vendor, serialText, code]) => ({
    kind: 'monitor' as const,
    parts: { vendor, serial: serialText, productCode: code.text },
    expected: `${vendor.toUpperCase()};${serialText};${code.canonical}`,
  })),
)

const typeRef = fc.oneof(
  fc.constantFrom<TypeRef>(...KINDS, 2, 4, 8, 16, 32),
  fc.anything() as fc.Arbitrary<TypeRef>,
)

/** Strings near the layouts (built from their pieces) as well as arbitrary text. */
const nearId = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc
    .array(
      fc.oneof(
        fc.constantFrom(
          'Network',
          'network',
          'WiFi',
          'Gateway',
          'NIC',
          'Ethernet',
          'WLAN',
          'USB\\VID_',
          '&PID_',
          '\\',
          '0x',
          ';',
          ':',
          '-',
          '.',
          ' ',
          '\t',
        ),
        fc.string({ unit: hexDigit, maxLength: 12 }),
      ),
      { maxLength: 12 },
    )
    .map((pieces) => pieces.join('')),
)

describe('properties', () => {
  it('every built id is the expected one, validates for its type and parses back to it', () => {
    fc.assert(
      fc.property(buildCase, ({ kind, parts, expected }) => {
        expect(build(kind, parts)).toEqual({ ok: true, serialId: expected })
        expect(validate(kind, expected)).toEqual({ ok: true })
        expect(validate(layouts[kind].deviceType, expected)).toEqual({ ok: true })
        const parsed = parse(expected)
        expect(parsed.ok && parsed.matches.map((match) => match.kind)).toEqual([kind])
        if (parsed.ok)
          expect(build(kind, parsed.matches[0]?.parts ?? {})).toEqual({
            ok: true,
            serialId: expected,
          })
      }),
      RUNS,
    )
  })

  it('no string makes validate, parse or suggest throw, and their answers agree', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), nearId, (kind, serialId) => {
        const result = validate(kind, serialId)
        const parsed = parse(serialId)
        const matchesKind = parsed.ok && parsed.matches.some((match) => match.kind === kind)
        expect(result.ok).toBe(matchesKind)
        const suggestion = suggest(kind, serialId)
        if (result.ok) expect(suggestion).toBeUndefined()
        else {
          expect(result.errors.length).toBeGreaterThan(0)
          expect(result.suggestion).toBe(suggestion)
        }
        if (suggestion !== undefined) expect(validate(kind, suggestion)).toEqual({ ok: true })
      }),
      RUNS,
    )
  })

  it('no value of any type makes any function throw', () => {
    fc.assert(
      fc.property(typeRef, fc.anything(), fc.anything(), (type, serialId, parts) => {
        const id = serialId as string
        expect(() => validate(type, id)).not.toThrow()
        expect(() => parse(id)).not.toThrow()
        expect(() => suggest(type, id)).not.toThrow()
        expect(() => build(type, parts as Record<string, string>)).not.toThrow()
      }),
      RUNS,
    )
  })

  it('build never throws and always returns a valid id or named errors, whatever the parts', () => {
    const parts = fc.dictionary(
      fc.constantFrom(
        'vendor',
        'serial',
        'product',
        'productCode',
        'kind',
        'mac',
        'bssid',
        '__proto__',
        'other',
      ),
      fc.oneof(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.string({ unit: hexDigit, maxLength: 14 }),
      ),
    )
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), parts, (kind, input) => {
        const result = build(kind, input)
        if (result.ok) expect(validate(kind, result.serialId)).toEqual({ ok: true })
        else {
          const keys = layouts[kind].parts.map((part) => part.key)
          for (const error of result.errors) expect(keys).toContain(error.part)
        }
      }),
      RUNS,
    )
  })

  it('a valid id with one character changed either stays valid or gets an error naming a part', () => {
    const mutated = fc
      .tuple(buildCase, fc.nat(), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }))
      .map(([c, at, ch]) => {
        const i = at % c.expected.length
        return { kind: c.kind, id: c.expected.slice(0, i) + ch + c.expected.slice(i + 1) }
      })
    const partKeys = new Set([
      'layout',
      ...KINDS.flatMap((kind) => layouts[kind].parts.map((part) => part.key)),
    ])
    fc.assert(
      fc.property(mutated, ({ kind, id }) => {
        const result = validate(kind, id)
        if (!result.ok)
          for (const error of result.errors) expect(partKeys.has(error.part)).toBe(true)
      }),
      RUNS,
    )
  })
})
