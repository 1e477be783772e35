import { HOLDS } from '../holds.ts'
import { EXPORT_COLUMNS } from '../export.ts'
import { gatewayQuestion, hasAll, hasAny, none, note, type ImportSource } from './source.ts'

const GATEWAY_QUESTION = gatewayQuestion(
  'inventory',
  'Is this the gateway MAC the PCs see? The inventory lists a MAC of the router; the sensor sees the MAC of the interface the PCs use as their gateway, which may be another one (a VLAN interface, a virtual router address). Check one PC with Detect on this PC, then choose it: nothing is sent for this row until you do.',
)

/** NetBox: Interfaces list exported as CSV (DCIM > Interfaces > Export): device, interface, type, MAC. */
export const netboxInterfaces: ImportSource = {
  id: 'netbox-interfaces',
  label: 'NetBox interfaces (CSV export)',
  recognise: (view) =>
    hasAll(view, 'device', 'name', 'type') &&
    hasAny(view, 'macaddress', 'primarymacaddress', 'mac') &&
    hasAny(view, 'enabled', 'mtu', 'mgmtonly', 'lag', 'parent', 'label'),
  fields: {
    device: 'name',
    name: 'info',
    type: 'ignore',
    primarymacaddress: 'mac',
    label: 'ignore',
    description: 'ignore',
  },
  holds: {
    macaddress: HOLDS.interface,
    primarymacaddress: HOLDS.interface,
  },
  notes: [
    note(
      'netbox-interfaces',
      "NetBox lists interfaces of every kind, so the rows do not say what device type they are: choose the type for them (router for gateways' interfaces, nic for computers' adapters). The device names each row, the interface goes to info.",
    ),
  ],
  gatewayQuestion: GATEWAY_QUESTION,
}

/** NetBox 4.2+: MAC Addresses list exported as CSV (DCIM > MAC Addresses > Export). */
export const netboxMacAddresses: ImportSource = {
  id: 'netbox-mac-addresses',
  label: 'NetBox MAC addresses (CSV export)',
  recognise: (view) =>
    hasAll(view, 'macaddress') &&
    hasAny(view, 'assignedobjecttype', 'assignedobject', 'assignedobjectid'),
  fields: {
    assignedobject: 'info',
    assignedobjecttype: 'ignore',
    assignedobjectid: 'ignore',
    parent: 'name',
    device: 'name',
    description: 'ignore',
    primaryforinterface: 'ignore',
    isprimary: 'ignore',
  },
  notes: [
    note(
      'netbox-mac-addresses',
      "NetBox lists MAC addresses of every kind of interface, so the rows do not say what device type they are: choose the type for them (router for gateways, nic for computers' adapters). The device names each row, the interface goes to info.",
    ),
  ],
  gatewayQuestion: GATEWAY_QUESTION,
}

/** Snipe-IT: Assets exported as CSV (Assets > Export), with a MAC address custom field. */
export const snipeIt: ImportSource = {
  id: 'snipe-it',
  label: 'Snipe-IT asset export',
  recognise: (view) =>
    hasAll(view, 'assettag', 'category') && hasAny(view, 'assetname', 'model', 'modelno'),
  fields: {
    assetname: 'name',
    category: 'type',
    assettag: 'ignore',
    model: 'ignore',
    modelno: 'ignore',
    manufacturer: 'ignore',
    status: 'ignore',
    checkedoutto: 'ignore',
    purchasedate: 'ignore',
    notes: 'ignore',
    company: 'ignore',
  },
  holds: {
    macaddress: HOLDS.assetOwn,
    mac: HOLDS.assetOwn,
  },
  kindOf: (text) => {
    const category = text.trim().toLowerCase()
    if (/access ?points?|wlan|wi-?fi/.test(category)) return 'wifi'
    if (/router|gateway|firewall/.test(category)) return 'router'
    if (/dock/.test(category)) return 'usb'
    if (/monitor|display|bildschirm/.test(category)) return 'monitor'
    if (/switch/.test(category)) return none('switch_category', text.trim())
    if (/laptop|notebook|desktop|computer|workstation/.test(category)) return 'nic'
    return undefined
  },
  notes: [
    note(
      'snipe-it',
      "Snipe-IT's serial is the label on the box: a monitor's or dock's id needs its EDID or USB ids too, which Snipe-IT does not hold. An access point's MAC in Snipe-IT is its own (wired) MAC, not a BSSID.",
    ),
  ],
  gatewayQuestion: GATEWAY_QUESTION,
}

/** The desk template this app writes (export --template): one row per desk, ids filled in on the floor. */
export const deskTemplate: ImportSource = {
  id: 'desk-template',
  label: 'Desk template (this app)',
  recognise: (view) => hasAll(view, 'location', 'dockserialid'),
  fields: { desk: 'ignore', path: 'ignore' },
  notes: [
    note(
      'desk-template',
      'Each desk row makes a dock (a USB id) and a device per monitor column; desks left empty are skipped.',
    ),
  ],
}

/** This app's own export: every column import needs, nothing to recognise beyond them. */
export const ownExport: ImportSource = {
  id: 'device-registry-admin',
  label: 'Device Registry Admin export',
  recognise: (view) =>
    EXPORT_COLUMNS.every((column) => view.keys.has(column.toLowerCase())) ||
    (view.format === 'json' && hasAll(view, 'serialid', 'devicetype')),
  notes: [],
}
