import { coded } from '../../coded-text.ts'
import { foundChoice } from '../found.ts'
import type { FoundDevice, ReadNotice } from '../types.ts'
import { candidateLabel } from '../text.ts'
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

/** What prints the default route's neighbour alone, as detection runs it. */
const ROUTE_NEIGHBOR =
  "Get-NetRoute -DestinationPrefix '0.0.0.0/0' | Get-NetNeighbor | ConvertTo-Json"

/**
 * Get-NetNeighbor of the default route's next hop gives one neighbour (detection's command); a whole
 * neighbour table does not say which is the gateway: its neighbours are asked about, as arp's are.
 */
function neighboursAsked(devices: FoundDevice[]): FoundDevice[] {
  const neighbours = devices.filter((device) => device.kind === 'router' && device.serialId)
  const [first] = neighbours
  if (first === undefined || neighbours.length < 2) return devices
  const question = foundChoice(
    'router',
    neighbours.map((device) => ({
      parts: device.parts,
      ...candidateLabel('serialId.candidate.neighbour', {
        ip: device.info ?? '',
        face: 'none',
        flag: 'none',
      }),
    })),
    first,
    { question: coded('serialId.question.gateway-neighbours', { command: ROUTE_NEIGHBOR }) },
  )
  const rest = devices.filter((device) => !neighbours.includes(device))
  return question ? [...rest, question].sort((a, b) => a.line - b.line) : rest
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
    return { devices: neighboursAsked(devices), notices }
  },
}
