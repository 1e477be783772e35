import { coded } from '#shared/coded-text.ts'
import { foundDevice } from '#shared/serial-id/read.ts'
import type { NicKind } from '#shared/serial-id/readers/nic-device.ts'
import { ownAddressDevice } from '#shared/serial-id/readers/nic-device.ts'
import { normalizeMac } from '#shared/serial-id/mac.ts'
import type { FoundDevice } from '#shared/serial-id/index.ts'
import { virtualAdapterWarnings } from '#shared/serial-id/virtual-adapter.ts'
import type { DetectCodedText } from '#shared/ipc/detect.ts'
import { type DetectContext, type DetectReader, type ReaderReport } from '../types.ts'
import { permanentAddress } from './permanent-address.ts'
import { entries, exists, linkName, linkTarget, readAttribute, sysPath } from './sysfs.ts'

const NET = 'sys/class/net'
const ARPHRD_ETHER = '1'
/** addr_assign_type: 0 the adapter's own, 1 random, 2 stolen from another device, 3 set by a program. */
const CHANGED_ADDRESS = new Set(['1', '3'])

/** Why a virtual interface (one under /sys/devices/virtual) is no adapter of the machine. */
async function virtualReason(dir: string, name: string): Promise<DetectCodedText> {
  const has = (entry: string) => exists(`${dir}/${entry}`)
  if (name === 'lo') return coded('detect.text.loopback')
  if (/^ifb/.test(name)) return coded('detect.text.traffic-shaping')
  if (/^veth/.test(name)) return coded('detect.text.veth')
  if (await has('bridge')) return coded('detect.text.bridge')
  if (await has('bonding')) return coded('detect.text.bond')
  if (await has('tun_flags')) return coded('detect.text.tunnel')
  if (/^(?:wg|tailscale|zt)/.test(name)) return coded('detect.text.vpn')
  return coded('detect.text.virtual')
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
      reason: coded('detect.text.link-type', {
        type,
      }),
    })
    return undefined
  }
  const address = normalizeMac((await read('address')) ?? '', 'mac')
  if (!address.ok || address.value === '00:00:00:00:00:00') {
    report.skipped.push({ name, reason: coded('detect.text.no-address') })
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
    report.notices.push(coded('detect.text.random-address', { name, mac: current }))
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
