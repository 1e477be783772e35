import { foundChoice } from '../found.ts'
import type { FoundDevice, ReadNotice } from '../types.ts'
import { neighbourDevice, neighbours, sameIp, type Neighbour, type NeighbourForm } from './arp.ts'
import { NOTHING, lineAt, type TextInput, type TextReader } from './reader.ts'
import { defaultRoutes, type DefaultRoute } from './route.ts'

/** What prints the route and the neighbour table together, on the system whose tools the paste shows. */
const BOTH: Record<NeighbourForm, string> = {
  windows: 'route print & arp -a',
  iproute2: 'ip route; ip neigh',
  'net-tools': 'route -n; arp -n',
  bsd: 'route -n get default; arp -an',
}

function commandFor(input: TextInput, table: readonly Neighbour[]): string {
  const form = table[0]?.form
  if (form !== undefined) return BOTH[form]
  if (/^\s*0\.0\.0\.0\s+0\.0\.0\.0\s/m.test(input.text)) return BOTH.windows
  if (/^default via /m.test(input.text)) return BOTH.iproute2
  if (/^0\.0\.0\.0\s+\d/m.test(input.text)) return BOTH['net-tools']
  return BOTH.bsd
}

function routeAlone(input: TextInput, route: DefaultRoute): ReadNotice {
  const command = commandFor(input, [])
  const on = route.interface ? ` on ${route.interface}` : ''
  return {
    source: 'route',
    line: route.line + 1,
    code: 'default-gateway',
    // `interface` is 'none' where the route names none: the window's select needs a key.
    values: { gateway: route.gateway, interface: route.interface || 'none', command },
    message: `The default gateway is ${route.gateway}${on}, but a route does not show its MAC address: run ${command} and paste both outputs together.`,
  }
}

function notInTable(route: DefaultRoute): ReadNotice {
  const on = route.interface ? ` on ${route.interface}` : ''
  return {
    source: 'route',
    line: route.line + 1,
    code: 'gateway-not-in-table',
    values: { gateway: route.gateway, interface: route.interface || 'none' },
    message: `The default route goes through ${route.gateway}${on}, but the neighbour table has no entry for it: reach it once (ping ${route.gateway}), then paste the route and the table again.`,
  }
}

const none = (value: string | undefined) => value || 'none'

/** A neighbour as a choice: what tells it from the others is its address, interface and flags. */
function neighbourChoice(neighbour: Neighbour) {
  const on = neighbour.face ? ` on ${neighbour.face}` : ''
  return {
    parts: { mac: neighbour.mac },
    label: `${neighbour.ip}${on}${neighbour.router ? ', a router by its flags' : ''}`,
    labelCode: 'neighbour' as const,
    labelValues: {
      ip: neighbour.ip,
      face: none(neighbour.face),
      flag: neighbour.router ? 'router' : 'none',
    },
  }
}

/** Gateways of two or more default routes as a question: each by its route. */
function routesQuestion(input: TextInput, found: ReadonlyArray<[DefaultRoute, Neighbour]>) {
  const [first] = found
  if (first === undefined) return undefined
  const count = found.length
  return foundChoice(
    'router',
    found.map(([route, neighbour]) => {
      const on = route.interface ? ` on ${route.interface}` : ''
      const metric = route.metric === undefined ? '' : `, metric ${route.metric}`
      return {
        parts: { mac: neighbour.mac },
        label: `via ${route.gateway}${on}${metric}`,
        labelCode: 'route' as const,
        labelValues: {
          gateway: route.gateway,
          face: none(route.interface),
          metric: none(route.metric),
        },
      }
    }),
    lineAt('arp', input, first[1].line),
    {
      question: {
        code: 'gateway-routes',
        values: { count },
        message: `${count} default routes go through different gateways: choose the one the sensor sees (the one its network traffic takes).`,
      },
    },
  )
}

/** A neighbour table alone: which neighbour is the gateway, the table does not say. */
function tableQuestion(input: TextInput, table: readonly Neighbour[]): FoundDevice | undefined {
  // systemd-resolved names the default gateway itself `_gateway`: that is the route, said by the machine.
  const named = table.filter((neighbour) => neighbour.gatewayName)
  const [only] = named
  if (only !== undefined && named.length === 1) return neighbourDevice(input, only)
  const [first] = table
  if (first === undefined) return undefined
  const command = commandFor(input, table)
  return foundChoice('router', table.map(neighbourChoice), lineAt('arp', input, first.line), {
    question: {
      code: 'gateway-neighbours',
      values: { command },
      message: `A neighbour table does not say which neighbour is the gateway; the default route does. Choose the gateway, or paste the route together with the table (${command}).`,
    },
  })
}

/**
 * The default gateway: a route (`route print`, `ip route`, `route -n get default`, `netstat -rn`, `route -n`)
 * names its IP address, a neighbour table (`arp -a`, `ip neigh`, `arp -an`, `/proc/net/arp`) its MAC. Both
 * in the input prove it; a table alone is a question among its neighbours; a route alone says what to add.
 */
export const gatewayReader: TextReader = {
  source: 'arp',
  label:
    'route print, ip route, route -n get default or netstat -rn with arp -a, ip neigh or arp -an',
  read(input) {
    const table = neighbours(input)
    const routes = defaultRoutes(input)
    if (table.length === 0 && routes.length === 0) return NOTHING
    if (routes.length === 0) {
      const device = tableQuestion(input, table)
      return { devices: device ? [device] : [], notices: [] }
    }
    if (table.length === 0) return { devices: [], notices: routes.map((r) => routeAlone(input, r)) }
    const found: Array<[DefaultRoute, Neighbour]> = []
    for (const route of routes) {
      const neighbour = table.find((entry) => sameIp(entry.ip, route.gateway))
      if (neighbour && !found.some(([, seen]) => seen.mac === neighbour.mac))
        found.push([route, neighbour])
    }
    const [one] = found
    if (one === undefined) return { devices: [], notices: routes.map(notInTable) }
    const device =
      found.length === 1 ? neighbourDevice(input, one[1]) : routesQuestion(input, found)
    return { devices: device ? [device] : [], notices: [] }
  },
}
