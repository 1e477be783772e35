// Each tool's printout as admins paste it, written for the tests in the tool's layout (test/fixtures/serial-id
// and inline here; invented addresses). The same readers on real printouts: readers-shared-samples.test.ts.
import { describe, expect, it } from 'vitest'
import type { FoundDevice } from '#shared/serial-id/index.ts'
import { TEXT_READERS, readDevices, readText } from '#shared/serial-id/read.ts'
import { hexRows, makeEdid, xrandrPrint } from '../../support/edid.ts'
import { fixtureText } from './support/fixtures.ts'

const brief = (device: FoundDevice) => ({
  line: device.line,
  source: device.source,
  serialId: device.serialId,
  name: device.name,
  info: device.info,
})
const codes = (device: FoundDevice | undefined) => device?.warnings.map((warning) => warning.code)
const devicesOf = (file: string) => readText(fixtureText(file)).devices
const doc = (n: number) => `00:00:5e:00:53:${n.toString(16).padStart(2, '0')}`

describe('Wi-Fi scans: every BSSID, with the SSID as name and the band as info', () => {
  it('netsh, Windows 11, English: all 8 BSSIDs in order, the band from its line (2.4, 5 and 6 GHz)', () => {
    const devices = devicesOf('netsh-networks-en.txt')
    expect(devices.map((device) => [device.serialId, device.name, device.info])).toEqual([
      ['Network;00:00:5e:00:53:01;WiFi', 'Corp', '2.4 GHz'],
      ['Network;00:00:5e:00:53:02;WiFi', 'Corp', '5 GHz'],
      ['Network;00:00:5e:00:53:03;WiFi', 'Corp', '2.4 GHz'],
      ['Network;00:00:5e:00:53:04;WiFi', 'Corp', '5 GHz'],
      ['Network;00:00:5e:00:53:05;WiFi', 'Corp-Guest', '2.4 GHz'],
      ['Network;00:00:5e:00:53:06;WiFi', 'Corp-Guest', '5 GHz'],
      ['Network;00:00:5e:00:53:07;WiFi', '', '2.4 GHz'],
      ['Network;00:00:5e:00:53:08;WiFi', 'Lab', '6 GHz'],
    ])
    for (const device of devices) {
      expect(device).toMatchObject({ kind: 'wifi', deviceType: 32, source: 'netsh' })
      expect(device.lineText).toMatch(/BSSID \d+\s*:/)
    }
  })

  it('a hidden network keeps an empty name and says so', () => {
    const hidden = devicesOf('netsh-networks-en.txt')[6]
    expect(hidden).toMatchObject({ name: '', warnings: [{ code: 'hidden-ssid' }] })
  })

  it('netsh in German (Kanal, Band : 2,4 GHz)', () => {
    expect(
      devicesOf('netsh-networks-de.txt').map((device) => [
        device.serialId,
        device.name,
        device.info,
      ]),
    ).toEqual([
      ['Network;00:00:5e:00:53:11;WiFi', 'Büro', '2.4 GHz'],
      ['Network;00:00:5e:00:53:12;WiFi', 'Büro', '5 GHz'],
      ['Network;00:00:5e:00:53:13;WiFi', 'Büro', '2.4 GHz'],
      ['Network;00:00:5e:00:53:14;WiFi', 'Büro-Gäste', '5 GHz'],
    ])
  })

  it('netsh without a Band line (Windows 10) takes the band from the channel', () => {
    expect(devicesOf('netsh-networks-win10.txt').map(brief)).toEqual([
      {
        line: 9,
        source: 'netsh',
        serialId: 'Network;00:00:5e:00:53:21;WiFi',
        name: 'Office',
        info: '2.4 GHz',
      },
      {
        line: 20,
        source: 'netsh',
        serialId: 'Network;00:00:5e:00:53:22;WiFi',
        name: 'Office-5G',
        info: '5 GHz',
      },
      {
        line: 31,
        source: 'netsh',
        serialId: 'Network;00:00:5e:00:53:23;WiFi',
        name: 'Printers',
        info: '2.4 GHz',
      },
    ])
  })

  it('netsh wlan show interfaces: the access point connected to', () => {
    const text = [
      '',
      'There is 1 interface on the system:',
      '',
      '    Name                   : Wi-Fi',
      '    Description            : Intel(R) Wi-Fi 6E AX211 160MHz',
      '    GUID                   : 3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      `    Physical address       : ${doc(0x52)}`,
      '    State                  : connected',
      '    SSID                   : Corp',
      `    AP BSSID               : ${doc(2)}`,
      '    Band                   : 5 GHz',
      '    Channel                : 36',
      '    Radio type             : 802.11ax',
    ].join('\r\n')
    expect(readText(text).devices.map(brief)).toEqual([
      {
        line: 10,
        source: 'netsh',
        serialId: `Network;${doc(2)};WiFi`,
        name: 'Corp',
        info: '5 GHz',
      },
    ])
  })

  const terse = [
    '$ nmcli --terse --fields active,ssid,bssid,mode,chan,freq,signal device wifi list',
    `yes:Corp:00\\:00\\:5E\\:00\\:53\\:31:Infra:6:2437 MHz:82`,
    `no:Corp:00\\:00\\:5E\\:00\\:53\\:32:Infra:36:5180 MHz:64`,
    `no:Café\\: 2nd floor:00\\:00\\:5E\\:00\\:53\\:33:Infra:11:2462 MHz:40`,
    `no:Café\\: 2nd floor:00\\:00\\:5E\\:00\\:53\\:33:Infra:11:2462 MHz:41`,
  ].join('\n')

  it('nmcli -t with --fields: unescapes \\: and takes the band from FREQ', () => {
    expect(readText(terse).devices.map(brief)).toEqual([
      {
        line: 2,
        source: 'nmcli',
        serialId: `Network;${doc(0x31)};WiFi`,
        name: 'Corp',
        info: '2.4 GHz',
      },
      {
        line: 3,
        source: 'nmcli',
        serialId: `Network;${doc(0x32)};WiFi`,
        name: 'Corp',
        info: '5 GHz',
      },
      {
        line: 4,
        source: 'nmcli',
        serialId: `Network;${doc(0x33)};WiFi`,
        name: 'Café: 2nd floor',
        info: '2.4 GHz',
      },
    ])
  })

  it('nmcli -t lists a BSSID printed twice once, and says which line repeats it', () => {
    expect(readText(terse).notices).toEqual([
      {
        source: 'nmcli',
        line: 5,
        code: 'same-device',
        id: 'serialId.notice.same-device',
        values: { line: 5, earlier: 4 },
        message: 'Line 5 names the same device as line 4; it is listed once.',
      },
    ])
  })

  it('nmcli -t in its default field order (IN-USE:BSSID:SSID:MODE:CHAN…), with \\\\ and \\: in an SSID', () => {
    const text = [
      `*:00\\:00\\:5E\\:00\\:53\\:34:Lab\\\\Test\\:1:Infra:1:130 Mbit/s:70:▂▄▆_:WPA2`,
      ` :00\\:00\\:5E\\:00\\:53\\:35:Lab:Infra:149:270 Mbit/s:44:▂▄__:WPA2`,
    ].join('\n')
    expect(
      readText(text).devices.map((device) => [device.serialId, device.name, device.info]),
    ).toEqual([
      [`Network;${doc(0x34)};WiFi`, 'Lab\\Test:1', '2.4 GHz'],
      [`Network;${doc(0x35)};WiFi`, 'Lab', '5 GHz'],
    ])
  })

  it('nmcli as a table', () => {
    const text = [
      'IN-USE  BSSID              SSID         MODE   CHAN  RATE        SIGNAL  BARS  SECURITY',
      '*       00:00:5E:00:53:36  Corp         Infra  44    540 Mbit/s  74      ▂▄▆_  WPA2',
      '        00:00:5E:00:53:37  Corp Guest   Infra  6     130 Mbit/s  52      ▂▄__  WPA2',
      '        00:00:5E:00:53:38  --           Infra  11    65 Mbit/s   20      ▂___  WPA2',
    ].join('\n')
    expect(
      readText(text).devices.map((device) => [device.serialId, device.name, device.info]),
    ).toEqual([
      [`Network;${doc(0x36)};WiFi`, 'Corp', '5 GHz'],
      [`Network;${doc(0x37)};WiFi`, 'Corp Guest', '2.4 GHz'],
      [`Network;${doc(0x38)};WiFi`, '', '2.4 GHz'],
    ])
  })

  it('iw scan: frequency to band, \\x00 SSIDs are hidden, \\xNN bytes are UTF-8', () => {
    const text = [
      `BSS ${doc(0x39)}(on wlan0) -- associated`,
      '\tlast seen: 1234.567s [boottime]',
      '\tTSF: 123456789 usec (0d, 00:02:03)',
      '\tfreq: 2412',
      '\tbeacon interval: 100 TUs',
      '\tsignal: -41.00 dBm',
      '\tSSID: Corp',
      '\tDS Parameter set: channel 1',
      `BSS ${doc(0x3a)}(on wlan0)`,
      '\tfreq: 5500.0',
      '\tSSID: Caf\\xc3\\xa9',
      `BSS ${doc(0x3b)}(on wlan0)`,
      '\tfreq: 2437',
      '\tSSID: \\x00\\x00\\x00\\x00',
    ].join('\n')
    expect(readText(text).devices.map(brief)).toEqual([
      {
        line: 1,
        source: 'iw',
        serialId: `Network;${doc(0x39)};WiFi`,
        name: 'Corp',
        info: '2.4 GHz',
      },
      { line: 9, source: 'iw', serialId: `Network;${doc(0x3a)};WiFi`, name: 'Café', info: '5 GHz' },
      { line: 12, source: 'iw', serialId: `Network;${doc(0x3b)};WiFi`, name: '', info: '2.4 GHz' },
    ])
  })

  it('iw dev … link: the access point connected to (freq: 2412.0)', () => {
    const text = [
      `Connected to ${doc(0x3c)} (on wlp1s0)`,
      '\tSSID: Corp',
      '\tfreq: 2412.0',
      '\tRX: 123456 bytes (789 packets)',
    ].join('\n')
    expect(readText(text).devices.map(brief)).toEqual([
      {
        line: 1,
        source: 'iw',
        serialId: `Network;${doc(0x3c)};WiFi`,
        name: 'Corp',
        info: '2.4 GHz',
      },
    ])
  })

  it('airport -s: SSIDs right-aligned, leading zeros dropped, channel to band', () => {
    const text = [
      '                            SSID BSSID             RSSI CHANNEL HT CC SECURITY (auth/unicast/group)',
      '                            Corp 0:0:5e:0:53:3d    -55  1,+1    Y  DE WPA2(PSK/AES/AES)',
      '                      Corp Guest 0:0:5e:0:53:3e    -70  149,+1  Y  DE WPA2(PSK/AES/AES)',
    ].join('\n')
    expect(readText(text).devices.map(brief)).toEqual([
      {
        line: 2,
        source: 'airport',
        serialId: `Network;${doc(0x3d)};WiFi`,
        name: 'Corp',
        info: '2.4 GHz',
      },
      {
        line: 3,
        source: 'airport',
        serialId: `Network;${doc(0x3e)};WiFi`,
        name: 'Corp Guest',
        info: '5 GHz',
      },
    ])
  })

  it.each([
    [
      'airport -s on macOS 12',
      [
        '                            SSID BSSID             RSSI CHANNEL HT CC SECURITY (auth/unicast/group)',
        '                            Corp                   -55  1,+1    Y  DE WPA2(PSK/AES/AES)',
        '                      Corp Guest                   -70  149,+1  Y  DE WPA2(PSK/AES/AES)',
      ].join('\n'),
      'airport',
      2,
    ],
    [
      'system_profiler -json on macOS 15',
      fixtureText('system-profiler-airport-15.json'),
      'system-profiler',
      3,
    ],
  ])(
    '%s hides the BSSIDs: no device, and the reason (Location Services)',
    (_tool, text, source, count) => {
      const result = readText(text)
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

  it('system_profiler -json on macOS 10.15 shows BSSIDs; its channel says the band', () => {
    expect(
      devicesOf('system-profiler-airport-10.15.json').map((device) => [
        device.source,
        device.serialId,
        device.name,
        device.info,
      ]),
    ).toEqual([
      ['system-profiler', `Network;${doc(0x82)};WiFi`, 'Corp', '5 GHz'],
      ['system-profiler', `Network;${doc(0x83)};WiFi`, 'Corp-Guest', '2.4 GHz'],
      ['system-profiler', `Network;${doc(0x81)};WiFi`, 'Corp', '2.4 GHz'],
    ])
  })
})

describe('USB: lsusb, lsusb -v and Windows device paths (ids in hex)', () => {
  const result = readText(fixtureText('lsusb-v.txt'))
  const at = (line: number) => result.devices.find((device) => device.line === line)

  it('lsusb -v: each device with its serial, the product id in decimal', () => {
    expect(
      result.devices.map((device) => [device.line, device.serialId ?? device.missing?.part]),
    ).toEqual([
      [19, '0BDA;00005E005347;33107'],
      [53, 'serial'],
      [70, 'serial'],
      [87, '0BDA;000001;21521'],
    ])
    expect(at(19)).toMatchObject({ source: 'lsusb', kind: 'usb', warnings: [] })
    expect(codes(at(87))).toEqual(['placeholder'])
  })

  it('lsusb -v: a device without a serial (iSerial 0) says it has none; an unread string says how to read it', () => {
    expect(at(53)?.missing?.message).toMatch(/reports no USB serial \(iSerial 0\)/)
    expect(at(70)?.missing?.message).toMatch(/sudo lsusb -v -d 413c:b06e/)
  })

  it('root hubs (1d6b, the Linux Foundation) are left out, each with a notice saying why', () => {
    expect(result.notices).toEqual([
      {
        source: 'lsusb',
        line: 2,
        code: 'left-out',
        id: 'serialId.notice.left-out',
        values: { name: 'Bus 002 Device 001 (1d6b:0003)', reason: 'rootHub' },
        message: expect.stringMatching(/^Bus 002 Device 001 \(1d6b:0003\) is left out: a root hub/),
        leftOut: {
          name: 'Bus 002 Device 001 (1d6b:0003)',
          reason: expect.stringContaining('root hub'),
          code: 'rootHub',
        },
      },
      expect.objectContaining({
        line: 36,
        leftOut: expect.objectContaining({ name: 'Bus 001 Device 001 (1d6b:0002)' }),
      }),
    ])
    expect(result.devices.map((device) => device.parts['vendor'])).not.toContain('0x1d6b')
  })

  it('a root hub by its description, whatever its vendor', () => {
    const text = 'Bus 003 Device 001: ID 05e3:0610 Genesys Logic, Inc. 2.0 root hub'
    expect(readText(text)).toMatchObject({ devices: [], notices: [{ leftOut: expect.anything() }] })
  })

  it('plain lsusb: each device with its hex ids read as hex, and how to get the serial', () => {
    const text = [
      'Bus 002 Device 001: ID 1d6b:0003 Linux Foundation 3.0 root hub',
      'Bus 001 Device 007: ID 413c:b06e Dell Computer Corp. Dell dock',
      'Bus 001 Device 008: ID 0bda:8153 Realtek Semiconductor Corp. RTL8153 Gigabit Ethernet Adapter',
    ].join('\n')
    const devices = readText(text).devices
    expect(devices.map((device) => [device.parts, device.info])).toEqual([
      [{ vendor: '0x413c', product: '0xb06e' }, 'Dell Computer Corp. Dell dock'],
      [
        { vendor: '0x0bda', product: '0x8153' },
        'Realtek Semiconductor Corp. RTL8153 Gigabit Ethernet Adapter',
      ],
    ])
    expect(devices[0]?.missing?.message).toContain('lsusb -v -d 413c:b06e')
  })

  it.each([
    ['USB\\VID_17EF&PID_A359\\5E0053A359', '17EF;5E0053A359;41817'],
    ['USB\\VID_0BDA&PID_8153\\00005E005348', '0BDA;00005E005348;33107'],
    [
      '  Device Instance Path: USB\\VID_064E&PID_9700\\ZZ-5E0053-REV01',
      '064E;ZZ-5E0053-REV01;38656',
    ],
    [
      '\\\\?\\USB#VID_0781&PID_5151#5E0053000001#{a5dcbf10-6530-11d2-901f-00c04fb951ed}',
      '0781;5E0053000001;20817',
    ],
  ])('Windows path %s → %s', (path, serialId) => {
    expect(readText(path).devices).toEqual([
      expect.objectContaining({ source: 'windows-device-path', serialId }),
    ])
  })

  it.each([
    ['USB\\VID_04CA&PID_7058\\5&2AFD7BB9&0&8', /made up by Windows from the port/],
    ['USB\\VID_17EF&PID_61EB&MI_00\\7&2f8b1c3d&0&0000', undefined],
  ])('Windows path %s has no serial', (path, reason) => {
    const devices = readText(path).devices
    if (reason === undefined) expect(devices).toEqual([])
    else expect(devices[0]?.missing?.message).toMatch(reason)
  })
})

describe('Monitors: WmiMonitorID, DISPLAY paths and EDID hex dumps', () => {
  const codesOf = (text: string, length: number) =>
    [...text]
      .map((ch) => ch.charCodeAt(0))
      .concat(Array(length - text.length).fill(0))
      .join(', ')

  it('WmiMonitorID as PowerShell prints it by default: arrays cut after 4, so the serial is missing', () => {
    const text = [
      'Active                 : True',
      'InstanceName           : DISPLAY\\ZZT2701\\5&1a2b3c4&0&UID4352_0',
      'ManufacturerName       : {90, 90, 84, 0...}',
      'ProductCodeID          : {50, 55, 48, 49...}',
      'SerialNumberID         : {90, 90, 84, 53...}',
      'UserFriendlyName       : {90, 90, 84, 32...}',
      'WeekOfManufacture      : 12',
      'YearOfManufacture      : 2024',
    ].join('\r\n')
    const [device] = readText(text).devices
    expect([device?.parts, device?.missing?.part]).toEqual([
      { vendor: 'ZZT', productCode: '0x2701' },
      'serial',
    ])
    expect(device?.missing?.message).toContain('$FormatEnumerationLimit')
  })

  it('WmiMonitorID with whole arrays (wrapped as the console wraps them) gives the id', () => {
    const text = [
      'InstanceName           : DISPLAY\\ZZT2701\\5&1a2b3c4&0&UID4352_0',
      `ManufacturerName       : {${codesOf('ZZT', 16)}}`,
      `ProductCodeID          : {${codesOf('2701', 16)}}`,
      `SerialNumberID         : {${codesOf('ZZT5E0053001', 16)}}`.replace(
        ', 0, 0',
        ',\n                         0, 0',
      ),
      `UserFriendlyName       : {${codesOf('ZZT 27 Office', 13)}}`,
    ].join('\n')
    expect(readText(text).devices.map(brief)).toEqual([
      {
        line: 1,
        source: 'wmi-monitor-id',
        serialId: 'ZZT;ZZT5E0053001;2701',
        name: undefined,
        info: 'ZZT 27 Office',
      },
    ])
  })

  it.each([
    [
      'a DISPLAY device instance path',
      'DISPLAY\\DEL409A\\5&2e2f0b3&0&UID4352',
      { vendor: 'DEL', productCode: '0x409A' },
    ],
    [
      'a monitor interface path',
      '\\\\?\\DISPLAY#ZZT2701#5&1a2b3c4&0&UID4352#{e6f07b5f-ee97-4a90-b076-33f57bf4eaa7}',
      { vendor: 'ZZT', productCode: '0x2701' },
    ],
  ])('%s names the model, and where to find the serial', (_case, text, parts) => {
    const [device] = readText(text).devices
    expect(device).toMatchObject({ kind: 'monitor', serialId: undefined, parts })
    expect(device?.missing?.message).toMatch(/WmiMonitorID.*EDID/)
  })

  it.each([
    [
      'a serial text with a leading space',
      { vendor: 'ZZT', productCode: 0x082c, serialText: ' ZZ  5E0053' },
      'ZZT; ZZ  5E0053;082C',
    ],
    [
      'a 256-byte EDID with a CTA block',
      { vendor: 'ZZU', productCode: 0xa17d, serialText: '#ZZ5E0053xyz', extensions: [{}] },
      'ZZU;#ZZ5E0053xyz;A17D',
    ],
  ])(
    'an EDID with %s as xrandr --verbose, regedit, reg query, xxd and hexdump -C print it',
    (_case, spec, serialId) => {
      const bytes = makeEdid(spec)
      const hex = hexRows(bytes, 1).flat()
      const rows = (size: number) => hexRows(bytes, size)
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
        xrandr: xrandrPrint(bytes),
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
      const expected = readDevices(bytes).devices[0]?.serialId
      expect(expected).toBe(serialId)
      for (const [tool, text] of Object.entries(prints)) {
        const { devices } = readText(text)
        expect({ tool, ids: devices.map((device) => device.serialId) }).toEqual({
          tool,
          ids: [expected],
        })
      }
    },
  )

  it('ioreg: each IODisplayEDID by the EDID rule; the placeholder serial 0x01010101 warned', () => {
    const devices = devicesOf('ioreg-displays.txt')
    expect(devices.map((d) => [d.source, d.line, d.serialId, d.info, codes(d)])).toEqual([
      ['ioreg', 3, 'ZZT;ZZT5E0053001;2701', 'ZZT 27 Office', []],
      ['ioreg', 9, 'ZZT;16843009;0001', 'ZZT TV', ['placeholder']],
    ])
  })
})

describe('Network adapters and gateways: ip link, ipconfig /all, getmac, networksetup, arp', () => {
  it('ip link: adapters named by interface, wl* as WLAN; the address in use and the own one offered', () => {
    const [ethernet, wlan] = devicesOf('ip-link.txt')
    expect(ethernet).toMatchObject({
      serialId: 'Ethernet;00:00:5e:00:53:41;NIC',
      info: 'enp0s31f6',
    })
    expect(wlan?.serialId).toBeUndefined()
    expect(wlan?.candidates.map((candidate) => [candidate.serialId, candidate.label])).toEqual([
      ['WLAN;3a:1b:2c:3d:4e:5f;NIC', expect.stringContaining('in use now')],
      ['WLAN;00:00:5e:00:53:42;NIC', expect.stringContaining('permaddr')],
    ])
    expect(codes(wlan)).toEqual(['mac-local'])
  })

  it('ip link: VMware and Bluetooth PAN interfaces are listed with the virtual-adapter warning', () => {
    const devices = devicesOf('ip-link.txt').slice(2)
    expect(devices.map((device) => [device.info, codes(device)])).toEqual([
      ['vmnet8', ['virtual-adapter']],
      ['bnep0', ['virtual-adapter']],
    ])
    expect(devices[0]?.warnings[0]?.message).toMatch(
      /“vmnet8” is a virtual adapter that VMware adds/,
    )
    expect(devices[1]?.warnings[0]?.message).toMatch(/“bnep0” is a network link over Bluetooth/)
  })

  it('ip link: bridges, veth pairs and VLANs are left out, each named with the reason', () => {
    expect(readText(fixtureText('ip-link.txt')).notices.map((notice) => notice.leftOut)).toEqual([
      { name: 'docker0', reason: 'a bridge joins other interfaces', code: 'bridge' },
      {
        name: 'veth1a2b3c4',
        reason: 'one end of a virtual Ethernet pair (containers)',
        code: 'vethPair',
      },
      { name: 'virbr0', reason: 'a bridge joins other interfaces', code: 'bridge' },
      { name: 'enp0s31f6.100', reason: 'a VLAN on another adapter', code: 'vlan' },
    ])
  })

  it('ipconfig /all: each physical address, Ethernet or WLAN by its heading, the description as info', () => {
    expect(
      devicesOf('ipconfig-all.txt').map((device) => [device.line, device.serialId, device.info]),
    ).toEqual([
      [15, 'Ethernet;00:00:5e:00:53:51;NIC', 'Intel(R) Ethernet Connection (17) I219-LM'],
      [27, 'WLAN;02:00:5e:00:53:52;NIC', 'Microsoft Wi-Fi Direct Virtual Adapter'],
      [35, 'WLAN;00:00:5e:00:53:52;NIC', 'Intel(R) Wi-Fi 6E AX211 160MHz'],
      [46, 'Ethernet;00:50:56:c0:00:08;NIC', 'VMware Virtual Ethernet Adapter for VMnet8'],
      [57, 'Ethernet;0a:00:27:00:00:0b;NIC', 'VirtualBox Host-Only Ethernet Adapter'],
      [65, 'Ethernet;00:15:5d:00:53:0c;NIC', 'Hyper-V Virtual Ethernet Adapter'],
      [74, 'Ethernet;00:00:5e:00:53:5d;NIC', 'Bluetooth Device (Personal Area Network)'],
    ])
  })

  it('ipconfig /all: Wi-Fi Direct, VMware, VirtualBox, Hyper-V and Bluetooth PAN warned; the real adapters not', () => {
    const warned = devicesOf('ipconfig-all.txt').map((device) => [
      device.info,
      device.warnings.find((warning) => warning.code === 'virtual-adapter')?.message,
    ])
    expect(warned).toEqual([
      ['Intel(R) Ethernet Connection (17) I219-LM', undefined],
      [
        'Microsoft Wi-Fi Direct Virtual Adapter',
        expect.stringMatching(/Wi-Fi Direct's virtual adapter.*Register the Wi-Fi adapter instead/),
      ],
      ['Intel(R) Wi-Fi 6E AX211 160MHz', undefined],
      [
        'VMware Virtual Ethernet Adapter for VMnet8',
        expect.stringMatching(
          /^“VMware Network Adapter VMnet8” \(VMware Virtual Ethernet Adapter for VMnet8\) is a virtual adapter that VMware adds/,
        ),
      ],
      [
        'VirtualBox Host-Only Ethernet Adapter',
        expect.stringMatching(/virtual adapter that VirtualBox adds/),
      ],
      [
        'Hyper-V Virtual Ethernet Adapter',
        expect.stringMatching(/virtual adapter that Hyper-V adds/),
      ],
      [
        'Bluetooth Device (Personal Area Network)',
        expect.stringMatching(/network link over Bluetooth \(PAN\)/),
      ],
    ])
  })

  it('ipconfig /all in German: a Drahtlos-LAN-Adapter is WLAN', () => {
    const text = [
      'Drahtlos-LAN-Adapter WLAN:',
      '',
      '   Verbindungsspezifisches DNS-Suffix:',
      '   Beschreibung. . . . . . . . . . . : Intel(R) Wi-Fi 6E AX211 160MHz',
      '   Physische Adresse . . . . . . . . : 00-00-5E-00-53-54',
      '   DHCP aktiviert. . . . . . . . . . : Ja',
    ].join('\r\n')
    expect(readText(text).devices.map((device) => [device.serialId, codes(device)])).toEqual([
      ['WLAN;00:00:5e:00:53:54;NIC', []],
    ])
  })

  it('getmac does not say which adapter is Wi-Fi: both readings, to choose from', () => {
    expect(
      devicesOf('getmac.txt').map((device) =>
        device.candidates.map((candidate) => candidate.serialId),
      ),
    ).toEqual([
      ['Ethernet;00:00:5e:00:53:61;NIC', 'WLAN;00:00:5e:00:53:61;NIC'],
      ['Ethernet;00:00:5e:00:53:62;NIC', 'WLAN;00:00:5e:00:53:62;NIC'],
    ])
  })

  it('getmac /v names the connection: Ethernet and Wi-Fi by name; VMware and Bluetooth warned', () => {
    expect(devicesOf('getmac-v.txt').map((device) => [device.serialId, codes(device)])).toEqual([
      ['Ethernet;00:00:5e:00:53:61;NIC', []],
      ['WLAN;00:00:5e:00:53:62;NIC', []],
      [undefined, ['virtual-adapter']],
      [undefined, ['virtual-adapter']],
    ])
  })

  it('networksetup: Wi-Fi is WLAN, other ports Ethernet; Bluetooth PAN warned; bridges, Thunderbolt and iPhone left out', () => {
    const result = readText(fixtureText('networksetup.txt'))
    expect(result.devices.map((device) => [device.serialId, codes(device)])).toEqual([
      ['WLAN;00:00:5e:00:53:91;NIC', []],
      ['Ethernet;00:00:5e:00:53:71;NIC', []],
      ['Ethernet;00:00:5e:00:53:92;NIC', ['virtual-adapter']],
    ])
    expect(result.notices.map((notice) => notice.leftOut?.name)).toEqual([
      'en1 (Thunderbolt 1)',
      'bridge0 (Thunderbolt Bridge)',
      'en7 (iPhone USB)',
    ])
  })

  it('arp -a (Windows) alone asks which neighbour is the gateway, without broadcast or multicast', () => {
    const text = [
      '',
      'Interface: 192.0.2.15 --- 0x7',
      '  Internet Address      Physical Address      Type',
      '  192.0.2.1             00-00-5e-00-53-01     dynamic',
      '  192.0.2.255           ff-ff-ff-ff-ff-ff     static',
      '  224.0.0.22            01-00-5e-00-00-16     static',
    ].join('\r\n')
    const [device, ...more] = readText(text).devices
    expect(more).toEqual([])
    expect(device).toMatchObject({
      source: 'arp',
      serialId: undefined,
      question: { code: 'gateway-neighbours', values: { command: 'route print & arp -a' } },
      candidates: [
        {
          serialId: 'Network;00:00:5e:00:53:01;Gateway',
          labelCode: 'neighbour',
          label: '192.0.2.1 on 192.0.2.15',
        },
      ],
    })
  })

  it('arp -an on macOS alone: both neighbours to choose from, leading zeros put back', () => {
    const [device] = devicesOf('arp-an.txt')
    expect(device?.candidates.map((candidate) => [candidate.serialId, candidate.label])).toEqual([
      ['Network;00:00:5e:00:53:01;Gateway', '192.0.2.1 on en0'],
      ['Network;00:00:5e:00:53:a7;Gateway', '192.0.2.23 on en0'],
    ])
  })

  it('route -n get default with arp -an: the neighbour the route names, and no other', () => {
    const text = `${fixtureText('route-get-default.txt')}\n${fixtureText('arp-an.txt')}`
    const result = readText(text)
    expect(result.devices.map((device) => [device.serialId, device.info])).toEqual([
      ['Network;00:00:5e:00:53:01;Gateway', '192.0.2.1'],
    ])
    expect(result.notices).toEqual([])
  })
})

describe('reading a paste as a whole', () => {
  it('several tools in one paste: every device, in the order of the lines', () => {
    const text = [
      fixtureText('lsusb-v.txt'),
      fixtureText('netsh-networks-win10.txt'),
      fixtureText('ip-link.txt'),
    ].join('\n')
    const { devices } = readText(text)
    expect(devices.map((device) => device.source)).toEqual([
      ...Array<string>(4).fill('lsusb'),
      ...Array<string>(3).fill('netsh'),
      ...Array<string>(4).fill('ip-link'),
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
    const text = fixtureText('netsh-networks-win10.txt')
    const utf16 = new Uint8Array(
      [...text].flatMap((ch) => [ch.charCodeAt(0) & 255, ch.charCodeAt(0) >> 8]),
    )
    const bytes = {
      'utf-16le-bom': new Uint8Array([0xff, 0xfe, ...utf16]),
      'utf-16le': utf16,
      'utf-8-bom': new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]),
    }[encoding]
    expect(readDevices(bytes ?? new Uint8Array()).devices.map((device) => device.name)).toEqual([
      'Office',
      'Office-5G',
      'Printers',
    ])
  })

  it('reads text in a Windows code page, and says that names may be wrong', () => {
    const text = fixtureText('netsh-networks-de.txt')
    // cmd redirects in the console code page: here "Büro" as Latin-1 bytes.
    const bytes = new Uint8Array([...text].map((ch) => ch.charCodeAt(0) & 255))
    const result = readDevices(bytes)
    expect(result.devices.map((device) => device.name)).toEqual([
      'Büro',
      'Büro',
      'Büro',
      'Büro-Gäste',
    ])
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
    const other = fixtureText('netsh-networks-en.txt')
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
