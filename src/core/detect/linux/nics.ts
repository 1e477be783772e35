import { foundDevice } from '#shared/serial-id/read.ts'
import type { NicKind } from '#shared/serial-id/readers/nic-device.ts'
import { ownAddressDevice } from '#shared/serial-id/readers/nic-device.ts'
import { normalizeMac } from '#shared/serial-id/mac.ts'
import type { FoundDevice } from '#shared/serial-id/index.ts'
import { virtualAdapterWarnings } from '#shared/serial-id/virtual-adapter.ts'
import type { DetectCodedText } from '#shared/ipc/detect.ts'
import { detectText, type DetectContext, type DetectReader, type ReaderReport } from '../types.ts'
import { permanentAddress } from './permanent-address.ts'
import { entries, exists, linkName, linkTarget, readAttribute, sysPath } from './sysfs.ts'

const NET = 'sys/class/net'
const ARPHRD_ETHER = '1'
/** addr_assign_type: 0 the adapter's own, 1 random, 2 stolen from another device, 3 set by a program. */
const CHANGED_ADDRESS = new Set(['1', '3'])

/** Why a virtual interface (one under /sys/devices/virtual) is no adapter of the machine. */
async function virtualReason(dir: string, name: string): Promise<DetectCodedText> {
  const has = (entry: string) => exists(`${dir}/${entry}`)
  if (name === 'lo') return detectText('loopback', 'loopback: the machine talking to itself')
  if (/^ifb/.test(name))
    return detectText(
      'traffic-shaping',
      'an intermediate functional block for traffic shaping, no hardware',
    )
  if (/^veth/.test(name))
    return detectText('veth', 'one end of a virtual Ethernet pair (containers)')
  if (await has('bridge')) return detectText('bridge', 'a bridge joins other interfaces')
  if (await has('bonding')) return detectText('bond', 'a bond of other adapters')
  if (await has('tun_flags'))
    return detectText('tunnel', 'a tunnel (VPN): no hardware address of its own')
  if (/^(?:wg|tailscale|zt)/.test(name)) return detectText('vpn', 'a VPN tunnel')
  return detectText('virtual', 'a virtual interface (no hardware behind it)')
}

async function adapter(
  context: DetectContext,
  name: string,
  report: ReaderReport,
): Promise<FoundDevice | undefined> {
  const dir = sysPath(context.root, NET, name)
  const read = (entry: string) => readAttribute(`${dir}/${entry}`)
  const target = (await linkTarget(dir)) ?? ''
  if (target.includes('/virtual/')) {
    report.skipped.push({ name, reason: await virtualReason(dir, name) })
    return undefined
  }
  const type = await read('type')
  if (type !== undefined && type !== ARPHRD_ETHER) {
    report.skipped.push({
      name,
      reason: detectText('link-type', `not an Ethernet or Wi-Fi adapter (link type ${type})`, {
        type,
      }),
    })
    return undefined
  }
  const address = normalizeMac((await read('address')) ?? '', 'mac')
  if (!address.ok || address.value === '00:00:00:00:00:00') {
    report.skipped.push({ name, reason: detectText('no-address', 'it has no hardware address') })
    return undefined
  }
  const wireless = (await exists(`${dir}/wireless`)) || (await exists(`${dir}/phy80211`))
  const kind: NicKind = wireless ? 'wlan' : 'ethernet'
  // The shared rule: a hypervisor's driver or address, Bluetooth PAN (bnep), a VPN's tap…
  const facts = { name, driver: await linkName(`${dir}/device/driver`) }
  const at = { source: 'sysfs' as const, line: 0, lineText: '' }
  const current = address.value
  if (CHANGED_ADDRESS.has((await read('addr_assign_type')) ?? '0')) {
    const own = await permanentAddress(context, name)
    if (own !== undefined && own !== current)
      return ownAddressDevice(own, current, kind, at, name, facts)
    report.notices.push(
      detectText(
        'random-address',
        `${name} uses a random or set address (${current}); its own address could not be read (ip -d link shows it as permaddr), so the address in use is listed.`,
        { name, mac: current },
      ),
    )
  }
  const warnings = virtualAdapterWarnings({ ...facts, macs: [current] })
  return foundDevice('nic', { kind, mac: current }, at, { info: name, warnings })
}

/**
 * Network adapters from `/sys/class/net`: WLAN where the interface has `wireless` or `phy80211`, else
 * Ethernet; virtual interfaces (loopback, ifb, veth, bridges, tunnels) are skipped with the reason.
 */
export const linuxNics: DetectReader = {
  kind: 'nic',
  source: '/sys/class/net',
  async read(context) {
    const report: ReaderReport = { found: [], skipped: [], notices: [] }
    for (const name of await entries(sysPath(context.root, NET))) {
      const device = await adapter(context, name, report)
      if (device) report.found.push({ device, source: `/${NET}/${name}`, where: name })
    }
    return report
  },
}
