import type { FoundDevice } from '../types.ts'
import { nicDevice, nicKindOf } from './nic-device.ts'
import { NOTHING, collect, lineAt, notPrinted, type TextReader } from './reader.ts'

/**
 * An adapter's heading: `Wireless LAN adapter Wi-Fi:`, `Drahtlos-LAN-Adapter WLAN:`, `Carte réseau sans fil
 * Wi-Fi :`. Flush left as printed, but a paste may indent it: a line ending with a colon that is no property.
 */
const ADAPTER = /^\s*([^\s.:][^:：]*?)\s*[:：]\s*$/
/** The kind words of a heading before the connection's name, in the languages Windows speaks. */
const HEADING_KIND =
  /^.*?(?:\badapter|\badaptador(?: de (?:LAN inal[aá]mbrica|Ethernet))?|\bcarte(?: r[ée]seau sans fil| Ethernet)?|\bscheda(?: LAN wireless| Ethernet)?|\bkarta(?: sieci bezprzewodowej| Ethernet)?|アダプター)\s+/i
/** `   Physical Address. . . . . . . . . : 08-00-27-DE-D5-51` in any language: dotted label, dashed MAC. */
const PROPERTY = /^\s+[^:]*?(?:\. )+\.?\s*:\s*(.*?)\s*$/
const DASHED_MAC = /^[0-9A-F]{2}(?:-[0-9A-F]{2}){5}$/i

const indentOf = (line: string) => /^\s*/.exec(line)?.[0].length ?? 0

/** How far the properties are indented (3 as printed): a heading is less, or followed by a blank line. */
function propertyIndent(lines: readonly string[]): number {
  const indents = lines.filter((line) => PROPERTY.test(line)).map(indentOf)
  return indents.length === 0 ? 1 : indents.reduce((a, b) => Math.min(a, b))
}

/** A property without dots (`Verbindungsspezifisches DNS-Suffix:`) is indented like the others and followed by one. */
function isHeading(lines: readonly string[], index: number, indent: number): boolean {
  const line = lines[index] ?? ''
  if (PROPERTY.test(line) || !ADAPTER.test(line)) return false
  return indentOf(line) < indent || (lines[index + 1] ?? '').trim() === ''
}

/** `ipconfig /all`: every adapter's physical address, Ethernet or WLAN by its heading; virtual ones warned. */
export const ipconfigReader: TextReader = {
  source: 'ipconfig',
  label: 'ipconfig /all',
  read(input) {
    if (!/\. \.\s?:/.test(input.text)) return NOTHING
    const devices: Array<FoundDevice | undefined> = []
    const indent = propertyIndent(input.lines)
    let adapter: string | undefined
    let previous: string | undefined
    input.lines.forEach((line, index) => {
      const heading = isHeading(input.lines, index, indent) ? ADAPTER.exec(line)?.[1] : undefined
      if (heading !== undefined) {
        adapter = heading
        previous = undefined
        return
      }
      const value = PROPERTY.exec(line)?.[1]
      if (value === undefined) return
      // The description is printed just before the address: it names the adapter's model.
      if (DASHED_MAC.test(value) && adapter !== undefined)
        devices.push(
          nicDevice(
            [{ mac: value }],
            nicKindOf(adapter),
            lineAt('ipconfig', input, index),
            previous,
            {
              // The connection's name, after the heading's kind ("Ethernet adapter", "Drahtlos-LAN-Adapter").
              name: adapter.replace(HEADING_KIND, ''),
              description: previous,
            },
          ),
        )
      previous = value
    })
    // Plain `ipconfig` prints the addresses of the network, not the adapters' own.
    if (devices.length === 0 && !/\. :\s*[0-9A-F]{2}(?:-[0-9A-F]{2}){5}\s*$/im.test(input.text))
      return {
        devices: [],
        notices: [notPrinted('ipconfig', 'physicalAddress', 'ipconfig /all', input)],
      }
    return { devices: collect(devices), notices: [] }
  },
}
