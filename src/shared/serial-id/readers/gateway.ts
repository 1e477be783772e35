import { coded } from '../../coded-text.ts'
import { foundChoice } from '../found.ts'
import { candidateLabel } from '../text.ts'
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

const none = (value: string | undefined) => value || 'none'

/** A notice on the default route's line, naming its gateway and interface. */
const routeNotice = (
  route: DefaultRoute,
  id: 'serialId.notice.default-gateway' | 'serialId.notice.gateway-not-in-table',
  more: Record<string, string> = {},
): ReadNotice => ({
  source: 'route',
  line: route.line + 1,
  // `interface` is 'none' where the route names none: the message's select needs a key.
  ...coded(id, { gateway: route.gateway, interface: none(route.interface), ...more }),
})

const routeAlone = (input: TextInput, route: DefaultRoute) =>
  routeNotice(route, 'serialId.notice.default-gateway', { command: commandFor(input, []) })

const notInTable = (route: DefaultRoute) =>
  routeNotice(route, 'serialId.notice.gateway-not-in-table')

/** A neighbour as a choice: what tells it from the others is its address, interface and flags. */
function neighbourChoice(neighbour: Neighbour) {
  return {
    parts: { mac: neighbour.mac },
    ...candidateLabel('serialId.candidate.neighbour', {
      ip: neighbour.ip,
      face: none(neighbour.face),
      flag: neighbour.router ? 'router' : 'none',
    }),
  }
}

/** Gateways of two or more default routes as a question: each by its route. */
function routesQuestion(input: TextInput, found: ReadonlyArray<[DefaultRoute, Neighbour]>) {
  const [first] = found
  if (first === undefined) return undefined
  return foundChoice(
    'router',
    found.map(([route, neighbour]) => ({
      parts: { mac: neighbour.mac },
      ...candidateLabel('serialId.candidate.route', {
        gateway: route.gateway,
        face: none(route.interface),
        metric: none(route.metric),
      }),
    })),
    lineAt('arp', input, first[1].line),
    { question: coded('serialId.question.gateway-routes', { count: found.length }) },
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
    question: coded('serialId.question.gateway-neighbours', { command }),
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
