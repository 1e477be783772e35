import type { ImportField } from '#shared/ipc/import.ts'
import { usbOfPath } from '#shared/serial-id/readers/device-path.ts'
import { nicKindOf } from '#shared/serial-id/readers/nic-device.ts'
import { error, finding } from '../finding.ts'
import {
  hasAll,
  hasAny,
  leftOut,
  mostly,
  type CellResult,
  note,
  type ImportSource,
} from './source.ts'

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
      finding: error(
        'wmi-array',
        `The ${what} cell holds "${value.trim()}". Export-Csv wrote the array's type name instead of its characters. Convert them in PowerShell first: ${WMI_COMMAND}`,
        { column: what, value: value.trim(), command: WMI_COMMAND },
      ),
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
      finding: finding(
        'note',
        'char-codes',
        `The ${what} is written as character codes (${shown}): read as "${text}".`,
        { column: what, codes: shown, text },
      ),
    }
  }
  const nul = value.indexOf('\u0000')
  if (nul >= 0)
    return {
      value: value.slice(0, nul),
      finding: finding(
        'note',
        'nul-padding',
        `The ${what} is padded with NUL characters, as WMI returns it: read as "${value.slice(0, nul)}".`,
        { column: what, text: value.slice(0, nul) },
      ),
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
  label: 'PowerShell WmiMonitorID export (Export-Csv)',
  // Get-MonitorInfo-style scripts name the serial SerialNumber.
  recognise: (view) =>
    hasAll(view, 'manufacturername') &&
    (hasAll(view, 'serialnumberid') || hasAll(view, 'serialnumber', 'productcodeid')),
  fields: { ...wmiFields(''), serialnumber: 'serial', model: 'ignore', computername: 'info' },
  kind: 'monitor',
  cell: wmiCell,
  notes: [
    note(
      'powershell-wmimonitorid',
      "Each monitor's id from WmiMonitorID: ManufacturerName (EDID vendor), ProductCodeID (product code, hex) and SerialNumberID (the EDID serial text, as the sensor reads it). Character codes and NUL padding are read as the characters they stand for.",
    ),
  ],
}

/** SCCM / MECM hardware inventory of WmiMonitorID (a custom class; its view's columns end in 0). */
export const sccmMonitors: ImportSource = {
  id: 'sccm-monitors',
  label: 'SCCM/MECM monitor inventory (WmiMonitorID)',
  recognise: (view) => hasAll(view, 'manufacturername0', 'serialnumberid0'),
  fields: { ...wmiFields('0'), netbiosname0: 'info', name0: 'info' },
  kind: 'monitor',
  cell: wmiCell,
  notes: [
    note(
      'sccm-monitors',
      "Each monitor's id from the inventoried WmiMonitorID: ManufacturerName0, ProductCodeID0 (hex) and SerialNumberID0; character codes are read as the characters they stand for. The computer's name goes to info.",
    ),
  ],
}

/** SCCM / MECM USB device inventory (v_GS_USB_DEVICE): one row per USB device of each computer. */
export const sccmUsb: ImportSource = {
  id: 'sccm-usb',
  label: 'SCCM/MECM USB device inventory',
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
    caption: 'ignore',
    manufacturer: 'ignore',
    computer: 'ignore',
    resourcenames: 'ignore',
    name0: 'name',
    caption0: 'name',
    description0: 'info',
    netbiosname0: 'ignore',
    resourceid: 'ignore',
  },
  kind: 'usb',
  cell: (field, value) => {
    if (field !== 'serialId') return undefined
    if (/^USB\\ROOT_HUB/i.test(value.trim()))
      return {
        value: '',
        skip: leftOut(
          'root_hub',
          'A USB root hub of the computer: no device of its own, left out.',
        ),
      }
    if (/&MI_[0-9A-F]{2}/i.test(value))
      return {
        value: '',
        skip: leftOut(
          'usb_function',
          'One function (&MI_…) of a composite USB device: the device itself has its own row, so this one is left out.',
        ),
      }
    const at = { source: 'windows-device-path' as const, line: 0, lineText: value }
    const device = usbOfPath(value, at)
    if (device?.serialId)
      return {
        value: device.serialId,
        finding: finding(
          'note',
          'device-path',
          `Read from the Windows device path ${value.trim()}.`,
          { path: value.trim() },
        ),
      }
    if (device?.missing)
      return {
        value: '',
        finding: { level: 'error', code: 'no-serial', message: device.missing.message },
      }
    return undefined
  },
  notes: [
    note(
      'sccm-usb',
      "Each USB device's id from its Windows device path (USB\\VID_…&PID_…\\serial). SCCM lists every USB device of each computer (mice, keyboards, hubs): only docks mark a desk, so filter the file to your docks before you import it. Root hubs and the functions of composite devices are left out.",
    ),
  ],
}

/** Intune's device export (Devices > All devices > Export): each computer's Wi-Fi and Ethernet MAC. */
export const intune: ImportSource = {
  id: 'intune',
  label: 'Microsoft Intune device export',
  recognise: (view) =>
    hasAll(view, 'wifimac') &&
    hasAny(view, 'ethernetmac') &&
    hasAny(view, 'devicename', 'enrollmentdate'),
  fields: {
    wifimac: 'wlanMac',
    ethernetmac: 'ethernetMac',
    devicename: 'name',
    serialnumber: 'ignore',
    deviceid: 'ignore',
    model: 'ignore',
  },
  notes: [
    note(
      'intune',
      "Each computer's Wi-Fi MAC and Ethernet MAC become one network adapter each (WLAN;…;NIC and Ethernet;…;NIC), named after the computer. Intune does not list the Ethernet adapters of docks.",
    ),
  ],
}

/** Lansweeper's monitor report (tblMonitor): manufacturer, model and serial of each computer's monitors. */
export const lansweeperMonitors: ImportSource = {
  id: 'lansweeper-monitors',
  label: 'Lansweeper monitor report',
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
    manufactureddate: 'ignore',
    assetid: 'ignore',
    domain: 'ignore',
    osname: 'ignore',
  },
  kind: 'monitor',
  notes: [
    note(
      'lansweeper-monitors',
      "Lansweeper's monitor report has each monitor's EDID serial, but not its EDID product code, which is part of the id the sensor reports: add a column with the product code (WmiMonitorID's ProductCodeID, or Detect on this PC), or import a WmiMonitorID export instead.",
    ),
  ],
}

/** Lansweeper's network adapter report (tblNetwork): each computer's adapters and their MACs. */
export const lansweeperAdapters: ImportSource = {
  id: 'lansweeper-adapters',
  label: 'Lansweeper network adapter report',
  recognise: (view) =>
    hasAll(view, 'assetname', 'macaddress') && hasAny(view, 'caption', 'adaptername'),
  fields: {
    assetname: 'name',
    caption: 'kind',
    adaptername: 'kind',
    macaddress: 'mac',
    ipaddress: 'ignore',
    adaptertype: 'ignore',
    description: 'info',
  },
  kind: 'nic',
  cell: (field, value) => {
    if (field !== 'kind' || value.trim() === '') return undefined
    const kind = nicKindOf(value)
    return kind
      ? {
          value: kind,
          finding: finding(
            'note',
            'adapter-kind',
            `"${value.trim()}" is a ${kind === 'wlan' ? 'Wi-Fi (WLAN)' : 'wired (Ethernet)'} adapter.`,
            { adapter: value.trim(), kind },
          ),
        }
      : {
          value: '',
          finding: error(
            'adapter-kind',
            `The adapter "${value.trim()}" does not say whether it is Wi-Fi or Ethernet: add a column with the kind (ethernet or wlan) for such rows.`,
            { adapter: value.trim(), kind: 'unknown' },
          ),
        }
  },
  notes: [
    note(
      'lansweeper-adapters',
      "Each adapter's id from its MAC; whether it is Wi-Fi (WLAN) or Ethernet is read from its name, as Windows names it.",
    ),
  ],
}
