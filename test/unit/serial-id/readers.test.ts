// Each tool's printout as admins paste it (test/fixtures/serial-id; sources and licences in its README.md).
import { describe, expect, it } from 'vitest'
import type { FoundDevice } from '#shared/serial-id/index.ts'
import { TEXT_READERS, readDevices, readText } from '#shared/serial-id/read.ts'
import { fixtureBytes, fixtureText } from './support/fixtures.ts'

const brief = (device: FoundDevice) => ({
  line: device.line,
  source: device.source,
  serialId: device.serialId,
  name: device.name,
  info: device.info,
})

function devicesOf(file: string): FoundDevice[] {
  return readText(fixtureText(file)).devices
}

describe('Wi-Fi scans: every BSSID, with the SSID as name and the band as info', () => {
  it.each([
    ['netsh, Windows 11, English', 'wifi-heatmapper__win-netsh-networks-en.txt', 8],
    ['netsh, German (Band: 2,4 GHz; Kanal)', 'wifi-heatmapper__win-netsh-networks-de.txt', 9],
    ['netsh, French (Bande, Canal)', 'wifi-heatmapper__win-netsh-networks-fr.txt', 8],
    ['netsh, Spanish (Banda, Canal)', 'wifi-heatmapper__win-netsh-networks-es.txt', 7],
    ['netsh, Italian (Banda, Canale)', 'wifi-heatmapper__win-netsh-networks-it.txt', 11],
    ['netsh, hidden SSIDs', 'wifi-heatmapper__win-netsh-networks-blank-ssid-en.txt', 15],
  ])('%s: all %i BSSIDs, in order', (_tool, file, count) => {
    const devices = devicesOf(file)
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
    expect(devicesOf(file)[index]).toMatchObject(expected)
  })

  it('netsh without a Band line (Windows 10) takes the band from the channel', () => {
    expect(devicesOf('windows-netsh-networks-legacy-format.txt').map(brief)).toEqual([
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
    const [hidden] = devicesOf('wifi-heatmapper__win-netsh-networks-blank-ssid-en.txt')
    expect(hidden).toMatchObject({ name: '', warnings: [{ code: 'hidden-ssid' }] })
  })

  it.each([
    [
      'netsh wlan show interfaces (English)',
      'wifi-heatmapper__win-netsh-interfaces-en.txt',
      '5 GHz',
    ],
    [
      'netsh wlan show interfaces (German: Kanal 116)',
      'wifi-heatmapper__win-netsh-interfaces-de.txt',
      '5 GHz',
    ],
  ])('%s: the access point connected to', (_tool, file, band) => {
    expect(devicesOf(file).map(brief)).toEqual([
      expect.objectContaining({
        serialId: 'Network;fe:dc:ba:09:87:02;WiFi',
        name: 'SSID-1',
        info: band,
      }),
    ])
  })

  it('nmcli -t with --fields: unescapes \\: and takes the band from FREQ', () => {
    const devices = devicesOf('node-wifi__linux_scan_scan-01.log')
    expect(devices.slice(0, 4).map(brief)).toEqual([
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
  })

  it('nmcli -t lists a BSSID printed twice once, and says which line repeats it', () => {
    const result = readText(fixtureText('node-wifi__linux_scan_scan-01.log'))
    expect(result.devices).toHaveLength(13)
    expect(result.notices).toEqual([
      {
        source: 'nmcli',
        line: 14,
        message: 'Line 14 names the same device as line 13; it is listed once.',
      },
    ])
  })

  it('nmcli -t in its default field order, with \\\\ and \\: inside an SSID', () => {
    const devices = devicesOf('wifi-heatmapper__linux-nmcli-dev-wifi-list.txt')
    expect(devices).toHaveLength(11)
    expect(devices[1]).toMatchObject({
      serialId: 'Network;fe:dc:ba:09:87:02;WiFi',
      name: 'SSID-2-\\foo:bar',
      info: '2.4 GHz',
    })
  })

  it.each([
    [
      'tools/nmcli-table__raspberry-pi-guide.txt',
      [
        ['Network;90:72:40:1b:42:05;WiFi', 'myNetwork', '5 GHz'],
        ['Network;90:72:42:1b:78:04;WiFi', 'myNetwork5G', '2.4 GHz'],
        ['Network;9c:ab:f8:88:eb:0d;WiFi', 'Pi Towers', '2.4 GHz'],
        ['Network;b4:2a:0e:64:bd:be;WiFi', 'Example', '2.4 GHz'],
      ],
    ],
    [
      'tools/nmcli-table__drone-guide.txt',
      [
        ['Network;98:a9:42:34:c0:a0;WiFi', 'YesulikplimIT_Services', '2.4 GHz'],
        ['Network;9c:b1:dc:16:41:8f;WiFi', 'VS-GPS-BY-16418f', '5 GHz'],
        ['Network;98:a9:42:74:c0:a0;WiFi', 'YesulikplimIT_MLS_Engineer', '5 GHz'],
      ],
    ],
  ])('nmcli as a table: %s', (file, expected) => {
    expect(devicesOf(file).map((device) => [device.serialId, device.name, device.info])).toEqual(
      expected,
    )
  })

  it('iw scan: frequency to band, \\x00 SSIDs are hidden', () => {
    expect(devicesOf('linux-iw-wlan0-scan.txt').map(brief)).toEqual([
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
    expect(devicesOf('wifi-heatmapper__linux-iw-dev-wlp1s0-link.txt').map(brief)).toEqual([
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
    expect(devicesOf('node-wifi__macOS_scan_scan-01.log').map(brief)).toEqual([
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
      const result = readText(fixtureText(file))
      expect(result.devices).toEqual([])
      expect(result.notices).toEqual([
        {
          source,
          line: expect.any(Number),
          message: expect.stringMatching(
            new RegExp(`^${count} network\\(s\\) are listed without a BSSID.*Location Services`),
          ),
        },
      ])
    },
  )

  it('system_profiler -json on macOS 10.15 shows BSSIDs', () => {
    const [first] = devicesOf('wifi-heatmapper__mac-sp_10.15.7.json')
    expect(first).toMatchObject({
      source: 'system-profiler',
      serialId: 'Network;fe:dc:ba:09:87:65;WiFi',
      name: 'SSID-1',
      info: '2.4 GHz',
    })
  })
})

describe('USB: lsusb, lsusb -v and Windows device paths (ids in hex)', () => {
  it.each([
    ['tools/lsusb-v__openhab-addons-16137.txt', '0403;AL02OWN5;24577', []],
    ['tools/lsusb-v__buildroot-r36s-1-ax88179.txt', '0B95;00E60794;6032', []],
    ['tools/lsusb-v__wz_mini_hacks-5-rtl8153.txt', '0BDA;000000;33107', ['placeholder']],
  ])('lsusb -v %s → %s', (file, serialId, codes) => {
    const [device, ...rest] = devicesOf(file)
    expect(rest).toEqual([])
    expect(device).toMatchObject({ source: 'lsusb', kind: 'usb', serialId, line: 2 })
    expect(device?.warnings.map((warning) => warning.code)).toEqual(codes)
  })

  it('lsusb -v of a device without a serial (iSerial 0) says it has none', () => {
    expect(devicesOf('tools/lsusb-v__memtest86plus-387-ch340.txt')).toEqual([
      expect.objectContaining({
        serialId: undefined,
        parts: { vendor: '0x1a86', product: '0x7523' },
        missing: {
          part: 'serial',
          message: expect.stringMatching(/reports no USB serial \(iSerial 0\)/),
        },
      }),
    ])
  })

  it('plain lsusb: each device with its hex ids read as hex, and how to get the serial', () => {
    const devices = devicesOf('usb-samples.md').filter((device) => device.source === 'lsusb')
    expect(devices).toHaveLength(14)
    expect(devices[0]).toMatchObject({
      parts: { vendor: '0x413c', product: '0xb06e' },
      info: 'Dell Computer Corp. Dell dock',
      missing: { part: 'serial', message: expect.stringContaining('lsusb -v -d 413c:b06e') },
    })
    expect(devices.find((device) => device.lineText.includes('0bda:8153'))?.parts).toEqual({
      vendor: '0x0bda',
      product: '0x8153',
    })
  })

  it.each([
    ['USB\\VID_17EF&PID_A359\\3010019E3', '17EF;3010019E3;41817'],
    ['USB\\VID_0BDA&PID_8153\\001000001', '0BDA;001000001;33107'],
    ['USB\\VID_064E&PID_9700\\HF1019-T838-SN03-REV0101', '064E;HF1019-T838-SN03-REV0101;38656'],
    ['USB\\VID_0781&PID_5151\\077531169C0256D9', '0781;077531169C0256D9;20817'],
  ])('Windows path %s → %s', (path, serialId) => {
    const device = devicesOf('usb-samples.md').find((found) => found.lineText.startsWith(path))
    expect(device).toMatchObject({ source: 'windows-device-path', serialId })
  })

  it.each([
    ['USB\\VID_04CA&PID_7058\\5&2AFD7BB9&0&8', /made up by Windows from the port/],
    ['USB\\VID_17EF&PID_61EB&MI_00\\7&2f8b1c3d&0&0000', undefined],
  ])('Windows path %s has no serial', (path, reason) => {
    const devices = devicesOf('usb-samples.md').filter((found) => found.lineText.startsWith(path))
    if (reason === undefined) expect(devices).toEqual([])
    else expect(devices[0]?.missing?.message).toMatch(reason)
  })
})

describe('Monitors: WmiMonitorID and DISPLAY paths', () => {
  it('WmiMonitorID as PowerShell prints it by default: arrays cut after 4, so the serial is missing', () => {
    const devices = devicesOf('tools/wmi-monitor-id__get-wmiobject.txt')
    expect(devices.map((device) => [device.parts, device.missing?.part])).toEqual([
      [{ vendor: 'SAM', productCode: '0x0D2C' }, 'serial'],
      [{ vendor: 'BNQ', productCode: '0x7F58' }, 'serial'],
    ])
    expect(devices[0]?.missing?.message).toContain('$FormatEnumerationLimit')
  })

  it('WmiMonitorID with whole arrays (wrapped as the console wraps them) gives the id', () => {
    // The arrays of tool-groundtruth/HSP0000's monitor (WMI reported HSG1370 / 1234567890123), formatted as
    // PowerShell prints them with $FormatEnumerationLimit = -1.
    const codes = (text: string, length: number) =>
      [...text]
        .map((ch) => ch.charCodeAt(0))
        .concat(Array(length - text.length).fill(0))
        .join(', ')
    const text = [
      'InstanceName           : DISPLAY\\HSP0000\\5&1a2b3c4&0&UID4352_0',
      `ManufacturerName       : {${codes('HSP', 16)}}`,
      `ProductCodeID          : {${codes('0000', 16)}}`,
      `SerialNumberID         : {${codes('1234567890123', 16)}}`.replace(
        ', 0, 0',
        ',\n                         0, 0',
      ),
      `UserFriendlyName       : {${codes('HSG1370', 13)}}`,
    ].join('\n')
    expect(readText(text).devices.map(brief)).toEqual([
      {
        line: 1,
        source: 'wmi-monitor-id',
        serialId: 'HSP;1234567890123;0000',
        name: undefined,
        info: 'HSG1370',
      },
    ])
  })

  it.each([
    [
      'tools/display-interface-paths__displayconfig-22.txt',
      { vendor: 'DEL', productCode: '0xA0E7' },
    ],
    ['edid/os-samples.md', { vendor: 'DEL', productCode: '0xD067' }],
  ])('%s: a DISPLAY path names the model, and where to find the serial', (file, parts) => {
    const [device] = devicesOf(file)
    expect(device).toMatchObject({ kind: 'monitor', serialId: undefined, parts })
    expect(device?.missing?.message).toMatch(/WmiMonitorID.*EDID/)
  })

  it.each(['edid/PHL082C_3C5D52C216EC.bin', 'edid/DELA17D_2A66C3673CF3.bin'])(
    '%s as xrandr --verbose, regedit, reg query, xxd and hexdump -C print it',
    (file) => {
      const bytes = fixtureBytes(file)
      const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0'))
      const rows = (size: number) =>
        Array.from({ length: Math.ceil(hex.length / size) }, (_, i) =>
          hex.slice(i * size, (i + 1) * size),
        )
      const ascii = (row: string[]) =>
        row
          .map((h) =>
            parseInt(h, 16) >= 0x20 && parseInt(h, 16) < 0x7f
              ? String.fromCharCode(parseInt(h, 16))
              : '.',
          )
          .join('')
      const offset = (i: number, size: number) => (i * size).toString(16).padStart(8, '0')
      const prints = {
        xrandr: `DP-1 connected 2560x1440+0+0\n\tEDID: \n${rows(16)
          .map((row) => `\t\t${row.join('')}`)
          .join('\n')}\n\tnon-desktop: 0`,
        regedit: `"EDID"=hex:${rows(25)
          .map((row) => row.join(','))
          .join(',\\\n  ')}\n"Other"=dword:00000001`,
        'reg query': `    EDID    REG_BINARY    ${hex.join('').toUpperCase()}`,
        xxd: rows(16)
          .map(
            (row, i) =>
              `${offset(i, 16)}: ${row
                .join('')
                .match(/.{1,4}/g)
                ?.join(' ')}  ${ascii(row)}`,
          )
          .join('\n'),
        'hexdump -C': rows(16)
          .map(
            (row, i) =>
              `${offset(i, 16)}  ${row.slice(0, 8).join(' ')}  ${row.slice(8).join(' ')}  |${ascii(row)}|`,
          )
          .join('\n'),
      }
      const expected = readText(
        fixtureText(`edid/decoded/${file.slice(5).replace('.bin', '.txt')}`),
      ).devices[0]?.serialId
      for (const [tool, text] of Object.entries(prints)) {
        const { devices } = readText(text)
        expect({ tool, ids: devices.map((device) => device.serialId) }).toEqual({
          tool,
          ids: [expected],
        })
      }
    },
  )
})

describe('Network adapters and gateways: ip link, ipconfig /all, getmac, arp', () => {
  it('ip link: physical adapters only, named by interface, wl* as WLAN', () => {
    expect(
      devicesOf('tools/ip-link__kvm-host.txt').map((device) => [device.serialId, device.info]),
    ).toEqual([
      ['Ethernet;08:00:27:8a:52:94;NIC', 'enp0s3'],
      ['Ethernet;08:00:27:10:7c:c1;NIC', 'enp0s8'],
      ['Ethernet;08:00:27:5d:61:28;NIC', 'enp0s9'],
    ])
  })

  it('ip link with a random address in use offers it and the adapter’s own (permaddr)', () => {
    const [eth0, wlan0] = devicesOf('tools/ip-link__permaddr.txt')
    expect(eth0?.serialId).toBe('Ethernet;54:ee:74:c1:19:92;NIC')
    expect(wlan0?.serialId).toBeUndefined()
    expect(wlan0?.candidates.map((candidate) => [candidate.serialId, candidate.label])).toEqual([
      ['WLAN;52:54:00:f0:27:9a;NIC', expect.stringContaining('in use now')],
      ['WLAN;94:e9:79:fd:51:5d;NIC', expect.stringContaining('permaddr')],
    ])
    expect(wlan0?.warnings.map((warning) => warning.code)).toEqual(['mac-local'])
  })

  it('ipconfig /all: the physical address, Ethernet by its heading, the description as info', () => {
    expect(devicesOf('tools/ipconfig-all__en-ethernet.txt').map(brief)).toEqual([
      {
        line: 17,
        source: 'ipconfig',
        serialId: 'Ethernet;08:00:27:de:d5:51;NIC',
        name: undefined,
        info: 'Intel(R) PRO/1000 MT Desktop Adapter',
      },
    ])
  })

  it('ipconfig: a Wireless LAN adapter is WLAN; arp -a offers each neighbour as the gateway, without broadcast or multicast', () => {
    const devices = devicesOf('tools/ipconfig-and-arp__windows-tp3.txt')
    expect(devices.map((device) => [device.source, device.serialId, device.info])).toEqual([
      ['ipconfig', 'WLAN;28:c5:d2:ea:30:53;NIC', undefined],
      ['arp', 'Network;44:af:28:c3:6a:9f;Gateway', '10.33.65.63'],
      ['arp', 'Network;98:8d:46:c4:fa:e5;Gateway', '10.33.73.77'],
      ['arp', 'Network;f8:54:f6:ba:c5:1a;Gateway', '10.33.77.159'],
      ['arp', 'Network;c8:94:02:f8:ab:97;Gateway', '10.33.77.160'],
      ['arp', 'Network;7c:5a:1c:d3:d8:76;Gateway', '10.33.79.254'],
      ['arp', 'Network;08:00:27:51:12:58;Gateway', '10.1.1.100'],
    ])
  })

  it('arp on macOS drops leading zeros; they are put back', () => {
    const devices = devicesOf('gateway-and-nic-samples.md')
    expect(devices.map((device) => [device.serialId, device.info])).toEqual([
      ['Network;28:3a:4d:08:b5:c5;Gateway', '192.168.1.137'],
      ['Network;08:00:37:d7:0a:45;Gateway', '192.168.10.245'],
    ])
  })

  it('getmac does not say which adapter is Wi-Fi: both readings, to choose from', () => {
    const devices = devicesOf('tools/getmac__windows-10.0.26200.txt')
    expect(
      devices.map((device) => device.candidates.map((candidate) => candidate.serialId)),
    ).toEqual([
      ['Ethernet;fc:6d:77:6c:63:5d;NIC', 'WLAN;fc:6d:77:6c:63:5d;NIC'],
      ['Ethernet;74:d4:dd:cf:7a:e7;NIC', 'WLAN;74:d4:dd:cf:7a:e7;NIC'],
    ])
  })
})

describe('reading a paste as a whole', () => {
  it('several tools in one paste: every device, in the order of the lines', () => {
    const text = [
      fixtureText('tools/lsusb-v__openhab-addons-16137.txt'),
      fixtureText('windows-netsh-networks-legacy-format.txt'),
      fixtureText('tools/ip-link__kvm-host.txt'),
    ].join('\n')
    const { devices } = readText(text)
    expect(devices.map((device) => device.source)).toEqual([
      'lsusb',
      'netsh',
      'netsh',
      'netsh',
      'ip-link',
      'ip-link',
      'ip-link',
    ])
    expect(devices.map((device) => device.line)).toEqual(
      [...devices.map((device) => device.line)].sort((a, b) => a - b),
    )
  })

  it.each([
    ['UTF-16LE with a BOM, as PowerShell 5 redirects (>)', 'utf-16le-bom'],
    ['UTF-16LE without a BOM', 'utf-16le'],
    ['UTF-8 with a BOM', 'utf-8-bom'],
  ])('reads a file saved as %s', (_case, encoding) => {
    const text = fixtureText('windows-netsh-networks-legacy-format.txt')
    const utf16 = new Uint8Array(
      [...text].flatMap((ch) => [ch.charCodeAt(0) & 255, ch.charCodeAt(0) >> 8]),
    )
    const bytes = {
      'utf-16le-bom': new Uint8Array([0xff, 0xfe, ...utf16]),
      'utf-16le': utf16,
      'utf-8-bom': new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]),
    }[encoding]
    expect(readDevices(bytes ?? new Uint8Array()).devices.map((device) => device.name)).toEqual([
      'Bijan',
      'chemed',
      'MEO-7C14A5',
    ])
  })

  it('reads text in a Windows code page, and says that names may be wrong', () => {
    const text = fixtureText('wifi-heatmapper__win-netsh-networks-es.txt')
    // cmd redirects in the console code page: here "Señal" as Latin-1 bytes.
    const bytes = new Uint8Array([...text].map((ch) => ch.charCodeAt(0) & 255))
    const result = readDevices(bytes)
    expect(result.devices).toHaveLength(7)
    expect(result.notices[0]?.message).toMatch(/not UTF-8.*chcp 65001/)
  })

  it('says what it knows when nothing is recognised', () => {
    const result = readText('hello world')
    expect(result.devices).toEqual([])
    expect(result.notices[0]?.message).toMatch(
      /^No device found\. Paste what one of these printed: .*netsh/,
    )
    for (const reader of TEXT_READERS) expect(result.notices[0]?.message).toContain(reader.label)
  })

  it('every reader says nothing about text it does not know', () => {
    const other = fixtureText('wifi-heatmapper__win-netsh-networks-en.txt')
    for (const reader of TEXT_READERS.filter((each) => each.source !== 'netsh'))
      expect({
        source: reader.source,
        ...reader.read({ text: other, lines: other.split('\n') }),
      }).toEqual({
        source: reader.source,
        devices: [],
        notices: [],
      })
  })
})
