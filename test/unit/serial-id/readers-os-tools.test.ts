// The readers detection on this PC hands its commands' output to, on the outputs written for the tests
// (test/fixtures/serial-id, test/fixtures/detect); an admin pasting the same output gets the same devices.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readText } from '#shared/serial-id/read.ts'
import { hardwarePorts } from '#shared/serial-id/readers/networksetup.ts'
import { gatewayInTable } from '#shared/serial-id/readers/arp.ts'
import { defaultRoute } from '#shared/serial-id/readers/route.ts'
import { fixtureText } from './support/fixtures.ts'

const detectFixture = (path: string) =>
  readFileSync(new URL(`../../fixtures/detect/${path}`, import.meta.url), 'utf8')
const input = (text: string) => ({ text, lines: text.split('\n') })
const ids = (text: string) => readText(text).devices.map((device) => device.serialId)

describe('ioreg: the EDIDs macOS keeps for its displays', () => {
  const text = fixtureText('ioreg-displays.txt')
  const line = text.split('\n').find((each) => each.includes('"IODisplayEDID"')) ?? ''

  it('reads an EDID printed twice (IODisplayEDID and, on Apple silicon, IODisplayEDIDOriginal) once', () => {
    const twice = `${line}\n${line.replace('"IODisplayEDID"', '"IODisplayEDIDOriginal"')}`
    expect(ids(twice)).toEqual(['ZZT;ZZT5E0053001;2701'])
    expect(readText(twice).notices).toEqual([])
  })

  it('Apple silicon names the bytes "EDID"', () => {
    expect(ids(line.replace('"IODisplayEDID"', '"EDID"'))).toEqual(['ZZT;ZZT5E0053001;2701'])
  })
})

describe.each([
  ['system_profiler SPUSBDataType -json', 'system-profiler-usb.json'],
  ['system_profiler SPUSBDataType (text)', 'system-profiler-usb.txt'],
])('%s', (_tool, file) => {
  const text = fixtureText(file)
  const devices = readText(text).devices

  it('reads every USB device with its hex ids; the product id goes into the id in decimal', () => {
    expect(devices.map((device) => [device.info, device.serialId ?? device.missing?.part])).toEqual(
      expect.arrayContaining([
        ['USB 10/100/1000 LAN', '0BDA;00005E005371;33107'],
        ['USB Audio', '0D8C;000000000000;16450'],
        ['Magic Keyboard', '05AC;F0T5E0053720;668'],
        ['USB3.1 Hub', 'serial'],
      ]),
    )
    expect(devices).toHaveLength(4)
    expect(devices.every((device) => device.source === 'system-profiler')).toBe(true)
  })

  it("reads Apple's vendor id (apple_vendor_id in JSON, 0x05ac in text) as 05AC", () => {
    expect(devices.find((device) => device.info === 'Magic Keyboard')?.parts['vendor']).toBe(
      '0x05ac',
    )
  })

  it('names the serial as missing where the device reports none (the hub), and warns of a placeholder', () => {
    const hub = devices.find((device) => device.info === 'USB3.1 Hub')
    expect(hub).toMatchObject({ serialId: undefined, missing: { part: 'serial' } })
    const audio = devices.find((device) => device.info === 'USB Audio')
    expect(audio?.warnings.map((warning) => warning.code)).toEqual(['placeholder'])
  })

  it('points each device at the line that names it; the bus (its host controller) is no device', () => {
    const lines = text.split('\n')
    for (const device of devices) expect(lines[device.line - 1]).toContain(device.info)
    expect(devices.map((device) => device.info)).not.toContain('USB 3.1 Bus')
  })
})

describe('system_profiler SPUSBDataType as text: its own layout', () => {
  it('takes the serial as printed after ": " (spaces kept, with a warning)', () => {
    const text = [
      '        Dock:',
      '',
      '          Product ID: 0xb06e',
      '          Vendor ID: 0x413c  (Dell Inc.)',
      '          Serial Number: ZZ5E0053 ',
    ].join('\n')
    const [device] = readText(text).devices
    expect(device?.serialId).toBe('413C;ZZ5E0053 ;45166')
    expect(device?.warnings.map((warning) => warning.code)).toEqual(['spaces'])
  })

  it('reads the ids of the device, not the PCI ids of its bus, when log lines come first', () => {
    const text = [
      '2025-01-01 10:00:00.000 system_profiler[123:456] SPUSBDevice: IOCreatePlugInInterfaceForService failed 0xe00002be',
      'USB:',
      '',
      '    USB 3.1 Bus:',
      '',
      '      Host Controller Driver: AppleUSBXHCITR',
      '      PCI Device ID: 0x15ec',
      '      PCI Vendor ID: 0x8086',
      '',
      '        Keyboard:',
      '',
      '          Product ID: 0x024f',
      '          Vendor ID: 0x05ac (Apple Inc.)',
      '          Serial Number: ',
    ].join('\n')
    expect(readText(text).devices).toEqual([
      expect.objectContaining({
        line: 10,
        parts: { vendor: '0x05ac', product: '0x024f' },
        missing: expect.objectContaining({ part: 'serial' }),
      }),
    ])
  })
})

describe('networksetup -listallhardwareports', () => {
  it('each port with its device and address; what is no adapter of its own says why', () => {
    const ports = hardwarePorts(input(fixtureText('networksetup.txt')))
    expect(ports.map((port) => [port.device, port.mac, port.skip])).toEqual([
      ['en0', '00:00:5e:00:53:91', undefined],
      ['en5', '00:00:5e:00:53:71', undefined],
      ['en1', '36:5e:00:53:00:01', 'thunderboltBridge'],
      ['bridge0', '36:5e:00:53:00:01', 'portBridge'],
      ['en6', '00:00:5e:00:53:92', undefined],
      ['en7', '00:00:5e:00:53:93', 'tethering'],
    ])
  })
})

describe('default routes name the gateway, not its MAC', () => {
  it('route -n get default (macOS): says which command shows the MAC', () => {
    const text = fixtureText('route-get-default.txt')
    expect(defaultRoute(input(text))).toEqual({ gateway: '192.0.2.1', interface: 'en0', line: 3 })
    expect(readText(text).notices).toEqual([
      expect.objectContaining({
        source: 'route',
        code: 'default-gateway',
        message: expect.stringContaining('run route -n get default; arp -an and paste both'),
      }),
    ])
  })

  it('ip route show default (Linux)', () => {
    const line = 'default via 192.0.2.1 dev wlp2s0 proto dhcp src 192.0.2.23 metric 600'
    expect(defaultRoute(input(line))).toEqual({
      gateway: '192.0.2.1',
      interface: 'wlp2s0',
      line: 0,
    })
  })
})

describe('/proc/net/arp', () => {
  const table = detectFixture('linux-vm/proc-net-arp.txt')

  it('alone, asks whether its one resolved neighbour is the gateway', () => {
    const [device] = readText(table).devices
    expect(device?.question?.code).toBe('gateway-neighbours')
    expect(device?.candidates.map((candidate) => candidate.serialId)).toEqual([
      'Network;02:fc:00:00:00:05;Gateway',
    ])
  })

  it('with the route detection read: the entry for the gateway, its IP address as info', () => {
    expect(gatewayInTable(table, '192.0.2.1')).toMatchObject({
      serialId: 'Network;02:fc:00:00:00:05;Gateway',
      info: '192.0.2.1',
    })
    expect(gatewayInTable(table, '192.0.2.9')).toBeUndefined()
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

  it('Get-NetAdapter: WLAN and Ethernet by the physical medium; virtual and Bluetooth adapters warned', () => {
    const devices = readText(json('get-netadapter.json')).devices
    expect(
      devices.map((device) => [
        device.serialId,
        device.warnings.find((warning) => warning.code === 'virtual-adapter')?.message,
      ]),
    ).toEqual([
      // The recorded desk is a VirtualBox machine: its adapter has VirtualBox's address.
      [
        'Ethernet;08:00:27:de:d5:51;NIC',
        expect.stringMatching(/address of VirtualBox \(08:00:27:…\)/),
      ],
      ['WLAN;28:c5:d2:ea:30:53;NIC', undefined],
      [
        undefined,
        expect.stringMatching(/^“Bluetooth Network Connection” .* over Bluetooth \(PAN\)/),
      ],
      [
        'Ethernet;00:15:5d:01:02:03;NIC',
        expect.stringMatching(/virtual adapter that Hyper-V adds/),
      ],
    ])
  })

  it('Get-NetAdapter: mobile broadband and an adapter without address are left out, saying why', () => {
    const wwan = `[{"Name":"Cellular","InterfaceDescription":"Generic Mobile Broadband Adapter","MacAddress":"00-00-5E-00-53-95","NdisPhysicalMedium":8},
      {"Name":"Tunnel","InterfaceDescription":"WAN Miniport","MacAddress":"","NdisPhysicalMedium":0}]`
    const result = readText(wwan)
    expect(result.devices).toEqual([])
    expect(result.notices.map((notice) => notice.leftOut)).toEqual([
      {
        name: 'Cellular',
        reason: expect.stringContaining('mobile broadband'),
        code: 'mobileBroadband',
      },
      { name: 'Tunnel', reason: 'it has no hardware address', code: 'noAddress' },
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
