// The readers detection on this PC hands its commands' output to, on recorded outputs (sources in the
// fixtures' README.md files); an admin pasting the same output gets the same devices.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readText } from '#shared/serial-id/read.ts'
import { hardwarePorts } from '#shared/serial-id/readers/networksetup.ts'
import { defaultRoute } from '#shared/serial-id/readers/route.ts'
import { fixtureText } from './support/fixtures.ts'

const detectFixture = (path: string) =>
  readFileSync(new URL(`../../fixtures/detect/${path}`, import.meta.url), 'utf8')
const input = (text: string) => ({ text, lines: text.split('\n') })
const ids = (text: string) => readText(text).devices.map((device) => device.serialId)

describe('ioreg: the EDIDs macOS keeps for its displays', () => {
  const text = fixtureText('tools/ioreg__macos-edid-modification.txt')

  it('reads each IODisplayEDID by the EDID rule (edid-decode: DEL d065, serial GH85D49S0LSL, DELL U2715H)', () => {
    expect(readText(text).devices.map((d) => [d.source, d.line, d.serialId, d.info])).toEqual([
      ['ioreg', 2, 'DEL;GH85D49S0LSL;D065', 'DELL U2715H'],
      ['ioreg', 3, 'GSM;16843009;0001', 'LG TV'],
    ])
  })

  it('warns that the LG TV reports the placeholder serial 0x01010101', () => {
    expect(readText(text).devices[1]?.warnings).toContainEqual(
      expect.objectContaining({ code: 'placeholder' }),
    )
  })

  it('reads an EDID printed twice (IODisplayEDID and, on Apple silicon, IODisplayEDIDOriginal) once', () => {
    const [first = ''] = text.split('\n').slice(1)
    const twice = `${first}\n${first.replace('"IODisplayEDID"', '"IODisplayEDIDOriginal"')}`
    expect(ids(twice)).toEqual(['DEL;GH85D49S0LSL;D065'])
    expect(readText(twice).notices).toEqual([])
  })
})

describe('system_profiler SPUSBDataType -json', () => {
  const devices = readText(fixtureText('tools/system-profiler-usb__cyme.json')).devices

  it('reads every USB device with its hex ids; the product id goes into the id in decimal', () => {
    expect(devices).toHaveLength(28)
    expect(devices.find((device) => device.info === 'Belkin USB-C LAN')?.serialId).toBe(
      '0BDA;************;33107',
    )
    expect(devices.find((device) => device.info === 'J-Link')?.serialId).toBe(
      '1366;************;257',
    )
  })

  it('reads apple_vendor_id as 05AC', () => {
    expect(devices.find((device) => device.info === 'AirPods Max')?.parts['vendor']).toBe('0x05ac')
  })

  it('names the serial as missing where the device reports none (hubs)', () => {
    const hub = devices.find((device) => device.info === '4-Port USB 2.0 Hub')
    expect(hub).toMatchObject({ serialId: undefined, missing: { part: 'serial' } })
  })

  it('points each device at its _name line', () => {
    const text = fixtureText('tools/system-profiler-usb__cyme.json').split('\n')
    for (const device of devices)
      expect(text[device.line - 1]).toContain(`"_name" : "${device.info}`)
  })
})

describe('networksetup -listallhardwareports', () => {
  it.each([
    [
      'networksetup__desktop-network-name-test.txt',
      ['WLAN;88:66:5a:36:48:71;NIC'],
      ['bridge0', 'en1'],
    ],
    [
      'networksetup__usb-lan-and-vlan-footer.txt',
      ['WLAN;3c:22:fb:12:34:56;NIC', 'Ethernet;00:e0:4c:68:01:02;NIC'],
      ['en1', 'bridge0'],
    ],
  ])(
    '%s: Wi-Fi is WLAN, other ports Ethernet; bridges and Thunderbolt ports are left out',
    (file, wanted, skipped) => {
      const text = fixtureText(`tools/${file}`)
      expect(ids(text)).toEqual(wanted)
      expect(
        hardwarePorts(input(text))
          .filter((port) => port.skip)
          .map((port) => port.device),
      ).toEqual(skipped)
    },
  )
})

describe('default routes name the gateway, not its MAC', () => {
  it('route -n get default (macOS): says which command shows the MAC', () => {
    const text = fixtureText('tools/route-get-default__macos.txt')
    expect(defaultRoute(input(text))).toEqual({ gateway: '192.168.1.1', interface: 'en0', line: 4 })
    expect(readText(text).notices).toEqual([
      expect.objectContaining({
        source: 'route',
        message: expect.stringContaining('arp -n 192.168.1.1'),
      }),
    ])
  })

  it('ip route show default (Linux)', () => {
    const line = 'default via 192.168.1.1 dev wlp2s0 proto dhcp src 192.168.1.23 metric 600'
    expect(fixtureText('gateway-and-nic-samples.md')).toContain(line)
    expect(defaultRoute(input(line))).toEqual({
      gateway: '192.168.1.1',
      interface: 'wlp2s0',
      line: 0,
    })
  })
})

describe('/proc/net/arp', () => {
  const table = detectFixture('linux-vm/proc-net-arp.txt')

  it('gives each resolved neighbour as a possible gateway, its IP address as info', () => {
    expect(readText(table).devices.map((device) => [device.serialId, device.info])).toEqual([
      ['Network;02:fc:00:00:00:05;Gateway', '192.0.2.1'],
    ])
  })

  it('leaves out an entry not resolved yet (flags 0x0)', () => {
    const unresolved = table.replace(/0x2(\s+)02:fc:00:00:00:05/, '0x0$100:00:00:00:00:00')
    expect(readText(unresolved).devices).toEqual([])
  })
})

describe('PowerShell ConvertTo-Json of the CIM objects detection reads on Windows', () => {
  const json = (file: string) => detectFixture(`windows-11/${file}`)

  it('WmiMonitorID: arrays of character codes, whole (no PowerShell cut at 4)', () => {
    expect(readText(json('wmi-monitor-id.json')).devices.map((d) => [d.serialId, d.info])).toEqual([
      ['DEL;H7YCC6B814S;D067', 'DELL U2715H'],
      ['AOC;113952;1970', '1970W'],
    ])
  })

  it('Win32_PnPEntity: USB device paths, with the serial or what is missing; interfaces (&MI_) left out', () => {
    const devices = readText(json('win32-pnpentity-usb.json')).devices
    expect(devices.map((d) => d.serialId ?? d.missing?.part)).toEqual([
      '064E;HF1019-T838-SN03-REV0101;38656',
      '17EF;3010019E3;41817',
      '0BDA;001000001;33107',
      'serial',
    ])
    expect(devices.every((device) => device.source === 'powershell')).toBe(true)
  })

  it('Get-NetAdapter: WLAN and Ethernet by the physical medium; virtual and Bluetooth adapters left out', () => {
    expect(ids(json('get-netadapter.json'))).toEqual([
      'Ethernet;08:00:27:de:d5:51;NIC',
      'WLAN;28:c5:d2:ea:30:53;NIC',
    ])
  })

  it('Get-NetAdapter: an adapter using another address now is listed by its own, the one in use offered', () => {
    const random = json('get-netadapter.json').replace('"08-00-27-DE-D5-51"', '"2A-00-27-DE-D5-51"')
    const [ethernet] = readText(random).devices
    expect(ethernet?.serialId).toBe('Ethernet;08:00:27:de:d5:51;NIC')
    expect(ethernet?.warnings).toContainEqual(
      expect.objectContaining({ code: 'mac-random', replacement: '2a:00:27:de:d5:51' }),
    )
  })

  it('Get-NetNeighbor: the gateway, its IP address as info; an unresolved one says so', () => {
    const text = json('get-netneighbor.json')
    expect(readText(text).devices.map((d) => [d.serialId, d.info])).toEqual([
      ['Network;7c:5a:1c:d3:d8:76;Gateway', '10.33.79.254'],
    ])
    const unresolved = readText(text.replace('"Reachable"', '"Incomplete"'))
    expect(unresolved.devices).toEqual([])
    expect(unresolved.notices[0]?.message).toContain('10.33.79.254 has no MAC address yet')
  })
})
