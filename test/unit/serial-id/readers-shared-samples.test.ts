// The readers on real printouts, read in place from ../shared/fixtures (wifi/ and tool-outputs/; origins and
// licences in their SOURCES.md). The ids each sample gives are written out, as read off the sample by hand.
// Files are read as bytes, as `serial-id read FILE` reads them.
import { describe, expect, it } from 'vitest'
import type { FoundDevice, ReadResult } from '#shared/serial-id/index.ts'
import { readDevices } from '#shared/serial-id/read.ts'
import { sharedFixtures, type SharedFixtures } from '../../support/shared-fixtures.ts'

const wifi = sharedFixtures('wifi')
const tools = sharedFixtures('tool-outputs')

const read = (folder: SharedFixtures, file: string): ReadResult => readDevices(folder.bytes(file))
const devicesOf = (folder: SharedFixtures, file: string) => read(folder, file).devices
const brief = (device: FoundDevice) => ({
  line: device.line,
  source: device.source,
  serialId: device.serialId,
  name: device.name,
  info: device.info,
})
/** The id, or the ids to choose from, or the part the tool did not print. */
const outcome = (device: FoundDevice) =>
  device.serialId ??
  (device.candidates.length > 0
    ? device.candidates.map((candidate) => candidate.serialId)
    : `missing ${device.missing?.part ?? ''}`)
const codes = (device: FoundDevice | undefined) => device?.warnings.map((warning) => warning.code)
const wifiIds = (bssids: string) => bssids.split(' ').map((bssid) => `Network;${bssid};WiFi`)

describe.skipIf(!wifi.present)(wifi.title('Wi-Fi scans of ../shared/fixtures/wifi'), () => {
  it.each([
    ['netsh, Windows 11, English', 'wifi-heatmapper__win-netsh-networks-en.txt', 8],
    ['netsh, German (Band: 2,4 GHz; Kanal)', 'wifi-heatmapper__win-netsh-networks-de.txt', 9],
    ['netsh, French (Bande, Canal)', 'wifi-heatmapper__win-netsh-networks-fr.txt', 8],
    ['netsh, Spanish (Banda, Canal)', 'wifi-heatmapper__win-netsh-networks-es.txt', 7],
    ['netsh, Italian (Banda, Canale)', 'wifi-heatmapper__win-netsh-networks-it.txt', 11],
    ['netsh, hidden SSIDs', 'wifi-heatmapper__win-netsh-networks-blank-ssid-en.txt', 15],
  ])('%s (%s): all %i BSSIDs, in order', (_tool, file, count) => {
    const devices = devicesOf(wifi, file)
    expect(devices).toHaveLength(count)
    // The sanitised samples number their BSSIDs fe:dc:ba:09:87:01, :02, … in order of appearance.
    expect(devices.map((device) => device.serialId)).toEqual(
      devices.map((_, n) => `Network;fe:dc:ba:09:87:${(n + 1).toString(16).padStart(2, '0')};WiFi`),
    )
    for (const device of devices) {
      expect(device).toMatchObject({ kind: 'wifi', deviceType: 32, source: 'netsh' })
      expect(['2.4 GHz', '5 GHz']).toContain(device.info)
      expect(device.lineText).toMatch(/BSSID \d+\s*:/)
    }
  })

  it.each([
    ['wifi-heatmapper__win-netsh-networks-de.txt', 0, { name: 'SSID-1', info: '2.4 GHz' }],
    ['wifi-heatmapper__win-netsh-networks-de.txt', 2, { name: 'SSID-2', info: '5 GHz' }],
    ['wifi-heatmapper__win-netsh-networks-fr.txt', 0, { name: 'SSID-1', info: '5 GHz' }],
    ['wifi-heatmapper__win-netsh-networks-it.txt', 1, { name: '', info: '2.4 GHz' }],
    ['windows-netsh-networks-legacy-format.txt', 0, { name: 'Bijan', info: '2.4 GHz' }],
  ])('%s #%i: %j', (file, index, expected) => {
    expect(devicesOf(wifi, file)[index]).toMatchObject(expected)
  })

  it('netsh without a Band line (Windows 10) takes the band from the channel', () => {
    expect(devicesOf(wifi, 'windows-netsh-networks-legacy-format.txt').map(brief)).toEqual([
      {
        line: 10,
        source: 'netsh',
        serialId: 'Network;c0:c1:c0:f0:6f:cd;WiFi',
        name: 'Bijan',
        info: '2.4 GHz',
      },
      {
        line: 21,
        source: 'netsh',
        serialId: 'Network;f8:35:dd:0a:da:be;WiFi',
        name: 'chemed',
        info: '2.4 GHz',
      },
      {
        line: 38,
        source: 'netsh',
        serialId: 'Network;9c:97:26:7c:14:a5;WiFi',
        name: 'MEO-7C14A5',
        info: '2.4 GHz',
      },
    ])
  })

  it('a hidden network keeps an empty name and says so', () => {
    const [hidden] = devicesOf(wifi, 'wifi-heatmapper__win-netsh-networks-blank-ssid-en.txt')
    expect(hidden).toMatchObject({ name: '', warnings: [{ code: 'hidden-ssid' }] })
  })

  it.each([
    ['netsh wlan show interfaces (English)', 'wifi-heatmapper__win-netsh-interfaces-en.txt'],
    [
      'netsh wlan show interfaces (German: Kanal 116)',
      'wifi-heatmapper__win-netsh-interfaces-de.txt',
    ],
  ])('%s: the access point connected to', (_tool, file) => {
    expect(devicesOf(wifi, file).map(brief)).toEqual([
      expect.objectContaining({
        serialId: 'Network;fe:dc:ba:09:87:02;WiFi',
        name: 'SSID-1',
        info: '5 GHz',
      }),
    ])
  })

  it('nmcli -t with --fields: unescapes \\: and takes the band from FREQ; a repeated BSSID listed once', () => {
    const result = read(wifi, 'node-wifi__linux_scan_scan-01.log')
    expect(result.devices.slice(0, 4).map(brief)).toEqual([
      {
        line: 2,
        source: 'nmcli',
        serialId: 'Network;31:23:03:1a:9f:1c;WiFi',
        name: 'Linksys01777',
        info: '2.4 GHz',
      },
      {
        line: 3,
        source: 'nmcli',
        serialId: 'Network;31:23:03:18:9f:1c;WiFi',
        name: 'Linksys01777-invité',
        info: '2.4 GHz',
      },
      {
        line: 4,
        source: 'nmcli',
        serialId: 'Network;00:21:6a:75:60:22;WiFi',
        name: 'EBOX_6070',
        info: '2.4 GHz',
      },
      {
        line: 5,
        source: 'nmcli',
        serialId: 'Network;31:23:03:1a:9f:1d;WiFi',
        name: 'Linksys01777_5GHz',
        info: '5 GHz',
      },
    ])
    expect(result.devices).toHaveLength(13)
    expect(result.notices).toEqual([
      {
        source: 'nmcli',
        line: 14,
        code: 'same-device',
        id: 'serialId.notice.same-device',
        values: { line: 14, earlier: 13 },
        message: 'Line 14 names the same device as line 13; it is listed once.',
      },
    ])
  })

  it('nmcli -t in its default field order, with \\\\ and \\: inside an SSID', () => {
    const devices = devicesOf(wifi, 'wifi-heatmapper__linux-nmcli-dev-wifi-list.txt')
    expect(devices).toHaveLength(11)
    expect(devices[1]).toMatchObject({
      serialId: 'Network;fe:dc:ba:09:87:02;WiFi',
      name: 'SSID-2-\\foo:bar',
      info: '2.4 GHz',
    })
  })

  it('iw scan: frequency to band, \\x00 SSIDs are hidden', () => {
    expect(devicesOf(wifi, 'linux-iw-wlan0-scan.txt').map(brief)).toEqual([
      {
        line: 4,
        source: 'iw',
        serialId: 'Network;f0:99:bf:0e:86:98;WiFi',
        name: 'knowhere',
        info: '2.4 GHz',
      },
      {
        line: 38,
        source: 'iw',
        serialId: 'Network;e8:94:f6:cc:44:3d;WiFi',
        name: 'drahtlos nicht ratlos',
        info: '2.4 GHz',
      },
      {
        line: 55,
        source: 'iw',
        serialId: 'Network;bc:05:43:ab:37:76;WiFi',
        name: '',
        info: '2.4 GHz',
      },
    ])
  })

  it('iw dev … link: the access point connected to (freq: 2412.0)', () => {
    expect(devicesOf(wifi, 'wifi-heatmapper__linux-iw-dev-wlp1s0-link.txt').map(brief)).toEqual([
      {
        line: 2,
        source: 'iw',
        serialId: 'Network;fe:dc:ba:98:76:02;WiFi',
        name: 'SSID-1',
        info: '2.4 GHz',
      },
    ])
  })

  it('airport -s: SSIDs right-aligned, channel to band', () => {
    expect(devicesOf(wifi, 'node-wifi__macOS_scan_scan-01.log').map(brief)).toEqual([
      {
        line: 3,
        source: 'airport',
        serialId: 'Network;f6:d1:6d:b3:d2:88;WiFi',
        name: 'foo-bar',
        info: '2.4 GHz',
      },
      {
        line: 4,
        source: 'airport',
        serialId: 'Network;c1:ee:0e:e4:fa:1f;WiFi',
        name: 'VIRGO1732',
        info: '5 GHz',
      },
      {
        line: 5,
        source: 'airport',
        serialId: 'Network;34:e8:94:1e:fc:5c;WiFi',
        name: 'NERMNET',
        info: '2.4 GHz',
      },
      {
        line: 6,
        source: 'airport',
        serialId: 'Network;45:ff:7b:43:b5:26;WiFi',
        name: 'NERMNET',
        info: '5 GHz',
      },
    ])
  })

  it.each([
    ['airport -s on macOS 12', 'node-wifi__macOS_scan_scan-monterey.log', 'airport', 4],
    [
      'system_profiler on macOS 12.7',
      'wifi-heatmapper__mac-sp_12.7.2-AP.json',
      'system-profiler',
      4,
    ],
    ['system_profiler on macOS 15.5', 'wifi-heatmapper__mac-sp_15.5.json', 'system-profiler', 7],
  ])(
    '%s hides the BSSIDs: no device, and the reason (Location Services)',
    (_tool, file, source, count) => {
      const result = read(wifi, file)
      expect(result.devices).toEqual([])
      expect(result.notices).toEqual([
        {
          source,
          line: expect.any(Number),
          code: 'bssids-hidden',
          id: 'serialId.notice.bssids-hidden',
          values: { count },
          message: expect.stringMatching(
            new RegExp(`^${count} network\\(s\\) are listed without a BSSID.*Location Services`),
          ),
        },
      ])
    },
  )

  it('system_profiler -json on macOS 10.15 shows BSSIDs', () => {
    expect(devicesOf(wifi, 'wifi-heatmapper__mac-sp_10.15.7.json')[0]).toMatchObject({
      source: 'system-profiler',
      serialId: 'Network;fe:dc:ba:09:87:65;WiFi',
      name: 'SSID-1',
      info: '2.4 GHz',
    })
  })
})

describe.skipIf(!tools.present)(tools.title('printouts of ../shared/fixtures/tool-outputs'), () => {
  it('holds 31 printouts, each read here', () => {
    expect(tools.list('.txt')).toHaveLength(31)
  })

  describe('system_profiler SPUSBDataType as text', () => {
    it('sp-usb-text__cp2104-d1-mini: the CP2104 with its serial; the iBridge reports none', () => {
      expect(
        devicesOf(tools, 'sp-usb-text__cp2104-d1-mini.txt').map((d) => [
          d.line,
          d.info,
          outcome(d),
        ]),
      ).toEqual([
        [11, 'CP2104 USB to UART Bridge Controller', '10C4;01767C12;60000'],
        [24, 'iBridge', 'missing serial'],
      ])
    })

    it('sp-usb-text__dell-dock-t2: the 10 devices with a serial, the hubs and docks without, log lines ignored', () => {
      const devices = devicesOf(tools, 'sp-usb-text__dell-dock-t2.txt')
      expect(
        devices
          .filter((device) => device.serialId !== undefined)
          .map((d) => [d.info, d.serialId, codes(d)]),
      ).toEqual([
        ['USB 10/100/1000 LAN', '0BDA;1113000001;33107', []],
        ['UC40M Audio', '1BCF;01.00.00;2838', []],
        ['Composite Device', '05AC;000000000000;33028', ['placeholder']],
        ['Touch Bar Backlight', '05AC;0000000000000000;33026', ['placeholder']],
        ['Touch Bar Display', '05AC;0000000000000000;33538', ['placeholder']],
        ['Apple Internal Keyboard / Trackpad', '05AC;FM71113041AHYYKCU+WVT;832', []],
        ['Headset', '05AC;000000000000;33027', ['placeholder']],
        ['Ambient Light Sensor', '05AC;000000000000;33378', ['placeholder']],
        ['FaceTime HD Camera (Built-in)', '05AC;CC2131502X506G734;34068', []],
        ['Apple T2 Controller', '05AC;0000000000000000;33331', ['placeholder']],
      ])
      expect(
        devices.filter((device) => device.missing !== undefined).map((device) => device.info),
      ).toEqual([
        'USB3.0 Hub',
        'Dell dock',
        'Dell dock',
        'USB3.2 Hub',
        'USB2.0 Hub',
        'Dell dock',
        'Dell dock',
        'Dell dock',
        'Dell dock',
        'USB2.1 Hub',
        'USB2.0 HUB',
        'Keychron K1',
        'USB Receiver',
      ])
    })
  })

  describe('ipconfig /all: virtual adapters warned, never plain NIC ids', () => {
    const virtual = (device: FoundDevice) => codes(device)?.includes('virtual-adapter') ?? false

    it('ipconfig-all__jc-windows-11: Wi-Fi Direct (before the real Wi-Fi adapter), VMnet, TAP and Bluetooth PAN warned', () => {
      expect(
        devicesOf(tools, 'ipconfig-all__jc-windows-11.txt').map((d) => [
          d.line,
          outcome(d),
          virtual(d),
        ]),
      ).toEqual([
        [16, 'Ethernet;24:4b:fe:ab:43:c3;NIC', false],
        [25, 'Ethernet;24:4b:fe:57:3d:f2;NIC', false],
        [43, ['Ethernet;00:ff:4c:f4:5e:49;NIC', 'WLAN;00:ff:4c:f4:5e:49;NIC'], true],
        [52, 'WLAN;a8:7e:ea:5a:7f:de;NIC', true],
        [61, 'WLAN;aa:7e:ea:f3:64:c3;NIC', true],
        [69, 'Ethernet;00:50:56:cc:27:73;NIC', true],
        [87, 'Ethernet;00:50:56:c9:a3:78;NIC', true],
        [106, 'WLAN;a8:7e:ea:55:26:b0;NIC', false],
        [128, 'Ethernet;a8:7e:ea:43:23:14;NIC', true],
      ])
    })

    it('ipconfig-all__jc-windows-10: the USB adapter plain, Bluetooth PAN warned; the Tailscale tunnel has no address', () => {
      expect(
        devicesOf(tools, 'ipconfig-all__jc-windows-10.txt').map((d) => [outcome(d), virtual(d)]),
      ).toEqual([
        ['Ethernet;f8:e4:3b:ad:f2:6d;NIC', false],
        ['Ethernet;1c:c1:0c:c3:25:b4;NIC', true],
      ])
    })

    it.each([
      ['ipconfig-all__jc-windows-2008.txt', 'Ethernet;00:0c:29:76:c8:d0;NIC'],
      ['ipconfig-all__jc-windows-2016.txt', 'Ethernet;00:0c:29:d6:12:2e;NIC'],
      ['ipconfig-all__jc-windows-7.txt', 'Ethernet;00:0c:29:37:3b:4e;NIC'],
      ['ipconfig-all__jc-windows-xp.txt', 'Ethernet;00:0c:29:25:b6:4d;NIC'],
    ])(
      '%s (a VMware guest): its adapter %s, warned by its VMware address; ISATAP left out',
      (file, id) => {
        const devices = devicesOf(tools, file)
        expect(devices.map(outcome)).toEqual([id])
        expect(devices[0]?.warnings.find((w) => w.code === 'virtual-adapter')?.message).toMatch(
          /address of VMware \(00:0c:29:…\)/,
        )
      },
    )

    it('ipconfig-all-de__intel-8265-notes (German): the Drahtlos-LAN-Adapter is WLAN, not warned', () => {
      expect(
        devicesOf(tools, 'ipconfig-all-de__intel-8265-notes.txt').map((d) => [
          outcome(d),
          codes(d),
        ]),
      ).toEqual([['WLAN;f8:59:71:c2:c8:c4;NIC', []]])
    })
  })

  describe('getmac', () => {
    it('getmac-v__ja-blog-2015: names cut to 15 characters say no kind; VirtualBox host adapters warned', () => {
      expect(
        devicesOf(tools, 'getmac-v__ja-blog-2015.txt').map((d) => [outcome(d), codes(d)]),
      ).toEqual([
        [['Ethernet;78:2b:cc:82:c6:e5;NIC', 'WLAN;78:2b:cc:82:c6:e5;NIC'], []],
        [['Ethernet;08:00:27:01:c0:67;NIC', 'WLAN;08:00:27:01:c0:67;NIC'], ['virtual-adapter']],
        [['Ethernet;08:00:27:01:f0:e8;NIC', 'WLAN;08:00:27:01:f0:e8;NIC'], ['virtual-adapter']],
      ])
    })

    it('getmac-v__mellanox-connectx3: the Ethernet connection', () => {
      expect(devicesOf(tools, 'getmac-v__mellanox-connectx3.txt').map(outcome)).toEqual([
        'Ethernet;e4:1d:2d:a1:b2:c0;NIC',
      ])
    })

    it('getmac__ja-blog-2015 (Japanese headings, no /v): both kinds to choose from', () => {
      expect(devicesOf(tools, 'getmac__ja-blog-2015.txt').map(outcome)).toEqual([
        ['Ethernet;64:00:6b:86:25:80;NIC', 'WLAN;64:00:6b:86:25:80;NIC'],
      ])
    })
  })

  describe('lsusb: root hubs left out with a notice, each other device with its serial or the reason', () => {
    const leftOut = (file: string) =>
      read(tools, file).notices.map((notice) => notice.leftOut?.name)

    it.each([
      [
        'lsusb-v__jc-centos77-vmware.txt',
        [
          [70, '0E0F;000650268328;8'],
          [319, 'missing serial'],
          [388, 'missing serial'],
        ],
        ['Bus 001 Device 001 (1d6b:0002)', 'Bus 002 Device 001 (1d6b:0001)'],
      ],
      [
        'lsusb-v__jc-framework-laptop.txt',
        [
          [130, '27C6;UIDF1DBE326_XXXX_MOC_B0;24732'],
          [190, '0BDA;200901010001;22068'],
          [831, 'missing serial'],
          [1663, '32AC;11AD1D0001DB3E14313B0B00;2'],
          [1766, 'missing serial'],
          [1856, '046D;4D257C6F;2194'],
          [3290, '046D;158E39603038;49291'],
          [3380, 'missing serial'],
          [3498, 'missing serial'],
          [3865, 'missing serial'],
        ],
        [
          'Bus 004 Device 001 (1d6b:0003)',
          'Bus 003 Device 001 (1d6b:0002)',
          'Bus 002 Device 001 (1d6b:0003)',
          'Bus 001 Device 001 (1d6b:0002)',
        ],
      ],
      ['lsusb-v__jc-nrf52.txt', [[1, '1915;F42DE60BE261;21018']], []],
      ['lsusb-v__jc-quectel-ec25.txt', [[1, 'missing serial']], []],
      [
        'lsusb-v__jc-via-hubs.txt',
        [102, 200, 381, 479, 674, 859, 960, 1061, 1276].map((line) => [line, 'missing serial']),
        [2, 4, 6, 4, 5].map((bus) => `Bus 00${bus} Device 001 (1d6b:0003)`),
      ],
      [
        'lsusb__jc-centos77.txt',
        [
          [2, 'missing serial'],
          [3, 'missing serial'],
          [4, 'missing serial'],
        ],
        ['Bus 001 Device 001 (1d6b:0002)', 'Bus 002 Device 001 (1d6b:0001)'],
      ],
      ['lsusb__stlink-discovery-318.txt', [[1, 'missing serial']], []],
    ])('%s', (file, expected, hubs) => {
      expect(devicesOf(tools, file).map((d) => [d.line, outcome(d)])).toEqual(expected)
      expect(leftOut(file)).toEqual(hubs)
    })

    it('lsusb says how to get the serial it does not print; lsusb -v why a device has none', () => {
      expect(devicesOf(tools, 'lsusb__stlink-discovery-318.txt')[0]?.missing?.message).toContain(
        'lsusb -v -d 0483:374b',
      )
      expect(devicesOf(tools, 'lsusb-v__jc-quectel-ec25.txt')[0]?.missing?.message).toMatch(
        /iSerial 0/,
      )
    })
  })

  describe('Wi-Fi scans', () => {
    it.each([
      ['iw-scan__jc-centos77-scan0.txt', '00:19:a9:cd:c6:80 d0:d0:fd:69:ca:70'],
      [
        'iw-scan__jc-centos77-scan1.txt',
        'ac:22:05:db:4d:5b 1c:b0:44:75:42:a5 34:2c:c4:34:3b:95 ac:22:05:e6:ff:41 ac:22:05:e6:ff:24 a8:d3:f7:96:10:69 54:fa:3e:87:1f:93 ae:22:15:db:4d:5b 90:5c:44:d1:34:2f 92:5c:14:d1:34:2f 36:2c:b4:34:3b:95 fe:49:2d:20:d8:21 90:5c:44:db:21:48 ae:22:15:e6:ff:41 34:31:c4:b8:2e:85 92:5c:14:db:21:48 9c:80:df:31:03:a4 36:2c:94:34:3b:95 38:43:7d:1c:95:e6 90:5c:44:db:21:33 a8:d3:f7:96:10:6d 90:5c:44:d1:34:20 ac:22:05:db:4d:22 54:67:51:2c:3d:0a 74:31:70:75:f1:e2 1c:b0:44:75:42:a8',
      ],
      [
        'iw-scan__raspberrypi-iutb-r501.txt',
        '70:f0:96:d2:e0:62 cc:db:93:d1:06:c0 5c:e1:76:7d:f7:82 70:f0:96:d2:d8:01 70:f0:96:d2:d8:00 70:f0:96:d2:d8:02 70:f0:96:d2:e0:60 70:f0:96:d2:e0:61 5c:e1:76:7d:f7:80 54:8a:ba:6b:fc:00 54:8a:ba:6b:fc:02 54:8a:ba:6b:fc:01 cc:db:93:d1:06:c2 cc:db:93:d1:06:c1 5c:e1:76:7d:f7:81 cc:db:93:d0:f0:02 cc:db:93:d0:f0:00 cc:db:93:d0:f0:01',
      ],
      [
        'netsh-networks-en__bell-canada.txt',
        '0c:ac:8a:00:d6:0d 10:33:bf:ba:8f:da 94:6a:77:e6:74:19 10:33:bf:9f:94:4d 10:33:bf:9f:94:57 c0:3c:04:2a:62:ec',
      ],
      ['netsh-networks-en__de-interface-lstripped.txt', '78:96:82:21:cd:8b 10:fe:ed:f1:6c:dc'],
      [
        'netsh-networks-en__wifisurveyor-iran-2017.txt',
        '04:18:d6:e2:b1:16 04:18:d6:c7:b2:9a 04:18:d6:c2:bf:0d 04:18:d6:e2:a0:e8 04:18:d6:93:00:eb 44:d9:e7:0b:9a:4c 04:18:d6:c7:2e:eb e4:6f:13:73:a5:5e 60:6d:c7:78:8a:74',
      ],
      ['netsh-networks-de__cp850-lstripped.txt', '38:10:d5:17:eb:39 a0:f3:c1:fb:fc:3c'],
      [
        'nmcli-f-all-multiline__kolide-launcher.txt',
        'd8:50:e6:94:7a:28 7c:10:c9:ea:99:4c d8:50:e6:94:7a:2c 7c:10:c9:ea:99:48 72:13:01:84:a7:fc 72:13:01:84:a7:f9 72:13:01:84:a7:fe 3a:42:0b:f9:08:7a fa:5e:42:f8:3e:a0 fa:5e:42:f8:3e:a3 5e:7d:7d:77:5d:8b 5e:7d:7d:77:5d:8e 9c:c9:eb:54:a8:65 fa:5e:42:f8:3e:a5 50:fd:d5:1a:15:c2 54:a6:5c:9d:a5:93 e8:9c:25:a0:a8:00 30:13:8b:b7:28:42 54:a6:5c:9d:a5:99 fa:5e:42:ff:3e:a9 5e:7d:7d:77:5d:89 4a:bd:ce:83:e9:81 4a:bd:ce:83:e9:84 4a:bd:ce:83:e9:87 4a:bd:ce:83:e9:86 fa:5e:42:ff:3e:ab 3c:37:86:c7:b9:c3 72:13:01:8b:a7:fa 62:9c:25:a0:a8:01 56:32:04:4c:fc:04 4a:bd:ce:82:a5:3e 4a:bd:ce:82:a5:39 4a:bd:ce:82:a5:3a 72:13:01:8b:a7:fd 72:13:01:8b:a7:fc d4:b9:2f:b0:12:a5 4a:bd:ce:82:a5:3c fa:5e:42:ff:3e:ad 6c:0b:5e:c5:61:a8',
      ],
    ])('%s: every BSSID, in order', (file, bssids) => {
      expect(devicesOf(tools, file).map((device) => device.serialId)).toEqual(wifiIds(bssids))
    })

    it('netsh: names and bands; an SSID left empty is a hidden network', () => {
      expect(
        devicesOf(tools, 'netsh-networks-en__bell-canada.txt').map((d) => [d.name, d.info]),
      ).toEqual([
        ['BELL310', '2.4 GHz'],
        ['', '5 GHz'],
        ['', '2.4 GHz'],
        ['', '2.4 GHz'],
        ['', '5 GHz'],
        ['BELL653', '2.4 GHz'],
      ])
    })

    it('netsh in German, left-stripped, its label mistyped BSSIDD: the names and the band from Kanal', () => {
      expect(
        devicesOf(tools, 'netsh-networks-de__cp850-lstripped.txt').map((d) => [d.name, d.info]),
      ).toEqual([
        ['FRITZ!Box 7490', '2.4 GHz'],
        ['TP-LINK_FBFC3C', '2.4 GHz'],
      ])
    })

    it('nmcli -m multiline: the SSID without its padding, "--" as a hidden network, the band from FREQ', () => {
      const devices = devicesOf(tools, 'nmcli-f-all-multiline__kolide-launcher.txt')
      expect(devices.every((device) => device.source === 'nmcli')).toBe(true)
      expect(devices.slice(0, 5).map((d) => [d.line, d.name, d.info])).toEqual([
        [4, 'JAMGUEST', '2.4 GHz'],
        [21, 'JAM5G', '5 GHz'],
        [38, 'JAMGUEST-5G', '5 GHz'],
        [55, 'JAM', '2.4 GHz'],
        [72, '', '2.4 GHz'],
      ])
      expect(devices.filter((device) => device.name === '')).toHaveLength(16)
    })

    it('iw-scan__jc-redacted-bssid: a masked BSSID gives no id, and says so', () => {
      expect(read(tools, 'iw-scan__jc-redacted-bssid.txt')).toEqual({
        devices: [],
        notices: [
          {
            source: 'iw',
            line: 1,
            code: 'bssid-masked',
            id: 'serialId.notice.bssid-masked',
            values: { line: 1, bssid: 'xx:xx:xx:xx:3e:41' },
            message: expect.stringContaining('is masked (xx:xx:xx:xx:3e:41)'),
          },
        ],
      })
    })
  })

  describe('monitors', () => {
    it.each([
      // The AUO panel's EDID has no serial text and numeric serial 0: a placeholder, warned.
      ['ioreg-edid__auo-hackintosh-blog.txt', 'ioreg', 'AUO;0;113D'],
      ['ioreg-edid__timvideos-edid-tv-5.txt', 'edid', 'APP;0;A02E'],
    ])('%s: the EDID read, %s → %s', (file, source, serialId) => {
      const devices = devicesOf(tools, file)
      expect(devices.map((device) => [device.source, device.serialId])).toEqual([
        [source, serialId],
      ])
      expect(codes(devices[0])).toContain('placeholder')
    })

    it('wmi-monitor-id__glpi-agent-156-cut: cut before its arrays, so no monitor, and nothing made up', () => {
      const result = read(tools, 'wmi-monitor-id__glpi-agent-156-cut.txt')
      expect(result.devices).toEqual([])
      expect(result.notices[0]?.message).toMatch(/^No device found/)
    })
  })
})
