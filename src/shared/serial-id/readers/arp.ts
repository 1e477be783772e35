import { foundDevice } from '../found.ts'
import { normalizeMac } from '../mac.ts'
import type { FoundDevice } from '../types.ts'
import { NOTHING, collect, lineAt, type TextReader } from './reader.ts'

const MAC = '((?:[0-9a-f]{1,2}[:-]){5}[0-9a-f]{1,2})'
const IP = '(\\d+\\.\\d+\\.\\d+\\.\\d+|[0-9a-f:]*:[0-9a-f:]+)'
/** One neighbour per line, as each tool prints it: the IP address and the MAC. */
const FORMS = [
  // Windows arp -a:          192.168.1.1           3c-84-6a-12-34-56     dynamic
  new RegExp(`^\\s+${IP}\\s+${MAC}\\s+\\S+\\s*$`, 'i'),
  // net-tools arp -n:        192.168.1.137  ether  28:3a:4d:08:b5:c5  C  wlan0
  new RegExp(`^${IP}\\s+ether\\s+${MAC}\\s`, 'i'),
  // BSD, macOS, Linux arp -a: ? (192.168.1.137) at 28:3a:4d:8:b5:c5 on en1 ifscope [ethernet]
  new RegExp(`^\\S+ \\(${IP}\\) at ${MAC}\\b`, 'i'),
  // ip neigh:                192.168.1.1 dev wlp2s0 lladdr 3c:84:6a:12:34:56 REACHABLE
  new RegExp(`^${IP} dev \\S+ lladdr ${MAC}\\b`, 'i'),
  // /proc/net/arp:           192.168.1.1  0x1  0x2  3c:84:6a:12:34:56  *  wlan0 (flags 0x0: not resolved yet)
  new RegExp(`^${IP}\\s+0x[0-9a-f]+\\s+0x(?!0\\s)[0-9a-f]+\\s+${MAC}\\s`, 'i'),
]

/**
 * ARP and neighbour tables: every neighbour may be the gateway, so each is offered as a router with its IP
 * address as info. Broadcast and multicast entries are no device and are left out.
 */
export const arpReader: TextReader = {
  source: 'arp',
  label: 'arp -a / ip neigh / /proc/net/arp',
  read(input) {
    const devices: Array<FoundDevice | undefined> = []
    const seen = new Set<string>()
    input.lines.forEach((line, index) => {
      const match = FORMS.map((form) => form.exec(line)).find((found) => found !== null)
      const ip = match?.[1]
      const mac = match?.[2] === undefined ? undefined : normalizeMac(match[2], 'mac')
      if (ip === undefined || !mac?.ok || seen.has(mac.value)) return
      if (parseInt(mac.value.slice(0, 2), 16) & 1) return
      seen.add(mac.value)
      devices.push(
        foundDevice('router', { mac: mac.value }, lineAt('arp', input, index), { info: ip }),
      )
    })
    return devices.length === 0 ? NOTHING : { devices: collect(devices), notices: [] }
  },
}
