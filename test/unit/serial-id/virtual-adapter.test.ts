// The one rule every reader of network adapters applies: what is no wired or Wi-Fi hardware of this machine
// is warned about, in words that say what it is.
import { describe, expect, it } from 'vitest'
import { virtualAdapterWarnings, type AdapterFacts } from '#shared/serial-id/virtual-adapter.ts'

const message = (facts: AdapterFacts) => virtualAdapterWarnings(facts)[0]?.message

describe('virtual-adapter warning', () => {
  it.each<[string, AdapterFacts]>([
    [
      'an Intel Ethernet adapter',
      {
        name: 'Ethernet',
        description: 'Intel(R) Ethernet Connection (17) I219-LM',
        macs: ['00:00:5e:00:53:51'],
      },
    ],
    ['a Wi-Fi adapter', { name: 'Wi-Fi', description: 'Intel(R) Wi-Fi 6E AX211 160MHz' }],
    ['a USB LAN adapter of a dock', { name: 'en5', description: 'USB 10/100/1000 LAN' }],
    [
      'a Linux interface on real hardware',
      { name: 'enp0s31f6', driver: 'e1000e', macs: ['00:00:5e:00:53:41'] },
    ],
  ])('none for %s', (_case, facts) => {
    expect(virtualAdapterWarnings(facts)).toEqual([])
  })

  it.each<[string, AdapterFacts, RegExp]>([
    [
      'Bluetooth PAN (ipconfig)',
      {
        name: 'Bluetooth Network Connection',
        description: 'Bluetooth Device (Personal Area Network)',
      },
      /network link over Bluetooth \(PAN\)/,
    ],
    [
      'Bluetooth PAN (networksetup)',
      { name: 'Bluetooth PAN', description: 'en6' },
      /over Bluetooth/,
    ],
    ['Bluetooth PAN (Linux)', { name: 'bnep0' }, /over Bluetooth/],
    [
      'Bluetooth by the physical medium (Get-NetAdapter)',
      { name: 'Network 3', bluetooth: true },
      /over Bluetooth/,
    ],
    [
      'Wi-Fi Direct',
      {
        name: 'Local Area Connection* 1',
        description: 'Microsoft Wi-Fi Direct Virtual Adapter #2',
      },
      /Wi-Fi Direct's virtual adapter/,
    ],
    [
      'Windows hosted network',
      { description: 'Microsoft Hosted Network Virtual Adapter' },
      /Wi-Fi Direct's virtual adapter/,
    ],
    [
      'VMware VMnet (Windows)',
      {
        name: 'VMware Network Adapter VMnet1',
        description: 'VMware Virtual Ethernet Adapter for VMnet1',
      },
      /that VMware adds for its virtual machines/,
    ],
    ['VMware vmnet (Linux)', { name: 'vmnet8' }, /that VMware adds/],
    [
      'VirtualBox host-only',
      { description: 'VirtualBox Host-Only Ethernet Adapter' },
      /that VirtualBox adds/,
    ],
    ['VirtualBox host-only (Linux)', { name: 'vboxnet0' }, /that VirtualBox adds/],
    [
      'Hyper-V virtual switch',
      { name: 'vEthernet (Default Switch)', description: 'Hyper-V Virtual Ethernet Adapter' },
      /that Hyper-V adds/,
    ],
    [
      'a Hyper-V guest',
      { name: 'Ethernet', description: 'Microsoft Hyper-V Network Adapter' },
      /virtual machine's network adapter \(a hypervisor’s network card\)/,
    ],
    [
      'a VMware guest (vmxnet3)',
      { description: 'vmxnet3 Ethernet Adapter' },
      /virtual machine's network adapter/,
    ],
    [
      'a KVM guest (Linux driver)',
      { name: 'ens3', driver: 'virtio_net' },
      /virtual machine's network adapter \(driver virtio_net\)/,
    ],
    [
      'a VMware guest by its address',
      {
        name: 'Local Area Connection',
        description: 'Intel(R) PRO/1000 MT Network Connection',
        macs: ['00:0c:29:76:c8:d0'],
      },
      /address of VMware \(00:0c:29:…\)/,
    ],
    [
      'a QEMU guest by its address',
      { name: 'eth0', macs: ['52:54:00:12:34:56'] },
      /address of QEMU\/KVM/,
    ],
    [
      'a VPN (TAP)',
      { name: 'Local Area Connection', description: 'TAP-Windows Adapter V9' },
      /VPN or tunnel/,
    ],
    ['a VPN (WireGuard)', { name: 'wg0' }, /VPN or tunnel/],
    ['a VPN (Tailscale)', { name: 'Tailscale', description: 'Tailscale Tunnel' }, /VPN or tunnel/],
    ['a loopback adapter', { description: 'Npcap Loopback Adapter' }, /loopback adapter/],
    [
      'what Windows marks virtual',
      { name: 'Unknown', description: 'Some Filter Adapter', softwareOnly: true },
      /virtual adapter, Windows says/,
    ],
  ])('%s', (_case, facts, words) => {
    expect(virtualAdapterWarnings(facts)).toEqual([
      {
        code: 'virtual-adapter',
        id: 'serialId.warning.virtual-adapter',
        part: 'mac',
        values: expect.objectContaining({ reason: expect.any(String), who: expect.any(String) }),
        message: expect.stringMatching(words),
      },
    ])
  })

  it('names the adapter as the reader knows it: name and description, or either', () => {
    expect(message({ name: 'vmnet8', description: 'VMware Virtual Ethernet Adapter' })).toMatch(
      /^“vmnet8” \(VMware Virtual Ethernet Adapter\) is/,
    )
    expect(message({ name: 'vmnet8' })).toMatch(/^“vmnet8” is/)
    expect(message({ macs: ['08:00:27:00:00:01'] })).toMatch(
      /^This adapter has an address of VirtualBox/,
    )
  })
})
