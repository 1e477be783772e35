/**
 * Reading serial ids from their source: the entry point for everything that reads (the register screen's
 * reader, the command line, detection on this PC, import). The types are exported by index.ts as well.
 */
import { coded } from '../coded-text.ts'
import { edidNotice, hasEdidHeader, readEdid } from './edid/read-edid.ts'
import { unpasted } from './readers/paste.ts'
import type { TextInput } from './readers/reader.ts'
import { TEXT_READERS } from './readers/table.ts'
import type { FoundDevice, ReadNotice, ReadResult } from './types.ts'

export { readEdid, hasEdidHeader } from './edid/read-edid.ts'
export { findHexDumps } from './edid/hex-dump.ts'
export { TEXT_READERS } from './readers/table.ts'
export { foundDevice, foundChoice, foundIncomplete } from './found.ts'
export { bandOfChannel, bandOfFrequency, normalizeBand } from './wifi-band.ts'

/** Text from a file or the clipboard: UTF-8 or UTF-16 (PowerShell's `>` writes UTF-16), by BOM or by shape. */
export function decodeText(bytes: Uint8Array): { text: string; notices: ReadNotice[] } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), notices: [] }
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), notices: [] }
  // ASCII text in UTF-16LE without a BOM: every second byte is zero.
  if (bytes.length >= 4 && bytes[1] === 0 && bytes[3] === 0 && bytes[0] !== 0)
    return { text: new TextDecoder('utf-16le').decode(bytes), notices: [] }
  const text = new TextDecoder().decode(bytes)
  if (!text.includes('\uFFFD')) return { text, notices: [] }
  return {
    text: new TextDecoder('windows-1252').decode(bytes),
    notices: [{ source: 'input', line: 1, ...coded('serialId.notice.not-utf8') }],
  }
}

const key = (device: FoundDevice) =>
  `${device.kind} ${device.serialId ?? device.candidates.map((c) => c.serialId).join(' ')}`

/**
 * Every device in a tool's printout (or several pasted together), in the order of the lines they were read
 * from. A device printed twice is returned once. Says why when nothing is recognised.
 */
export function readText(text: string): ReadResult {
  const printed = text.split(/\r\n|\r|\n/)
  const lines = unpasted(printed)
  const changed = lines.some((line, index) => line !== printed[index])
  const input: TextInput = changed ? { text: lines.join('\n'), lines } : { text, lines }
  const found: FoundDevice[] = []
  const notices: ReadNotice[] = []
  for (const reader of TEXT_READERS) {
    const output = reader.read(input)
    found.push(...output.devices)
    notices.push(...output.notices)
  }
  found.sort((a, b) => a.line - b.line)
  // Each device shows its line as pasted.
  if (changed)
    for (const device of found) device.lineText = printed[device.line - 1] ?? device.lineText
  const devices: FoundDevice[] = []
  const first = new Map<string, FoundDevice>()
  for (const device of found) {
    const earlier = device.missing === undefined ? first.get(key(device)) : undefined
    if (earlier === undefined) {
      if (device.missing === undefined) first.set(key(device), device)
      devices.push(device)
    } else if (earlier.line !== device.line)
      notices.push({
        source: device.source,
        line: device.line,
        ...coded('serialId.notice.same-device', { line: device.line, earlier: earlier.line }),
      })
  }
  if (devices.length === 0 && notices.length === 0) {
    const tools = TEXT_READERS.map((reader) => reader.label).join(', ')
    notices.push({ source: 'input', line: 0, ...coded('serialId.notice.nothing-found', { tools }) })
  }
  return { devices, notices: notices.sort((a, b) => a.line - b.line) }
}

/** Devices from a file's bytes: a binary EDID, or text any reader knows. */
export function readDevices(input: string | Uint8Array): ReadResult {
  if (typeof input === 'string') return readText(input)
  if (hasEdidHeader(input)) {
    const result = readEdid(input)
    return result.ok
      ? { devices: [result.device], notices: [] }
      : { devices: [], notices: [edidNotice(result, 'edid', 0)] }
  }
  const decoded = decodeText(input)
  if (decoded.text.includes('\u0000'))
    return {
      devices: [],
      notices: [{ source: 'input', line: 0, ...coded('serialId.notice.not-edid-or-text') }],
    }
  const result = readText(decoded.text)
  return { devices: result.devices, notices: [...decoded.notices, ...result.notices] }
}
