import { NOTHING, type TextInput, type TextReader } from './reader.ts'

export interface DefaultRoute {
  gateway: string
  interface?: string
  /** 0-based line of the gateway. */
  line: number
}

const IP = '(\\d+\\.\\d+\\.\\d+\\.\\d+|[0-9a-f:]*:[0-9a-f:]+)'
/** BSD and macOS `route -n get default`: `    gateway: 192.168.1.1` and `  interface: en0`. */
const BSD_GATEWAY = new RegExp(`^\\s*gateway:\\s*${IP}\\s*$`, 'i')
const BSD_INTERFACE = /^\s*interface:\s*(\S+)\s*$/
/** iproute2 `ip route show default`: `default via 192.168.1.1 dev wlp2s0 proto dhcp …`. */
const IP_ROUTE = new RegExp(`^default via ${IP} dev (\\S+)`, 'i')

/** The default gateway a routing tool printed, or undefined when it printed none. */
export function defaultRoute(input: TextInput): DefaultRoute | undefined {
  let found: DefaultRoute | undefined
  input.lines.forEach((line, index) => {
    if (found) {
      const face = found.interface === undefined ? BSD_INTERFACE.exec(line)?.[1] : undefined
      if (face !== undefined) found.interface = face
      return
    }
    const via = IP_ROUTE.exec(line)
    if (via?.[1] !== undefined) found = { gateway: via[1], interface: via[2] ?? '', line: index }
    const gateway = BSD_GATEWAY.exec(line)?.[1]
    if (gateway !== undefined) found = { gateway, line: index }
  })
  return found
}

/** A routing table names the gateway but not its MAC: says which command prints that. */
export const routeReader: TextReader = {
  source: 'route',
  label: 'route -n get default',
  read(input) {
    if (!/gateway:|^default via /im.test(input.text)) return NOTHING
    const route = defaultRoute(input)
    if (route === undefined) return NOTHING
    const on = route.interface ? ` on ${route.interface}` : ''
    return {
      devices: [],
      notices: [
        {
          source: 'route',
          line: route.line + 1,
          code: 'default-gateway',
          // `interface` is 'none' where the route names none: the window's select needs a key.
          values: { gateway: route.gateway, interface: route.interface || 'none' },
          message: `The default gateway is ${route.gateway}${on}, but a route does not show its MAC address: run arp -n ${route.gateway} (or ip neigh show ${route.gateway}) and paste what it prints.`,
        },
      ],
    }
  },
}
