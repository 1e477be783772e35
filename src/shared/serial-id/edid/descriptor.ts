/** The text rule of EDID display descriptors (README.md, "The EDID serial text"). */

/** Offsets of the four 18-byte descriptors of the base block. */
export const BASE_DESCRIPTORS = [54, 72, 90, 108] as const

export const SERIAL_TAG = 0xff
export const NAME_TAG = 0xfc

export interface DescriptorText {
  /** The text as the EDID holds it, spaces kept. */
  text: string
  /** The byte that ended the text when it was neither a line feed nor the end of the field (NUL aside). */
  endedBy?: { byte: number; position: number }
}

/** Whether the 18 bytes at `offset` are a display descriptor with this tag (pixel clock 0, byte 2 zero). */
export function isDisplayDescriptor(bytes: Uint8Array, offset: number, tag: number): boolean {
  return (
    offset + 18 <= bytes.length &&
    bytes[offset] === 0 &&
    bytes[offset + 1] === 0 &&
    bytes[offset + 2] === 0 &&
    bytes[offset + 3] === tag
  )
}

/**
 * The text of a display descriptor: bytes 5–17, up to the first line feed (0x0A); without one, all 13 bytes.
 * Any other byte outside printable ASCII (0x20–0x7E) ends the text too. Spaces are kept where they stand.
 */
export function descriptorText(bytes: Uint8Array, offset: number): DescriptorText {
  let text = ''
  for (let position = 0; position < 13; position++) {
    const byte = bytes[offset + 5 + position] ?? 0x0a
    if (byte === 0x0a) return { text }
    if (byte < 0x20 || byte > 0x7e)
      return byte === 0 ? { text } : { text, endedBy: { byte, position: position + 1 } }
    text += String.fromCharCode(byte)
  }
  return { text }
}

/** The first descriptor with this tag among the offsets, read by the text rule. */
export function findDescriptor(
  bytes: Uint8Array,
  offsets: Iterable<number>,
  tag: number,
): DescriptorText | undefined {
  for (const offset of offsets)
    if (isDisplayDescriptor(bytes, offset, tag)) return descriptorText(bytes, offset)
  return undefined
}

/** Offsets of the 18-byte descriptors of a CTA-861 extension block starting at `block`. */
export function ctaDescriptorOffsets(bytes: Uint8Array, block: number): number[] {
  if (bytes[block] !== 0x02) return []
  const start = bytes[block + 2] ?? 0
  if (start < 4) return []
  const offsets: number[] = []
  for (let offset = block + start; offset + 18 <= block + 127; offset += 18) offsets.push(offset)
  return offsets
}
