import type { FoundDevice } from '../types.ts'
import { nicDevice, nicKindOf } from './nic-device.ts'
import { NOTHING, collect, lineAt, type TextReader } from './reader.ts'

const RULE = /^=+(?: +=+)+\s*$/
/** A row: with /v, the connection and adapter names come first; then the address and the transport. */
const ROW = /^(.*?)\s*([0-9A-F]{2}(?:-[0-9A-F]{2}){5})\s+(.*)$/i
/** `/fo csv`: `"Ethernet","Intel(R) …","08-00-27-DE-D5-51","\Device\Tcpip_{…}"`. */
const CSV_ROW = /^(?:"(.*)",)?"([0-9A-F]{2}(?:-[0-9A-F]{2}){5})","(.*)"\s*$/i
/** The transport column names the adapter's TCP/IP binding: what marks a getmac row without its header. */
const TRANSPORT = /\\Device\\Tcpip_\{[0-9A-F-]+\}/i

function rowOf(line: string): { names: string; mac: string } | undefined {
  const csv = CSV_ROW.exec(line)
  if (csv?.[2] !== undefined) return { names: (csv[1] ?? '').replaceAll('","', ' '), mac: csv[2] }
  const row = ROW.exec(line)
  return row?.[2] === undefined ? undefined : { names: (row[1] ?? '').trim(), mac: row[2] }
}

/**
 * `getmac` and `getmac /v`, with or without their header (`/nh`), as a table or `/fo csv`: one address per
 * adapter; only /v names the connection, and so its kind.
 */
export const getmacReader: TextReader = {
  source: 'getmac',
  label: 'getmac',
  read(input) {
    const rule = input.lines.findIndex((line) => RULE.test(line))
    // Without a header (/nh), a transport marks the paste as getmac's; its rows start at the first address.
    if (rule < 0 && !TRANSPORT.test(input.text)) return NOTHING
    const first = rule >= 0 ? rule + 1 : input.lines.findIndex((line) => rowOf(line) !== undefined)
    if (first < 0) return NOTHING
    const devices: Array<FoundDevice | undefined> = []
    for (let index = first; index < input.lines.length; index++) {
      const line = input.lines[index] ?? ''
      const row = rowOf(line)
      if (row === undefined) {
        if (line.trim() === '') break
        continue
      }
      devices.push(
        nicDevice(
          [{ mac: row.mac }],
          row.names === '' ? undefined : nicKindOf(row.names),
          lineAt('getmac', input, index),
          row.names || undefined,
        ),
      )
    }
    return devices.length === 0 ? NOTHING : { devices: collect(devices), notices: [] }
  },
}
