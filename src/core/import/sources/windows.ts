import type { ImportField } from '#shared/ipc/import.ts'
import { usbOfPath } from '#shared/serial-id/readers/device-path.ts'
import { nicKindOf } from '#shared/serial-id/readers/nic-device.ts'
import { error, finding } from '../finding.ts'
import { hasAll, hasAny, ignored, leftOut, mostly, note } from './source.ts'
import type { CellResult, ImportSource } from './source.ts'

// Windows inventories: PowerShell's Export-Csv of WmiMonitorID (5.1 and 7), SCCM/MECM hardware inventory
// (its views add a 0 to every column), Intune's device export, Lansweeper reports.

const ARRAY_TYPE = /^System\.(UInt16|Byte|Object|String)\[\]$/
const CODES = /^\s*\d{1,5}(?:[\s,;]+\d{1,5})+\s*$/

/** The PowerShell that exports WmiMonitorID's arrays as their characters (said when Export-Csv did not). */
const WMI_COMMAND =
  "Get-CimInstance -Namespace root\\wmi -ClassName WmiMonitorID | Select-Object @{n='ManufacturerName';e={-join [char[]]($_.ManufacturerName -ne 0)}}, @{n='ProductCodeID';e={-join [char[]]($_.ProductCodeID -ne 0)}}, @{n='SerialNumberID';e={-join [char[]]($_.SerialNumberID -ne 0)}}, @{n='UserFriendlyName';e={-join [char[]]($_.UserFriendlyName -ne 0)}} | Export-Csv monitors.csv -NoTypeInformation"

/** A WmiMonitorID text as written: characters, decimal character codes (`68,69,76,0`), NUL padding. */
export function wmiText(value: string, what: string): CellResult {
  if (ARRAY_TYPE.test(value.trim()))
    return {
      value: '',
      finding: error('wmi-array', { column: what, value: value.trim(), command: WMI_COMMAND }),
    }
  if (CODES.test(value)) {
    const codes = value
      .trim()
      .split(/[\s,;]+/)
      .map(Number)
    const end = codes.indexOf(0)
    const text = String.fromCharCode(...(end < 0 ? codes : codes.slice(0, end)))
    const shown = `${value.trim().slice(0, 40)}${value.trim().length > 40 ? '…' : ''}`
    return {
      value: text,
      finding: finding('note', 'char-codes', { column: what, codes: shown, text }),
    }
  }
  const nul = value.indexOf('\u0000')
  if (nul >= 0)
    return {
      value: value.slice(0, nul),
      finding: finding('note', 'nul-padding', { column: what, text: value.slice(0, nul) }),
    }
  return { value }
}

const WMI_PARTS: Partial<Record<ImportField, string>> = {
  vendor: 'ManufacturerName',
  productCode: 'ProductCodeID',
  serial: 'SerialNumberID',
  name: 'UserFriendlyName',
}

function wmiCell(field: ImportField, value: string): CellResult | undefined {
  const what = WMI_PARTS[field]
  if (!what) return undefined
  const read = wmiText(value, what)
  // ProductCodeID is the product code in hex, always: read as hex, never as a number that reads two ways.
  if (field === 'productCode' && /^[0-9A-F]{1,4}$/i.test(read.value))
    return { ...read, value: `0x${read.value}` }
  return read
}

const wmiFields = (suffix: string) =>
  ({
    [`manufacturername${suffix}`]: 'vendor',
    [`productcodeid${suffix}`]: 'productCode',
    [`serialnumberid${suffix}`]: 'serial',
    [`userfriendlyname${suffix}`]: 'name',
    [`instancename${suffix}`]: 'ignore',
    [`pscomputername${suffix}`]: 'info',
  }) as Record<string, ImportField | 'ignore'>

/** `Get-CimInstance WmiMonitorID | Export-Csv` (PowerShell 5.1 with its #TYPE line, or 7). */
export const powershellWmiMonitor: ImportSource = {
  id: 'powershell-wmimonitorid',
  // Get-MonitorInfo-style scripts name the serial SerialNumber.
  recognise: (view) =>
    hasAll(view, 'manufacturername') &&
    (hasAll(view, 'serialnumberid') || hasAll(view, 'serialnumber', 'productcodeid')),
  fields: { ...wmiFields(''), serialnumber: 'serial', model: 'ignore', computername: 'info' },
  kind: 'monitor',
  cell: wmiCell,
  notes: [note('powershell-wmimonitorid')],
}

/** SCCM / MECM hardware inventory of WmiMonitorID (a custom class; its view's columns end in 0). */
export const sccmMonitors: ImportSource = {
  id: 'sccm-monitors',
  recognise: (view) => hasAll(view, 'manufacturername0', 'serialnumberid0'),
  fields: { ...wmiFields('0'), netbiosname0: 'info', name0: 'info' },
  kind: 'monitor',
  cell: wmiCell,
  notes: [note('sccm-monitors')],
}

/** SCCM / MECM USB device inventory (v_GS_USB_DEVICE): one row per USB device of each computer. */
export const sccmUsb: ImportSource = {
  id: 'sccm-usb',
  recognise: (view) =>
    ['deviceid0', 'pnpdeviceid0', 'deviceid', 'pnpdeviceid'].some((key) =>
      mostly(view.values(key), /^USB\\/i),
    ),
  // Its views end every column in 0; a script's Export-Csv of the same class does not.
  fields: {
    deviceid0: 'serialId',
    pnpdeviceid0: 'serialId',
    deviceid: 'serialId',
    pnpdeviceid: 'serialId',
    devicename: 'name',
    description: 'info',
    name0: 'name',
    caption0: 'name',
    description0: 'info',
    ...ignored(
      'caption',
      'manufacturer',
      'computer',
      'resourcenames',
      'netbiosname0',
      'resourceid',
    ),
  },
  kind: 'usb',
  cell: (field, value) => {
    if (field !== 'serialId') return undefined
    if (/^USB\\ROOT_HUB/i.test(value.trim()))
      return {
        value: '',
        skip: leftOut('root_hub'),
      }
    if (/&MI_[0-9A-F]{2}/i.test(value))
      return {
        value: '',
        skip: leftOut('usb_function'),
      }
    const at = { source: 'windows-device-path' as const, line: 0, lineText: value }
    const device = usbOfPath(value, at)
    if (device?.serialId)
      return {
        value: device.serialId,
        finding: finding('note', 'device-path', { path: value.trim() }),
      }
    if (device?.missing)
      return {
        value: '',
        finding: { level: 'error', code: 'no-serial', message: device.missing.message },
      }
    return undefined
  },
  notes: [note('sccm-usb')],
}

/** Intune's device export (Devices > All devices > Export): each computer's Wi-Fi and Ethernet MAC. */
export const intune: ImportSource = {
  id: 'intune',
  recognise: (view) =>
    hasAll(view, 'wifimac') &&
    hasAny(view, 'ethernetmac') &&
    hasAny(view, 'devicename', 'enrollmentdate'),
  fields: {
    wifimac: 'wlanMac',
    ethernetmac: 'ethernetMac',
    devicename: 'name',
    ...ignored('serialnumber', 'deviceid', 'model'),
  },
  notes: [note('intune')],
}

/** Lansweeper's monitor report (tblMonitor): manufacturer, model and serial of each computer's monitors. */
export const lansweeperMonitors: ImportSource = {
  id: 'lansweeper-monitors',
  recognise: (view) =>
    hasAny(view, 'monitormanufacturer', 'manufacturermonitor', 'manufacturer') &&
    hasAll(view, 'monitormodel', 'serialnumber'),
  fields: {
    monitormanufacturer: 'vendor',
    manufacturermonitor: 'vendor',
    manufacturer: 'vendor',
    monitormodel: 'name',
    serialnumber: 'serial',
    assetname: 'info',
    ...ignored('manufactureddate', 'assetid', 'domain', 'osname'),
  },
  kind: 'monitor',
  notes: [note('lansweeper-monitors')],
}

/** Lansweeper's network adapter report (tblNetwork): each computer's adapters and their MACs. */
export const lansweeperAdapters: ImportSource = {
  id: 'lansweeper-adapters',
  recognise: (view) =>
    hasAll(view, 'assetname', 'macaddress') && hasAny(view, 'caption', 'adaptername'),
  fields: {
    assetname: 'name',
    caption: 'kind',
    adaptername: 'kind',
    macaddress: 'mac',
    description: 'info',
    ...ignored('ipaddress', 'adaptertype'),
  },
  kind: 'nic',
  cell: (field, value) => {
    if (field !== 'kind' || value.trim() === '') return undefined
    const kind = nicKindOf(value)
    return kind
      ? {
          value: kind,
          finding: finding('note', 'adapter-kind', { adapter: value.trim(), kind }),
        }
      : {
          value: '',
          finding: error('adapter-kind', { adapter: value.trim(), kind: 'unknown' }),
        }
  },
  notes: [note('lansweeper-adapters')],
}
