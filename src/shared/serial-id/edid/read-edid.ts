import type { FoundAt } from '../found.ts'
import { coded, type SaidText } from '../../coded-text.ts'
import type { EdidErrorCode, FoundDevice, ReadNotice, SerialWarning } from '../types.ts'
import {
  BASE_DESCRIPTORS,
  NAME_TAG,
  SERIAL_TAG,
  ctaDescriptorOffsets,
  findDescriptor,
} from './descriptor.ts'
import { monitorDevice, type MonitorFields } from './monitor.ts'

export const EDID_HEADER = [0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x00] as const
const BLOCK = 128
/** 256 blocks: the most an EDID can announce. */
const MAX_BYTES = 256 * BLOCK

export type EdidResult =
  | { ok: true; fields: MonitorFields; device: FoundDevice }
  | ({ ok: false } & SaidText<EdidErrorCode>)

/** What an EDID that gives no id says, as a notice of the source it was read from. */
export function edidNotice(
  failure: { ok: false } & SaidText<EdidErrorCode>,
  source: ReadNotice['source'],
  line: number,
): ReadNotice {
  const { ok: _ok, ...text } = failure
  return { source, line, ...text }
}

const byteHex = (byte: number) => byte.toString(16).padStart(2, '0').toUpperCase()

function checksum(bytes: Uint8Array, start: number): number {
  let sum = 0
  for (let i = start; i < start + BLOCK; i++) sum += bytes[i] ?? 0
  return sum & 0xff
}

export function hasEdidHeader(bytes: Uint8Array): boolean {
  return EDID_HEADER.every((byte, index) => bytes[index] === byte)
}

/** Three letters from bytes 8–9 (five bits each, 1 = A), or undefined when they spell none. */
function vendorOf(bytes: Uint8Array): string | undefined {
  const word = ((bytes[8] ?? 0) << 8) | (bytes[9] ?? 0)
  const letters = [(word >> 10) & 31, (word >> 5) & 31, word & 31]
  if (word & 0x8000 || letters.some((letter) => letter < 1 || letter > 26)) return undefined
  return String.fromCharCode(...letters.map((letter) => 64 + letter))
}

/** Blocks as announced against blocks present; damaged extensions. None of it changes the id. */
function blockWarnings(bytes: Uint8Array, announced: number): SerialWarning[] {
  const warnings: SerialWarning[] = []
  const present = Math.floor(bytes.length / BLOCK) - 1
  // One code; `problem` says which (its message picks the words with a select).
  const say = (values: Record<string, string | number>) =>
    warnings.push(coded('serialId.warning.edid-blocks', values))
  if (bytes.length % BLOCK !== 0)
    say({ problem: 'length', length: bytes.length, ignored: bytes.length % BLOCK })
  if (present < announced) say({ problem: 'cutShort', announced, present })
  for (let block = 1; block <= Math.min(announced, present); block++) {
    if (checksum(bytes, block * BLOCK) !== 0) say({ problem: 'checksum', block })
  }
  return warnings
}

/**
 * A monitor's serial id from its raw EDID (128 bytes and more, as /sys/class/drm/…/edid or the registry holds
 * it), after checking the header and the base block's checksum. Says what is wrong with anything else.
 */
export function readEdid(
  bytes: Uint8Array,
  at: FoundAt = { source: 'edid', line: 0, lineText: '' },
): EdidResult {
  if (bytes.length < BLOCK)
    return { ok: false, ...coded('serialId.notice.edid-short', { length: bytes.length }) }
  if (bytes.length > MAX_BYTES)
    return {
      ok: false,
      ...coded('serialId.notice.edid-too-long', { length: bytes.length, max: MAX_BYTES }),
    }
  if (!hasEdidHeader(bytes)) {
    const start = Array.from(bytes.slice(0, 8), byteHex).join(' ')
    return { ok: false, ...coded('serialId.notice.not-edid', { start }) }
  }
  const sum = checksum(bytes, 0)
  if (sum !== 0) {
    const stored = bytes[127] ?? 0
    const needed = (stored - sum + 256) & 0xff
    const values = { stored: byteHex(stored), needed: byteHex(needed) }
    return { ok: false, ...coded('serialId.notice.edid-checksum', values) }
  }
  const vendor = vendorOf(bytes)
  if (vendor === undefined)
    return {
      ok: false,
      ...coded('serialId.notice.edid-vendor', {
        bytes: `${byteHex(bytes[8] ?? 0)}${byteHex(bytes[9] ?? 0)}`,
      }),
    }
  const announced = bytes[126] ?? 0
  const extensions = Math.min(announced, Math.floor(bytes.length / BLOCK) - 1)
  const serialText = findDescriptor(bytes, BASE_DESCRIPTORS, SERIAL_TAG)
  let extensionSerialText: string | undefined
  for (let block = 1; block <= extensions && serialText === undefined; block++) {
    extensionSerialText ??= findDescriptor(
      bytes,
      ctaDescriptorOffsets(bytes, block * BLOCK),
      SERIAL_TAG,
    )?.text
  }
  const name = findDescriptor(bytes, BASE_DESCRIPTORS, NAME_TAG)?.text.trim()
  const fields: MonitorFields = {
    vendor,
    productCode: (bytes[10] ?? 0) | ((bytes[11] ?? 0) << 8),
    numericSerial:
      ((bytes[12] ?? 0) |
        ((bytes[13] ?? 0) << 8) |
        ((bytes[14] ?? 0) << 16) |
        ((bytes[15] ?? 0) << 24)) >>>
      0,
    serialText,
    extensionSerialText,
    name: name === '' ? undefined : name,
  }
  const device = monitorDevice(fields, at, blockWarnings(bytes, announced))
  if (device === undefined) return { ok: false, ...coded('serialId.notice.edid-invalid') }
  return { ok: true, fields, device }
}
