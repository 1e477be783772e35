import { normalizeMac } from '../mac.ts'
import type { FoundDevice } from '../types.ts'
import { bandOfChannel, bandOfFrequency, type WifiBand } from '../wifi-band.ts'
import { NOTHING, collect, lineAt, notPrinted, type TextInput, type TextReader } from './reader.ts'
import { wifiDevice } from './wifi-device.ts'

/** `nmcli dev wifi list`: `*  76:69:42:8C:87:B0  BeckyNet  Infra  44  540 Mbit/s …` */
const TABLE_ROW =
  /^\s*\*?\s*((?:[0-9A-F]{2}:){5}[0-9A-F]{2})\s+(.*?)\s+(?:Infra|Ad-Hoc|Mesh|N\/A)\s+(\d+)\s/i
const TERSE_BSSID = /(?:^|:)(?:[0-9A-F]{2}\\:){5}[0-9A-F]{2}(?::|$)/i
const FIELDS_OPTION = /(?:--fields|-f)\s+([a-z-]+(?:,[a-z-]+)+)/i
const MODES = new Set(['Infra', 'Ad-Hoc', 'Mesh'])
/** `nmcli -m multiline` (`-f all` too): one `FIELD: value` a line, padded; an access point from NAME or SSID on. */
/** The header of nmcli's table: `IN-USE  SSID  MODE  CHAN  RATE  SIGNAL …`, `*  SSID  MODE …` (older). */
const OLD_HEADER = /^\s*(?:IN-USE\s+|\*\s+)?SSID\s+MODE\s+CHAN\s+/
const MULTILINE = /^(NAME|SSID|BSSID|CHAN|FREQ):\s+(.*?)\s*$/

/** The fields of a terse line: `:` separates, `\:` and `\\` are a colon and a backslash. */
export function splitTerse(line: string): string[] {
  const fields = ['']
  for (let i = 0; i < line.length; i++) {
    const char = line[i] ?? ''
    if (char === '\\' && i + 1 < line.length) {
      fields[fields.length - 1] += line[++i] ?? ''
    } else if (char === ':') fields.push('')
    else fields[fields.length - 1] += char
  }
  return fields
}

function bandOf(fields: readonly string[], chanIndex: number): WifiBand | undefined {
  const freq = fields.map((field) => /^(\d{4}) MHz$/.exec(field)?.[1]).find(Boolean)
  if (freq !== undefined) return bandOfFrequency(Number(freq))
  const channel = Number(fields[chanIndex])
  return Number.isInteger(channel) ? bandOfChannel(channel) : undefined
}

/** A terse line's BSSID, SSID and band, by the --fields of the command when the paste shows it. */
function terseDevice(input: TextInput, index: number, names: readonly string[] | undefined) {
  const fields = splitTerse(input.lines[index] ?? '')
  const at = lineAt('nmcli', input, index)
  if (names !== undefined) {
    const get = (name: string) => names.indexOf(name)
    const bssid = fields[get('bssid')]
    if (bssid === undefined) return undefined
    return wifiDevice(bssid, fields[get('ssid')] ?? '', bandOf(fields, get('chan')), at)
  }
  const bssidIndex = fields.findIndex((field) => normalizeMac(field, 'bssid').ok && /:/.test(field))
  if (bssidIndex < 0) return undefined
  // nmcli's default order is IN-USE:BSSID:SSID:MODE:CHAN…; with SSID first it comes before the BSSID.
  const ssidIndex = bssidIndex <= 1 ? bssidIndex + 1 : bssidIndex - 1
  const modeIndex = fields.findIndex((field, i) => i > bssidIndex && MODES.has(field))
  const chanIndex = modeIndex < 0 ? -1 : modeIndex + 1
  return wifiDevice(
    fields[bssidIndex] ?? '',
    fields[ssidIndex] ?? '',
    bandOf(fields, chanIndex),
    at,
  )
}

/** The access points of `nmcli -m multiline … dev wifi list`: `--` is nmcli's word for an empty SSID. */
function multilineDevices(input: TextInput): Array<FoundDevice | undefined> {
  const devices: Array<FoundDevice | undefined> = []
  let ap: { fields: Map<string, string>; line: number } | undefined
  const close = () => {
    const bssid = ap?.fields.get('BSSID')
    if (ap === undefined || bssid === undefined) return
    const ssid = ap.fields.get('SSID') ?? ''
    const freq = /^(\d{4}) MHz$/.exec(ap.fields.get('FREQ') ?? '')?.[1]
    const band =
      freq === undefined
        ? bandOfChannel(Number(ap.fields.get('CHAN')))
        : bandOfFrequency(Number(freq))
    devices.push(
      wifiDevice(bssid, ssid === '--' ? '' : ssid, band, lineAt('nmcli', input, ap.line)),
    )
  }
  input.lines.forEach((line, index) => {
    const [, key, value = ''] = MULTILINE.exec(line.replace(/^\uFEFF/, '')) ?? []
    if (key === undefined) return
    if (ap === undefined || key === 'NAME' || ap.fields.has(key)) {
      close()
      ap = { fields: new Map(), line: index }
    }
    ap.fields.set(key, value)
    if (key === 'BSSID') ap.line = index
  })
  close()
  return devices
}

/** `nmcli dev wifi list`, as a table or terse (`-t`, with `\:` escapes), with or without --fields, or multiline. */
export const nmcliReader: TextReader = {
  source: 'nmcli',
  label: 'nmcli device wifi list',
  read(input) {
    const option = FIELDS_OPTION.exec(input.text)?.[1]
    const names = option?.toLowerCase().split(',')
    if (/^BSSID:\s+\S/m.test(input.text)) {
      const devices = multilineDevices(input)
      return devices.length === 0 ? NOTHING : { devices: collect(devices), notices: [] }
    }
    const devices: Array<FoundDevice | undefined> = []
    input.lines.forEach((line, index) => {
      const row = TABLE_ROW.exec(line)
      if (row?.[1] !== undefined) {
        const ssid = row[2] === '--' ? '' : (row[2] ?? '')
        const band = bandOfChannel(Number(row[3]))
        devices.push(wifiDevice(row[1], ssid, band, lineAt('nmcli', input, index)))
      } else if (TERSE_BSSID.test(line)) {
        devices.push(terseDevice(input, index, names))
      }
    })
    if (devices.length > 0) return { devices: collect(devices), notices: [] }
    // Older nmcli lists SSID, MODE, CHAN… without a BSSID column.
    const header = input.lines.findIndex((line) => OLD_HEADER.test(line) && !/BSSID/.test(line))
    if (header < 0) return NOTHING
    const command = 'nmcli -f SSID,BSSID,CHAN,FREQ device wifi list'
    return {
      devices: [],
      notices: [notPrinted('nmcli device wifi list', 'bssidColumn', command, input, header)],
    }
  },
}
