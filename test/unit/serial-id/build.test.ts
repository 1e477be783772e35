import { describe, expect, it } from 'vitest'
import { build } from '#shared/serial-id/index.ts'
import type { TypeRef } from '#shared/serial-id/index.ts'

function built(type: TypeRef, parts: Record<string, string>): string {
  const result = build(type, parts)
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`)
  return result.serialId
}

function errorsOf(type: TypeRef, parts: Record<string, string>) {
  const result = build(type, parts)
  if (result.ok) throw new Error(`expected errors, got ${result.serialId}`)
  return result.errors
}

describe('build: MAC addresses and BSSIDs are lowercase, colon separated, two digits per byte', () => {
  it.each([
    ['colon, lowercase', '00:1a:2b:3c:4d:5e', '00:1a:2b:3c:4d:5e'],
    ['colon, uppercase', '00:1A:2B:3C:4D:5E', '00:1a:2b:3c:4d:5e'],
    ['dash, uppercase (Windows ipconfig)', '00-1A-2B-3C-4D-5E', '00:1a:2b:3c:4d:5e'],
    ['dash, lowercase (Windows arp -a)', '00-1a-2b-3c-4d-5e', '00:1a:2b:3c:4d:5e'],
    ['Cisco dotted', '001a.2b3c.4d5e', '00:1a:2b:3c:4d:5e'],
    ['Cisco dotted, uppercase', '001A.2B3C.4D5E', '00:1a:2b:3c:4d:5e'],
    ['no separators (PermanentAddress)', '001A2B3C4D5E', '00:1a:2b:3c:4d:5e'],
    ['single-digit last byte', '1a:2b:3c:4d:5e:f', '1a:2b:3c:4d:5e:0f'],
    ['single-digit bytes (macOS arp)', '8:0:37:d7:a:45', '08:00:37:d7:0a:45'],
    ['single-digit bytes with dashes', '1-2-3-4-5-6', '01:02:03:04:05:06'],
    [
      'surrounding spaces (netsh prints a trailing one)',
      ' fe:dc:ba:09:87:01 ',
      'fe:dc:ba:09:87:01',
    ],
    ['nmcli terse escapes', 'FE\\:DC\\:BA\\:09\\:87\\:01', 'fe:dc:ba:09:87:01'],
  ])('wifi %s: %j → Network;%s;WiFi', (_case, bssid, canonical) => {
    expect(built('wifi', { bssid })).toBe(`Network;${canonical};WiFi`)
  })

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['five bytes', '00:1a:2b:3c:4d'],
    ['seven bytes', '00:1a:2b:3c:4d:5e:6f'],
    ['a non-hex digit', '00:1a:2b:3c:4d:5g'],
    ['a 0x prefix', '0x001a2b3c4d5e'],
    ['mixed separators', '00:1a-2b:3c:4d:5e'],
    ['a three-digit byte', '001:a2:b3:c4:d5:e6'],
    ['an empty byte', '00::1a:2b:3c:4d'],
    ['eleven digits', '001a2b3c4d5'],
    ['a short dotted group', '001a.2b3c.4d5'],
    ['space separators', '00 1a 2b 3c 4d 5e'],
    ['an IP address', '192.168.1.1'],
  ])('wifi rejects a BSSID with %s (%j), naming the part', (_case, bssid) => {
    const errors = errorsOf('wifi', { bssid })
    expect(errors).toHaveLength(1)
    expect(errors[0]?.part).toBe('bssid')
    expect(errors[0]?.message).toMatch(/^The BSSID .*00:1a:2b:3c:4d:5e/)
  })

  it.each([
    ['Get-NetNeighbor', '3C-84-6A-12-34-56', 'Network;3c:84:6a:12:34:56;Gateway'],
    ['macOS arp', '28:3a:4d:8:b5:c5', 'Network;28:3a:4d:08:b5:c5;Gateway'],
    ['Cisco', '3c84.6a12.3456', 'Network;3c:84:6a:12:34:56;Gateway'],
  ])('router from %s: %j → %s', (_source, mac, serialId) => {
    expect(built('router', { mac })).toBe(serialId)
  })

  it('router names the mac part when it is wrong', () => {
    expect(errorsOf(16, { mac: 'not a mac' }).map((error) => error.part)).toEqual(['mac'])
  })
})

describe('build: NIC kind is Ethernet or WLAN', () => {
  it.each([
    ['ethernet', 'Ethernet'],
    ['ETHERNET', 'Ethernet'],
    ['Ethernet', 'Ethernet'],
    ['wlan', 'WLAN'],
    ['Wlan', 'WLAN'],
    [' wlan ', 'WLAN'],
  ])('kind %j → %s', (kind, canonical) => {
    expect(built('nic', { kind, mac: '00-1A-2B-3C-4D-5E' })).toBe(
      `${canonical};00:1a:2b:3c:4d:5e;NIC`,
    )
  })

  it.each(['wifi', 'eth', '', 'Ethernet0', '__proto__', 'constructor', 'toString'])(
    'rejects kind %j',
    (kind) => {
      const errors = errorsOf('nic', { kind, mac: '00:1a:2b:3c:4d:5e' })
      expect(errors.map((error) => error.part)).toEqual(['kind'])
      expect(errors[0]?.message).toContain('Ethernet or WLAN')
    },
  )
})

describe('build: USB vendor id is four uppercase hex digits', () => {
  it.each([
    ['0bda', '0BDA'],
    ['0BDA', '0BDA'],
    ['0x0bda', '0BDA'],
    ['0XBDA', '0BDA'],
    ['bda', '0BDA'],
    ['1', '0001'],
    ['17ef', '17EF'],
    [' 413c ', '413C'],
    ['dec:3034', '0BDA'],
    ['32902', '8086'],
  ])('vendor %j → %s', (vendor, canonical) => {
    expect(built('usb', { vendor, serial: 'S1', product: '1' })).toBe(`${canonical};S1;1`)
  })

  it.each(['', '0x', '65536', 'xyz1', '0bda:8153', 'VID_0BDA', '-1'])(
    'rejects vendor %j',
    (vendor) => {
      const errors = errorsOf('usb', { vendor, serial: 'S1', product: '1' })
      expect(errors.map((error) => error.part)).toEqual(['vendor'])
      expect(errors[0]?.message).toContain('four uppercase hex digits')
    },
  )
})

describe('build: USB product id in the id is decimal; 0x means hex, dec: decimal, hex letters hex', () => {
  it.each([
    ['33107', '33107'],
    ['dec:8153', '8153'],
    ['DEC:8153', '8153'],
    ['0x8153', '33107'],
    ['0X8153', '33107'],
    ['0xa359', '41817'],
    ['0xB06E', '45166'],
    ['0', '0'],
    ['0x0', '0'],
    ['dec:0042', '42'],
    ['0009', '9'],
    ['65535', '65535'],
    ['0xffff', '65535'],
    [' 33107 ', '33107'],
    ['a359', '41817'],
    ['b06e', '45166'],
    ['1e3', '483'],
  ])('product %j → %s', (product, canonical) => {
    expect(built('usb', { vendor: '0bda', serial: 'S1', product })).toBe(`0BDA;S1;${canonical}`)
  })

  it.each([
    ['65536', /larger than 65535/],
    ['0x10000', /larger than 65535/],
    ['dec:70000', /larger than 65535/],
    ['99999999999999999999', /larger than 65535/],
    ['-1', /not a number/],
    ['1.5', /not a number/],
    ['12,5', /not a number/],
    ['', /empty/],
  ])('rejects product %j with a reason', (product, reason) => {
    const errors = errorsOf('usb', { vendor: '0bda', serial: 'S1', product })
    expect(errors.map((error) => error.part)).toEqual(['product'])
    expect(errors[0]?.message).toMatch(reason)
  })
})

describe('build: EDID vendor and product code', () => {
  it.each([
    ['del', 'a17d', 'DEL;S;A17D'],
    ['Del', '0xa17d', 'DEL;S;A17D'],
    ['GSM', '4b7', 'GSM;S;04B7'],
    ['viz', '0', 'VIZ;S;0000'],
    [' sam ', '0X0C39', 'SAM;S;0C39'],
    ['sam', 'dec:3604', 'SAM;S;0E14'],
    ['del', '41341', 'DEL;S;A17D'],
  ])('vendor %j, product code %j → %s', (vendor, productCode, serialId) => {
    expect(built('monitor', { vendor, serial: 'S', productCode })).toBe(serialId)
  })

  it.each(['DE', 'DELL', 'D3L', '', 'ÄBC', 'D L'])('rejects EDID vendor %j', (vendor) => {
    const errors = errorsOf('monitor', { vendor, serial: 'S', productCode: 'A17D' })
    expect(errors.map((error) => error.part)).toEqual(['vendor'])
    expect(errors[0]?.message).toContain('three uppercase letters')
  })

  it.each(['65536', 'g17d', '', '0x', 'A1 7D'])('rejects EDID product code %j', (productCode) => {
    const errors = errorsOf('monitor', { vendor: 'DEL', serial: 'S', productCode })
    expect(errors.map((error) => error.part)).toEqual(['productCode'])
    expect(errors[0]?.message).toContain('four uppercase hex digits')
  })
})

describe('build: serial parts are kept literally', () => {
  it.each([
    '001000001',
    '#HLAYMxgwABnI',
    'HF1019-T838-SN03-REV0101',
    'JSHBH23/3134772431471370',
    'BZ  126103',
    'lower case',
    'Serial_Number',
    'ÄÖÜ-ß-日本',
    '0',
  ])('usb and monitor keep %j as it is', (serial) => {
    expect(built('usb', { vendor: '0bda', serial, product: '33107' })).toBe(`0BDA;${serial};33107`)
    expect(built('monitor', { vendor: 'DEL', serial, productCode: 'A17D' })).toBe(
      `DEL;${serial};A17D`,
    )
  })

  it.each([
    ['empty', '', /empty/],
    ['a semicolon', 'a;b', /semicolon/],
    ['a tab', 'a\tb', /control character .* position 2/],
    ['a line break', 'ab\n', /control character/],
    ['a NUL', 'FVMKT4807842\u0000', /control character/],
    ['a C1 control', '\u0085x', /control character/],
    ['DEL (0x7f)', 'x\u007f', /control character/],
    ['only spaces', '   ', /only spaces/],
  ])('rejects a serial with %s', (_case, serial, reason) => {
    for (const [type, parts] of [
      ['usb', { vendor: '0bda', serial, product: '33107' }],
      ['monitor', { vendor: 'DEL', serial, productCode: 'A17D' }],
    ] as const) {
      const errors = errorsOf(type, parts)
      expect(errors.map((error) => error.part)).toEqual(['serial'])
      expect(errors[0]?.message).toMatch(reason)
    }
  })

  it('accepts a serial that makes the id exactly 256 characters and rejects one more', () => {
    const fits = 'a1'.repeat(128).slice(0, 256 - '0BDA;;1'.length)
    expect(built('usb', { vendor: '0bda', serial: fits, product: '1' })).toHaveLength(256)
    const errors = errorsOf('usb', { vendor: '0bda', serial: `${fits}x`, product: '1' })
    expect(errors.map((error) => error.part)).toEqual(['serial'])
    expect(errors[0]?.message).toMatch(/at most 249\b.*256/)
  })

  it('counts the monitor fields against the same limit', () => {
    const fits = 'a1'.repeat(128).slice(0, 256 - 'DEL;;A17D'.length)
    expect(built('monitor', { vendor: 'del', serial: fits, productCode: 'a17d' })).toHaveLength(256)
    expect(build('monitor', { vendor: 'del', serial: `${fits}x`, productCode: 'a17d' }).ok).toBe(
      false,
    )
  })
})

describe('build: no silent base guess (an all-digit id of up to 4 digits reads two ways)', () => {
  it.each([
    [
      'usb',
      { vendor: '0bda', serial: 'S', product: '8153' },
      'product',
      [
        ['0BDA;S;33107', /^hex, as lsusb/, { product: '0x8153' }],
        ['0BDA;S;8153', /^decimal, as macOS ioreg/, { product: 'dec:8153' }],
      ],
    ],
    [
      'usb',
      { vendor: '0bda', serial: 'S', product: '0825' },
      'product',
      [
        ['0BDA;S;2085', /^hex/, { product: '0x0825' }],
        ['0BDA;S;825', /^decimal/, { product: 'dec:825' }],
      ],
    ],
    [
      'monitor',
      { vendor: 'SAM', serial: 'S', productCode: '3604' },
      'productCode',
      [
        ['SAM;S;3604', /^hex, as Windows/, { productCode: '0x3604' }],
        ['SAM;S;0E14', /^decimal, as edid-decode/, { productCode: 'dec:3604' }],
      ],
    ],
    [
      'usb',
      { vendor: '8086', serial: 'S', product: '1234' },
      'vendor',
      [
        ['8086;S;4660', /^hex/, { vendor: '0x8086', product: '0x1234' }],
        ['1F96;S;1234', /^decimal/, { vendor: 'dec:8086', product: 'dec:1234' }],
      ],
    ],
  ] as const)('%s %j names both ids', (kind, parts, part, expected) => {
    const result = build(kind, parts)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.map((error) => error.part)).toContain(part)
    expect(result.errors[0]?.message).toMatch(
      /reads two ways.*Write 0x.* for hex or dec:.* for decimal/,
    )
    expect(result.candidates).toEqual(
      expected.map(([serialId, label, written]) => ({
        serialId,
        label: expect.stringMatching(label),
        labelCode: expect.stringMatching(/^(usb|edid-product)-(hex|decimal)$/),
        labelId: expect.stringMatching(/^serialId\.candidate\.(usb|edid-product)-(hex|decimal)$/),
        parts: { ...parts, ...written },
      })),
    )
    for (const candidate of result.candidates ?? [])
      expect(build(kind, candidate.parts)).toMatchObject({ ok: true, serialId: candidate.serialId })
  })

  it('offers no ids while another part is wrong, but still says the number reads two ways', () => {
    const result = build('usb', { vendor: 'xyz', serial: 'S', product: '8153' })
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          part: 'vendor',
          code: 'not-a-number',
          id: 'serialId.error.not-a-number',
          values: { field: 'usbVendor', value: 'xyz' },
          message: expect.stringContaining('not a number'),
        },
        {
          part: 'product',
          code: 'two-ways',
          id: 'serialId.error.two-ways',
          values: expect.objectContaining({ field: 'usbProduct', hex: '33107', decimal: '8153' }),
          message: expect.stringContaining('reads two ways'),
        },
      ],
    })
  })

  it.each([
    ['7', '7'],
    ['0009', '9'],
  ])('%j reads the same both ways and is taken', (product, canonical) => {
    expect(built('usb', { vendor: '0bda', serial: 'S', product })).toBe(`0BDA;S;${canonical}`)
  })
})

describe('build: warnings for what a sensor can report', () => {
  it.each([
    [
      'a leading space (PHL EDID)',
      ' BZ  126103',
      'spaces',
      /starts with spaces.*trimmed it would be "BZ {2}126103"/,
    ],
    ['a trailing space', 'RN0717C428KS ', 'spaces', /ends with spaces.*kept.*"RN0717C428KS"/],
    ['a trailing no-break space', 'x\u00a0', 'spaces', /ends with spaces/],
    ['0x01010101', '16843009', 'placeholder', /"16843009" \(0x01010101\) is a placeholder/],
    ['Realtek dock serial', '001000001', 'placeholder', /placeholder/],
    ['zero', '0', 'placeholder', /placeholder/],
    ['one', '000001', 'placeholder', /placeholder/],
    ['the EDID text Serial_Number', 'Serial_Number', 'placeholder', /placeholder/],
    ['n/a', 'n/a', 'placeholder', /placeholder/],
    ['thirteen zeros', '0000000000000', 'placeholder', /placeholder/],
    ['one repeated digit', '1111', 'placeholder', /placeholder/],
    ['one repeated letter', 'FFFFFFFF', 'placeholder', /placeholder/],
    [
      'a number with its hex form',
      '1913659718 (0x72106c46)',
      'pasted-hex',
      /number alone: 1913659718/,
    ],
  ])('keeps a serial with %s and warns', (_case, serial, code, message) => {
    const result = build('monitor', { vendor: 'DEL', serial, productCode: 'A17D' })
    expect(result).toEqual({
      ok: true,
      serialId: `DEL;${serial};A17D`,
      warnings: [
        {
          code,
          id: `serialId.warning.${code}`,
          part: 'serial',
          values: expect.objectContaining({ field: 'edidSerial' }),
          message: expect.stringMatching(message),
          ...(code === 'placeholder' ? {} : { replacement: expect.any(String) }),
        },
      ],
    })
  })

  it('warns on a multicast BSSID (mac-multicast)', () => {
    const result = build('wifi', { bssid: '01:00:5e:00:00:16' })
    expect(result.ok && result.warnings.map((warning) => warning.code)).toEqual(['mac-multicast'])
  })

  // Typed or read, a value no device has is no id (proof.ts): refused with the reason, never kept with a warning.
  it.each([
    ['wifi', { bssid: '00:00:00:00:00:00' }, 'zero', /all zeros/],
    ['wifi', { bssid: 'FF-FF-FF-FF-FF-FF' }, 'broadcast', /broadcast address/],
    ['nic', { kind: 'wlan', mac: '02:00:00:00:00:00' }, 'androidHidden', /Android/],
    ['router', { mac: 'xx:xx:xx:12:34:56' }, 'masked', /masked/],
    ['usb', { vendor: '1d50', serial: '********', product: '24600' }, 'masked', /masked/],
  ] as const)('refuses the %s parts %j as no id (%s)', (kind, parts, reason, message) => {
    expect(build(kind, parts)).toEqual({
      ok: false,
      errors: [
        expect.objectContaining({
          code: 'not-an-id',
          values: expect.objectContaining({ reason }),
          message: expect.stringMatching(message),
        }),
      ],
    })
  })

  it('warns on a locally administered NIC address, not on such a BSSID', () => {
    const nic = build('nic', { kind: 'wlan', mac: '2e:95:f6:a5:e1:0e' })
    expect(nic.ok && nic.warnings.map((warning) => warning.code)).toEqual(['mac-local'])
    expect(build('wifi', { bssid: '2e:95:f6:a5:e1:0e' })).toMatchObject({ ok: true, warnings: [] })
  })

  it.each([
    ['HPE Comware', '001a-2b3c-4d5e'],
    ['HP ProCurve', '001a2b-3c4d5e'],
  ])('accepts the %s MAC form %s', (_vendor, mac) => {
    expect(built('router', { mac })).toBe('Network;00:1a:2b:3c:4d:5e;Gateway')
  })
})

describe('build: types, missing parts and order of errors', () => {
  it.each([
    [2, 'monitor'],
    [4, 'usb'],
    [8, 'nic'],
    [16, 'router'],
    [32, 'wifi'],
  ] as const)('flag %i and name %s build the same id', (flag, name) => {
    const parts = {
      vendor: 'abc',
      serial: 'S',
      productCode: '1',
      product: '1',
      kind: 'wlan',
      mac: '001a2b3c4d5e',
      bssid: '001a2b3c4d5e',
    }
    expect(build(flag, parts)).toEqual(build(name, parts))
    expect(build(flag, parts).ok).toBe(true)
  })

  it.each([1, 0, 3, 64, 'WIFI', 'Wifi', 'ap', null, undefined, {}])(
    'rejects device type %j',
    (type) => {
      const result = build(type as TypeRef, { bssid: '00:1a:2b:3c:4d:5e' })
      expect(result).toEqual({
        ok: false,
        errors: [
          {
            part: 'deviceType',
            code: 'unknown-type',
            id: 'serialId.error.unknown-type',
            message: expect.stringMatching(/^The device type must be one of 2/),
          },
        ],
      })
    },
  )

  it('reports every missing part by its key', () => {
    expect(errorsOf('usb', {}).map((error) => error.part)).toEqual(['vendor', 'serial', 'product'])
    expect(errorsOf('nic', { kind: 'wlan' })).toEqual([
      {
        part: 'mac',
        code: 'required',
        id: 'serialId.error.required',
        values: { field: 'mac' },
        message: 'Fill in the MAC address.',
      },
    ])
  })

  it('reports errors in the order of the layout', () => {
    const errors = errorsOf('monitor', { vendor: 'x', serial: ';', productCode: 'y' })
    expect(errors.map((error) => error.part)).toEqual(['vendor', 'serial', 'productCode'])
  })

  it('ignores keys that are not parts of the layout', () => {
    expect(built('wifi', { bssid: '001a2b3c4d5e', name: 'Office', mac: 'junk' })).toBe(
      'Network;00:1a:2b:3c:4d:5e;WiFi',
    )
  })

  it.each([null, undefined, 'bssid', 42, []])(
    'treats parts %j as all missing, without throwing',
    (parts) => {
      const result = build('wifi', parts as unknown as Record<string, string>)
      expect(result.ok).toBe(false)
    },
  )

  it('rejects a part that is not text', () => {
    const parts = { bssid: 1 } as unknown as Record<string, string>
    expect(errorsOf('wifi', parts)).toEqual([
      {
        part: 'bssid',
        code: 'not-text',
        id: 'serialId.error.not-text',
        values: { field: 'bssid' },
        message: 'The BSSID must be text.',
      },
    ])
  })

  it('treats a part whose getter throws as missing', () => {
    const parts = Object.defineProperty({}, 'bssid', {
      enumerable: true,
      get() {
        throw new Error('boom')
      },
    }) as Record<string, string>
    expect(errorsOf('wifi', parts).map((error) => error.part)).toEqual(['bssid'])
  })

  it('does not read parts from the prototype', () => {
    const parts = Object.create({ bssid: '00:1a:2b:3c:4d:5e' }) as Record<string, string>
    expect(errorsOf('wifi', parts).map((error) => error.part)).toEqual(['bssid'])
  })
})
