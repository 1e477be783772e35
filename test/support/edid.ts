// EDIDs written for the tests from the VESA E-EDID 1.4 layout (base block, display descriptors, a CTA-861
// extension), with invented monitors: no real EDID is needed for what must always run.

export interface EdidSpec {
  /** Three letters (the PNP id), e.g. 'ZZT'. */
  vendor: string
  productCode: number
  /** Bytes 12–15, little-endian. */
  numericSerial?: number
  /** The 0xFF descriptor's 13 bytes as text: shorter text gets a line feed and space padding, as monitors write it. */
  serialText?: string
  /** The 0xFC descriptor (the name), written the same way. */
  name?: string
  /** Extension blocks: a CTA-861 block, optionally with display descriptors in its 18-byte slots. */
  extensions?: ReadonlyArray<{ serialText?: string }>
  /** Extension blocks announced in byte 126 beyond those written (a cut-off EDID). */
  missingExtensions?: number
}

const HEADER = [0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x00]

/** 13 bytes of descriptor text: the text, then a line feed and spaces, unless it fills all 13 (raw bytes as given). */
export function descriptorBytes(text: string | readonly number[]): number[] {
  const bytes =
    typeof text === 'string' ? [...text].map((ch) => ch.charCodeAt(0) & 0xff) : [...text]
  if (bytes.length >= 13) return bytes.slice(0, 13)
  if (typeof text !== 'string') return [...bytes, ...Array<number>(13 - bytes.length).fill(0x20)]
  return [...bytes, 0x0a, ...Array<number>(12 - bytes.length).fill(0x20)]
}

function displayDescriptor(tag: number, text: string | readonly number[]): number[] {
  return [0, 0, 0, tag, 0, ...descriptorBytes(text)]
}

/** A 1920x1080 60 Hz detailed timing (148.5 MHz), the first descriptor of most monitors. */
const DETAILED_TIMING = [
  0x02, 0x3a, 0x80, 0x18, 0x71, 0x38, 0x2d, 0x40, 0x58, 0x2c, 0x45, 0x00, 0x13, 0x2a, 0x21, 0x00,
  0x00, 0x1e,
]
/** A range-limits descriptor (0xFD), so that every slot of the base block is used. */
const RANGE_LIMITS = [
  0, 0, 0, 0xfd, 0, 0x38, 0x4c, 0x1e, 0x53, 0x11, 0x00, 0x0a, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20,
]
const DUMMY = [0, 0, 0, 0x10, 0, ...Array<number>(13).fill(0)]

/** Sets the last byte of the 128-byte block at `start` so that the block sums to 0 (mod 256). */
export function fixChecksum(bytes: Uint8Array, start = 0): Uint8Array {
  let sum = 0
  for (let i = start; i < start + 127; i++) sum += bytes[i] ?? 0
  bytes[start + 127] = (256 - (sum % 256)) % 256
  return bytes
}

function vendorWord(vendor: string): [number, number] {
  const [a = 0, b = 0, c = 0] = [...vendor.toUpperCase()].map((ch) => ch.charCodeAt(0) - 64)
  const word = (a << 10) | (b << 5) | c
  return [word >> 8, word & 0xff]
}

function ctaBlock(serialText: string | undefined): number[] {
  // Tag 2, revision 3, descriptors from byte 4 (no data blocks); 18-byte slots from there.
  const block = [0x02, 0x03, 0x04, 0x00]
  if (serialText !== undefined) block.push(...displayDescriptor(0xff, serialText))
  return [...block, ...Array<number>(128 - block.length).fill(0)]
}

/** The EDID bytes of a monitor as described, every checksum right. */
export function makeEdid(spec: EdidSpec): Uint8Array {
  const base = [
    ...HEADER,
    ...vendorWord(spec.vendor),
    spec.productCode & 0xff,
    (spec.productCode >> 8) & 0xff,
    ...[0, 8, 16, 24].map((shift) => ((spec.numericSerial ?? 0) >>> shift) & 0xff),
    12, // week
    34, // 2024
    1,
    4, // EDID 1.4
    0xa5, // digital, 8 bits per colour, DisplayPort
    60,
    34, // 60 cm x 34 cm
    0x78, // gamma 2.2
    0x3a, // features
    // Chromaticity (sRGB-like), established timings, eight unused standard timings.
    0xfc,
    0x81,
    0xa4,
    0x55,
    0x4d,
    0x9d,
    0x25,
    0x12,
    0x50,
    0x54,
    0x21,
    0x08,
    0x00,
    ...Array<number>(16).fill(0x01),
    ...DETAILED_TIMING,
    ...(spec.serialText === undefined ? DUMMY : displayDescriptor(0xff, spec.serialText)),
    ...(spec.name === undefined ? DUMMY : displayDescriptor(0xfc, spec.name)),
    ...RANGE_LIMITS,
    (spec.extensions?.length ?? 0) + (spec.missingExtensions ?? 0),
    0,
  ]
  const blocks = [base, ...(spec.extensions ?? []).map((block) => ctaBlock(block.serialText))]
  const bytes = new Uint8Array(blocks.flat())
  for (let start = 0; start < bytes.length; start += 128) fixChecksum(bytes, start)
  return bytes
}

/** The bytes as two-digit hex, in rows of `size`. */
export function hexRows(bytes: Uint8Array, size: number): string[][] {
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0'))
  return Array.from({ length: Math.ceil(hex.length / size) }, (_, i) =>
    hex.slice(i * size, (i + 1) * size),
  )
}

/** `xrandr --verbose`'s EDID property of one output, as it prints it (16 bytes a line, tab-indented). */
export function xrandrPrint(bytes: Uint8Array, output = 'DP-1'): string {
  const rows = hexRows(bytes, 16).map((row) => `\t\t${row.join('')}`)
  return `${output} connected primary 1920x1080+0+0 (0x46) normal (normal left inverted right x axis y axis) 600mm x 340mm\n\tIdentifier: 0x42\n\tTimestamp:  123456\n\tSubpixel:   unknown\n\tClones:    \n\tCRTC:       0\n\tCRTCs:      0 1 2\n\tTransform:  1.000000 0.000000 0.000000\n\t            0.000000 1.000000 0.000000\n\t            0.000000 0.000000 1.000000\n\t           filter: \n\tEDID: \n${rows.join('\n')}\n\tnon-desktop: 0 \n\t\tsupported: 0, 1\n`
}
