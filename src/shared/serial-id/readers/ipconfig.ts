import type { FoundDevice } from '../types.ts'
import { nicDevice, nicKindOf } from './nic-device.ts'
import { NOTHING, collect, lineAt, type TextReader } from './reader.ts'

/** An adapter's heading, flush left: `Wireless LAN adapter Wi-Fi:`, `Drahtlos-LAN-Adapter WLAN:`. */
const ADAPTER = /^(\S.*?)\s*:\s*$/
/** `   Physical Address. . . . . . . . . : 08-00-27-DE-D5-51` in any language: dotted label, dashed MAC. */
const PROPERTY = /^\s+[^:]*?(?:\. )+\.?\s*:\s*(.*?)\s*$/
const DASHED_MAC = /^[0-9A-F]{2}(?:-[0-9A-F]{2}){5}$/i

/** `ipconfig /all`: every adapter's physical address, Ethernet or WLAN by its heading; virtual ones warned. */
export const ipconfigReader: TextReader = {
  source: 'ipconfig',
  label: 'ipconfig /all',
  read(input) {
    if (!/\. \. :/.test(input.text)) return NOTHING
    const devices: Array<FoundDevice | undefined> = []
    let adapter: string | undefined
    let previous: string | undefined
    input.lines.forEach((line, index) => {
      const heading = ADAPTER.exec(line)?.[1]
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
              name: adapter.replace(/^.*?\badapter\s+/i, ''),
              description: previous,
            },
          ),
        )
      previous = value
    })
    return { devices: collect(devices), notices: [] }
  },
}
