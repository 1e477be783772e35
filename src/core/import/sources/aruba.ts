import { HOLDS } from '../holds.ts'
import { readBand } from '../band.ts'
import { finding } from '../finding.ts'
import { hasAll, hasAny, leftOut, mostly, note, type ImportSource } from './source.ts'
import type { BssidHint } from './source.ts'

const ARUBA_COMMAND = 'show ap bss-table'
export const ARUBA_BSSID_HINT: BssidHint = { code: 'aruba', values: { command: ARUBA_COMMAND } }

/** Aruba Central's access point list (Devices > Access Points > export as CSV). */
export const arubaCentral: ImportSource = {
  id: 'aruba-central',
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
  notes: [note('aruba-central')],
  bssidHint: ARUBA_BSSID_HINT,
}

/** `show ap bss-table` (Instant and ArubaOS controllers): one line per BSSID with its ESSID and band. */
export const arubaBssTable: ImportSource = {
  id: 'aruba-bss-table',
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
          finding: finding('note', 'band', {
            said: 'aruba',
            raw: value,
            band,
          }),
        }
      : undefined
  },
  skip: (cell) => (cell('type').toLowerCase() === 'am' ? leftOut('air_monitor') : undefined),
  notes: [note('aruba-bss-table')],
}
