// The EDID reader: its rules on EDIDs written for the tests (test/support/edid.ts, the VESA layout), and the
// real EDIDs of ../shared/fixtures/edid against Debian's edid-decode (EDID data from linux-hardware.org /
// linuxhw/EDID, CC BY 4.0), read in place.
import { describe, expect, it } from 'vitest'
import { readDevices, readEdid, readText } from '#shared/serial-id/read.ts'
import { fixChecksum, makeEdid, type EdidSpec } from '../../support/edid.ts'
import { edidManifest, sharedEdid, type ManifestItem } from './support/fixtures.ts'

const items = edidManifest()

/** The rule: the serial text as edid-decode prints it; where it is missing or empty, the numeric serial. */
function expectedId(item: ManifestItem): string {
  const { manufacturer, product_code_hex, serial_number_decimal, display_product_serial_string } =
    item.edid_decode
  const text = display_product_serial_string ?? ''
  const serial = text.trim() === '' ? String(serial_number_decimal ?? 0) : text
  return `${manufacturer};${serial};${product_code_hex}`
}

function read(bytes: Uint8Array) {
  const result = readEdid(bytes)
  if (!result.ok) throw new Error(result.message)
  return result
}

const monitor: EdidSpec = { vendor: 'ZZT', productCode: 0x082c, numericSerial: 126103 }

/** 13 bytes of descriptor text as given (line feed and padding included) in the serial descriptor. */
const withSerialText = (text: string) => makeEdid({ ...monitor, serialText: text.padEnd(13, '\0') })

describe('EDID reader: the serial text rule (README.md of the helper)', () => {
  it.each([
    ['ends at the line feed; the padding after it is ignored', 'SN123\n       ', 'SN123', []],
    ['takes all 13 bytes when there is no line feed', 'RN0717C428KS1', 'RN0717C428KS1', []],
    [
      'keeps a trailing space (13 bytes, no line feed) and warns',
      'RN0717C428KS ',
      'RN0717C428KS ',
      ['spaces'],
    ],
    ['keeps spaces before the line feed and warns', 'AB12  \n      ', 'AB12  ', ['spaces']],
    ['keeps the leading space and warns', ' BZ  126103\n ', ' BZ  126103', ['spaces']],
    ['ends at NUL, silently, as edid-decode does', 'FVMKT4807842\0', 'FVMKT4807842', []],
    ['ends at another control byte, and says so', 'AB\tCD\n       ', 'AB', ['descriptor-end']],
  ])('%s', (_rule, text, serial, codes) => {
    const { device } = read(withSerialText(text))
    expect(device.serialId).toBe(`ZZT;${serial};082C`)
    expect(device.warnings.map((warning) => warning.code)).toEqual(codes)
  })

  it.each([
    ['empty (line feed first)', '\n            '],
    ['only spaces', '             '],
  ])(
    'an %s descriptor falls back to the numeric serial in decimal, with a warning',
    (_case, text) => {
      const { device } = read(withSerialText(text))
      expect(device.serialId).toBe('ZZT;126103;082C')
      expect(device.warnings.map((warning) => warning.code)).toEqual(['empty-descriptor'])
    },
  )

  it('without a serial descriptor, the numeric serial in decimal, as Windows WMI reports it', () => {
    const { device, fields } = read(makeEdid({ ...monitor, name: 'ZZT 24 Office' }))
    expect(fields.serialText).toBeUndefined()
    expect(device).toMatchObject({ serialId: 'ZZT;126103;082C', info: 'ZZT 24 Office' })
    expect(device.warnings).toEqual([])
  })

  it('a serial text only in a CTA-861 extension gives both ids to choose from', () => {
    const { device } = read(
      makeEdid({ ...monitor, numericSerial: 17804, extensions: [{ serialText: 'E2LMTF017804' }] }),
    )
    expect(device.serialId).toBeUndefined()
    expect(device.candidates.map((candidate) => [candidate.serialId, candidate.label])).toEqual([
      ['ZZT;17804;082C', expect.stringContaining('numeric serial')],
      ['ZZT;E2LMTF017804;082C', expect.stringContaining('CTA-861 extension')],
    ])
  })

  it('the base block’s serial text wins over an extension’s', () => {
    const { device } = read(
      makeEdid({ ...monitor, serialText: 'BASE01', extensions: [{ serialText: 'EXT01' }] }),
    )
    expect(device.serialId).toBe('ZZT;BASE01;082C')
  })

  it.each([16843009, 0])('warns that the numeric serial %i is a placeholder', (numericSerial) => {
    const { device } = read(makeEdid({ ...monitor, numericSerial }))
    expect(device.serialId).toBe(`ZZT;${numericSerial};082C`)
    expect(device.warnings.map((warning) => warning.code)).toEqual(['placeholder'])
  })
})

describe('EDID reader: a bad file gets a reason', () => {
  const good = makeEdid({ ...monitor, serialText: 'GOOD1' })

  it.each([
    ['fewer than 128 bytes', good.slice(0, 100), /100 bytes long.*at least one block of 128/],
    [
      'no EDID header',
      new TextEncoder().encode('x'.repeat(128)),
      /not an EDID: it starts with 78 78/,
    ],
    [
      'a wrong checksum',
      good.map((byte, index) => (index === 20 ? byte ^ 1 : byte)),
      /base block is damaged: its checksum byte is 0x[0-9A-F]{2}, but its other 127 bytes need 0x[0-9A-F]{2}/,
    ],
    ['more than 32768 bytes', new Uint8Array(40_000), /at most 32768/],
    [
      'vendor bytes that spell no letters',
      fixChecksum(good.map((byte, index) => (index === 8 ? 0x80 : byte))),
      /vendor bytes .* do not spell three letters/,
    ],
  ])('%s', (_case, bytes, reason) => {
    const result = readEdid(bytes)
    expect(result).toEqual({
      ok: false,
      code: expect.stringMatching(/^(not-)?edid/),
      id: expect.stringMatching(/^serialId\.notice\.(not-)?edid/),
      values: expect.any(Object),
      message: expect.stringMatching(reason),
    })
  })

  it('names blocks that were cut off, without failing (the base block decides the id)', () => {
    const { device } = read(makeEdid({ ...monitor, numericSerial: 16843009, missingExtensions: 1 }))
    expect(device.serialId).toBe('ZZT;16843009;082C')
    expect(device.warnings.find((warning) => warning.code === 'edid-blocks')?.message).toMatch(
      /announces 1 extension block\(s\) but holds 0/,
    )
  })

  it('names an extension block with a wrong checksum', () => {
    const bytes = makeEdid({ ...monitor, extensions: [{}] })
    bytes[200] = (bytes[200] ?? 0) ^ 1
    expect(read(bytes).device.warnings.map((warning) => warning.code)).toContain('edid-blocks')
  })

  it('readDevices tells a binary file that is no EDID from text', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
    expect(readDevices(png).notices[0]?.message).toMatch(/neither an EDID .* nor text/)
  })
})

describe.skipIf(!sharedEdid.present)(
  sharedEdid.title(
    'EDID reader: the 46 linuxhw EDIDs of ../shared/fixtures/edid read as edid-decode reads them',
  ),
  () => {
    it('holds the 46 monitors', () => {
      expect(items).toHaveLength(46)
    })

    it.each(items)('$file (binary)', (item) => {
      const { fields, device } = read(sharedEdid.bytes(item.file))
      expect(fields.vendor).toBe(item.edid_decode.manufacturer)
      expect(fields.productCode.toString(16).toUpperCase().padStart(4, '0')).toBe(
        item.edid_decode.product_code_hex,
      )
      expect(fields.numericSerial).toBe(item.edid_decode.serial_number_decimal ?? 0)
      expect(fields.serialText?.text ?? null).toBe(item.edid_decode.display_product_serial_string)
      expect(device.serialId).toBe(expectedId(item))
      expect(device.info ?? null).toBe(item.edid_decode.display_product_name?.trim() ?? null)
    })

    it.each(items)("$file (edid-decode's whole output, hex print included)", (item) => {
      const text = sharedEdid.text(`decoded/${item.file.replace('.bin', '.txt')}`)
      const { devices } = readText(text)
      expect(devices.map((device) => [device.source, device.serialId])).toEqual([
        ['edid', expectedId(item)],
      ])
    })

    it.each(items)("$file (edid-decode's decoded lines only)", (item) => {
      const text = sharedEdid.text(`decoded/${item.file.replace('.bin', '.txt')}`)
      const decoded = text.slice(text.indexOf('Block 0, Base EDID:'))
      const { devices } = readText(decoded)
      expect(devices.map((device) => [device.source, device.serialId])).toEqual([
        ['edid-decode', expectedId(item)],
      ])
    })

    it('TSB2017, cut off after its base block: the id, and the blocks named', () => {
      const { device } = read(sharedEdid.bytes('TSB2017_6D4A4A1F387F.bin'))
      expect(device.serialId).toBe('TSB;16843009;2017')
      expect(device.warnings.map((warning) => warning.code)).toEqual(
        expect.arrayContaining(['placeholder', 'edid-blocks']),
      )
    })
  },
)

describe.skipIf(!sharedEdid.present)(
  sharedEdid.title(
    'EDID reader: the serial as Windows tools reported it (edid/tool-groundtruth, public bug reports)',
  ),
  () => {
    it.each([
      [
        'AOC1970_glpi156.bin',
        'AOC;113952;1970',
        'WMI SerialNumberID 113952: the numeric serial in decimal',
      ],
      ['HSP0000_fi1018.bin', 'HSP;1234567890123;0000', 'WMI SerialNumberID: the 0xFF text'],
      ['ACR046F_glpi328.bin', 'ACR;T4BEE00C2411;046F', 'GLPI serial: the 0xFF text'],
      ['SAM0B42_glpi328.bin', 'SAM;HLER500092;0B42', 'GLPI serial: the 0xFF text'],
    ])('%s → %s (%s)', (file, serialId) => {
      expect(read(sharedEdid.bytes(`tool-groundtruth/${file}`)).device.serialId).toBe(serialId)
    })

    it('warns that 1234567890123 is shared by every unit of that model', () => {
      const { device } = read(sharedEdid.bytes('tool-groundtruth/HSP0000_fi1018.bin'))
      expect(device.warnings.map((warning) => warning.code)).toContain('placeholder')
    })
  },
)
