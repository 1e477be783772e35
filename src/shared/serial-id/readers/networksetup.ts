import { normalizeMac } from '../mac.ts'
import type { FoundDevice, LeftOutCode, ReadNotice } from '../types.ts'
import { nicDevice } from './nic-device.ts'
import {
  NOTHING,
  collect,
  leftOutNotice,
  lineAt,
  type TextInput,
  type TextReader,
} from './reader.ts'

/** One block of `networksetup -listallhardwareports`, and why it is no adapter of its own, if it is not. */
export interface HardwarePort {
  port: string
  device: string
  mac: string | undefined
  /** 0-based line of `Hardware Port:`. */
  line: number
  skip?: LeftOutCode
}

const FIELD = /^\s*(Hardware Port|Device|Ethernet Address):\s*(.*?)\s*$/

function skipReason(
  port: string,
  device: string,
  mac: string | undefined,
): LeftOutCode | undefined {
  if (mac === undefined) return 'noEthernetAddress'
  if (/^bridge\d/.test(device) || /\bbridge\b/i.test(port)) return 'portBridge'
  if (/^Thunderbolt \d+$/i.test(port)) return 'thunderboltBridge'
  if (/\biP(?:hone|ad)\b/.test(port)) return 'tethering'
  return undefined
}

/** Every hardware port listed, each with its device, its address and, where it is none, why not an adapter. */
export function hardwarePorts(input: TextInput): HardwarePort[] {
  const ports: HardwarePort[] = []
  let current: { port: string; device: string; mac?: string; line: number } | undefined
  const close = () => {
    if (current === undefined) return
    const mac = current.mac === undefined ? undefined : normalizeMac(current.mac, 'mac')
    const address = mac?.ok ? mac.value : undefined
    const skip = skipReason(current.port, current.device, address)
    ports.push({ ...current, mac: address, ...(skip === undefined ? {} : { skip }) })
    current = undefined
  }
  input.lines.forEach((line, index) => {
    const [, key, value = ''] = FIELD.exec(line) ?? []
    if (key === 'Hardware Port') {
      close()
      current = { port: value, device: '', line: index }
    } else if (current && key === 'Device') current.device = value
    else if (current && key === 'Ethernet Address') current.mac = value
  })
  close()
  return ports
}

/** `networksetup -getmacaddress en0`: `Ethernet Address: 3c:22:fb:12:34:56 (Device: en0)`. */
const GET_MAC = /^\s*Ethernet Address:\s*(\S+)\s*\(Device:\s*([^)]+?)\s*\)\s*$/

/** `-getmacaddress` names no port kind: the device is Wi-Fi or wired, asked (the hardware ports say which). */
function macAddressOnly(input: TextInput) {
  const devices = input.lines.map((line, index) => {
    const [, mac, device] = GET_MAC.exec(line) ?? []
    if (mac === undefined || device === undefined) return undefined
    return nicDevice([{ mac }], undefined, lineAt('networksetup', input, index), device, {
      name: device,
    })
  })
  const found = collect(devices)
  return found.length === 0 ? NOTHING : { devices: found, notices: [] }
}

/**
 * `networksetup -listallhardwareports` (macOS): each port's own address; Wi-Fi is WLAN, the rest Ethernet.
 * Bridges, Thunderbolt ports and phones are left out with the reason; Bluetooth PAN is warned.
 */
export const networksetupReader: TextReader = {
  source: 'networksetup',
  label: 'networksetup -listallhardwareports',
  read(input) {
    if (!input.text.includes('Hardware Port:')) return macAddressOnly(input)
    const devices: Array<FoundDevice | undefined> = []
    const notices: ReadNotice[] = []
    for (const port of hardwarePorts(input)) {
      if (port.skip !== undefined || port.mac === undefined) {
        const name = `${port.device} (${port.port})`
        notices.push(
          leftOutNotice('networksetup', port.line + 1, name, port.skip ?? 'noEthernetAddress'),
        )
        continue
      }
      devices.push(
        nicDevice(
          [{ mac: port.mac }],
          /wi-?fi|airport|wlan/i.test(port.port) ? 'wlan' : 'ethernet',
          lineAt('networksetup', input, port.line),
          `${port.port} (${port.device})`,
          { name: port.port, description: port.device },
        ),
      )
    }
    return { devices: collect(devices), notices }
  },
}
