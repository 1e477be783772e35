import { HOLDS } from '../holds.ts'
import { bandCell, bssidHint, hasAll, hasAny, ignored, leftOut, mostly, note } from './source.ts'
import type { ImportSource } from './source.ts'

export const ARUBA_BSSID_HINT = bssidHint('aruba', 'show ap bss-table')

/** Aruba Central's access point list (Devices > Access Points > export as CSV). */
export const arubaCentral: ImportSource = {
  id: 'aruba-central',
  recognise: (view) =>
    hasAny(view, 'mac', 'macaddress') &&
    hasAll(view, 'model', 'group') &&
    mostly(view.values('model'), /^(IAP-|AP-|RAP-)?\d{3}[A-Z]?$/i),
  fields: {
    model: 'type',
    ...ignored('serial', 'serialnumber', 'group', 'labels', 'site'),
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
    ...ignored('type', 'port', 'ip'),
  },
  kind: 'wifi',
  cell: bandCell('aruba'),
  skip: (cell) => (cell('type').toLowerCase() === 'am' ? leftOut('air_monitor') : undefined),
  notes: [note('aruba-bss-table')],
}
