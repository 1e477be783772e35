import { coded } from '#shared/coded-text.ts'
import { netAdapter } from '#shared/serial-id/readers/powershell-records.ts'
import { powershellRecords } from '#shared/serial-id/readers/powershell.ts'
import { commandReader, nicReader, reportOf } from '../report.ts'
import { DetectError, type DetectReader } from '../types.ts'
import {
  GATEWAY_NEIGHBOR,
  NET_ADAPTERS,
  NETSH_NETWORKS,
  USB_DEVICES,
  WMI_MONITOR_ID,
} from './powershell.ts'

/**
 * Get-NetAdapter: adapters by name; virtual and Bluetooth ones with the virtual-adapter warning, mobile
 * broadband and address-less ones skipped with the reason.
 */
const windowsNics = nicReader(NET_ADAPTERS, (input) =>
  powershellRecords(input)
    .filter((record) => record.key === 'MacAddress')
    .map((record) => ({ line: record.line, name: netAdapter(record.item).name })),
)

/** Windows 11 24H2 lets only apps with Location permission see BSSIDs; netsh then points to the setting. */
const windowsWifi: DetectReader = {
  kind: 'wifi',
  source: NETSH_NETWORKS.label,
  async read({ run }) {
    const output = await run(NETSH_NETWORKS)
    if (output.stdout.includes('ms-settings:privacy-location'))
      throw new DetectError('not-allowed', coded('detect.text.windows-location'))
    // No Wi-Fi adapter, or its service (wlansvc) not running: netsh says which, in the display language.
    if (output.code !== 0) {
      const said = output.stdout.trim().split(/\r?\n/)[0] ?? ''
      throw new DetectError(
        'unavailable',
        coded('detect.text.netsh-unavailable', {
          command: NETSH_NETWORKS.label,
          said,
        }),
      )
    }
    return reportOf('wifi', NETSH_NETWORKS, output.stdout)
  },
}

export const WINDOWS_READERS: readonly DetectReader[] = [
  commandReader('monitor', WMI_MONITOR_ID),
  commandReader('usb', USB_DEVICES),
  windowsNics,
  commandReader('router', GATEWAY_NEIGHBOR),
  windowsWifi,
]
