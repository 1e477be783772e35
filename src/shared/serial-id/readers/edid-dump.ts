import { findHexDumps } from '../edid/hex-dump.ts'
import { edidNotice, readEdid } from '../edid/read-edid.ts'
import type { FoundDevice, ReadNotice } from '../types.ts'
import { lineAt, type TextReader } from './reader.ts'

/** EDIDs printed as hex (xrandr --verbose, edid-decode, the registry, xxd of /sys/class/drm/…/edid). */
export const edidDumpReader: TextReader = {
  source: 'edid',
  label: 'an EDID hex dump',
  read(input) {
    const devices: FoundDevice[] = []
    const notices: ReadNotice[] = []
    for (const dump of findHexDumps(input.lines)) {
      const result = readEdid(dump.bytes, lineAt('edid', input, dump.line))
      if (result.ok) devices.push(result.device)
      else notices.push(edidNotice(result, 'edid', dump.line + 1))
    }
    return { devices, notices }
  },
}
