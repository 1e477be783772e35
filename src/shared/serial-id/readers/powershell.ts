import type { FoundDevice, ReadNotice } from '../types.ts'
import { usbOfPath } from './device-path.ts'
import { lineOf, parseJson, record, text } from './json.ts'
import {
  netAdapter,
  netAdapterDevice,
  netNeighbor,
  wmiMonitor,
  type RecordNotice,
} from './powershell-records.ts'
import { NOTHING, leftOutNotice, lineAt, type TextInput, type TextReader } from './reader.ts'

/** The property that tells each kind of record apart, and the line it is printed on. */
const KEYS = ['SerialNumberID', 'PNPDeviceID', 'MacAddress', 'LinkLayerAddress'] as const
type Key = (typeof KEYS)[number]

export interface PowershellRecord {
  key: Key
  item: Record<string, unknown>
  /** 0-based line of its key (PowerShell prints one property a line unless -Compress). */
  line: number
}

/** The objects of ConvertTo-Json output (one object or an array of them), each with the key it has. */
export function powershellRecords(input: TextInput): PowershellRecord[] {
  const json = parseJson(input.text)
  const items = (Array.isArray(json) ? json : [json]).map(record)
  const cursors = new Map<Key, number>()
  return items.flatMap((item) => {
    const key = KEYS.find((name) => name in item)
    if (key === undefined) return []
    const line = lineOf(input, `"${key}"`, cursors.get(key) ?? 0)
    cursors.set(key, line + 1)
    return [{ key, item, line }]
  })
}

/**
 * PowerShell's ConvertTo-Json of WmiMonitorID, Win32_PnPEntity, Get-NetAdapter and Get-NetNeighbor: the
 * objects detection on Windows reads, and what an admin pastes when told to run the same command.
 */
export const powershellReader: TextReader = {
  source: 'powershell',
  label:
    'PowerShell … | ConvertTo-Json (WmiMonitorID, Win32_PnPEntity, Get-NetAdapter, Get-NetNeighbor)',
  read(input) {
    if (!/"(?:SerialNumberID|PNPDeviceID|MacAddress|LinkLayerAddress)"\s*:/.test(input.text))
      return NOTHING
    const devices: FoundDevice[] = []
    const notices: ReadNotice[] = []
    for (const { key, item, line } of powershellRecords(input)) {
      const at = lineAt('powershell', input, line)
      let found: FoundDevice | RecordNotice | undefined
      if (key === 'SerialNumberID') found = wmiMonitor(item, at)
      else if (key === 'PNPDeviceID')
        found = usbOfPath(text(item['PNPDeviceID']) ?? '', at, text(item['Name']))
      else if (key === 'MacAddress') {
        const adapter = netAdapter(item)
        if (adapter.skip !== undefined) {
          notices.push(leftOutNotice('powershell', line + 1, adapter.name, adapter.skip))
          continue
        }
        found = netAdapterDevice(adapter, at)
      } else found = netNeighbor(item, at)
      if (found === undefined) continue
      if ('notice' in found) notices.push({ source: 'powershell', line: line + 1, ...found.notice })
      else devices.push(found)
    }
    return { devices, notices }
  },
}
