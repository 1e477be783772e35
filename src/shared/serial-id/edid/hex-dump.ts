/**
 * EDIDs printed as hex: /sys's file through xxd or hexdump -C, `xrandr --verbose`, edid-decode's hex print,
 * the registry's EDID value (.reg export or `reg query`). A dump is found by its header, 00ffffffffffff00.
 */
export interface HexDump {
  bytes: Uint8Array
  /** 0-based index of the line where the EDID starts. */
  line: number
}

const HEADER = '00ffffffffffff00'
const PREFIXES = [
  /^"?EDID"?\s*=\s*hex(?:\(3\))?:/i, // regedit export: "EDID"=hex:00,ff,…,\
  /^EDID\s+REG_BINARY\s+/i, // reg query
  /^EDID:/i, // xrandr --verbose
]
/** xxd: `00000000: 00ff ffff ffff ff00 10ac 7a40 4c4e 3030  ..........z@LN00` */
const XXD = /^[0-9a-f]{6,8}:\s+((?:[0-9a-f]{2,4}\s?)+?)(?:\s{2}.*)?$/i
/** hexdump -C: `00000000  00 ff ff ff ff ff ff 00  10 ac 7a 40 4c 4e 30 30  |......z@LN00|` */
const HEXDUMP_C = /^[0-9a-f]{8}\s+((?:[0-9a-f]{2}\s+){1,16})\|.*\|$/i
const DATA = /^(?:[0-9a-f]{2}[\s,]*)+$/i

/** The hex digits a line holds as data, '' for a blank line, undefined for any other line. */
function lineDigits(line: string): string | undefined {
  let text = line.trim()
  if (text === '') return ''
  for (const prefix of PREFIXES) text = text.replace(prefix, '').trim()
  if (text.endsWith('\\')) text = text.slice(0, -1).trim()
  if (text === '') return ''
  const dumped = HEXDUMP_C.exec(text)?.[1] ?? XXD.exec(text)?.[1]
  if (dumped !== undefined) text = dumped.trim()
  if (!DATA.test(text)) return undefined
  return text.replace(/[\s,]/g, '').toLowerCase()
}

/** Bytes of an even run of hex digits. */
export function toBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(Math.floor(hex.length / 2))
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return bytes
}

/** Every EDID in the text, in order: runs of hex lines (blank lines may separate blocks) with the header. */
export function findHexDumps(lines: readonly string[]): HexDump[] {
  const dumps: HexDump[] = []
  let run = ''
  let starts: Array<{ at: number; line: number }> = []
  const close = () => {
    let previous = ''
    let from = run.indexOf(HEADER)
    while (from >= 0) {
      if (from % 2 !== 0) {
        from = run.indexOf(HEADER, from + 1)
        continue
      }
      // Byte 126 says how many extension blocks follow; a dump may repeat the EDID (read twice): skip the copy.
      const announced = parseInt(run.slice(from + 252, from + 254), 16) || 0
      const next = run.indexOf(HEADER, from + 256)
      const end = Math.min(run.length, from + (1 + announced) * 256, next < 0 ? Infinity : next)
      const hex = run.slice(from, end)
      const line = starts.findLast((start) => start.at <= from)?.line ?? 0
      if (hex !== previous) dumps.push({ bytes: toBytes(hex), line })
      previous = hex
      from = run.indexOf(HEADER, end)
    }
    run = ''
    starts = []
  }
  lines.forEach((line, index) => {
    const digits = lineDigits(line)
    if (digits === undefined) close()
    else if (digits !== '') {
      starts.push({ at: run.length, line: index })
      run += digits
    }
  })
  close()
  return dumps
}
