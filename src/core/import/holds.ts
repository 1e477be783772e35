import type { Holds } from '#shared/ipc/import.ts'
import { worded } from './finding.ts'

/**
 * What a column of MACs holds, where its header or its tool says: said in the mapping step and on an
 * access point's row (its own MAC or a radio's base MAC is no BSSID the sensor reports).
 */
export const HOLDS = {
  apOwnWired: worded('ap_own_wired', "each access point's own MAC (its wired port)"),
  apWired: worded('ap_wired', 'wired (Ethernet) MAC addresses of the access points'),
  apRadio: worded('ap_radio', "base radio MAC addresses (each AP's BSSIDs are derived from them)"),
  deviceOwn: worded('device_own', "each device's own MAC (an access point's is its wired port)"),
  assetOwn: worded('asset_own', "each asset's own MAC (an access point's is its wired port)"),
  interface: worded(
    'interface',
    'the MAC of each interface (a wireless interface gives a radio MAC, not a BSSID)',
  ),
  wired: worded('wired', 'wired (Ethernet) MAC addresses'),
  radio: worded(
    'radio',
    "base radio MAC addresses (an access point's BSSIDs are derived from them)",
  ),
  base: worded('base', "base MAC addresses (an access point's BSSIDs are derived from them)"),
  ekahauBssids: worded(
    'ekahau_bssids',
    'BSSIDs (Ekahau names the MAC address a measured access point was heard on)',
  ),
  surveyBssids: worded(
    'survey_bssids',
    'BSSIDs (the MAC address a measured access point was heard on)',
  ),
} satisfies Record<string, Holds>
