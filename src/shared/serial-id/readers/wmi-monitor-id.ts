import { coded } from '../../coded-text.ts'
import { foundDevice, foundIncomplete } from '../found.ts'
import type { FoundDevice, ReadNotice } from '../types.ts'
import { WMI_NO_SERIAL } from './powershell-records.ts'
import { NOTHING, lineAt, type TextInput, type TextReader } from './reader.ts'

const FIELD = /^\s*([A-Za-z_]+)\s*:\s?(.*)$/
const INSTANCE = /^DISPLAY\\([A-Z]{3})([0-9A-F]{4})\\/i
const FULL_ARRAYS =
  'Get-CimInstance -Namespace root\\wmi -ClassName WmiMonitorID | ForEach-Object { -join [char[]]($_.SerialNumberID -ne 0) }'

/** A uint16 array as PowerShell prints it: `{72, 52, 90, 77...}` (cut after 4 by default) or whole. */
function chars(value: string | undefined): { text: string; cut: boolean } | undefined {
  const match = /^\{([\d,\s]*?)(\.\.\.)?\}$/.exec(value?.trim() ?? '')
  if (match?.[1] === undefined) return undefined
  const codes = match[1].split(',').map((code) => code.trim())
  let text = ''
  for (const code of codes) {
    if (code === '' || code === '0') return { text, cut: false }
    text += String.fromCharCode(Number(code))
  }
  return { text, cut: match[2] !== undefined }
}

/** The records of a list view: `Key : value` lines (arrays may wrap onto indented lines), blank-separated. */
function records(input: TextInput): Array<{ line: number; fields: Map<string, string> }> {
  const found: Array<{ line: number; fields: Map<string, string> }> = []
  let current: { line: number; fields: Map<string, string> } | undefined
  let open: string | undefined
  input.lines.forEach((line, index) => {
    if (open !== undefined && current) {
      const value = `${current.fields.get(open) ?? ''} ${line.trim()}`
      current.fields.set(open, value)
      if (line.includes('}')) open = undefined
      return
    }
    const match = FIELD.exec(line)
    if (match?.[1] === undefined || match[2] === undefined) {
      current = undefined
      return
    }
    if (current === undefined || current.fields.has(match[1])) {
      current = { line: index, fields: new Map() }
      found.push(current)
    }
    current.fields.set(match[1], match[2])
    if (match[2].trimStart().startsWith('{') && !match[2].includes('}')) open = match[1]
  })
  return found
}

/** PowerShell's `Get-CimInstance -Namespace root\wmi WmiMonitorID` (or Get-WmiObject): uint16 arrays of chars. */
export const wmiMonitorIdReader: TextReader = {
  source: 'wmi-monitor-id',
  label: 'Get-CimInstance WmiMonitorID',
  read(input) {
    if (!input.text.includes('SerialNumberID')) return NOTHING
    const devices: FoundDevice[] = []
    const notices: ReadNotice[] = []
    for (const record of records(input)) {
      const serialField = record.fields.get('SerialNumberID')
      if (serialField === undefined) continue
      const at = lineAt('wmi-monitor-id', input, record.line)
      const instance = INSTANCE.exec(record.fields.get('InstanceName') ?? '')
      const vendor = chars(record.fields.get('ManufacturerName'))
      const product = chars(record.fields.get('ProductCodeID'))
      const name = chars(record.fields.get('UserFriendlyName'))
      const serial = chars(serialField)
      const parts: Record<string, string> = {}
      const vendorText = vendor && !vendor.cut ? vendor.text : instance?.[1]
      const productText = product && !product.cut ? product.text : instance?.[2]
      if (vendorText !== undefined) parts['vendor'] = vendorText
      if (productText !== undefined) parts['productCode'] = `0x${productText}`
      const info = name && !name.cut && name.text.trim() !== '' ? name.text.trim() : undefined
      if (serial?.cut || serial === undefined) {
        devices.push(
          foundIncomplete(
            'monitor',
            parts,
            { part: 'serial', ...coded('serialId.error.wmi-cut-serial', { command: FULL_ARRAYS }) },
            at,
            { info },
          ),
        )
        continue
      }
      if (serial.text === '') {
        notices.push({ source: 'wmi-monitor-id', line: record.line + 1, ...WMI_NO_SERIAL })
        continue
      }
      const device = foundDevice('monitor', { ...parts, serial: serial.text }, at, { info })
      devices.push(
        device ??
          foundIncomplete(
            'monitor',
            parts,
            {
              part: vendorText === undefined ? 'vendor' : 'productCode',
              ...coded('serialId.error.wmi-cut-model'),
            },
            at,
            { info },
          ),
      )
    }
    return { devices, notices }
  },
}
