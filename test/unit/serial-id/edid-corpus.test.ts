// More of the linuxhw corpus, read in place from ../shared/fixtures/edid-corpus (EDID data from
// linux-hardware.org / linuxhw/EDID, CC BY 4.0): for each EDID, the id read from its bytes against what
// Debian's edid-decode printed for it (dec/NAME.txt), and, in sample-3, against the hex dump xrandr --verbose
// printed (xrandr/NAME.txt).
import { describe, expect, it } from 'vitest'
import { readEdid, readText } from '#shared/serial-id/read.ts'
import type { FoundDevice } from '#shared/serial-id/index.ts'
import { sharedFixtures } from '../../support/shared-fixtures.ts'

/** What edid-decode printed about the monitor's identity (its base block, and CTA extensions' serial text). */
interface Decoded {
  vendor: string
  productCode: string
  /** edid-decode leaves the Serial Number line out when bytes 12–15 are zero. */
  numeric: string
  text: string | undefined
  extensionText: string | undefined
}

function decoded(output: string): Decoded {
  const [base = '', ...extensions] = output.split(/^Block \d+, /m).slice(1)
  const field = (pattern: RegExp, text = base) => pattern.exec(text)?.[1]
  const model = Number(field(/^\s*Model: (\d+)\s*$/m))
  return {
    vendor: field(/^\s*Manufacturer: ([A-Z]{3})\s*$/m) ?? '',
    productCode: model.toString(16).toUpperCase().padStart(4, '0'),
    numeric: field(/^\s*Serial Number: (\d+)/m) ?? '0',
    text: field(/^\s*Display Product Serial Number: '(.*)'\s*$/m),
    extensionText: extensions
      .map((block) => field(/^\s*Display Product Serial Number: '(.*)'\s*$/m, block))
      .find((text) => text !== undefined),
  }
}

/** The rule (the helper's README): the base block's serial text; where it is blank, the numeric serial. */
function expected(monitor: Decoded): { serialId?: string; candidates?: string[] } {
  const id = (serial: string) => `${monitor.vendor};${serial};${monitor.productCode}`
  if (monitor.text !== undefined && monitor.text.trim() !== '')
    return { serialId: id(monitor.text) }
  // Only an extension has serial text: no single id, both offered.
  if (monitor.extensionText !== undefined && monitor.extensionText.trim() !== '')
    return { candidates: [id(monitor.numeric), id(monitor.extensionText)] }
  return { serialId: id(monitor.numeric) }
}

/**
 * Serial text in a display descriptor of a CTA-861 block, found by scanning its bytes. Some LG monitors put
 * their label's serial there after the list of timings has ended (a slot of zeros), where edid-decode stops
 * reading; the helper reads every 18-byte slot, so it offers that text beside the numeric serial.
 */
function ctaSerialText(bytes: Uint8Array): string | undefined {
  for (let block = 128; block + 128 <= bytes.length; block += 128) {
    if (bytes[block] !== 0x02) continue
    for (let at = block + 4; at + 18 <= block + 127; at++) {
      if ([0, 0, 0, 0xff, 0].some((byte, i) => bytes[at + i] !== byte)) continue
      const text = String.fromCharCode(...bytes.subarray(at + 5, at + 18))
      return text.split('\n')[0]
    }
  }
  return undefined
}

/** The numeric serials edid-decode itself calls dummy values, and zero: every unit of a model has them. */
const DUMMY_NUMBERS = new Set(['0', '1', '16843009'])

function outcome(device: FoundDevice | undefined) {
  return device?.serialId !== undefined
    ? { serialId: device.serialId }
    : { candidates: device?.candidates.map((candidate) => candidate.serialId) }
}

function corpusSuite(name: 'sample-2' | 'sample-3', size: number) {
  const sample = sharedFixtures(`edid-corpus/${name}`)
  const names = sample.list('.bin', 'bin').map((file) => file.replace(/\.bin$/, ''))

  describe.skipIf(!sample.present)(sample.title(`edid-corpus/${name}: ${size} EDIDs`), () => {
    it(`holds ${size} EDIDs, each with edid-decode's output`, () => {
      expect(names).toHaveLength(size)
      expect(sample.list('.txt', 'dec')).toEqual(names.map((each) => `${each}.txt`))
    })

    it.each(names)('%s: the id from the bytes is the one edid-decode’s output gives', (each) => {
      const monitor = decoded(sample.text(`dec/${each}.txt`))
      const result = readEdid(sample.bytes(`bin/${each}.bin`))
      if (!result.ok) throw new Error(result.message)
      const bytes = sample.bytes(`bin/${each}.bin`)
      const hidden = monitor.text === undefined && monitor.extensionText === undefined
      const beyond = hidden ? ctaSerialText(bytes) : undefined
      // Not one exact id: edid-decode's id and the text past the end of the timings, to choose from.
      const want: { serialId?: string; candidates?: Array<string | undefined> } =
        beyond === undefined
          ? expected(monitor)
          : {
              candidates: [
                expected(monitor).serialId,
                `${monitor.vendor};${beyond};${monitor.productCode}`,
              ],
            }
      expect(outcome(result.device)).toEqual(want)
      const codes = result.device.warnings.map((warning) => warning.code)
      // Where the id cannot tell one unit from another, or keeps spaces, it says so.
      if (
        want.serialId !== undefined &&
        monitor.text === undefined &&
        DUMMY_NUMBERS.has(monitor.numeric)
      )
        expect(codes).toContain('placeholder')
      if (
        monitor.text !== undefined &&
        monitor.text.trim() !== '' &&
        monitor.text !== monitor.text.trim()
      )
        expect(codes).toContain('spaces')
    })

    it.each(names)('%s: edid-decode’s output pasted whole reads to the same id', (each) => {
      const bytes = readEdid(sample.bytes(`bin/${each}.bin`))
      const pasted = readText(sample.text(`dec/${each}.txt`)).devices
      expect(pasted.map(outcome)).toEqual([outcome(bytes.ok ? bytes.device : undefined)])
    })
  })
  return sample
}

corpusSuite('sample-2', 160)
const sample3 = corpusSuite('sample-3', 290)

describe.skipIf(!sample3.present)(
  sample3.title('edid-corpus/sample-3: xrandr --verbose hex dumps'),
  () => {
    const dumps = sample3.list('.txt', 'xrandr').map((file) => file.replace(/\.txt$/, ''))

    it('holds 30 of them', () => {
      expect(dumps).toHaveLength(30)
    })

    it.each(dumps)('%s: the dump reads to the id of the EDID file', (each) => {
      const bytes = readEdid(sample3.bytes(`bin/${each}.bin`))
      const { devices } = readText(sample3.text(`xrandr/${each}.txt`))
      expect(devices.map((device) => device.source)).toEqual(['edid'])
      expect(devices.map(outcome)).toEqual([outcome(bytes.ok ? bytes.device : undefined)])
    })
  },
)
