// The Linux readers against a real directory tree shaped like /sys and /proc, built in a temp dir from recorded
// files: EDIDs of real monitors, the build VM's routing and ARP tables, ip and iw outputs from real machines.
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { createDetector } from '#main/detect/detect.ts'
import { recordedRunner } from '#main/detect/fixture.ts'
import type { DetectFixture } from '#main/detect/fixture.ts'
import { edidManifest } from '../serial-id/support/fixtures.ts'
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

const manifest = (file: string) => edidManifest().find((item) => item.file === file)!.edid_decode

describe('monitors from /sys/class/drm/*/edid', () => {
  it('reads the EDID of each connected display as edid-decode does; a disconnected one is not there', async () => {
    const tree = await linuxTree()
    await tree.copy(
      'sys/class/drm/card0-DP-1/edid',
      fixture('serial-id/edid/PHL082C_3C5D52C216EC.bin'),
    )
    await tree.file('sys/class/drm/card0-DP-1/status', 'connected\n')
    await tree.copy(
      'sys/class/drm/card0-HDMI-A-1/edid',
      fixture('serial-id/edid/DEL409A_952B2EAD5D87.bin'),
    )
    await tree.file('sys/class/drm/card0-HDMI-A-1/status', 'connected\n')
    await tree.file('sys/class/drm/card0-DP-2/edid', '')
    await tree.file('sys/class/drm/card0-DP-2/status', 'disconnected\n')
    const { devices } = await detector(tree)(['monitor'])
    const expected = ['PHL082C_3C5D52C216EC.bin', 'DEL409A_952B2EAD5D87.bin'].map(manifest)
    expect(devices.map((device) => [device.serialId, device.name, device.where])).toEqual([
      [
        `PHL;${expected[0]!.display_product_serial_string};082C`,
        expected[0]!.display_product_name,
        'card0-DP-1',
      ],
      [
        `DEL;${expected[1]!.display_product_serial_string};409A`,
        expected[1]!.display_product_name,
        'card0-HDMI-A-1',
      ],
    ])
    expect(devices[0]?.warnings).toContainEqual(expect.objectContaining({ code: 'spaces' }))
    expect(devices[0]?.source).toBe('/sys/class/drm/card0-DP-1/edid')
  })

  it('says what is wrong with an EDID cut short, and reads the other displays', async () => {
    const tree = await linuxTree()
    const bytes = await readFile(fixture('serial-id/edid/DEL409A_952B2EAD5D87.bin'))
    await tree.file('sys/class/drm/card0-eDP-1/edid', bytes.subarray(0, 100))
    await tree.copy(
      'sys/class/drm/card0-DP-1/edid',
      fixture('serial-id/edid/DEL409A_952B2EAD5D87.bin'),
    )
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
    // As the kernel logged them (usb-samples.md): a Realtek dock NIC and a Genesys hub without serial.
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
  // Addresses as `ip link` printed them on real machines (serial-id/tools/ip-link__*.txt).
  async function machine() {
    const tree = await linuxTree()
    await tree.net(
      'lo',
      { address: '00:00:00:00:00:00', type: '772', addr_assign_type: '0' },
      { virtual: true },
    )
    await tree.net(
      'ifb0',
      { address: '6e:91:2f:9e:73:3d', type: '1', addr_assign_type: '1' },
      { virtual: true },
    )
    await tree.net('veth5c2e1f0', { address: '5a:0b:6e:1c:2d:3e', type: '1' }, { virtual: true })
    await tree.net(
      'docker0',
      { address: '02:42:ac:11:00:01', type: '1' },
      { virtual: true, marks: ['bridge'] },
    )
    await tree.net(
      'eth0',
      { address: '54:ee:74:c1:19:92', type: '1', addr_assign_type: '0' },
      { driver: 'e1000e' },
    )
    await tree.net(
      'wlan0',
      { address: '52:54:00:f0:27:9a', type: '1', addr_assign_type: '3' },
      { marks: ['wireless'], driver: 'iwlwifi' },
    )
    await tree.net(
      'enp0s3',
      { address: '08:00:27:8a:52:94', type: '1', addr_assign_type: '0' },
      { driver: 'virtio_net' },
    )
    await tree.net('wwan0', { address: '00:00:00:00:00:00', type: '519' })
    return tree
  }
  const ipLink = { 'ip -d link show dev wlan0': 'serial-id/tools/ip-link__permaddr.txt' }

  it('lists Ethernet and WLAN adapters; wlan0 by its own address, as addr_assign_type says it uses a set one', async () => {
    const detection = await detector(await machine(), ipLink)(['nic'])
    expect(detection.devices.map((device) => [device.where, device.serialId])).toEqual([
      ['enp0s3', 'Ethernet;08:00:27:8a:52:94;NIC'],
      ['eth0', 'Ethernet;54:ee:74:c1:19:92;NIC'],
      ['wlan0', 'WLAN;94:e9:79:fd:51:5d;NIC'],
    ])
    expect(detection.devices[2]?.warnings).toContainEqual(
      expect.objectContaining({ code: 'mac-random', replacement: '52:54:00:f0:27:9a' }),
    )
  })

  it('warns that a virtual machine adapter gets its address from the hypervisor', async () => {
    const [vm] = (await detector(await machine(), ipLink)(['nic'])).devices
    expect(vm?.warnings).toEqual([expect.objectContaining({ code: 'virtual-adapter' })])
  })

  it('skips loopback, ifb, veth, bridges and links that are not Ethernet, each with the reason', async () => {
    const { skipped } = await detector(await machine(), ipLink)(['nic'])
    expect(Object.fromEntries(skipped.map((skip) => [skip.name, skip.reason]))).toEqual({
      docker0: expect.stringContaining('bridge'),
      ifb0: expect.stringContaining('traffic shaping'),
      lo: expect.stringContaining('loopback'),
      veth5c2e1f0: expect.stringContaining('virtual Ethernet pair'),
      wwan0: expect.stringContaining('link type 519'),
    })
  })

  it('without ip, lists the address in use and says its own could not be read', async () => {
    const detection = await detector(await machine())(['nic'])
    expect(detection.devices[2]?.serialId).toBe('WLAN;52:54:00:f0:27:9a;NIC')
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
    await tree.net('wlan0', { address: '94:e9:79:fd:51:5d', type: '1' }, { marks: ['wireless'] })
    return tree
  }

  it('without NetworkManager, reads iw scan dump of each Wi-Fi interface: SSID as name, band from freq', async () => {
    const detection = await detector(await withWlan(), {
      'iw dev wlan0 scan dump': 'serial-id/linux-iw-wlan0-scan.txt',
    })(['wifi'])
    expect(detection.devices.map((device) => [device.serialId, device.name, device.info])).toEqual([
      ['Network;f0:99:bf:0e:86:98;WiFi', 'knowhere', '2.4 GHz'],
      ['Network;e8:94:f6:cc:44:3d;WiFi', 'drahtlos nicht ratlos', '2.4 GHz'],
      ['Network;bc:05:43:ab:37:76;WiFi', expect.any(String), '2.4 GHz'],
    ])
  })

  it('reads nmcli -t -f SSID,BSSID,FREQ,CHAN, its fields in that order', async () => {
    // The recorded node-wifi scan, its fields (active,ssid,bssid,mode,chan,freq,…) put in our command's order.
    const recorded = await readFile(fixture('serial-id/node-wifi__linux_scan_scan-01.log'), 'utf8')
    const rows = recorded.split('\n').filter((line) => /^(?:yes|no):/.test(line))
    const ours = rows.map((line) => {
      const [, ssid, bssid, , chan, freq] = line.split(/(?<!\\):/)
      return [ssid, bssid, freq, chan].join(':')
    })
    const tree = await withWlan()
    await tree.file('nmcli-output.txt', `${ours.join('\n')}\n`)
    const run = recordedRunner(tree.root, {
      'nmcli -t -f SSID,BSSID,FREQ,CHAN dev wifi list --rescan no': 'nmcli-output.txt',
    })
    const detection = await createDetector({
      platform: 'linux',
      root: tree.root,
      run,
      hostname: 'x',
    })(['wifi'])
    expect(detection.devices[3]).toMatchObject({
      serialId: 'Network;31:23:03:1a:9f:1d;WiFi',
      name: 'Linksys01777_5GHz',
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
