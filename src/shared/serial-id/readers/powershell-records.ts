import { foundDevice, foundIncomplete, type FoundAt } from '../found.ts'
import { normalizeMac } from '../mac.ts'
import { coded, type SaidText } from '../../coded-text.ts'
import type { FoundDevice, LeftOutCode, NoticeCode } from '../types.ts'
import { nicDevice, nicKindOf, ownAddressDevice, type NicKind } from './nic-device.ts'
import { text } from './json.ts'

// The CIM objects detection asks PowerShell for, as ConvertTo-Json prints them (property names are never
// translated; enums may come as numbers or, with Select-Object, as their names).

/** A uint16 array of characters (WmiMonitorID), up to its first 0. */
function chars(value: unknown): string | undefined {
  if (!Array.isArray(value)) return text(value)
  let result = ''
  for (const code of value) {
    if (typeof code !== 'number' || code === 0) break
    result += String.fromCharCode(code)
  }
  return result
}

/** What a record says about itself instead of a device, as a notice's text. */
export interface RecordNotice {
  notice: SaidText<NoticeCode>
}

export const WMI_NO_SERIAL: SaidText<NoticeCode> = coded('serialId.notice.wmi-no-serial')

const INSTANCE = /^DISPLAY\\([A-Z]{3})([0-9A-F]{4})\\/i

/** `Get-CimInstance -Namespace root\wmi WmiMonitorID`: the EDID's vendor, product code and serial text. */
export function wmiMonitor(item: Record<string, unknown>, at: FoundAt): FoundDevice | RecordNotice {
  const instance = INSTANCE.exec(text(item['InstanceName']) ?? '')
  const vendor = chars(item['ManufacturerName']) || instance?.[1]
  const product = chars(item['ProductCodeID']) || instance?.[2]
  const name = chars(item['UserFriendlyName'])?.trim()
  const serial = chars(item['SerialNumberID']) ?? ''
  const parts: Record<string, string> = {}
  if (vendor !== undefined) parts['vendor'] = vendor
  if (product !== undefined) parts['productCode'] = `0x${product}`
  const info = name === '' ? undefined : name
  if (serial === '') return { notice: WMI_NO_SERIAL }
  return (
    foundDevice('monitor', { ...parts, serial }, at, { info }) ??
    foundIncomplete(
      'monitor',
      parts,
      { part: 'vendor', ...coded('serialId.error.wmi-no-model') },
      at,
      { info },
    )
  )
}

/** A network adapter of `Get-NetAdapter`, and why it is none the sensor counts, if it is not. */
export interface NetAdapter {
  name: string
  description: string
  kind: NicKind | undefined
  mac: string | undefined
  own: string | undefined
  /** Windows says it is software (Virtual, or no HardwareInterface): warned, not left out. */
  softwareOnly: boolean
  bluetooth: boolean
  skip?: LeftOutCode
}

/** NDIS physical media: 1 and 9 are Wi-Fi, 14 is 802.3 Ethernet, 10 Bluetooth, 8 mobile broadband. */
const MEDIA: Record<string, { kind?: NicKind; skip?: LeftOutCode; bluetooth?: boolean }> = {
  '1': { kind: 'wlan' },
  '9': { kind: 'wlan' },
  '14': { kind: 'ethernet' },
  '10': { bluetooth: true },
  '8': { skip: 'mobileBroadband' },
}
const MEDIUM_NAMES: Record<string, string> = {
  'Native 802.11': '9',
  'Wireless LAN': '1',
  '802.3': '14',
  BlueTooth: '10',
  'Wireless WAN': '8',
}

const macOf = (value: unknown) => {
  const result = normalizeMac(text(value) ?? '', 'mac')
  return result.ok && result.value !== '00:00:00:00:00:00' ? result.value : undefined
}

export function netAdapter(item: Record<string, unknown>): NetAdapter {
  const name = text(item['Name']) ?? ''
  const description = text(item['InterfaceDescription']) ?? ''
  const rawMedium = item['NdisPhysicalMedium'] ?? item['PhysicalMediaType']
  const medium = MEDIA[MEDIUM_NAMES[String(rawMedium)] ?? String(rawMedium)] ?? {}
  const adapter: NetAdapter = {
    name,
    description,
    kind: medium.kind ?? nicKindOf(`${name} ${description}`),
    mac: macOf(item['MacAddress']),
    own: macOf(item['PermanentAddress']),
    softwareOnly: item['Virtual'] === true || item['HardwareInterface'] === false,
    bluetooth: medium.bluetooth === true,
  }
  const skip = medium.skip ?? (adapter.mac === undefined ? 'noAddress' : undefined)
  return skip === undefined ? adapter : { ...adapter, skip }
}

/** The adapter's id: its own address where it uses another now, else the address it has. */
export function netAdapterDevice(adapter: NetAdapter, at: FoundAt): FoundDevice | undefined {
  const { mac, own, kind, name, description, softwareOnly, bluetooth } = adapter
  const info = description || name || undefined
  if (mac === undefined || adapter.skip !== undefined) return undefined
  const facts = { name, description, softwareOnly, bluetooth }
  if (own !== undefined && own !== mac && kind !== undefined)
    return ownAddressDevice(own, mac, kind, at, info, facts)
  return nicDevice([{ mac }], kind, at, info, facts)
}

/** Neighbour states with no link-layer address to trust (Get-NetNeighbor prints them by name or number). */
const UNRESOLVED = new Set(['Unreachable', 'Incomplete', '0', '1'])

/** `Get-NetNeighbor` for the default gateway: its MAC, with the IP address as info. */
export function netNeighbor(
  item: Record<string, unknown>,
  at: FoundAt,
): FoundDevice | RecordNotice | undefined {
  const ip = text(item['IPAddress']) ?? ''
  const mac = macOf(item['LinkLayerAddress'])
  const state = String(item['State'] ?? '')
  if (mac === undefined || UNRESOLVED.has(state))
    return {
      // `state` is 'none' when PowerShell gives none: the message's select needs a key.
      notice: coded('serialId.notice.neighbour-unresolved', { ip, state: state || 'none' }),
    }
  if (parseInt(mac.slice(0, 2), 16) & 1) return undefined
  return foundDevice('router', { mac }, at, { info: ip })
}
