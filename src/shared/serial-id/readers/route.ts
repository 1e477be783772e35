import { IP } from './arp.ts'
import type { TextInput } from './reader.ts'

export interface DefaultRoute {
  gateway: string
  interface?: string
  metric?: string
  /** 0-based line of the gateway. */
  line: number
}

/** BSD and macOS `route -n get default`: `    gateway: 192.168.1.1` and `  interface: en0`. */
const BSD_GATEWAY = new RegExp(`^\\s*gateway:\\s*${IP}\\s*$`, 'i')
const BSD_INTERFACE = /^\s*interface:\s*(\S+)\s*$/
/** A default route in one line, as each tool prints it; named groups: gw, face, metric. */
const ROUTE_LINES: readonly RegExp[] = [
  // iproute2 `ip route`:  default via 192.168.1.1 dev wlp2s0 proto dhcp src 192.168.1.23 metric 600
  new RegExp(
    `^default via (?<gw>${IP.slice(1, -1)}) dev (?<face>\\S+)(?:.*\\bmetric (?<metric>\\d+))?`,
    'i',
  ),
  // Windows `route print` (IPv4):  0.0.0.0  0.0.0.0  192.168.1.1  192.168.1.23  25
  new RegExp(
    `^\\s*0\\.0\\.0\\.0\\s+0\\.0\\.0\\.0\\s+(?<gw>\\d+\\.\\d+\\.\\d+\\.\\d+)\\s+(?<face>\\d+\\.\\d+\\.\\d+\\.\\d+)\\s+(?<metric>\\d+)\\s*$`,
  ),
  // Windows `route print` (IPv6):  5    281 ::/0                     fe80::1
  new RegExp(
    `^\\s*(?<face>\\d+)\\s+(?<metric>\\d+)\\s+::/0\\s+(?<gw>[0-9a-f:]*:[0-9a-f:]+)\\s*$`,
    'i',
  ),
  // net-tools `route -n`:  0.0.0.0  192.168.1.1  0.0.0.0  UG  600  0  0  wlp2s0
  new RegExp(
    `^0\\.0\\.0\\.0\\s+(?<gw>\\d+\\.\\d+\\.\\d+\\.\\d+)\\s+0\\.0\\.0\\.0\\s+[A-Z]*G[A-Z]*\\s+(?<metric>\\d+)\\s+\\d+\\s+\\d+\\s+(?<face>\\S+)\\s*$`,
  ),
  // Linux `netstat -rn`:  0.0.0.0  192.168.1.1  0.0.0.0  UG  0 0 0  wlp2s0 (MSS, Window, irtt: no metric)
  new RegExp(
    `^0\\.0\\.0\\.0\\s+(?<gw>\\d+\\.\\d+\\.\\d+\\.\\d+)\\s+0\\.0\\.0\\.0\\s+[A-Z]*G[A-Z]*\\s+\\d+\\s+\\d+\\s+\\d+\\s+(?<face>\\S+)\\s*$`,
  ),
  // BSD and macOS `netstat -rn`:  default  192.168.1.1  UGScg  en0  (older: Refs, Use before Netif)
  new RegExp(
    `^default\\s+(?<gw>${IP.slice(1, -1)})\\s+[A-Za-z]*G[A-Za-z]*\\s+(?:\\d+\\s+)*(?<face>[a-z][\\w.]*)\\b`,
    'i',
  ),
]
const ON_LINK = /^(?:0\.0\.0\.0|::)$/

/** Every default route the input prints (each gateway once), with its interface and metric where shown. */
export function defaultRoutes(input: TextInput): DefaultRoute[] {
  const routes: DefaultRoute[] = []
  let bsd: DefaultRoute | undefined
  const add = (route: DefaultRoute) => {
    if (ON_LINK.test(route.gateway)) return
    if (!routes.some((seen) => seen.gateway === route.gateway)) routes.push(route)
  }
  input.lines.forEach((line, index) => {
    if (bsd !== undefined && bsd.interface === undefined) {
      const face = BSD_INTERFACE.exec(line)?.[1]
      if (face !== undefined) bsd.interface = face
    }
    const gateway = BSD_GATEWAY.exec(line)?.[1]
    if (gateway !== undefined) {
      bsd = { gateway, line: index }
      add(bsd)
      return
    }
    for (const pattern of ROUTE_LINES) {
      const groups = pattern.exec(line)?.groups
      if (groups?.['gw'] === undefined) continue
      const { gw, face, metric } = groups
      add({
        gateway: gw,
        ...(face === undefined ? {} : { interface: face }),
        ...(metric === undefined ? {} : { metric }),
        line: index,
      })
      break
    }
  })
  return routes
}

/** The first default gateway a routing tool printed, or undefined when it printed none. */
export function defaultRoute(input: TextInput): DefaultRoute | undefined {
  const [first] = defaultRoutes(input)
  if (first === undefined) return undefined
  const { metric: _metric, ...route } = first
  return route
}
