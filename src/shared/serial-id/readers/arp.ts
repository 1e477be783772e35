import { foundDevice } from '../found.ts'
import { normalizeMac } from '../mac.ts'
import type { FoundDevice } from '../types.ts'
import { lineAt, type TextInput } from './reader.ts'

/** Which tool printed a table: it decides the command that prints the route beside it. */
export type NeighbourForm = 'windows' | 'iproute2' | 'net-tools' | 'bsd'

/** One neighbour of a neighbour table: its IP address, its MAC in the sensor's form, what the table says. */
export interface Neighbour {
  ip: string
  mac: string
  /** The interface (Windows: the interface's IP address), where the table names it. */
  face?: string
  form: NeighbourForm
  /** ip neigh flags it as a router (IPv6 router advertisements). */
  router: boolean
  /** systemd-resolved names the default gateway `_gateway` (Linux `arp -a`). */
  gatewayName: boolean
  /** 0-based line. */
  line: number
}

const MAC = '((?:[0-9a-f]{1,2}[:-]){5}[0-9a-f]{1,2})'
export const IP = '(\\d+\\.\\d+\\.\\d+\\.\\d+|[0-9a-f]*:[0-9a-f:]+(?:%[\\w.-]+)?)'
/** Windows `arp -a`, in any language: `Interface: 192.0.2.15 --- 0x7`, `Schnittstelle: …`. */
const WINDOWS_INTERFACE = new RegExp(`^\\S[^:]*:\\s*${IP}\\s+---\\s+0x[0-9a-f]+\\s*$`, 'i')
/** One neighbour per line, as each tool prints it: the IP address, the MAC, and what follows. */
const FORMS: ReadonlyArray<[NeighbourForm, RegExp]> = [
  // Windows arp -a:          192.168.1.1           3c-84-6a-12-34-56     dynamic
  ['windows', new RegExp(`^\\s+${IP}\\s+${MAC}\\s+\\S+\\s*$`, 'i')],
  // net-tools arp -n:        192.168.1.137  ether  28:3a:4d:08:b5:c5  C  wlan0
  ['net-tools', new RegExp(`^${IP}\\s+ether\\s+${MAC}\\s+\\S*\\s+(\\S+)`, 'i')],
  // BSD, macOS, Linux arp -a: ? (192.168.1.137) at 28:3a:4d:8:b5:c5 on en1 ifscope [ethernet]
  ['bsd', new RegExp(`^\\S+ \\(${IP}\\) at ${MAC}\\b(?:.*? on (\\S+))?`, 'i')],
  // ip neigh:                192.168.1.1 dev wlp2s0 lladdr 3c:84:6a:12:34:56 REACHABLE
  ['iproute2', new RegExp(`^${IP} dev (\\S+) lladdr ${MAC}\\b`, 'i')],
  // ip neigh show 192.168.1.1 dev wlp2s0 (the interface given, not printed): 192.168.1.1 lladdr 3c:84:… REACHABLE
  ['iproute2', new RegExp(`^${IP} lladdr ${MAC}\\b`, 'i')],
  // /proc/net/arp:           192.168.1.1  0x1  0x2  3c:84:6a:12:34:56  *  wlan0 (flags 0x0: not resolved yet)
  [
    'iproute2',
    new RegExp(`^${IP}\\s+0x[0-9a-f]+\\s+0x(?!0\\s)[0-9a-f]+\\s+${MAC}\\s+\\S+\\s+(\\S+)`, 'i'),
  ],
]

/** An IP address for comparing: lowercase, without its zone (`fe80::1%en0`), IPv6 groups written out. */
export function sameIp(a: string, b: string): boolean {
  return ipKey(a) === ipKey(b)
}

function ipKey(ip: string): string {
  const bare = ip.toLowerCase().replace(/%.*$/, '')
  if (!bare.includes(':')) return bare
  const [head = '', tail] = bare.split('::')
  const left = head === '' ? [] : head.split(':')
  const right = tail === undefined || tail === '' ? [] : tail.split(':')
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0')
  return [...left, ...(tail === undefined ? [] : zeros), ...right]
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')
}

function neighbourOf(line: string, index: number, face: string | undefined): Neighbour | undefined {
  for (const [form, pattern] of FORMS) {
    const match = pattern.exec(line)
    if (match === null) continue
    const [, ip = '', second = '', third = ''] = match
    // ip neigh names the interface before the MAC; the others after it.
    const [macText, where] =
      form === 'iproute2' && line.includes(' dev ') ? [third, second] : [second, third]
    const mac = normalizeMac(macText, 'mac')
    if (!mac.ok || parseInt(mac.value.slice(0, 2), 16) & 1) return undefined
    // BSD lists the machine's own addresses as permanent: no neighbour at all.
    if (form === 'bsd' && /\bpermanent\b/.test(line)) return undefined
    if (form === 'windows' && face !== undefined && sameIp(face, ip)) return undefined
    const at = form === 'windows' ? face : where || undefined
    return {
      ip,
      mac: mac.value,
      ...(at === undefined ? {} : { face: at }),
      form,
      router: form === 'iproute2' && /\brouter\b/.test(line),
      gatewayName: form === 'bsd' && line.startsWith('_gateway '),
      line: index,
    }
  }
  return undefined
}

/** Every neighbour of the neighbour tables in the input, once each (by MAC, the first line that has it). */
export function neighbours(input: TextInput): Neighbour[] {
  const found: Neighbour[] = []
  let face: string | undefined
  input.lines.forEach((line, index) => {
    const windows = WINDOWS_INTERFACE.exec(line)?.[1]
    if (windows !== undefined) {
      face = windows
      return
    }
    const neighbour = neighbourOf(line, index, face)
    if (neighbour && !found.some((seen) => seen.mac === neighbour.mac && seen.ip === neighbour.ip))
      found.push(neighbour)
  })
  return found
}

/** The neighbour as a router, its IP address as info: for a caller whose route proves it the gateway. */
export function neighbourDevice(input: TextInput, neighbour: Neighbour): FoundDevice | undefined {
  return foundDevice('router', { mac: neighbour.mac }, lineAt('arp', input, neighbour.line), {
    info: neighbour.ip,
  })
}

/**
 * The router device of the table's entry for `ip` (detection reads the route itself, which proves that `ip`
 * is the gateway); undefined when the table has no such entry.
 */
export function gatewayInTable(text: string, ip: string): FoundDevice | undefined {
  const input = { text, lines: text.split(/\r\n|\r|\n/) }
  const entry = neighbours(input).find((neighbour) => sameIp(neighbour.ip, ip))
  return entry && neighbourDevice(input, entry)
}
