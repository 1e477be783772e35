import { HOLDS } from '../holds.ts'
import { readBand } from '../band.ts'
import { worded, finding } from '../finding.ts'
import { hasAll, hasAny, leftOut, mostly, note, type ImportSource } from './source.ts'

const ARUBA_COMMAND = 'show ap bss-table'
export const ARUBA_BSSID_HINT = worded(
  'aruba',
  `On the Instant AP or the controller, \`${ARUBA_COMMAND}\` prints every BSSID with its SSID and band: save its output to a file (or paste it) and import that as it is.`,
  { command: ARUBA_COMMAND },
)

/** Aruba Central's access point list (Devices > Access Points > export as CSV). */
export const arubaCentral: ImportSource = {
  id: 'aruba-central',
  label: 'Aruba Central access point list (CSV)',
  recognise: (view) =>
    hasAny(view, 'mac', 'macaddress') &&
    hasAll(view, 'model', 'group') &&
    mostly(view.values('model'), /^(IAP-|AP-|RAP-)?\d{3}[A-Z]?$/i),
  fields: {
    model: 'type',
    serial: 'ignore',
    serialnumber: 'ignore',
    group: 'ignore',
    labels: 'ignore',
    site: 'ignore',
  },
  holds: {
    mac: HOLDS.apOwnWired,
    macaddress: HOLDS.apOwnWired,
  },
  kindOf: (text) => (/^(IAP-|AP-|RAP-)?\d{3}[A-Z]?$/i.test(text.trim()) ? 'wifi' : undefined),
  notes: [
    note(
      'aruba-central',
      "Aruba Central lists each access point's own MAC: its wired port, not one of the BSSIDs the sensor reports, so access points are not registered from this file. Aruba Central's site is its own, not one of this app's locations: it is left out.",
    ),
  ],
  bssidHint: ARUBA_BSSID_HINT,
}

/** `show ap bss-table` (Instant and ArubaOS controllers): one line per BSSID with its ESSID and band. */
export const arubaBssTable: ImportSource = {
  id: 'aruba-bss-table',
  label: 'Aruba show ap bss-table',
  recognise: (view) =>
    hasAll(view, 'bss', 'ess') && hasAny(view, 'phy', 'bandhtmodebandwidth', 'apname'),
  fields: {
    bss: 'bssid',
    ess: 'ssid',
    phy: 'band',
    bandhtmodebandwidth: 'band',
    apname: 'name',
    type: 'ignore',
    port: 'ignore',
    ip: 'ignore',
  },
  kind: 'wifi',
  cell: (field, value) => {
    if (field !== 'band') return undefined
    const band = readBand(value)
    return band
      ? {
          value: band,
          finding: finding('note', 'band', `Aruba's "${value}" is the ${band} band.`, {
            said: 'aruba',
            raw: value,
            band,
          }),
        }
      : undefined
  },
  skip: (cell) =>
    cell('type').toLowerCase() === 'am'
      ? leftOut(
          'air_monitor',
          'A radio in air monitor mode (type am) broadcasts no network: left out.',
        )
      : undefined,
  notes: [
    note(
      'aruba-bss-table',
      "Every BSSID the access points broadcast, with its SSID (the device's name, as the sensor reports it) and band; the access point's name is left out (the sensor names a Wi-Fi device after the SSID).",
    ),
  ],
}
