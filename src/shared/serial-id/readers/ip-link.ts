import type { FoundDevice, LeftOutCode, ReadNotice } from '../types.ts'
import { nicDevice, nicKindOf, type NicAddress } from './nic-device.ts'
import { NOTHING, collect, leftOutNotice, lineAt, type TextReader } from './reader.ts'

/** `2: enp0s31f6: <BROADCAST,…> mtu 1500 …` */
const INTERFACE = /^\s*\d+:\s+([^:@\s]+)(?:@\S+)?:\s+</
/** `    link/ether 2e:95:f6:a5:e1:0e brd ff:ff:ff:ff:ff:ff permaddr 18:5e:0f:77:ec:0a` */
const ETHER =
  /^\s+link\/ether\s+((?:[0-9a-f]{2}:){5}[0-9a-f]{2})\b(?:.*\bpermaddr\s+((?:[0-9a-f]{2}:){5}[0-9a-f]{2}))?/i
/**
 * Interfaces with no address of their own, left out with the reason (the reasons detection gives for the
 * same interfaces under /sys/devices/virtual). Virtual adapters with an address (vmnet, vboxnet, tap, a
 * VPN's) are listed with the virtual-adapter warning instead.
 */
const LEFT_OUT: ReadonlyArray<[RegExp, LeftOutCode]> = [
  [/^lo$/, 'loopback'],
  [/^ifb/, 'trafficShaping'],
  [/^veth/, 'vethPair'],
  [/^(?:docker\d|br-|virbr\d|bridge\d|cni|podman\d|lxc?br\d|lxdbr\d)/, 'bridge'],
  [/^(?:bond|team)\d/, 'bond'],
  [/^dummy/, 'dummy'],
  [/\./, 'vlan'],
]

/** `ip link` / `ip addr`: each adapter's address, and its own (`permaddr`) where a random one is in use. */
export const ipLinkReader: TextReader = {
  source: 'ip-link',
  label: 'ip link',
  read(input) {
    if (!input.text.includes('link/ether')) return NOTHING
    const devices: Array<FoundDevice | undefined> = []
    const notices: ReadNotice[] = []
    let name: string | undefined
    let start = 0
    input.lines.forEach((line, index) => {
      const face = INTERFACE.exec(line)?.[1]
      if (face !== undefined) {
        name = face
        start = index
        return
      }
      const ether = ETHER.exec(line)
      if (ether?.[1] === undefined || name === undefined) return
      const leftOut = LEFT_OUT.find(([pattern]) => pattern.test(name ?? ''))?.[1]
      if (leftOut !== undefined) {
        notices.push(leftOutNotice('ip-link', start + 1, name, leftOut))
        name = undefined
        return
      }
      const addresses: NicAddress[] =
        ether[2] === undefined
          ? [{ mac: ether[1] }]
          : [
              { mac: ether[1], address: 'inUse' },
              { mac: ether[2], address: 'own' },
            ]
      devices.push(
        nicDevice(addresses, nicKindOf(name), lineAt('ip-link', input, start), name, {
          name,
          // The adapter's own address says whose it is; one in use beside it is random.
          macs: [ether[2] ?? ether[1]],
        }),
      )
      name = undefined
    })
    return { devices: collect(devices), notices }
  },
}
