import type { LeftOutCode } from '../types.ts'

/** Why a reader leaves an interface, port or hub out, in the helper's English. */
export const LEFT_OUT_REASONS: Readonly<Record<LeftOutCode, string>> = {
  loopback: 'loopback: the machine talking to itself',
  trafficShaping: 'an intermediate functional block for traffic shaping, no hardware',
  vethPair: 'one end of a virtual Ethernet pair (containers)',
  bridge: 'a bridge joins other interfaces',
  bond: 'a bond of other adapters',
  dummy: 'a dummy interface, no hardware',
  vlan: 'a VLAN on another adapter',
  /**
   * Root hubs are left out with a notice rather than listed with a warning: a root hub is the machine's own
   * USB controller, not a device plugged in, and its "serial" is the controller's PCI address
   * (`0000:00:14.0`), the same on every machine of a model, so its id could never tell one desk from another.
   * Detection on Linux skips them too (/sys/bus/usb/devices/usbN).
   */
  rootHub:
    "a root hub: this machine's USB controller, not a device plugged into it (its serial is the controller's address, the same on every machine of the model)",
  noAddress: 'it has no hardware address',
  noEthernetAddress: 'it has no hardware address (Ethernet Address: N/A)',
  portBridge: 'a bridge joins other ports; it is no adapter of its own',
  thunderboltBridge:
    'a Thunderbolt port that carries the Thunderbolt Bridge (IP over a cable), not a network adapter',
  tethering: 'tethering through a phone or tablet',
  mobileBroadband: 'mobile broadband (WWAN), not a network adapter of the office network',
}
