import type { FoundDevice } from '../types.ts'
import { bandOfChannel, normalizeBand, type WifiBand } from '../wifi-band.ts'
import { NOTHING, collect, lineAt, notPrinted, type TextInput, type TextReader } from './reader.ts'
import { wifiDevice } from './wifi-device.ts'

// Labels are translated (Channel, Kanal, Canal, Canale…); the SSID/BSSID lines and the values' shapes are not.
// netsh pads its labels (`SSID 1 : `); nmcli's multiline `SSID:` has no space before the colon, and is nmcli's.
const SSID = /^\s*SSID(?: \d+)?\s+:\s?(.*)$/
/** `BSSID 1 : …`; a copy seen in the wild spells it `BSSIDD 1`. */
const BSSID = /^\s*(?:AP )?BSSIDD?(?: \d+)?\s+:\s*(\S+)\s*$/
const VALUE = /^\s*[^:]+?\s*:\s*(.*?)\s*$/
const CHANNEL = /^\d{1,3}$/

/** The band and channel of the lines after a BSSID line, up to the next SSID or BSSID line. */
function bandAfter(input: TextInput, start: number): WifiBand | undefined {
  let band: WifiBand | undefined
  let channel: number | undefined
  for (let index = start + 1; index < input.lines.length; index++) {
    const line = input.lines[index] ?? ''
    if (SSID.test(line) || BSSID.test(line)) break
    const value = VALUE.exec(line)?.[1]
    if (value === undefined) continue
    band ??= normalizeBand(value)
    if (channel === undefined && CHANNEL.test(value)) channel = Number(value)
  }
  return band ?? (channel === undefined ? undefined : bandOfChannel(channel))
}

/**
 * `netsh wlan show networks mode=bssid` in any display language (every BSSID of every SSID), and
 * `netsh wlan show interfaces` (the access point connected to). Windows 11 adds a Band line.
 */
export const netshReader: TextReader = {
  source: 'netsh',
  label: 'netsh wlan show networks mode=bssid',
  read(input) {
    if (!input.text.includes('BSSID')) {
      // `show networks` without mode=bssid: SSIDs numbered, no BSSID lines.
      const at = input.lines.findIndex((line) => /^\s*SSID \d+\s+:/.test(line))
      return at < 0
        ? NOTHING
        : {
            devices: [],
            notices: [
              notPrinted(
                'netsh wlan show networks',
                'bssid',
                'netsh wlan show networks mode=bssid',
                input,
                at,
              ),
            ],
          }
    }
    const devices: Array<FoundDevice | undefined> = []
    let ssid: string | undefined
    input.lines.forEach((line, index) => {
      const bssid = BSSID.exec(line)?.[1]
      if (bssid !== undefined && ssid !== undefined) {
        devices.push(
          wifiDevice(bssid, ssid, bandAfter(input, index), lineAt('netsh', input, index)),
        )
        return
      }
      const name = SSID.exec(line)?.[1]
      if (name !== undefined) ssid = name.trimEnd()
    })
    return { devices: collect(devices), notices: [] }
  },
}
