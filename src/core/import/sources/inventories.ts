import { HOLDS } from '../holds.ts'
import { EXPORT_COLUMNS } from '../export.ts'
import { gatewayQuestion, hasAll, hasAny, ignored, kindByRules, note } from './source.ts'
import type { ImportSource } from './source.ts'

const GATEWAY_QUESTION = gatewayQuestion('inventory')

/** NetBox: Interfaces list exported as CSV (DCIM > Interfaces > Export): device, interface, type, MAC. */
export const netboxInterfaces: ImportSource = {
  id: 'netbox-interfaces',
  recognise: (view) =>
    hasAll(view, 'device', 'name', 'type') &&
    hasAny(view, 'macaddress', 'primarymacaddress', 'mac') &&
    hasAny(view, 'enabled', 'mtu', 'mgmtonly', 'lag', 'parent', 'label'),
  fields: {
    device: 'name',
    name: 'info',
    primarymacaddress: 'mac',
    ...ignored('type', 'label', 'description'),
  },
  holds: {
    macaddress: HOLDS.interface,
    primarymacaddress: HOLDS.interface,
  },
  notes: [note('netbox-interfaces')],
  gatewayQuestion: GATEWAY_QUESTION,
}

/** NetBox 4.2+: MAC Addresses list exported as CSV (DCIM > MAC Addresses > Export). */
export const netboxMacAddresses: ImportSource = {
  id: 'netbox-mac-addresses',
  recognise: (view) =>
    hasAll(view, 'macaddress') &&
    hasAny(view, 'assignedobjecttype', 'assignedobject', 'assignedobjectid'),
  fields: {
    assignedobject: 'info',
    parent: 'name',
    device: 'name',
    ...ignored(
      'assignedobjecttype',
      'assignedobjectid',
      'description',
      'primaryforinterface',
      'isprimary',
    ),
  },
  notes: [note('netbox-mac-addresses')],
  gatewayQuestion: GATEWAY_QUESTION,
}

/** Snipe-IT: Assets exported as CSV (Assets > Export), with a MAC address custom field. */
export const snipeIt: ImportSource = {
  id: 'snipe-it',
  recognise: (view) =>
    hasAll(view, 'assettag', 'category') && hasAny(view, 'assetname', 'model', 'modelno'),
  fields: {
    assetname: 'name',
    category: 'type',
    ...ignored(
      'assettag',
      'model',
      'modelno',
      'manufacturer',
      'status',
      'checkedoutto',
      'purchasedate',
      'notes',
      'company',
    ),
  },
  holds: {
    macaddress: HOLDS.assetOwn,
    mac: HOLDS.assetOwn,
  },
  kindOf: kindByRules('lower', [
    [/access ?points?|wlan|wi-?fi/, 'wifi'],
    [/router|gateway|firewall/, 'router'],
    [/dock/, 'usb'],
    [/monitor|display|bildschirm/, 'monitor'],
    [/switch/, { none: 'switch_category' }],
    [/laptop|notebook|desktop|computer|workstation/, 'nic'],
  ]),
  notes: [note('snipe-it')],
  gatewayQuestion: GATEWAY_QUESTION,
}

/** The desk template this app writes (export --template): one row per desk, ids filled in on the floor. */
export const deskTemplate: ImportSource = {
  id: 'desk-template',
  recognise: (view) => hasAll(view, 'location', 'dockserialid'),
  fields: { desk: 'ignore', path: 'ignore' },
  notes: [note('desk-template')],
}

/** This app's own export: every column import needs, nothing to recognise beyond them. */
export const ownExport: ImportSource = {
  id: 'device-registry-admin',
  recognise: (view) =>
    EXPORT_COLUMNS.every((column) => view.keys.has(column.toLowerCase())) ||
    (view.format === 'json' && hasAll(view, 'serialid', 'devicetype')),
  notes: [],
}
