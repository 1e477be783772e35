import { coded } from '../../coded-text.ts'
import { foundDevice, type FoundAt } from '../found.ts'
import type { FoundDevice, SerialWarning } from '../types.ts'
import type { WifiBand } from '../wifi-band.ts'

/** An access point: the SSID as its name and the band as its info, as the sensor reports them. */
export function wifiDevice(
  bssid: string,
  ssid: string,
  band: WifiBand | undefined,
  at: FoundAt,
): FoundDevice | undefined {
  const warnings: SerialWarning[] = ssid === '' ? [coded('serialId.warning.hidden-ssid')] : []
  return foundDevice('wifi', { bssid }, at, { name: ssid, info: band, warnings })
}
