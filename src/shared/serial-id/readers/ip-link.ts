import type { FoundDevice } from '../types.ts'
import { nicDevice, nicKindOf, type NicAddress } from './nic-device.ts'
import { NOTHING, collect, lineAt, type TextReader } from './reader.ts'

/** `2: enp0s31f6: <BROADCAST,…> mtu 1500 …` */
const INTERFACE = /^\s*\d+:\s+([^:@\s]+)(?:@\S+)?:\s+</
/** `    link/ether 2e:95:f6:a5:e1:0e brd ff:ff:ff:ff:ff:ff permaddr 18:5e:0f:77:ec:0a` */
const ETHER =
  /^\s+link\/ether\s+((?:[0-9a-f]{2}:){5}[0-9a-f]{2})\b(?:.*\bpermaddr\s+((?:[0-9a-f]{2}:){5}[0-9a-f]{2}))?/i
/** Interfaces that are no adapter of the machine: bridges, containers, tunnels, VLANs and bonds. */
const VIRTUAL =
  /^(?:lo|ifb|docker|br-|virbr|veth|vnet|vmnet|vboxnet|tun|tap|wg|tailscale|zt|cscotun|bond|team|dummy|macvtap)|\./

/** `ip link` / `ip addr`: each adapter's address, and its own (`permaddr`) where a random one is in use. */
export const ipLinkReader: TextReader = {
  source: 'ip-link',
  label: 'ip link',
  read(input) {
    if (!input.text.includes('link/ether')) return NOTHING
    const devices: Array<FoundDevice | undefined> = []
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
      if (ether?.[1] === undefined || name === undefined || VIRTUAL.test(name)) return
      const addresses: NicAddress[] =
        ether[2] === undefined
          ? [{ mac: ether[1] }]
          : [
              { mac: ether[1], label: 'the address in use now (link/ether), which may be random' },
              { mac: ether[2], label: "the adapter's own address (permaddr)" },
            ]
      devices.push(nicDevice(addresses, nicKindOf(name), lineAt('ip-link', input, start), name))
      name = undefined
    })
    return { devices: collect(devices), notices: [] }
  },
}
