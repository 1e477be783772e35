import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { build, layouts, parse, suggest, validate } from '#shared/serial-id/index.ts'
import type { TypeRef } from '#shared/serial-id/index.ts'
import { isMasked } from '#shared/serial-id/proof.ts'
import type { DeviceTypeName } from '#shared/api/common.ts'

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

/** Digits alone read as hex too only up to four of them, and differently only from 10 on. */
const readsOneWay = (digits: string) =>
  /[a-f]/i.test(digits) || digits.length > 4 || parseInt(digits, 16) === Number(digits)

/** A 16-bit number as 1-4 hex digits, any case, with 0x where bare digits would also read as decimal. */
const hex16Input = fc
  .tuple(fc.integer({ min: 0, max: 0xffff }), fc.boolean(), fc.boolean(), fc.boolean())
  .map(([value, prefix, upper, padded]) => {
    const digits = padded ? value.toString(16).padStart(4, '0') : value.toString(16)
    const marked = prefix || !readsOneWay(digits)
    const text = `${marked ? '0x' : ''}${upper ? digits.toUpperCase() : digits}`
    return { text, canonical: value.toString(16).toUpperCase().padStart(4, '0'), value }
  })

/** A USB product id as decimal (dec: where it would also read as hex), or hex with 0x; its decimal form. */
const productInput = fc
  .tuple(fc.integer({ min: 0, max: 0xffff }), fc.boolean())
  .map(([value, hex]) => {
    const decimal = String(value)
    const text = hex ? `0x${value.toString(16)}` : readsOneWay(decimal) ? decimal : `dec:${decimal}`
    return { text, canonical: decimal }
  })

function hasControl(value: string): boolean {
  return [...value].some((ch) => {
    const code = ch.codePointAt(0) ?? 0
    return code < 0x20 || (code >= 0x7f && code <= 0x9f)
  })
}

/**
 * Serials the sensor could report: no semicolon, no control character, no surrounding whitespace, and
 * no mask (`###`, `XXXX`, `<serial>`: refused as no id, the rule of proof.ts, tested on its own).
 */
const serial = fc
  .string({
    unit: fc.oneof(
      fc.constantFrom(...'AZaz09 -_#/+.'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    ),
    minLength: 1,
    maxLength: 64,
  })
  .filter(
    (value) =>
      value.trim() === value && !value.includes(';') && !hasControl(value) && !isMasked(value),
  )

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
        const built = build(kind, parts)
        expect(built).toMatchObject({ ok: true, serialId: expected })
        expect(validate(kind, expected)).toEqual({ ok: true, warnings: built.ok && built.warnings })
        expect(validate(layouts[kind].deviceType, expected).ok).toBe(true)
        const parsed = parse(expected)
        expect(parsed.ok && parsed.matches.map((match) => match.kind)).toEqual([kind])
        if (parsed.ok)
          expect(build(kind, parsed.matches[0]?.parts ?? {})).toMatchObject({
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
        if (suggestion !== undefined) expect(validate(kind, suggestion).ok).toBe(true)
        if (!result.ok)
          for (const candidate of result.candidates ?? [])
            expect(validate(kind, candidate.serialId).ok).toBe(true)
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
        if (result.ok) expect(validate(kind, result.serialId).ok).toBe(true)
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

/** How a person might type a 16-bit id: bare digits, hex with letters, 0x…, dec:…, in any case. */
const numberText = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 6 }),
  fc.string({ unit: hexDigit, minLength: 1, maxLength: 5 }),
  fc.string({ unit: hexDigit, minLength: 1, maxLength: 5 }).map((digits) => `0x${digits}`),
  fc
    .string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 6 })
    .map((digits) => `dec:${digits}`),
)

/** Every reading of the text, worked out independently of the helper: base → value. */
function readingsOf(text: string): Map<'hex' | 'decimal', number> {
  const readings = new Map<'hex' | 'decimal', number>()
  const hex = /^(?:0x)?([0-9a-f]{1,4})$/i.exec(text)?.[1]
  if (hex !== undefined) readings.set('hex', parseInt(hex, 16))
  const decimal = /^(?:dec:)?([0-9]+)$/i.exec(text)?.[1]
  if (decimal !== undefined && Number(decimal) <= 0xffff) readings.set('decimal', Number(decimal))
  return readings
}

/** Each number part, with the layout's own form of it (which, inside a whole id, the layout reads one way). */
const NUMBER_PARTS = [
  {
    kind: 'usb',
    key: 'product',
    parts: { vendor: '0bda', serial: 'S' },
    id: (value: number) => `0BDA;S;${value}`,
    inLayout: (text: string) => /^(?:0|[1-9][0-9]{0,4})$/.test(text) && Number(text) <= 0xffff,
  },
  {
    kind: 'usb',
    key: 'vendor',
    parts: { serial: 'S', product: '33107' },
    id: (value: number) => `${value.toString(16).toUpperCase().padStart(4, '0')};S;33107`,
    inLayout: (text: string) => /^[0-9A-F]{4}$/.test(text),
  },
  {
    kind: 'monitor',
    key: 'productCode',
    parts: { vendor: 'SAM', serial: 'S' },
    id: (value: number) => `SAM;S;${value.toString(16).toUpperCase().padStart(4, '0')}`,
    inLayout: (text: string) => /^[0-9A-F]{4}$/.test(text),
  },
] as const

describe('no silent base guess', () => {
  it('build never picks one reading of a number when the other gives another valid id', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NUMBER_PARTS), numberText, (target, text) => {
        const ids = new Set([...readingsOf(text).values()].map(target.id))
        const result = build(target.kind, { ...target.parts, [target.key]: text })
        if (ids.size === 0) expect(result.ok).toBe(false)
        else if (ids.size === 1) expect(result).toMatchObject({ ok: true, serialId: [...ids][0] })
        else {
          expect(result.ok).toBe(false)
          if (!result.ok)
            expect(new Set(result.candidates?.map((candidate) => candidate.serialId))).toEqual(ids)
        }
      }),
      RUNS,
    )
  })

  it('validate and suggest never turn an id field that reads two ways into one id', () => {
    // A field already in the layout's form is read as the layout says (0BDA;x;8153 has product 8153).
    fc.assert(
      fc.property(fc.constantFrom(...NUMBER_PARTS), numberText, (target, text) => {
        const values: Record<string, string> = { ...target.parts, [target.key]: text }
        const id =
          target.kind === 'usb'
            ? `${values['vendor']};${values['serial']};${values['product']}`
            : `SAM;S;${text}`
        const result = validate(target.kind, id)
        const ids = new Set([...readingsOf(text).values()].map(target.id))
        if (result.ok || ids.size < 2 || target.inLayout(text)) return
        expect(result.suggestion).toBeUndefined()
        expect(suggest(target.kind, id)).toBeUndefined()
        expect(new Set(result.candidates?.map((candidate) => candidate.serialId))).toEqual(ids)
      }),
      RUNS,
    )
  })
})
