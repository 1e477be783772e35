// The EDID reader against Debian's edid-decode (its readings of the 46 linuxhw EDIDs are in edid/manifest.json).
// EDID data from linux-hardware.org / linuxhw/EDID (CC BY 4.0).
import { describe, expect, it } from 'vitest'
import { readDevices, readEdid, readText } from '#shared/serial-id/read.ts'
import { edidManifest, fixtureBytes, fixtureText, type ManifestItem } from './support/fixtures.ts'

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

/** A real EDID changed as a test needs, with its checksum made right again. */
function edited(file: string, change: (bytes: Uint8Array) => void): Uint8Array {
  const bytes = fixtureBytes(file).slice(0, 128)
  change(bytes)
  bytes[126] = 0
  bytes[127] = (256 - (bytes.slice(0, 127).reduce((sum, byte) => sum + byte, 0) % 256)) % 256
  return bytes
}

/** 13 bytes of descriptor text into PHL082C's serial descriptor (at 72, text from 77). */
function withSerialText(text: number[]): Uint8Array {
  return edited('edid/PHL082C_3C5D52C216EC.bin', (bytes) => bytes.set(text, 77))
}

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0))

describe('EDID reader: all 46 linuxhw EDIDs read as edid-decode reads them', () => {
  it('holds the 46 monitors', () => {
    expect(items).toHaveLength(46)
  })

  it.each(items)('$file (binary)', (item) => {
    const { fields, device } = read(fixtureBytes(`edid/${item.file}`))
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
    const text = fixtureText(`edid/decoded/${item.file.replace('.bin', '.txt')}`)
    const { devices } = readText(text)
    expect(devices.map((device) => [device.source, device.serialId])).toEqual([
      ['edid', expectedId(item)],
    ])
  })

  it.each(items)("$file (edid-decode's decoded lines only)", (item) => {
    const text = fixtureText(`edid/decoded/${item.file.replace('.bin', '.txt')}`)
    const decoded = text.slice(text.indexOf('Block 0, Base EDID:'))
    const { devices } = readText(decoded)
    expect(devices.map((device) => [device.source, device.serialId])).toEqual([
      ['edid-decode', expectedId(item)],
    ])
  })
})

describe('EDID reader: the serial as Windows tools reported it (tool-groundtruth, public bug reports)', () => {
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
    expect(read(fixtureBytes(`edid/tool-groundtruth/${file}`)).device.serialId).toBe(serialId)
  })

  it('warns that 1234567890123 is shared by every unit of that model', () => {
    const { device } = read(fixtureBytes('edid/tool-groundtruth/HSP0000_fi1018.bin'))
    expect(device.warnings.map((warning) => warning.code)).toContain('placeholder')
  })

  it.each(
    fixtureText('tools/glpi-agent-890__edid-base64.txt')
      .split('\n')
      .filter((line) => /^[A-Z]{3}\d/.test(line))
      .map((line) => line.split(' ') as [string, string, string]),
  )(
    'glpi-agent #890 %s: an empty or missing serial text falls back to the numeric serial',
    (model, base64) => {
      const { device, fields } = read(Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0)))
      expect(device.serialId).toBe(`${model.slice(0, 3)};${fields.numericSerial};${model.slice(3)}`)
      expect(device.warnings.map((warning) => warning.code)).toEqual(
        expect.arrayContaining(['placeholder', 'edid-blocks']),
      )
    },
  )
})

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
    const { device } = read(withSerialText(ascii(text)))
    expect(device.serialId).toBe(`PHL;${serial};082C`)
    expect(device.warnings.map((warning) => warning.code)).toEqual(codes)
  })

  it.each([
    ['empty (line feed first)', '\n            '],
    ['only spaces', '             '],
  ])(
    'an %s descriptor falls back to the numeric serial in decimal, with a warning',
    (_case, text) => {
      const { device } = read(withSerialText(ascii(text)))
      expect(device.serialId).toBe('PHL;126103;082C')
      expect(device.warnings.map((warning) => warning.code)).toEqual(['empty-descriptor'])
    },
  )

  it('a serial text only in a CTA-861 extension gives both ids to choose from', () => {
    // ACI249A with its base block's serial descriptor turned into a 0x10 dummy and the text moved into the
    // CTA block's first free 18-byte slot.
    const bytes = fixtureBytes('edid/ACI249A_8A832255AA7D.bin').slice(0, 256)
    const descriptor = bytes.slice(72, 90)
    bytes[75] = 0x10
    bytes.fill(0, 77, 90)
    const cta = 128 + (bytes[130] ?? 0) + 18 * 4
    bytes.set(descriptor, cta)
    for (const block of [0, 128]) {
      const sum = bytes.slice(block, block + 127).reduce((total, byte) => total + byte, 0)
      bytes[block + 127] = (256 - (sum % 256)) % 256
    }
    const { device } = read(bytes)
    expect(device.serialId).toBeUndefined()
    expect(device.candidates.map((candidate) => [candidate.serialId, candidate.label])).toEqual([
      ['ACI;17804;249A', expect.stringContaining('numeric serial')],
      ['ACI;E2LMTF017804;249A', expect.stringContaining('CTA-861 extension')],
    ])
  })
})

describe('EDID reader: a bad file gets a reason', () => {
  it.each([
    [
      'fewer than 128 bytes',
      fixtureBytes('edid/DEL409A_952B2EAD5D87.bin').slice(0, 100),
      /100 bytes long.*at least one block of 128/,
    ],
    [
      'no EDID header',
      new TextEncoder().encode('x'.repeat(128)),
      /not an EDID: it starts with 78 78/,
    ],
    [
      'a wrong checksum',
      fixtureBytes('edid/DEL409A_952B2EAD5D87.bin').map((byte, index) =>
        index === 20 ? byte ^ 1 : byte,
      ),
      /base block is damaged: its checksum byte is 0x[0-9A-F]{2}, but its other 127 bytes need 0x[0-9A-F]{2}/,
    ],
    ['more than 32768 bytes', new Uint8Array(40_000), /at most 32768/],
  ])('%s', (_case, bytes, reason) => {
    const result = readEdid(bytes)
    expect(result).toEqual({ ok: false, message: expect.stringMatching(reason) })
  })

  it('names blocks that were cut off, without failing (the base block decides the id)', () => {
    const { device } = read(fixtureBytes('edid/TSB2017_6D4A4A1F387F.bin'))
    expect(device.serialId).toBe('TSB;16843009;2017')
    expect(device.warnings.find((warning) => warning.code === 'edid-blocks')?.message).toMatch(
      /announces 1 extension block\(s\) but holds 0/,
    )
  })

  it('readDevices tells a binary file that is no EDID from text', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
    expect(readDevices(png).notices[0]?.message).toMatch(/neither an EDID .* nor text/)
  })
})
