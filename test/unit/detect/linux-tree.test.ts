// The Linux readers against a real directory tree shaped like /sys and /proc, built in a temp dir: EDIDs
// written for the tests (test/support/edid.ts), the build VM's routing and ARP tables, ip, iw and nmcli
// outputs in their tools' layouts with invented addresses.
import { describe, expect, it } from 'vitest'
import { createDetector } from '#core/detect/detect.ts'
import { recordedRunner } from '#core/detect/fixture.ts'
import type { DetectFixture } from '#core/detect/fixture.ts'
import { makeEdid } from '../../support/edid.ts'
import { fixture, linuxTree, type LinuxTree } from './support/linux-tree.ts'

const FIXTURES = new URL('../../fixtures/', import.meta.url).pathname

function detector(tree: LinuxTree, commands: DetectFixture['commands'] = {}) {
  return createDetector({
    platform: 'linux',
    root: tree.root,
    run: recordedRunner(FIXTURES, commands),
    hostname: 'desk-42',
  })
}

/** Two monitors: one whose serial text starts with spaces, one with a 256-byte EDID. */
const LEFT = makeEdid({
  vendor: 'ZZT',
  productCode: 0x082c,
  serialText: ' ZZ  5E0053',
  name: 'ZZT 17',
})
const RIGHT = makeEdid({
  vendor: 'ZZU',
  productCode: 0x409a,
  serialText: 'ZZU5E0053002',
  name: 'ZZU 23 Office',
  extensions: [{}],
})

describe('monitors from /sys/class/drm/*/edid', () => {
  it('reads the EDID of each connected display; a disconnected one is not there', async () => {
    const tree = await linuxTree()
    await tree.file('sys/class/drm/card0-DP-1/edid', LEFT)
    await tree.file('sys/class/drm/card0-DP-1/status', 'connected\n')
    await tree.file('sys/class/drm/card0-HDMI-A-1/edid', RIGHT)
    await tree.file('sys/class/drm/card0-HDMI-A-1/status', 'connected\n')
    await tree.file('sys/class/drm/card0-DP-2/edid', '')
    await tree.file('sys/class/drm/card0-DP-2/status', 'disconnected\n')
    const { devices } = await detector(tree)(['monitor'])
    expect(devices.map((device) => [device.serialId, device.name, device.where])).toEqual([
      ['ZZT; ZZ  5E0053;082C', 'ZZT 17', 'card0-DP-1'],
      ['ZZU;ZZU5E0053002;409A', 'ZZU 23 Office', 'card0-HDMI-A-1'],
    ])
    expect(devices[0]?.warnings).toContainEqual(expect.objectContaining({ code: 'spaces' }))
    expect(devices[0]?.source).toBe('/sys/class/drm/card0-DP-1/edid')
  })

  it('says what is wrong with an EDID cut short, and reads the other displays', async () => {
    const tree = await linuxTree()
    await tree.file('sys/class/drm/card0-eDP-1/edid', RIGHT.subarray(0, 100))
    await tree.file('sys/class/drm/card0-DP-1/edid', RIGHT)
    const detection = await detector(tree)(['monitor'])
    expect(detection.devices).toHaveLength(1)
    expect(detection.notices[0]?.message).toMatch(/card0-eDP-1\/edid: The EDID is 100 bytes long/)
  })
})

describe('USB devices from /sys/bus/usb/devices', () => {
  it('reads ids in hex and the serial; the root hub and interfaces are no device of their own', async () => {
    const tree = await linuxTree()
    const device = async (port: string, files: Record<string, string>) => {
      for (const [name, value] of Object.entries(files))
        await tree.file(`sys/bus/usb/devices/${port}/${name}`, `${value}\n`)
    }
    // A Realtek dock NIC (with a serial such docks share) and a Genesys hub without serial.
    await device('usb3', { idVendor: '1d6b', idProduct: '0003', product: 'xHCI Host Controller' })
    await device('3-1', {
      idVendor: '0bda',
      idProduct: '8153',
      serial: '001000001',
      manufacturer: 'Realtek',
      product: 'USB 10/100/1000 LAN',
    })
    await device('3-1:1.0', { bInterfaceClass: 'ff' })
    await device('2-1', { idVendor: '05e3', idProduct: '0626' })
    const detection = await detector(tree)(['usb'])
    expect(detection.devices.map((d) => [d.where, d.serialId ?? d.missing?.part, d.name])).toEqual([
      ['2-1', 'serial', 'USB device 0x05e3:0x0626'],
      ['3-1', '0BDA;001000001;33107', 'Realtek USB 10/100/1000 LAN'],
    ])
    expect(detection.devices[1]?.warnings).toContainEqual(
      expect.objectContaining({ code: 'placeholder' }),
    )
    expect(detection.skipped).toEqual([expect.objectContaining({ name: 'usb3' })])
  })
})

describe('network adapters from /sys/class/net', () => {
  // Invented addresses; wlan0 uses a random one, its own is what ip -d link calls permaddr.
  async function machine() {
    const tree = await linuxTree()
    await tree.net(
      'lo',
      { address: '00:00:00:00:00:00', type: '772', addr_assign_type: '0' },
      { virtual: true },
    )
    await tree.net(
      'ifb0',
      { address: '6e:5e:00:53:00:01', type: '1', addr_assign_type: '1' },
      { virtual: true },
    )
    await tree.net('veth5c2e1f0', { address: '5a:5e:00:53:00:02', type: '1' }, { virtual: true })
    await tree.net(
      'docker0',
      { address: '02:42:5e:00:53:03', type: '1' },
      { virtual: true, marks: ['bridge'] },
    )
    await tree.net(
      'eth0',
      { address: '00:00:5e:00:53:41', type: '1', addr_assign_type: '0' },
      { driver: 'e1000e' },
    )
    await tree.net(
      'wlan0',
      { address: '3a:1b:2c:3d:4e:5f', type: '1', addr_assign_type: '3' },
      { marks: ['wireless'], driver: 'iwlwifi' },
    )
    await tree.net(
      'enp0s3',
      { address: '52:54:00:5e:53:01', type: '1', addr_assign_type: '0' },
      { driver: 'virtio_net' },
    )
    await tree.net('wwan0', { address: '00:00:00:00:00:00', type: '519' })
    await tree.file(
      'ip-d-link-wlan0.txt',
      [
        '3: wlan0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc noqueue state UP mode DORMANT group default qlen 1000',
        '    link/ether 3a:1b:2c:3d:4e:5f brd ff:ff:ff:ff:ff:ff permaddr 00:00:5e:00:53:42 promiscuity 0 allmulti 0 minmtu 256 maxmtu 2304 ',
        '',
      ].join('\n'),
    )
    return tree
  }
  const withIp = (tree: LinuxTree) =>
    createDetector({
      platform: 'linux',
      root: tree.root,
      run: recordedRunner(tree.root, { 'ip -d link show dev wlan0': 'ip-d-link-wlan0.txt' }),
      hostname: 'desk-42',
    })

  it('lists Ethernet and WLAN adapters; wlan0 by its own address, as addr_assign_type says it uses a set one', async () => {
    const detection = await withIp(await machine())(['nic'])
    expect(detection.devices.map((device) => [device.where, device.serialId])).toEqual([
      ['enp0s3', 'Ethernet;52:54:00:5e:53:01;NIC'],
      ['eth0', 'Ethernet;00:00:5e:00:53:41;NIC'],
      ['wlan0', 'WLAN;00:00:5e:00:53:42;NIC'],
    ])
    expect(detection.devices[2]?.warnings).toEqual([
      expect.objectContaining({ code: 'mac-random', replacement: '3a:1b:2c:3d:4e:5f' }),
    ])
    expect(detection.devices[1]?.warnings).toEqual([])
  })

  it('warns that a virtual machine adapter gets its address from the hypervisor (the shared rule)', async () => {
    const [vm] = (await withIp(await machine())(['nic'])).devices
    expect(vm?.warnings).toContainEqual(
      expect.objectContaining({
        code: 'virtual-adapter',
        message: expect.stringMatching(
          /^“enp0s3” is a virtual machine's network adapter \(driver virtio_net\)/,
        ),
      }),
    )
  })

  it('warns about a Bluetooth PAN adapter (bnep) by the same rule', async () => {
    const tree = await linuxTree()
    await tree.net('bnep0', { address: '00:00:5e:00:53:46', type: '1' }, { driver: 'bnep' })
    const [pan] = (await detector(tree)(['nic'])).devices
    expect(pan?.warnings.map((warning) => warning.code)).toEqual(['virtual-adapter'])
  })

  it('skips loopback, ifb, veth, bridges and links that are not Ethernet, each with the reason', async () => {
    const { skipped } = await withIp(await machine())(['nic'])
    expect(Object.fromEntries(skipped.map((skip) => [skip.name, skip.reason.message]))).toEqual({
      docker0: expect.stringContaining('bridge'),
      ifb0: expect.stringContaining('traffic shaping'),
      lo: expect.stringContaining('loopback'),
      veth5c2e1f0: expect.stringContaining('virtual Ethernet pair'),
      wwan0: expect.stringContaining('link type 519'),
    })
  })

  it('without ip, lists the address in use and says its own could not be read', async () => {
    const detection = await detector(await machine())(['nic'])
    expect(detection.devices[2]?.serialId).toBe('WLAN;3a:1b:2c:3d:4e:5f;NIC')
    expect(detection.notices[0]?.message).toMatch(/wlan0 uses a random or set address/)
  })
})

describe('the default gateway from /proc/net/route and /proc/net/arp', () => {
  it('finds the IPv4 gateway of the recorded build VM in its ARP table', async () => {
    const tree = await linuxTree()
    await tree.copy('proc/net/route', fixture('detect/linux-vm/proc-net-route.txt'))
    await tree.copy('proc/net/arp', fixture('detect/linux-vm/proc-net-arp.txt'))
    const [gateway] = (await detector(tree)(['router'])).devices
    expect(gateway).toMatchObject({
      serialId: 'Network;02:fc:00:00:00:05;Gateway',
      name: 'Gateway 192.0.2.1',
      where: 'eth0',
    })
  })

  it('says so when the gateway is not in the ARP table yet', async () => {
    const tree = await linuxTree()
    await tree.copy('proc/net/route', fixture('detect/linux-vm/proc-net-route.txt'))
    await tree.file(
      'proc/net/arp',
      'IP address       HW type     Flags       HW address            Mask     Device\n',
    )
    const detection = await detector(tree)(['router'])
    expect(detection.devices).toEqual([])
    expect(detection.notices[0]?.message).toMatch(/192\.0\.2\.1 \(eth0\) is not in the ARP cache/)
  })

  it('with an IPv6 default route only, asks ip -6 neigh and says when the next hop is unresolved', async () => {
    const tree = await linuxTree()
    await tree.file('proc/net/route', 'Iface\tDestination\tGateway \tFlags\n')
    await tree.copy('proc/net/ipv6_route', fixture('detect/linux-vm/proc-net-ipv6_route.txt'))
    const detection = await detector(tree, {
      'ip -6 neigh show fd00::1': 'detect/linux-vm/ip-6-neigh-fd00-1.txt',
    })(['router'])
    expect(detection.readers[0]).toMatchObject({
      status: 'ok',
      source: '/proc/net/route + /proc/net/arp',
    })
    expect(detection.notices[0]?.message).toMatch(
      /IPv6 default gateway fd00::1 \(eth0\) has no link-layer address/,
    )
  })
})

describe('Wi-Fi access points', () => {
  async function withWlan() {
    const tree = await linuxTree()
    await tree.net('wlan0', { address: '00:00:5e:00:53:42', type: '1' }, { marks: ['wireless'] })
    return tree
  }

  it('without NetworkManager, reads iw scan dump of each Wi-Fi interface: SSID as name, band from freq', async () => {
    const tree = await withWlan()
    await tree.file(
      'iw-scan.txt',
      [
        'BSS 00:00:5e:00:53:31(on wlan0) -- associated',
        '\tfreq: 2412',
        '\tSSID: Corp',
        'BSS 00:00:5e:00:53:32(on wlan0)',
        '\tfreq: 5180',
        '\tSSID: Corp',
        'BSS 00:00:5e:00:53:33(on wlan0)',
        '\tfreq: 2437',
        '\tSSID: \\x00\\x00\\x00',
      ].join('\n'),
    )
    const detection = await createDetector({
      platform: 'linux',
      root: tree.root,
      run: recordedRunner(tree.root, { 'iw dev wlan0 scan dump': 'iw-scan.txt' }),
      hostname: 'x',
    })(['wifi'])
    expect(detection.devices.map((device) => [device.serialId, device.name, device.info])).toEqual([
      ['Network;00:00:5e:00:53:31;WiFi', 'Corp', '2.4 GHz'],
      ['Network;00:00:5e:00:53:32;WiFi', 'Corp', '5 GHz'],
      ['Network;00:00:5e:00:53:33;WiFi', '', '2.4 GHz'],
    ])
  })

  it('reads nmcli -t -f SSID,BSSID,FREQ,CHAN, its fields in that order', async () => {
    const rows = [
      'Corp:00\\:00\\:5E\\:00\\:53\\:34:2437 MHz:6',
      'Corp:00\\:00\\:5E\\:00\\:53\\:35:5180 MHz:36',
      'Lab\\: 2nd floor:00\\:00\\:5E\\:00\\:53\\:36:5500 MHz:100',
      'Lab\\: 2nd floor:00\\:00\\:5E\\:00\\:53\\:36:5500 MHz:100',
    ]
    const tree = await withWlan()
    await tree.file('nmcli-output.txt', `${rows.join('\n')}\n`)
    const run = recordedRunner(tree.root, {
      'nmcli -t -f SSID,BSSID,FREQ,CHAN dev wifi list --rescan no': 'nmcli-output.txt',
    })
    const detection = await createDetector({
      platform: 'linux',
      root: tree.root,
      run,
      hostname: 'x',
    })(['wifi'])
    expect(detection.devices[2]).toMatchObject({
      serialId: 'Network;00:00:5e:00:53:36;WiFi',
      name: 'Lab: 2nd floor',
      info: '5 GHz',
    })
    expect(detection.devices).toHaveLength(rows.length - 1) // one BSSID is listed twice
  })

  it('says when the machine has no Wi-Fi adapter, and runs no command', async () => {
    const detection = await detector(await linuxTree())(['wifi'])
    expect(detection.readers[0]).toMatchObject({ status: 'ok', found: 0 })
    expect(detection.notices[0]?.message).toMatch(/no Wi-Fi adapter/)
  })

  it('reports neither nmcli nor iw as a reader that could not read, not as an empty sky', async () => {
    const detection = await detector(await withWlan())(['wifi'])
    expect(detection.readers[0]).toMatchObject({
      status: 'unavailable',
      message: 'iw is not in the recorded outputs.',
    })
  })
})
