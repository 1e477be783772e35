import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { matchKeys, nearMiss, NEAR_MISS_RULES } from '#shared/match/near-miss.ts'
import type { DeviceId } from '#shared/match/near-miss.ts'
import { validate } from '#shared/serial-id/index.ts'

const RUNS = { numRuns: 500 }
const byte = fc.integer({ min: 0, max: 255 })
const macOf = (bytes: number[]) => bytes.map((b) => b.toString(16).padStart(2, '0')).join(':')
const macBytes = fc.array(byte, { minLength: 6, maxLength: 6 })
const MAC_LAYOUTS = [
  (mac: string) => ({ serialId: `Ethernet;${mac};NIC`, deviceType: 8 }),
  (mac: string) => ({ serialId: `WLAN;${mac};NIC`, deviceType: 8 }),
  (mac: string) => ({ serialId: `Network;${mac};Gateway`, deviceType: 16 }),
  (mac: string) => ({ serialId: `Network;${mac};WiFi`, deviceType: 32 }),
]
const bssid = (mac: string) => MAC_LAYOUTS[3]!(mac)
const layout = fc.integer({ min: 0, max: 3 })
const hex4 = fc
  .integer({ min: 0, max: 0xffff })
  .map((v) => v.toString(16).toUpperCase().padStart(4, '0'))
const serialChars = fc.string({
  unit: fc.constantFrom(...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'),
  minLength: 1,
  maxLength: 14,
})
const usb = (vendor: string, serial: string, product: number) => ({
  serialId: `${vendor};${serial};${product}`,
  deviceType: 4,
})
const monitor = (vendor: string, serial: string, code: string) => ({
  serialId: `${vendor};${serial};${code}`,
  deviceType: 2,
})
const vendor3 = fc.string({
  unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
  minLength: 3,
  maxLength: 3,
})
const product = fc.integer({ min: 0, max: 65535 })

/** What the check relies on: every near-miss shares a key, so joining by keys finds all of them. */
function expectFound(registered: DeviceId, reported: DeviceId) {
  const keys = new Set(matchKeys(reported))
  expect(matchKeys(registered).some((key) => keys.has(key))).toBe(true)
}

describe('near-miss rules', () => {
  it('names each rule certain or likely', () => {
    expect(NEAR_MISS_RULES).toEqual({
      'same-mac': 'certain',
      'local-bit': 'certain',
      'usb-serial': 'certain',
      'monitor-serial': 'certain',
      'radio-family': 'likely',
    })
  })

  it('certain: the same MAC under another type or adapter kind', () => {
    fc.assert(
      fc.property(macBytes, layout, layout, (bytes, i, j) => {
        fc.pre(i !== j)
        const registered = MAC_LAYOUTS[i]!(macOf(bytes))
        const reported = MAC_LAYOUTS[j]!(macOf(bytes))
        expect(nearMiss(registered, reported)).toMatchObject({
          rule: 'same-mac',
          certainty: 'certain',
        })
        expectFound(registered, reported)
      }),
      RUNS,
    )
  })

  it('certain: a wired or base MAC that differs from a reported BSSID only in the locally administered bit', () => {
    fc.assert(
      fc.property(macBytes, layout, ([first = 0, ...rest], i) => {
        const registered = MAC_LAYOUTS[i]!(macOf([first, ...rest]))
        const reported = bssid(macOf([first ^ 0x02, ...rest]))
        expect(nearMiss(registered, reported)).toMatchObject({
          rule: 'local-bit',
          certainty: 'certain',
        })
        expectFound(registered, reported)
      }),
      RUNS,
    )
  })

  it('likely: a BSSID of the same radio family (equal but for the last hex digit)', () => {
    fc.assert(
      fc.property(macBytes, fc.integer({ min: 1, max: 15 }), layout, (bytes, delta, i) => {
        const last = bytes[5]!
        const other = [...bytes.slice(0, 5), (last & 0xf0) | ((last + delta) & 0x0f)]
        const registered = MAC_LAYOUTS[i]!(macOf(bytes))
        const reported = bssid(macOf(other))
        expect(nearMiss(registered, reported)).toMatchObject({
          rule: 'radio-family',
          certainty: 'likely',
        })
        expectFound(registered, reported)
      }),
      RUNS,
    )
  })

  it('no near-miss between MACs that differ elsewhere, or from a report that is no BSSID', () => {
    fc.assert(
      fc.property(
        macBytes,
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 1, max: 255 }),
        layout,
        (bytes, at, flip, i) => {
          const other = [...bytes]
          other[at] = bytes[at]! ^ (at === 0 ? flip & ~0x02 || 0x01 : flip)
          expect(nearMiss(MAC_LAYOUTS[i]!(macOf(bytes)), bssid(macOf(other)))).toBeNull()
        },
      ),
      RUNS,
    )
    const [first = 0, ...rest] = [0x00, 0x1a, 0x2b, 0x3c, 0x4d, 0x5e]
    const wired = MAC_LAYOUTS[0]!(macOf([first, ...rest]))
    expect(nearMiss(wired, MAC_LAYOUTS[2]!(macOf([first ^ 2, ...rest])))).toBeNull()
  })

  it('certain: a USB id equal but for the serial’s case, padding or leading zeros', () => {
    fc.assert(
      fc.property(
        hex4,
        serialChars,
        product,
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        fc.nat(2),
        (v, serial, p, zeros, lower, pad) => {
          const written = `${'0'.repeat(zeros)}${lower ? serial.toLowerCase() : serial}${' '.repeat(pad)}`
          fc.pre(written !== serial)
          const registered = usb(v, written, p)
          const reported = usb(v, serial, p)
          expect(validate(4, registered.serialId).ok).toBe(true)
          expect(nearMiss(registered, reported)).toMatchObject({
            rule: 'usb-serial',
            certainty: 'certain',
          })
          expectFound(registered, reported)
        },
      ),
      RUNS,
    )
  })

  it('certain: a monitor id equal but for the serial text’s spacing or case', () => {
    fc.assert(
      fc.property(
        vendor3,
        serialChars,
        hex4,
        fc.nat(12),
        fc.boolean(),
        (v, serial, code, at, lower) => {
          const cut = at % (serial.length + 1)
          const written =
            `${lower ? serial.toLowerCase() : serial}`.slice(0, cut) + ' ' + serial.slice(cut)
          const registered = monitor(v, lower ? written.toLowerCase() : written, code)
          const reported = monitor(v, serial, code)
          expect(nearMiss(registered, reported)).toMatchObject({
            rule: 'monitor-serial',
            certainty: 'certain',
          })
          expectFound(registered, reported)
        },
      ),
      RUNS,
    )
  })

  it('no near-miss between USB or monitor ids of another serial, vendor or product', () => {
    fc.assert(
      fc.property(hex4, serialChars, serialChars, product, (v, a, b, p) => {
        fc.pre(a.replace(/^0+/, '') !== b.replace(/^0+/, ''))
        expect(nearMiss(usb(v, a, p), usb(v, b, p))).toBeNull()
        expect(nearMiss(usb(v, a, p), usb(v, a, (p + 1) % 65536))).toBeNull()
        expect(nearMiss(monitor('DEL', a, '0001'), monitor('DEL', b, '0001'))).toBe(
          a.replace(/\s/g, '') === b.replace(/\s/g, '') ? expect.anything() : null,
        )
        expect(nearMiss(monitor('DEL', a, '0001'), monitor('DEL', a, '0002'))).toBeNull()
      }),
      RUNS,
    )
  })

  it('no near-miss between an id and itself, nor across kinds', () => {
    fc.assert(
      fc.property(macBytes, layout, (bytes, i) => {
        const id = MAC_LAYOUTS[i]!(macOf(bytes))
        expect(nearMiss(id, id)).toBeNull()
        expect(nearMiss(id, usb('0BDA', macOf(bytes), 8153))).toBeNull()
      }),
      RUNS,
    )
    expect(nearMiss(usb('0BDA', 'AB1', 8153), monitor('DEL', 'AB1', '8153'))).toBeNull()
  })

  it('says what tells them apart, in English with the ids as values', () => {
    const miss = nearMiss(usb('413C', 'cn0f4k8r', 45166), usb('413C', 'CN0F4K8R', 45166))
    expect(miss?.evidence).toEqual({
      code: 'usb-serial',
      values: { registered: 'cn0f4k8r', reported: 'CN0F4K8R' },
      message:
        'The USB serial "CN0F4K8R" as reported and "cn0f4k8r" as registered differ only in case, padding or leading zeros.',
    })
  })
})
