import { coded } from '../coded-text.ts'
import type { SerialWarning } from './types.ts'

// One rule for every reader of network adapters (ipconfig, getmac, ip link, networksetup, PowerShell's
// Get-NetAdapter, detection on this PC): an adapter with an address of its own that is no wired or Wi-Fi
// hardware of this machine is listed with a warning, never silently as a plain NIC, and never dropped,
// since a sensor may still report it. What has no address of its own (loopback, bridges, veth pairs) is
// left out by each reader with the reason instead.

/** What a reader knows about an adapter; any of it may be missing. */
export interface AdapterFacts {
  /** The interface or connection name: `vmnet8`, `Ethernet 3`, `vEthernet (Default Switch)`. */
  name?: string | undefined
  /** The hardware as the OS names it: `VMware Virtual Ethernet Adapter for VMnet8`. */
  description?: string | undefined
  /** Its own addresses (not a random one in use), in any form the helper reads. */
  macs?: readonly string[]
  /** Linux: the driver bound to it (`virtio_net`). */
  driver?: string | undefined
  /** Windows: Get-NetAdapter says Virtual, or HardwareInterface false. */
  softwareOnly?: boolean
  /** Windows: the physical medium is Bluetooth (NdisPhysicalMedium 10). */
  bluetooth?: boolean
}

/** Drivers of hypervisors' network cards: the machine itself is virtual. */
const GUEST_DRIVERS = new Set(['virtio_net', 'vmxnet3', 'hv_netvsc', 'xen-netfront', 'vif'])
const GUEST_WORDS = /vmxnet|virtio|hyper-v network adapter|netvsc|xen\b.*(?:net|ethernet)/i

/** Address blocks hypervisors give their virtual adapters, guests' and hosts' alike. */
const HYPERVISOR_OUIS: Record<string, string> = {
  '00:50:56': 'VMware',
  '00:0c:29': 'VMware',
  '00:05:69': 'VMware',
  '00:1c:14': 'VMware',
  '08:00:27': 'VirtualBox',
  '0a:00:27': 'VirtualBox',
  '00:15:5d': 'Hyper-V',
  '00:16:3e': 'Xen',
  '00:1c:42': 'Parallels',
  '52:54:00': 'QEMU/KVM',
  '00:03:ff': 'Microsoft Virtual PC',
}

const BLUETOOTH = /bluetooth|personal area network|\bbnep\d+\b/i
const WIFI_DIRECT = /wi-?fi direct|hosted network virtual|virtual wi-?fi|\bp2p\d*\b|^p2p-/i
const HOSTS: ReadonlyArray<[RegExp, string]> = [
  [/vmware|\bvmnet\d*/i, 'VMware'],
  [/virtualbox|\bvboxnet\d*/i, 'VirtualBox'],
  [/hyper-v virtual ethernet|\bvethernet\b/i, 'Hyper-V'],
  [/parallels/i, 'Parallels'],
  [/\bvirbr\d*|\bvnet\d+\b/i, 'libvirt'],
  // A host-only network of a hypervisor the name does not say.
  [/host-only/i, 'hypervisor'],
]
const VPN =
  /\btap-|tap-windows|\btap\d+\b|\btun\d+\b|wintun|wireguard|\bwg\d+\b|tailscale|zerotier|\bzt[0-9a-z]{4,}\b|openvpn|anyconnect|globalprotect|pangp|fortinet|forticlient|juniper|pulse secure|nordvpn|expressvpn|protonvpn|\bvpn\b/i
const LOOPBACK = /loopback|km-test/i

/** The adapter as a warning names it (the select value `who`): by its name and description, one, or neither. */
function named({ name, description }: AdapterFacts): Record<string, string> {
  if (name && description && name !== description) return { who: 'both', name, description }
  const one = name || description
  return one ? { who: 'one', name: one } : { who: 'none' }
}

function hypervisorOf(macs: readonly string[]): { vendor: string; oui: string } | undefined {
  for (const mac of macs) {
    const oui = mac.slice(0, 8)
    const vendor = HYPERVISOR_OUIS[oui]
    if (vendor !== undefined) return { vendor, oui }
  }
  return undefined
}

/** Why the adapter is none of this machine's hardware: the select value `reason`, the values it names. */
function why(facts: AdapterFacts): { reason: string; [value: string]: string } | undefined {
  const words = `${facts.name ?? ''} ${facts.description ?? ''}`
  if (facts.bluetooth || BLUETOOTH.test(words)) return { reason: 'bluetooth' }
  if (WIFI_DIRECT.test(words)) return { reason: 'wifiDirect' }
  if (facts.driver !== undefined && GUEST_DRIVERS.has(facts.driver))
    return { reason: 'guestDriver', driver: facts.driver }
  if (GUEST_WORDS.test(words)) return { reason: 'guestCard' }
  const host = HOSTS.find(([pattern]) => pattern.test(words))?.[1]
  if (host !== undefined) return { reason: 'host', host }
  if (VPN.test(words)) return { reason: 'vpn' }
  if (LOOPBACK.test(words)) return { reason: 'loopback' }
  const hypervisor = hypervisorOf(facts.macs ?? [])
  if (hypervisor !== undefined) return { reason: 'hypervisorAddress', ...hypervisor }
  if (facts.softwareOnly) return { reason: 'softwareOnly' }
  return undefined
}

/** The warning for an adapter that is no wired or Wi-Fi hardware of this machine; none for one that is. */
export function virtualAdapterWarnings(facts: AdapterFacts): SerialWarning[] {
  const reason = why(facts)
  if (reason === undefined) return []
  return [
    { ...coded('serialId.warning.virtual-adapter', { ...named(facts), ...reason }), part: 'mac' },
  ]
}
