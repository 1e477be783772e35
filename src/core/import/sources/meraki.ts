import { HOLDS } from '../holds.ts'
import {
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
import type { ImportSource, KindOf } from './source.ts'

// Cisco Meraki: the dashboard's device lists (CSV), the API's device list and its BSSID lists (JSON), and
// BSSID lists a script or the dashboard writes as CSV.

const MERAKI_SERIAL = /^Q[A-Z0-9]{3}-[A-Z0-9]{4}-[A-Z0-9]{4}$/
const MODEL = /^(MR|MX|MS|MV|MG|MT|CW|Z\d)/i

export const MERAKI_BSSID_HINT = bssidHint(
  'meraki',
  'GET /organizations/{organizationId}/wireless/ssids/statuses/byDevice',
)

const modelKind = kindByRules('upper', [
  [/^(MR|CW)/, 'wifi'],
  [/^(MX|Z\d)/, 'router'],
  [/^MS/, { none: 'switch' }],
  [/^MV/, { none: 'camera' }],
  [/^MG/, { none: 'cellular_gateway' }],
  [/^MT/, { none: 'sensor' }],
])

const productKind: KindOf = (text) => {
  const type = text.trim().toLowerCase()
  if (type === 'wireless') return 'wifi'
  if (type === 'appliance') return 'router'
  if (type === '') return undefined
  return none('meraki_product', type)
}

const DEVICE_NOTES = [note('meraki-own-mac'), note('meraki-gateway')]

/** The dashboard's device list, saved as CSV (Network-wide > Devices, or Organization > Inventory). */
export const merakiDashboard: ImportSource = {
  id: 'meraki-dashboard',
  recognise: (view) =>
    view.format !== 'json' &&
    hasAny(view, 'model') &&
    hasAny(view, 'mac', 'macaddress') &&
    (mostly(view.values('serialnumber'), MERAKI_SERIAL) ||
      mostly(view.values('serial'), MERAKI_SERIAL) ||
      mostly(view.values('model'), MODEL)),
  fields: {
    model: 'type',
    ...ignored('serial', 'serialnumber', 'network', 'tags', 'lanip'),
  },
  holds: {
    mac: HOLDS.deviceOwn,
    macaddress: HOLDS.deviceOwn,
  },
  kindOf: modelKind,
  notes: DEVICE_NOTES,
  gatewayQuestion: gatewayQuestion('meraki'),
  bssidHint: MERAKI_BSSID_HINT,
}

/** GET /organizations/{organizationId}/devices (or /networks/{networkId}/devices): one record per device. */
export const merakiApiDevices: ImportSource = {
  id: 'meraki-api-devices',
  recognise: (view) =>
    view.format === 'json' &&
    hasAll(view, 'serial', 'mac', 'model') &&
    hasAny(view, 'producttype', 'networkid'),
  fields: {
    producttype: 'type',
    ...ignored('model', 'serial', 'networkid', 'lanip', 'address', 'notes'),
  },
  holds: { mac: HOLDS.deviceOwn },
  kindOf: (text) => productKind(text),
  notes: DEVICE_NOTES,
  gatewayQuestion: gatewayQuestion('meraki'),
  bssidHint: MERAKI_BSSID_HINT,
}

/**
 * BSSID lists: the API's ssids/statuses/byDevice and /devices/{serial}/wireless/status (JSON), and the same as
 * CSV. One row per network an access point broadcasts; the AP's name is in it too, the SSID names the device.
 */
export const merakiBssids: ImportSource = {
  id: 'meraki-bssids',
  recognise: (view) =>
    hasAny(view, 'bssid') &&
    hasAny(view, 'ssid', 'ssidname') &&
    (mostly(view.values('serial'), MERAKI_SERIAL) ||
      mostly(view.values('deviceserial'), MERAKI_SERIAL) ||
      hasAny(view, 'ssidnumber', 'radioisbroadcasting', 'basicservicesets')),
  // "Network Name" is the Meraki network (a site), never the SSID; the AP's own name and MAC are no device's.
  fields: {
    radioband: 'band',
    ...ignored(
      'serial',
      'deviceserial',
      'devicebasemac',
      'displayname',
      'devicemodel',
      'ssidnumber',
      'number',
      'networkname',
      'networkid',
      'channel',
      'radiochannel',
    ),
  },
  kind: 'wifi',
  skip: (cell) => {
    const off = ['enabled', 'ssidenabled', 'broadcasting', 'radioisbroadcasting'].find(
      (key) => cell(key).toLowerCase() === 'false',
    )
    return off ? leftOut('meraki_off', { key: off }) : undefined
  },
  notes: [note('meraki-bssids')],
}
