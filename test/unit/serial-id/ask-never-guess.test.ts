// Issue 37, the readers' half: an id is printed only where the paste proves it; otherwise a question with
// its choices, or a refusal naming what is missing (src/shared/serial-id/proof.ts, the README's table).
// The printouts are written for the tests (test/fixtures/serial-id/ask, invented addresses and serials).
import { describe, expect, it } from 'vitest'
import { isMasked, notAnId, proofOf, type FoundDevice } from '#shared/serial-id/index.ts'
import { readText } from '#shared/serial-id/read.ts'
import { sharedFixtures } from '../../support/shared-fixtures.ts'
import { fixtureText } from './support/fixtures.ts'

const gatewaySamples = sharedFixtures('gateway')

const ask = (name: string) => fixtureText(`ask/${name}`)
const ids = (text: string) => readText(text).devices.map((device) => device.serialId)
const outcome = (device: FoundDevice | undefined) => (device ? proofOf(device).status : 'none')

describe('gateways: the route names the neighbour', () => {
  it.each([
    ['Windows route print + arp -a', 'windows-route-print-arp.txt'],
    ['Linux ip route + ip neigh', 'linux-ip-route-neigh.txt'],
    ['FreeBSD netstat -rn + arp -an (its own address is permanent)', 'freebsd-netstat-arp.txt'],
  ])('%s: the gateway alone, with its IP address, exit 0', (_tools, file) => {
    const result = readText(ask(file))
    expect(result.devices.map((device) => [device.serialId, device.info])).toEqual([
      ['Network;00:00:5e:00:53:01;Gateway', expect.stringMatching(/^192\.0\.2\.1$|^fe80::1$/)],
    ])
  })

  it('a neighbour table without the route: one question among its neighbours, each by address', () => {
    const table = ask('windows-route-print-arp.txt').split('\r\n').slice(27).join('\r\n')
    const [device, ...more] = readText(table).devices
    expect(more).toEqual([])
    expect(device?.question?.code).toBe('gateway-neighbours')
    expect(device?.candidates.map((candidate) => candidate.label)).toEqual([
      '192.0.2.1 on 192.0.2.15',
      '192.0.2.2 on 192.0.2.15',
      '192.0.2.53 on 192.0.2.15',
    ])
  })

  it('ip neigh alone tells a router by its flags; systemd-resolved’s _gateway name is proof', () => {
    const neigh = ask('linux-ip-route-neigh.txt').split('\n').slice(2).join('\n')
    const [device] = readText(neigh).devices
    expect(device?.candidates.map((candidate) => candidate.label)).toEqual([
      '192.0.2.2 on wlp2s0',
      '192.0.2.1 on wlp2s0',
    ])
    const arp = [
      'printer.lan (192.0.2.7) at 00:00:5e:00:53:07 [ether] on wlp2s0',
      '_gateway (192.0.2.1) at 00:00:5e:00:53:01 [ether] on wlp2s0',
    ].join('\n')
    expect(ids(arp)).toEqual(['Network;00:00:5e:00:53:01;Gateway'])
  })

  it('Get-NetNeighbor | ConvertTo-Json of a whole table: asked; of the route’s next hop alone: the gateway', () => {
    const entry = (ip: string, mac: string) =>
      `{"IPAddress":"${ip}","LinkLayerAddress":"${mac}","State":"Reachable"}`
    const table = `[${entry('192.0.2.1', '00-00-5E-00-53-01')},${entry('192.0.2.2', '00-00-5E-00-53-02')}]`
    const [device, ...more] = readText(table).devices
    expect(more).toEqual([])
    expect(device?.question?.code).toBe('gateway-neighbours')
    expect(device?.candidates.map((candidate) => candidate.label)).toEqual([
      '192.0.2.1',
      '192.0.2.2',
    ])
    expect(ids(`[${entry('192.0.2.1', '00-00-5E-00-53-01')}]`)).toEqual([
      'Network;00:00:5e:00:53:01;Gateway',
    ])
  })

  it('two default routes through different gateways: asked, each by route and metric', () => {
    const text = [
      'default via 192.0.2.1 dev enp0s31f6 proto dhcp metric 100',
      'default via 198.51.100.1 dev wlp2s0 proto dhcp metric 600',
      '192.0.2.1 dev enp0s31f6 lladdr 00:00:5e:00:53:01 REACHABLE',
      '198.51.100.1 dev wlp2s0 lladdr 00:00:5e:00:53:a1 REACHABLE',
    ].join('\n')
    const [device] = readText(text).devices
    expect(device?.question).toMatchObject({ code: 'gateway-routes', values: { count: 2 } })
    expect(device?.candidates.map((candidate) => candidate.label)).toEqual([
      'via 192.0.2.1 on enp0s31f6, metric 100',
      'via 198.51.100.1 on wlp2s0, metric 600',
    ])
  })

  it('a route whose gateway the table lacks: no device, a notice saying to reach it', () => {
    const text = [
      'default via 192.0.2.1 dev wlp2s0',
      '192.0.2.2 dev wlp2s0 lladdr 00:00:5e:00:53:02 STALE',
    ]
    const result = readText(text.join('\n'))
    expect(result.devices).toEqual([])
    expect(result.notices.map((notice) => notice.code)).toEqual(['gateway-not-in-table'])
  })

  it.each([
    [
      'route print (Windows)',
      '          0.0.0.0          0.0.0.0        192.0.2.1      192.0.2.15     25',
      'route print & arp -a',
    ],
    [
      'route -n (net-tools)',
      '0.0.0.0         192.0.2.1       0.0.0.0         UG    600    0        0 wlp2s0',
      'route -n; arp -n',
    ],
    [
      'netstat -rn (macOS)',
      'default            192.0.2.1          UGScg                 en0',
      'route -n get default; arp -an',
    ],
  ])('%s alone names the gateway and the commands that show its MAC', (_tool, line, command) => {
    expect(readText(line).notices).toEqual([
      expect.objectContaining({
        code: 'default-gateway',
        values: expect.objectContaining({ gateway: '192.0.2.1', command }),
      }),
    ])
  })
})

describe('placeholders are no ids: refused with the reason', () => {
  it('system_profiler SPUSBDataType -json: masked serials refused, a placeholder serial kept with its warning', () => {
    const devices = readText(ask('system-profiler-usb-masked.json')).devices
    expect(
      devices.map((device) => [
        device.serialId,
        device.missing?.code,
        device.missing?.values?.['reason'],
      ]),
    ).toEqual([
      [undefined, 'not-an-id', 'masked'],
      [undefined, 'not-an-id', 'masked'],
      ['0BDA;001000001;33107', undefined, undefined],
    ])
    expect(devices[2]?.warnings.map((warning) => warning.code)).toEqual(['placeholder'])
    expect(devices[0]?.parts).toEqual({ vendor: '0x2109', product: '0x0620' })
  })

  it.each([
    [
      'Android’s hidden MAC (ip link)',
      '3: wlan0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500\n    link/ether 02:00:00:00:00:00 brd ff:ff:ff:ff:ff:ff',
      'androidHidden',
    ],
    [
      'an all-zero address (ipconfig)',
      'Ethernet adapter Ethernet:\n\n   Physical Address. . . . . . . . . : 00-00-00-00-00-00',
      'zero',
    ],
    [
      'a masked BSSID (netsh)',
      'SSID 1 : Corp\n    BSSID 1                 : xx:xx:xx:xx:53:01\n         Channel            : 6',
      'masked',
    ],
    ['a broadcast BSSID (nmcli -t)', 'Corp:FF\\:FF\\:FF\\:FF\\:FF\\:FF:Infra:6', 'broadcast'],
  ])('%s', (_what, text, reason) => {
    const [device, ...more] = readText(text).devices
    expect(more).toEqual([])
    expect(outcome(device)).toBe('refused')
    expect(device?.missing).toMatchObject({ code: 'not-an-id', values: { reason } })
  })

  it.each([
    ['********', true],
    ['xxxxxxxx', true],
    ['C02XXXXXXXXX', true],
    ['<serial>', true],
    ['[REDACTED]', true],
    ['UIDF1DBE326_XXXX_MOC_B0', false],
    ['16843009', false],
    ['Serial_Number', false],
    ['0000000000000', false],
  ])('%s is masked: %s', (serial, masked) => {
    expect(isMasked(serial)).toBe(masked)
    expect(notAnId('usb', { vendor: '0x0bda', serial, product: '0x8153' }) !== undefined).toBe(
      masked,
    )
  })
})

describe('pastes as people make them', () => {
  it('a French ipconfig /all whose Wi-Fi heading is indented: WLAN, not Ethernet', () => {
    expect(ids(ask('ipconfig-all-fr-indented.txt'))).toEqual([
      'Ethernet;00:00:5e:00:53:71;NIC',
      'WLAN;00:00:5e:00:53:72;NIC',
    ])
  })

  it('a Spanish ipconfig /all pasted into a Markdown list item', () => {
    const devices = readText(ask('ipconfig-all-es-list.txt')).devices
    expect(devices.map((device) => [device.serialId, device.lineText.trim()])).toEqual([
      ['WLAN;00:00:5e:00:53:81;NIC', expect.stringContaining('Dirección física')],
      ['Ethernet;00:00:5e:00:53:82;NIC', expect.stringContaining('Dirección física')],
    ])
  })

  it.each([
    ['Italian', 'Scheda LAN wireless Wi-Fi:', 'Indirizzo fisico'],
    ['Dutch', 'Draadloos LAN-adapter Wi-Fi:', 'Fysiek adres'],
    ['Polish', 'Karta sieci bezprzewodowej Wi-Fi:', 'Adres fizyczny'],
    ['Japanese', 'Wireless LAN adapter ワイヤレス ネットワーク接続:', '物理アドレス'],
  ])('ipconfig /all in %s: the Wi-Fi adapter is WLAN', (_language, heading, label) => {
    const text = ['', heading, '', `   ${label}. . . . . . . . . . . .: 00-00-5E-00-53-91`].join(
      '\r\n',
    )
    expect(ids(text)).toEqual(['WLAN;00:00:5e:00:53:91;NIC'])
  })

  it('Japanese Ethernet heading (イーサネット アダプター) is Ethernet, its name after the kind words', () => {
    const text = [
      'イーサネット アダプター イーサネット:',
      '',
      '   物理アドレス. . . . . . . . . . . .: 00-00-5E-00-53-92',
    ].join('\n')
    expect(ids(text)).toEqual(['Ethernet;00:00:5e:00:53:92;NIC'])
  })

  it('a Markdown quote of netsh, and numbered list items of getmac /v', () => {
    const quoted = [
      '> SSID 1 : Corp',
      '>     BSSID 1                 : 00:00:5e:00:53:b1',
      '>          Channel            : 36',
    ].join('\n')
    expect(
      readText(quoted).devices.map((device) => [device.serialId, device.name, device.info]),
    ).toEqual([['Network;00:00:5e:00:53:b1;WiFi', 'Corp', '5 GHz']])
    expect(
      ids(
        ask('getmac-v-nh.txt')
          .split('\r\n')
          .map((line, n) => (line ? `${n}. ${line}` : line))
          .join('\n'),
      ),
    ).toEqual([
      'Ethernet;00:00:5e:00:53:61;NIC',
      'WLAN;00:00:5e:00:53:62;NIC',
      'Ethernet;00:00:5e:00:53:63;NIC',
    ])
  })

  it('getmac /v /nh: no header, each row read', () => {
    expect(ids(ask('getmac-v-nh.txt'))).toEqual([
      'Ethernet;00:00:5e:00:53:61;NIC',
      'WLAN;00:00:5e:00:53:62;NIC',
      'Ethernet;00:00:5e:00:53:63;NIC',
    ])
  })

  it('getmac /fo csv /nh without /v: the kind asked', () => {
    const [device] = readText(
      '"00-00-5E-00-53-64","\\Device\\Tcpip_{4F5C1B2A-1111-4C3D-9E8F-0A1B2C3D4E5F}"',
    ).devices
    expect(device?.candidates.map((candidate) => candidate.serialId)).toEqual([
      'Ethernet;00:00:5e:00:53:64;NIC',
      'WLAN;00:00:5e:00:53:64;NIC',
    ])
  })
})

describe('a recognised tool without the part says which part, not "No device found"', () => {
  it.each([
    [
      'netsh wlan show networks without mode=bssid',
      'SSID 1 : Corp\n    Network type            : Infrastructure\n    Authentication          : WPA2-Personal',
      'bssid',
      'netsh wlan show networks mode=bssid',
    ],
    [
      'an older nmcli table',
      '*  SSID   MODE   CHAN  RATE       SIGNAL  BARS  SECURITY\n   Corp   Infra  6     54 Mbit/s  70      ▂▄▆_  WPA2',
      'bssidColumn',
      'nmcli -f SSID,BSSID,CHAN,FREQ device wifi list',
    ],
    [
      'ipconfig without /all',
      'Windows IP Configuration\n\nEthernet adapter Ethernet:\n\n   IPv4 Address. . . . . . . . . . . : 192.0.2.15\n   Default Gateway . . . . . . . . . : 192.0.2.1',
      'physicalAddress',
      'ipconfig /all',
    ],
  ])('%s', (_tool, text, part, command) => {
    const result = readText(text)
    expect(result.devices).toEqual([])
    expect(result.notices).toEqual([
      expect.objectContaining({
        code: 'part-not-printed',
        values: expect.objectContaining({ part, command }),
      }),
    ])
  })

  it('networksetup -getmacaddress names no port kind: Ethernet or WLAN asked', () => {
    const [device] = readText('Ethernet Address: 00:00:5e:00:53:c1 (Device: en0)').devices
    expect(outcome(device)).toBe('question')
    expect(device?.candidates.map((candidate) => candidate.serialId)).toEqual([
      'Ethernet;00:00:5e:00:53:c1;NIC',
      'WLAN;00:00:5e:00:53:c1;NIC',
    ])
  })
})

describe('system_profiler SPDisplaysDataType -json', () => {
  it('displays nested under the GPU: the serial text proves the id; without it, refused', () => {
    const devices = readText(ask('system-profiler-displays.json')).devices
    expect(devices.map((device) => [device.serialId ?? device.missing?.code, device.info])).toEqual(
      [
        ['system-profiler-no-display-serial', 'Color LCD'],
        ['DEL;7XK2M93;A1C4', 'DELL U2723QE'],
      ],
    )
    expect(devices[0]?.parts).toEqual({ vendor: 'APP', productCode: '0xa050' })
  })

  it('as text (no -json) names the displays but no vendor or product id: refused, naming the command', () => {
    const { devices, notices } = readText(ask('system-profiler-displays.txt'))
    expect(devices).toEqual([])
    expect(notices.map((notice) => [notice.code, notice.values])).toEqual([
      [
        'part-not-printed',
        {
          tool: 'system_profiler SPDisplaysDataType (as text)',
          part: 'displayIds',
          command: 'system_profiler SPDisplaysDataType -json',
        },
      ],
    ])
    expect(notices[0]?.message).toBe(
      "system_profiler SPDisplaysDataType (as text) does not print a display's vendor and product id: run system_profiler SPDisplaysDataType -json and paste what it prints.",
    )
  })
})

describe.skipIf(!gatewaySamples.present)(
  gatewaySamples.title('the gateway samples of ../shared/fixtures/gateway'),
  () => {
    it('ip route show default with ip neigh show <gw> dev <if>: the one gateway, no neighbour besides', () => {
      const text = gatewaySamples.text('gateway-and-nic-samples.md')
      expect(readText(text).devices.map((device) => [device.serialId, device.info])).toEqual([
        ['Network;3c:84:6a:12:34:56;Gateway', '192.168.1.1'],
      ])
    })
  },
)
