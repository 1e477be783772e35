import { HOLDS } from '../holds.ts'
import {
  bandCell,
  bssidHint,
  gatewayQuestion,
  hasAll,
  hasAny,
  ignored,
  kindByRules,
  leftOut,
  mostly,
  none,
  note,
} from './source.ts'
import type { ImportSource } from './source.ts'

/**
 * UniFi Network's device list as its API gives it (`/api/s/{site}/stat/device`): each access point with its
 * vap_table, one entry per network it broadcasts (bssid, essid, radio ng/na/6e).
 */
export const unifiDevices: ImportSource = {
  id: 'unifi',
  recognise: (view) => hasAll(view, 'bssid', 'essid') && hasAny(view, 'radio', 'radioname'),
  fields: {
    radio: 'band',
    essid: 'ssid',
    type: 'type',
    ...ignored('model', 'vaptablename', 'ip', 'channel', 'id', 'siteid'),
  },
  holds: { mac: HOLDS.deviceOwn },
  kindOf: (text) => {
    const type = text.trim().toLowerCase()
    if (type === 'uap') return 'wifi'
    if (['ugw', 'udm', 'uxg'].includes(type)) return 'router'
    if (type === 'usw') return none('unifi_switch')
    return undefined
  },
  cell: bandCell('unifi'),
  gatewayQuestion: gatewayQuestion('unifi'),
  skip: (cell) => (cell('up').toLowerCase() === 'false' ? leftOut('unifi_down') : undefined),
  notes: [note('unifi')],
}

export const MIST_BSSID_HINT = bssidHint('mist', 'GET /api/v1/sites/{site_id}/stats/devices')

/** Juniper Mist's inventory (Organization > Inventory > export): one row per device, its own MAC. */
export const mistInventory: ImportSource = {
  id: 'mist-inventory',
  recognise: (view) =>
    hasAll(view, 'mac', 'model') &&
    hasAny(view, 'claimcode', 'site', 'sitename') &&
    mostly(view.values('model'), /^(AP\d|EX\d|SRX|SSR|BT\d)/i),
  fields: {
    model: 'type',
    ...ignored('serial', 'claimcode', 'sku', 'site', 'sitename'),
  },
  holds: { mac: HOLDS.deviceOwn },
  kindOf: kindByRules('upper', [
    [/^AP\d/, 'wifi'],
    [/^(SRX|SSR)/, 'router'],
    [/^EX/, { none: 'switch' }],
    [/^BT/, { none: 'beacon' }],
  ]),
  notes: [note('mist-own-mac'), note('mist-site')],
  bssidHint: MIST_BSSID_HINT,
}

/**
 * Mist's BSSID report (report_bssids.py --e911): one row per radio, its "BSSID mask" being the radio's base
 * MAC, from which the WLANs' BSSIDs are derived; no SSID. Read so however the column was renamed.
 */
export const mistBssidReport: ImportSource = {
  id: 'mist-bssid-report',
  recognise: (view) =>
    hasAll(view, 'deviceradioband', 'devicename') &&
    hasAny(view, 'deviceradiodisabled', 'sitename', 'mapname'),
  fields: {
    devicebssidmask: 'mac',
    bssid: 'mac',
    deviceradioband: 'band',
    ...ignored('devicename', 'sitename', 'mapname'),
  },
  holds: { devicebssidmask: HOLDS.radio, bssid: HOLDS.radio },
  kind: 'wifi',
  notes: [note('mist-bssid-mask')],
  bssidHint: MIST_BSSID_HINT,
}
