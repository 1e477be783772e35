import type { FoundDevice, ReadNotice } from '../types.ts'
import { bandOfChannel } from '../wifi-band.ts'
import { hiddenBssidsNotice } from './mac-location.ts'
import { NOTHING, collect, lineAt, type TextReader } from './reader.ts'
import { wifiDevice } from './wifi-device.ts'

const HEADER = /^\s*SSID BSSID\s+RSSI\s+CHANNEL/
/** `  NERMNET 34:e8:94:1e:fc:5c -55  1,+1  Y  -- WPA(…)`: the SSID is right-aligned and may hold spaces. */
const ROW = /^\s*(.*?)\s+((?:[0-9a-f]{1,2}:){5}[0-9a-f]{1,2})\s+-?\d+\s+(\d+)(?:,[-+]?\d+)?\s/i
/** The same row without a BSSID (macOS 12+ without Location Services permission). */
const ROW_NO_BSSID = /^\s*(.*?)\s+-\d+\s+\d+(?:,[-+]?\d+)?\s+[YN]\s/

/** `airport -s` (macOS up to 14.3). Channels above 14 are taken as 5 GHz: airport predates 6 GHz. */
export const airportReader: TextReader = {
  source: 'airport',
  label: 'airport -s',
  read(input) {
    const header = input.lines.findIndex((line) => HEADER.test(line))
    if (header < 0) return NOTHING
    const devices: Array<FoundDevice | undefined> = []
    let hidden = 0
    input.lines.forEach((line, index) => {
      if (index <= header) return
      const row = ROW.exec(line)
      if (row?.[2] !== undefined) {
        const band = bandOfChannel(Number(row[3]))
        devices.push(wifiDevice(row[2], row[1] ?? '', band, lineAt('airport', input, index)))
      } else if (ROW_NO_BSSID.test(line)) hidden++
    })
    const notices: ReadNotice[] =
      hidden > 0 ? [hiddenBssidsNotice('airport', header + 1, hidden)] : []
    return { devices: collect(devices), notices }
  },
}
