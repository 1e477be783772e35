import { coded } from '#shared/coded-text.ts'
import { hardwarePorts } from '#shared/serial-id/readers/networksetup.ts'
import { defaultRoute } from '#shared/serial-id/readers/route.ts'
import { runOk } from '../command-runner.ts'
import { commandReader, linesOf, nicReader, reportOf } from '../report.ts'
import { DetectError, type DetectReader } from '../types.ts'
import {
  HARDWARE_PORTS,
  IOREG_ALL,
  IOREG_DISPLAYS,
  ROUTE_DEFAULT,
  SP_AIRPORT,
  SP_USB,
  ARP_ALL,
} from './commands.ts'

const macMonitors: DetectReader = {
  kind: 'monitor',
  source: 'ioreg (IODisplayEDID)',
  async read({ run }) {
    const intel = reportOf('monitor', IOREG_DISPLAYS, await runOk(run, IOREG_DISPLAYS))
    if (intel.found.length > 0) return intel
    return reportOf('monitor', IOREG_ALL, await runOk(run, IOREG_ALL))
  },
}

const macUsb = commandReader('usb', SP_USB)

const macNics = nicReader(HARDWARE_PORTS, (input) =>
  hardwarePorts(input).map((port) => ({ line: port.line, name: port.device })),
)

const macGateway: DetectReader = {
  kind: 'router',
  source: `${ROUTE_DEFAULT.label} + ${ARP_ALL.label}`,
  async read({ run }) {
    const routeText = await run(ROUTE_DEFAULT)
    const route = defaultRoute({ text: routeText.stdout, lines: linesOf(routeText.stdout) })
    if (route === undefined)
      return {
        found: [],
        skipped: [],
        notices: [coded('detect.text.no-default-route-mac')],
      }
    // The route and the table read together: the helper takes the neighbour the route names.
    const table = await runOk(run, ARP_ALL)
    const report = reportOf('router', ARP_ALL, `${routeText.stdout}\n${table}`)
    report.found = report.found
      .filter((find) => find.device.serialId !== undefined)
      .map((find) => ({ ...find, where: route.interface }))
    report.notices = report.notices.filter((notice) => notice.helperCode !== 'gateway-not-in-table')
    if (report.found.length === 0)
      report.notices.push(coded('detect.text.gateway-uncached-mac', { gateway: route.gateway }))
    return report
  },
}

const LOCATION = coded('detect.text.macos-location')

/** macOS 14 and later hide BSSIDs from apps without Location permission: the helper's notice says so. */
const macWifi: DetectReader = {
  kind: 'wifi',
  source: SP_AIRPORT.label,
  async read({ run }) {
    const report = reportOf('wifi', SP_AIRPORT, await runOk(run, SP_AIRPORT))
    const hidden = report.notices.some((notice) => notice.message.includes('Location Services'))
    if (hidden && report.found.length === 0) throw new DetectError('not-allowed', LOCATION)
    if (hidden) report.notices = [LOCATION]
    return report
  },
}

export const MACOS_READERS: readonly DetectReader[] = [
  macMonitors,
  macUsb,
  macNics,
  macGateway,
  macWifi,
]
