import type { FoundDevice, ReadNotice } from '../types.ts'
import { bandOfChannel, normalizeBand, type WifiBand } from '../wifi-band.ts'
import { hiddenBssidsNotice } from './mac-location.ts'
import { asArray, lineOf, parseJson, record } from './json.ts'
import { NOTHING, lineAt, type TextReader } from './reader.ts'
import { wifiDevice } from './wifi-device.ts'

interface Network {
  _name?: unknown
  spairport_network_bssid?: unknown
  spairport_network_channel?: unknown
}

/** The networks of every interface, in the order system_profiler prints them (keys sorted). */
function networks(json: unknown): Network[] {
  return asArray(record(json)['SPAirPortDataType']).flatMap((entry) =>
    asArray(record(entry)['spairport_airport_interfaces']).flatMap((face) => {
      const fields = record(face)
      const current = fields['spairport_current_network_information']
      return [
        ...asArray(fields['spairport_airport_other_local_wireless_networks']).map(record),
        ...(current === undefined ? [] : [record(current)]),
      ]
    }),
  )
}

/** `44 (5GHz, 80MHz)` (macOS 14+), `1,+1` or `149`. */
function bandOf(channel: unknown): WifiBand | undefined {
  const text = String(channel ?? '')
  const named = /\((2|5|6)GHz/i.exec(text)?.[1]
  if (named !== undefined) return normalizeBand(named === '2' ? '2.4 GHz' : `${named} GHz`)
  return bandOfChannel(parseInt(text, 10))
}

/** `system_profiler SPAirPortDataType -json`; only macOS 10.15 and Macs with Location permission show BSSIDs. */
export const systemProfilerReader: TextReader = {
  source: 'system-profiler',
  label: 'system_profiler SPAirPortDataType -json',
  read(input) {
    if (!input.text.includes('SPAirPortDataType')) return NOTHING
    const devices: FoundDevice[] = []
    let hidden = 0
    let cursor = 0
    for (const network of networks(parseJson(input.text))) {
      const name = typeof network._name === 'string' ? network._name : ''
      const bssid = network.spairport_network_bssid
      if (typeof bssid !== 'string') {
        hidden++
        continue
      }
      cursor = lineOf(input, `"${bssid}"`, lineOf(input, `"${name}"`, cursor))
      const device = wifiDevice(
        bssid,
        name,
        bandOf(network.spairport_network_channel),
        lineAt('system-profiler', input, cursor),
      )
      if (device) devices.push(device)
      cursor++
    }
    const first = input.lines.findIndex((line) => line.includes('SPAirPortDataType'))
    const notices: ReadNotice[] =
      hidden > 0 ? [hiddenBssidsNotice('system-profiler', first + 1, hidden)] : []
    return { devices, notices }
  },
}
