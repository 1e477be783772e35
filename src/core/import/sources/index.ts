import type { Table } from '../table.ts'
import { arubaBssTable, arubaCentral } from './aruba.ts'
import { catalystCenter, ciscoApSummary, ciscoDot11Summary } from './cisco.ts'
import {
  deskTemplate,
  netboxInterfaces,
  netboxMacAddresses,
  ownExport,
  snipeIt,
} from './inventories.ts'
import { macosDisplays } from './macos.ts'
import { merakiApiDevices, merakiBssids, merakiDashboard } from './meraki.ts'
import type { ImportSource } from './source.ts'
import { viewOf } from './source.ts'
import { ekahau, ekahauApReport, hamina, wifiScan } from './surveys.ts'
import { mistBssidReport, mistInventory, unifiDevices } from './unifi-mist.ts'
import {
  intune,
  lansweeperAdapters,
  lansweeperMonitors,
  powershellWmiMonitor,
  sccmMonitors,
  sccmUsb,
} from './windows.ts'

export type { ImportSource } from './source.ts'

/** Every tool recognised, the most particular first (a BSSID list before a device list of the same vendor). */
export const SOURCES: readonly ImportSource[] = [
  ownExport,
  deskTemplate,
  powershellWmiMonitor,
  macosDisplays,
  sccmMonitors,
  sccmUsb,
  intune,
  lansweeperMonitors,
  lansweeperAdapters,
  snipeIt,
  arubaBssTable,
  ciscoApSummary,
  ciscoDot11Summary,
  merakiBssids,
  mistBssidReport,
  unifiDevices,
  ekahau,
  ekahauApReport,
  hamina,
  wifiScan,
  merakiApiDevices,
  merakiDashboard,
  mistInventory,
  arubaCentral,
  catalystCenter,
  netboxMacAddresses,
  netboxInterfaces,
]

/** The tool that wrote the table, from its headers and first values; undefined for a sheet of its own. */
export function recogniseSource(table: Table): ImportSource | undefined {
  const view = viewOf(table)
  return SOURCES.find((source) => source.recognise(view))
}
