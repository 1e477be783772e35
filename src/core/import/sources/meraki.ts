import { worded } from '../finding.ts'
import { HOLDS } from '../holds.ts'
import {
  gatewayQuestion,
  hasAll,
  hasAny,
  leftOut,
  mostly,
  none,
  note,
  type ImportSource,
  type KindOf,
} from './source.ts'

// Cisco Meraki: the dashboard's device lists (CSV), the API's device list and its BSSID lists (JSON), and
// BSSID lists a script or the dashboard writes as CSV.

const MERAKI_SERIAL = /^Q[A-Z0-9]{3}-[A-Z0-9]{4}-[A-Z0-9]{4}$/
const MODEL = /^(MR|MX|MS|MV|MG|MT|CW|Z\d)/i

const MERAKI_PATH = 'GET /organizations/{organizationId}/wireless/ssids/statuses/byDevice'
export const MERAKI_BSSID_HINT = worded(
  'meraki',
  `Meraki shows each access point's BSSIDs under Wireless > Access points (the AP's "BSSID details"); the API lists them all at ${MERAKI_PATH}, whose JSON imports as it is.`,
  { command: MERAKI_PATH },
)

const modelKind: KindOf = (text) => {
  const model = text.trim().toUpperCase()
  if (/^(MR|CW)/.test(model)) return 'wifi'
  if (/^(MX|Z\d)/.test(model)) return 'router'
  if (/^MS/.test(model)) return none('switch', text.trim())
  if (/^MV/.test(model)) return none('camera', text.trim())
  if (/^MG/.test(model)) return none('cellular_gateway', text.trim())
  if (/^MT/.test(model)) return none('sensor', text.trim())
  return undefined
}

const productKind: KindOf = (text) => {
  const type = text.trim().toLowerCase()
  if (type === 'wireless') return 'wifi'
  if (type === 'appliance') return 'router'
  if (type === '') return undefined
  return none('meraki_product', type)
}

const DEVICE_NOTES = [
  note(
    'meraki-own-mac',
    "Meraki lists each device's own MAC. An access point's own MAC is its wired port, not one of the BSSIDs the sensor reports, so access points are not registered from this file.",
  ),
  note(
    'meraki-gateway',
    "A security appliance (MX, Z) is offered as the default gateway from its MAC, and asked about row by row: clients see the MAC of the appliance's LAN interface, which is this one unless its VLANs have their own; check one PC's gateway with Detect on this PC.",
  ),
]

/** The dashboard's device list, saved as CSV (Network-wide > Devices, or Organization > Inventory). */
export const merakiDashboard: ImportSource = {
  id: 'meraki-dashboard',
  label: 'Cisco Meraki dashboard device list (CSV)',
  recognise: (view) =>
    view.format !== 'json' &&
    hasAny(view, 'model') &&
    hasAny(view, 'mac', 'macaddress') &&
    (mostly(view.values('serialnumber'), MERAKI_SERIAL) ||
      mostly(view.values('serial'), MERAKI_SERIAL) ||
      mostly(view.values('model'), MODEL)),
  fields: {
    model: 'type',
    serial: 'ignore',
    serialnumber: 'ignore',
    network: 'ignore',
    tags: 'ignore',
    lanip: 'ignore',
  },
  holds: {
    mac: HOLDS.deviceOwn,
    macaddress: HOLDS.deviceOwn,
  },
  kindOf: modelKind,
  notes: DEVICE_NOTES,
  gatewayQuestion: gatewayQuestion(
    'meraki',
    "Is this the gateway MAC the PCs see? Meraki lists the appliance's own MAC; clients see the MAC of its LAN interface, which is this one unless a VLAN has its own. Check one PC with Detect on this PC, then choose it: nothing is sent for this row until you do.",
  ),
  bssidHint: MERAKI_BSSID_HINT,
}

/** GET /organizations/{organizationId}/devices (or /networks/{networkId}/devices): one record per device. */
export const merakiApiDevices: ImportSource = {
  id: 'meraki-api-devices',
  label: 'Cisco Meraki API device list (JSON)',
  recognise: (view) =>
    view.format === 'json' &&
    hasAll(view, 'serial', 'mac', 'model') &&
    hasAny(view, 'producttype', 'networkid'),
  fields: {
    producttype: 'type',
    model: 'ignore',
    serial: 'ignore',
    networkid: 'ignore',
    lanip: 'ignore',
    address: 'ignore',
    notes: 'ignore',
  },
  holds: { mac: HOLDS.deviceOwn },
  kindOf: (text) => productKind(text),
  notes: DEVICE_NOTES,
  gatewayQuestion: gatewayQuestion(
    'meraki',
    "Is this the gateway MAC the PCs see? Meraki lists the appliance's own MAC; clients see the MAC of its LAN interface, which is this one unless a VLAN has its own. Check one PC with Detect on this PC, then choose it: nothing is sent for this row until you do.",
  ),
  bssidHint: MERAKI_BSSID_HINT,
}

/**
 * BSSID lists: the API's ssids/statuses/byDevice and /devices/{serial}/wireless/status (JSON), and the same as
 * CSV. One row per network an access point broadcasts; the AP's name is in it too, the SSID names the device.
 */
export const merakiBssids: ImportSource = {
  id: 'meraki-bssids',
  label: 'Cisco Meraki BSSID list',
  recognise: (view) =>
    hasAny(view, 'bssid') &&
    hasAny(view, 'ssid', 'ssidname') &&
    (mostly(view.values('serial'), MERAKI_SERIAL) ||
      mostly(view.values('deviceserial'), MERAKI_SERIAL) ||
      hasAny(view, 'ssidnumber', 'radioisbroadcasting', 'basicservicesets')),
  // "Network Name" is the Meraki network (a site), never the SSID; the AP's own name and MAC are no device's.
  fields: {
    serial: 'ignore',
    deviceserial: 'ignore',
    devicebasemac: 'ignore',
    displayname: 'ignore',
    devicemodel: 'ignore',
    ssidnumber: 'ignore',
    number: 'ignore',
    radioband: 'band',
    networkname: 'ignore',
    networkid: 'ignore',
    channel: 'ignore',
    radiochannel: 'ignore',
  },
  kind: 'wifi',
  skip: (cell) => {
    const off = ['enabled', 'ssidenabled', 'broadcasting', 'radioisbroadcasting'].find(
      (key) => cell(key).toLowerCase() === 'false',
    )
    return off
      ? leftOut(
          'meraki_off',
          `Meraki says this network is not on the air (${off} = false): the sensor cannot see it, so it is left out.`,
          { key: off },
        )
      : undefined
  },
  notes: [
    note(
      'meraki-bssids',
      'One row per network an access point broadcasts: the SSID names each device (as the sensor reports it), not the access point.',
    ),
  ],
}
