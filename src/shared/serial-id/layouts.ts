import type { DeviceTypeName } from '../api/common.ts'
import type { LayoutDescription, LayoutPart } from './types.ts'

const MAC_FORMS =
  'Any common form works: 00-1A-2B-3C-4D-5E (Windows), 001a.2b3c.4d5e (Cisco), 001a-2b3c-4d5e (HPE), 001a2b3c4d5e or 0:1a:2b:3c:4d:5e (macOS); it is stored lowercase and colon separated.'

function macPart(key: string, label: string, where: string): LayoutPart {
  return {
    key,
    label,
    placeholder: '00:1a:2b:3c:4d:5e',
    example: '00:1a:2b:3c:4d:5e',
    help: `${where} ${MAC_FORMS}`,
  }
}

/** One table for forms, help texts and error messages: the layouts of the spec, per device type. */
export const layouts: Record<DeviceTypeName, LayoutDescription> = {
  monitor: {
    deviceType: 2,
    kind: 'monitor',
    label: 'Monitor',
    layout:
      '<EDID vendor, 3 uppercase letters>;<EDID serial>;<EDID product code, 4 uppercase hex digits>',
    example: 'DEL;#HLAYMxgwABnI;A17D',
    parts: [
      {
        key: 'vendor',
        label: 'EDID vendor',
        placeholder: 'DEL',
        example: 'DEL',
        help: 'The three-letter manufacturer id from the EDID (DEL, SAM, GSM…); any case, stored uppercase.',
      },
      {
        key: 'serial',
        label: 'EDID serial',
        placeholder: '#HLAYMxgwABnI',
        example: '#HLAYMxgwABnI',
        help: 'The serial string of the EDID, or its numeric serial in decimal where there is none, exactly as the sensor reports it (case and spaces inside matter).',
      },
      {
        key: 'productCode',
        label: 'EDID product code',
        placeholder: 'A17D',
        example: 'A17D',
        help: 'The product code from the EDID; stored as 4 uppercase hex digits. Windows prints it in hex (A17D, DISPLAY\\DELA17D), edid-decode prints the Model in decimal (41341): digits alone read both ways, so write 0x0E14 for hex or dec:3604 for decimal.',
      },
    ],
    nameHint: 'A name people recognise, for example the desk the monitor stands on.',
    infoHint: 'Free text, for example the monitor model.',
    identifies: 'workstation',
  },
  usb: {
    deviceType: 4,
    kind: 'usb',
    label: 'USB device (docking station)',
    layout: '<USB vendor id, 4 uppercase hex digits>;<USB serial>;<USB product id, decimal>',
    example: '0BDA;F01E341F8303;33107',
    parts: [
      {
        key: 'vendor',
        label: 'USB vendor id',
        placeholder: '0BDA',
        example: '0BDA',
        help: 'The vendor id (VID), as lsusb or Device Manager show it in hex (0bda, 0x0BDA); stored as 4 uppercase hex digits. Digits alone read both ways: write 0x8086 for hex, dec:32902 for the decimal macOS ioreg prints.',
      },
      {
        key: 'serial',
        label: 'USB serial',
        placeholder: 'F01E341F8303',
        example: 'F01E341F8303',
        help: 'The USB serial number exactly as the sensor reports it (case and spaces inside matter).',
      },
      {
        key: 'product',
        label: 'USB product id',
        placeholder: '33107',
        example: '33107',
        help: 'The product id (PID); stored in decimal. lsusb and Device Manager show it in hex: digits alone read both ways, so write 0x8153 for hex (converted to 33107) or dec:8153 for decimal.',
      },
    ],
    nameHint: 'A name people recognise, for example the desk the dock is on.',
    infoHint: 'Free text, for example the dock model.',
    identifies: 'workstation',
  },
  nic: {
    deviceType: 8,
    kind: 'nic',
    label: 'Network adapter (NIC)',
    layout: 'Ethernet;<MAC>;NIC or WLAN;<MAC>;NIC',
    example: 'Ethernet;00:1a:2b:3c:4d:5e;NIC',
    parts: [
      {
        key: 'kind',
        label: 'Adapter kind',
        placeholder: 'ethernet',
        example: 'ethernet',
        help: 'Ethernet for a wired adapter, WLAN for a Wi-Fi adapter.',
        options: [
          { value: 'ethernet', label: 'Ethernet' },
          { value: 'wlan', label: 'WLAN (Wi-Fi adapter)' },
        ],
      },
      macPart('mac', 'MAC address', "The adapter's own MAC address (ipconfig /all, ip link)."),
    ],
    nameHint: 'A name people recognise, for example the host name of the machine.',
    infoHint: 'Free text, for example the adapter model.',
    identifies: 'machine',
  },
  router: {
    deviceType: 16,
    kind: 'router',
    label: 'Router (default gateway)',
    layout: 'Network;<MAC of the gateway>;Gateway',
    example: 'Network;00:1a:2b:3c:4d:5e;Gateway',
    parts: [
      macPart(
        'mac',
        'MAC address of the gateway',
        "The default gateway's MAC address, as arp, ip neigh or Get-NetNeighbor show it.",
      ),
    ],
    nameHint: 'A name people recognise, for example the network or the floor it serves.',
    infoHint: "Free text, for example the gateway's IP address.",
    identifies: 'area',
  },
  wifi: {
    deviceType: 32,
    kind: 'wifi',
    label: 'Wi-Fi access point',
    layout: 'Network;<BSSID>;WiFi',
    example: 'Network;00:1a:2b:3c:4d:5e;WiFi',
    parts: [
      macPart(
        'bssid',
        'BSSID',
        'The BSSID of the access point (netsh wlan show networks mode=bssid, nmcli, iw); each band of an access point has its own.',
      ),
    ],
    nameHint: 'The SSID (the network name the access point broadcasts), as the sensor reports it.',
    infoHint:
      'The frequency band as text, as the sensor reports it: "2.4 GHz", "5 GHz" or "6 GHz".',
    identifies: 'area',
  },
}
