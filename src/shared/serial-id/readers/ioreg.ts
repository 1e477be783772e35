import { toBytes } from '../edid/hex-dump.ts'
import { edidNotice, readEdid } from '../edid/read-edid.ts'
import type { FoundDevice, ReadNotice } from '../types.ts'
import { NOTHING, lineAt, type TextReader } from './reader.ts'

/**
 * `"IODisplayEDID" = <00ffffffffffff00…>` as ioreg prints it on Intel Macs; Apple silicon names the same bytes
 * `IODisplayEDIDOriginal` or `EDID`.
 */
const EDID_PROPERTY = /"(?:IODisplayEDID(?:Original)?|EDID)"\s*=\s*<([0-9a-f]+)>/gi

/** EDIDs in `ioreg -l` output; one monitor's EDID printed under two properties is read once. */
export const ioregReader: TextReader = {
  source: 'ioreg',
  label: 'ioreg -l (IODisplayEDID)',
  read(input) {
    if (!/EDID(?:Original)?"\s*=\s*</i.test(input.text)) return NOTHING
    const devices: FoundDevice[] = []
    const notices: ReadNotice[] = []
    const seen = new Set<string>()
    input.lines.forEach((line, index) => {
      for (const [, hex = ''] of line.matchAll(EDID_PROPERTY)) {
        const key = hex.toLowerCase()
        if (seen.has(key) || hex.length % 2 !== 0) continue
        seen.add(key)
        const result = readEdid(toBytes(key), lineAt('ioreg', input, index))
        if (result.ok) devices.push(result.device)
        else notices.push(edidNotice(result, 'ioreg', index + 1))
      }
    })
    return { devices, notices }
  },
}
