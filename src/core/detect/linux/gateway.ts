import { coded } from '#shared/coded-text.ts'
import { gatewayInTable } from '#shared/serial-id/readers/arp.ts'
import type { FoundDevice } from '#shared/serial-id/index.ts'
import { type DetectContext, type DetectReader, type ReaderReport } from '../types.ts'
import { readAttribute, sysPath } from './sysfs.ts'

const RTF_GATEWAY = 0x2
const SOURCE = '/proc/net/route + /proc/net/arp'

/** `0101A8C0` (little endian, as /proc/net/route prints addresses) as 192.168.1.1. */
function ipv4(hex: string): string {
  const bytes = [0, 2, 4, 6].map((at) => parseInt(hex.slice(at, at + 2), 16))
  return bytes.reverse().join('.')
}

/** `fd000000000000000000000000000001` (/proc/net/ipv6_route) as fd00::1. */
function ipv6(hex: string): string {
  const groups = (hex.match(/.{4}/g) ?? []).map((group) => parseInt(group, 16).toString(16))
  return groups.join(':').replace(/(?:^|:)0(?::0)+(?::|$)/, '::')
}

interface Route {
  gateway: string
  face: string
  metric: number
}

/** The IPv4 default route with the lowest metric, from /proc/net/route. */
function ipv4Default(table: string): Route | undefined {
  const routes = table
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter(
      ([, destination, , flags]) =>
        destination === '00000000' && Number.parseInt(flags ?? '0', 16) & RTF_GATEWAY,
    )
    .map(([face = '', , gateway = '', , , , metric = '0']) => ({
      face,
      gateway: ipv4(gateway),
      metric: Number(metric),
    }))
  return routes.sort((a, b) => a.metric - b.metric)[0]
}

/** The IPv6 default route (::/0 through a next hop) with the lowest metric, from /proc/net/ipv6_route. */
function ipv6Default(table: string): Route | undefined {
  const routes = table
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(
      ([destination, length, , , hop]) =>
        /^0{32}$/.test(destination ?? '') && length === '00' && !/^0{32}$/.test(hop ?? '0'),
    )
    .map(([, , , , hop = '', metric = '0', , , , face = '']) => ({
      face,
      gateway: ipv6(hop),
      metric: parseInt(metric, 16),
    }))
  return routes.sort((a, b) => a.metric - b.metric)[0]
}

/** The route proves its gateway: the neighbour table's entry for it is the gateway's MAC. */
function gatewayOf(text: string, route: Route): FoundDevice | undefined {
  return gatewayInTable(text, route.gateway)
}

/**
 * The default gateway's MAC: the route from /proc/net/route and its neighbour entry from /proc/net/arp; where
 * only an IPv6 default route exists, its next hop from `ip -6 neigh`. Both go through the helper's arp reader.
 */
export const linuxGateway: DetectReader = {
  kind: 'router',
  source: SOURCE,
  async read(context: DetectContext) {
    const report: ReaderReport = { found: [], skipped: [], notices: [] }
    const route = ipv4Default((await readAttribute(sysPath(context.root, 'proc/net/route'))) ?? '')
    if (route) {
      const arp = (await readAttribute(sysPath(context.root, 'proc/net/arp'))) ?? ''
      const device = gatewayOf(arp, route)
      if (device) report.found.push({ device, source: SOURCE, where: route.face })
      else
        report.notices.push(
          coded('detect.text.gateway-uncached', { gateway: route.gateway, where: route.face }),
        )
      return report
    }
    const route6 = ipv6Default(
      (await readAttribute(sysPath(context.root, 'proc/net/ipv6_route'))) ?? '',
    )
    if (route6 === undefined) {
      report.notices.push(coded('detect.text.no-default-route'))
      return report
    }
    const label = `ip -6 neigh show ${route6.gateway}`
    const output = await context.run({
      file: 'ip',
      args: ['-6', 'neigh', 'show', route6.gateway],
      label,
    })
    const device = gatewayOf(output.stdout, route6)
    if (device) report.found.push({ device, source: label, where: route6.face })
    else
      report.notices.push(
        coded('detect.text.gateway-ipv6-uncached', { gateway: route6.gateway, where: route6.face }),
      )
    return report
  },
}
