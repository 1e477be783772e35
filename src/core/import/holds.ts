import { coded } from '#shared/coded-text.ts'
import type { Holds } from '#shared/ipc/import.ts'

/**
 * What a column of MACs holds, where its header or its tool says: said in the mapping step and on an
 * access point's row (its own MAC or a radio's base MAC is no BSSID the sensor reports).
 */
export const HOLDS = {
  apOwnWired: coded('import.holds.ap_own_wired'),
  apWired: coded('import.holds.ap_wired'),
  apRadio: coded('import.holds.ap_radio'),
  deviceOwn: coded('import.holds.device_own'),
  assetOwn: coded('import.holds.asset_own'),
  interface: coded('import.holds.interface'),
  wired: coded('import.holds.wired'),
  radio: coded('import.holds.radio'),
  base: coded('import.holds.base'),
  ekahauBssids: coded('import.holds.ekahau_bssids'),
  surveyBssids: coded('import.holds.survey_bssids'),
} satisfies Record<string, Holds>
