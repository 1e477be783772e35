import { describe, expect, it } from 'vitest'
import { layouts, suggest, validate, validateLayout } from '#shared/serial-id/index.ts'
import type { TypeRef } from '#shared/serial-id/index.ts'
import type { DeviceTypeName } from '#shared/api/common.ts'

function invalid(type: TypeRef, serialId: string) {
  const result = validate(type, serialId)
  if (result.ok) throw new Error(`expected ${JSON.stringify(serialId)} to be invalid`)
  return result
}

describe('validate accepts ids exactly in the sensor layout, with warnings where due', () => {
  it.each<[DeviceTypeName, string, string[]]>([
    ['monitor', 'DEL;#HLAYMxgwABnI;A17D', []],
    ['monitor', 'PHL;BZ  126103;082C', []],
    ['monitor', 'PHL; BZ  126103;082C', ['spaces']],
    ['monitor', 'ABC;RN0717C428KS ;1234', ['spaces']],
    ['monitor', 'GSM;16843009;4EAD', ['placeholder']],
    ['monitor', 'VIZ;FVMKT4807842;0000', []],
    ['usb', '0BDA;001000001;33107', ['placeholder']],
    ['usb', '17EF;3010019E3;41817', []],
    ['usb', '413C;JSHBH23/3134772431471370;45166', []],
    ['usb', '0BDA;000000000000;0', ['placeholder']],
    ['usb', '0BDA;x;65535', []],
    // in a whole id the layout fixes the base: 8153 is decimal here
    ['usb', '0BDA;F01E341F8303;8153', []],
    ['usb', '0BDA; 001000001;33107', ['spaces', 'placeholder']],
    ['nic', 'Ethernet;00:1a:2b:3c:4d:5e;NIC', []],
    ['nic', 'WLAN;f0:99:bf:0e:86:98;NIC', []],
    ['router', 'Network;3c:84:6a:12:34:56;Gateway', []],
    ['wifi', 'Network;fe:dc:ba:09:87:01;WiFi', []],
  ])('%s %j (warnings: %j)', (kind, serialId, codes) => {
    for (const type of [kind, layouts[kind].deviceType]) {
      const result = validate(type, serialId)
      expect(result.ok && result.warnings.map((warning) => warning.code)).toEqual(codes)
    }
  })
})

describe('validate refuses a whole id whose MAC or serial no device has', () => {
  it.each([
    ['wifi', 'Network;00:00:00:00:00:00;WiFi', 'bssid', 'zero'],
    ['router', 'Network;ff:ff:ff:ff:ff:ff;Gateway', 'mac', 'broadcast'],
    ['nic', 'WLAN;02:00:00:00:00:00;NIC', 'mac', 'androidHidden'],
    ['usb', '1D50;********;24600', 'serial', 'masked'],
  ] as const)(
    '%s %s (%s %s), which the service would still take',
    (kind, serialId, part, reason) => {
      expect(validate(kind, serialId)).toMatchObject({
        ok: false,
        errors: [{ code: 'not-an-id', part, values: { reason } }],
      })
      expect(validateLayout(kind, serialId)).toMatchObject({ ok: true })
    },
  )
})

describe('validate names the wrong part and suggests the same device in the sensor form', () => {
  it.each<[DeviceTypeName, string, string, string | undefined]>([
    ['wifi', 'Network;00-1A-2B-3C-4D-5E;WiFi', 'bssid', 'Network;00:1a:2b:3c:4d:5e;WiFi'],
    ['wifi', 'Network;00:1A:2B:3C:4D:5E;WiFi', 'bssid', 'Network;00:1a:2b:3c:4d:5e;WiFi'],
    ['wifi', 'Network;0:1a:2b:3c:4d:5e;WiFi', 'bssid', 'Network;00:1a:2b:3c:4d:5e;WiFi'],
    ['wifi', 'Network;001a.2b3c.4d5e;WiFi', 'bssid', 'Network;00:1a:2b:3c:4d:5e;WiFi'],
    ['wifi', 'network;00:1a:2b:3c:4d:5e;wifi', 'layout', 'Network;00:1a:2b:3c:4d:5e;WiFi'],
    ['wifi', ' Network;00:1a:2b:3c:4d:5e;WiFi\n', 'layout', 'Network;00:1a:2b:3c:4d:5e;WiFi'],
    ['wifi', '00:1A:2B:3C:4D:5E', 'layout', 'Network;00:1a:2b:3c:4d:5e;WiFi'],
    ['wifi', 'Network;00:1a:2b:3c:4d;WiFi', 'bssid', undefined],
    ['wifi', 'Network;00:1a:2b:3c:4d:5e;Wi-Fi', 'layout', undefined],
    ['wifi', 'Network;00:1a:2b:3c:4d:5e;WiFi;', 'layout', undefined],
    ['wifi', 'Network;;WiFi', 'bssid', undefined],
    ['router', 'Network;3C-84-6A-12-34-56;Gateway', 'mac', 'Network;3c:84:6a:12:34:56;Gateway'],
    ['router', '28:3a:4d:8:b5:c5', 'layout', 'Network;28:3a:4d:08:b5:c5;Gateway'],
    ['router', 'Network;3c:84:6a:12:34:56;gateway', 'layout', 'Network;3c:84:6a:12:34:56;Gateway'],
    ['nic', 'ethernet;00:1a:2b:3c:4d:5e;NIC', 'kind', 'Ethernet;00:1a:2b:3c:4d:5e;NIC'],
    ['nic', 'Wlan;00-1A-2B-3C-4D-5E;nic', 'kind', 'WLAN;00:1a:2b:3c:4d:5e;NIC'],
    ['nic', 'Wifi;00:1a:2b:3c:4d:5e;NIC', 'kind', undefined],
    ['nic', '00:1a:2b:3c:4d:5e', 'layout', undefined],
    ['usb', '0bda;001000001;33107', 'vendor', '0BDA;001000001;33107'],
    ['usb', 'BDA;001000001;33107', 'vendor', '0BDA;001000001;33107'],
    ['usb', '0BDA;001000001;0x8153', 'product', '0BDA;001000001;33107'],
    ['usb', '17EF;3010019E3;a359', 'product', '17EF;3010019E3;41817'],
    ['usb', '0bda;001000001;0x8153', 'vendor', '0BDA;001000001;33107'],
    ['usb', 'USB\\VID_0BDA&PID_8153\\001000001', 'layout', '0BDA;001000001;33107'],
    ['usb', 'USB\\VID_04CA&PID_7058\\5&2AFD7BB9&0&8', 'layout', undefined],
    ['usb', '0BDA;001000001;0626', 'product', undefined],
    ['usb', '0BDA;001000001;65536', 'product', undefined],
    ['usb', '0BDA;001000001;', 'product', undefined],
    ['usb', '0BDA;a;b;33107', 'serial', undefined],
    ['usb', '0BDA;   ;33107', 'serial', undefined],
    ['usb', '0BDA;;33107', 'serial', undefined],
    ['monitor', 'del;#HLAYMxgwABnI;a17d', 'vendor', 'DEL;#HLAYMxgwABnI;A17D'],
    ['monitor', 'DEL;#HLAYMxgwABnI;0xA17D', 'productCode', 'DEL;#HLAYMxgwABnI;A17D'],
    ['monitor', 'DELL;x;A17D', 'vendor', undefined],
    ['monitor', 'DEL;x\ty;A17D', 'serial', undefined],
    ['monitor', 'DEL;x', 'layout', undefined],
  ])('%s %j: part %s, suggestion %j', (kind, serialId, part, suggestion) => {
    const result = invalid(kind, serialId)
    expect(result.errors.map((error) => error.part)).toContain(part)
    expect(result.expectedLayout).toBe(layouts[kind].layout)
    expect(result.suggestion).toBe(suggestion)
    expect(suggest(kind, serialId)).toBe(suggestion)
    for (const error of result.errors) expect(error.message).toMatch(/^[A-Z][^]*[.?]$/)
  })

  it('says the BSSID rule in the words of the issue', () => {
    const [error] = invalid('wifi', 'Network;00-1A-2B-3C-4D-5E;WiFi').errors
    expect(error?.message).toMatch(
      /^The BSSID must be six lowercase hex bytes separated by colons, like 00:1a:2b:3c:4d:5e\. /,
    )
  })

  it('gives both readings of a padded USB product id instead of guessing', () => {
    const result = invalid('usb', '0BDA;001000001;0626')
    expect(result.errors[0]?.message).toContain('as hex it is 1574, as decimal 626')
    expect(result.candidates).toEqual([
      {
        serialId: '0BDA;001000001;1574',
        label: expect.stringMatching(/^hex, as lsusb/),
        labelCode: 'usb-hex',
        labelId: 'serialId.candidate.usb-hex',
        parts: { vendor: '0BDA', serial: '001000001', product: 'dec:1574' },
      },
      {
        serialId: '0BDA;001000001;626',
        label: expect.stringMatching(/^decimal/),
        labelCode: 'usb-decimal',
        labelId: 'serialId.candidate.usb-decimal',
        parts: { vendor: '0BDA', serial: '001000001', product: 'dec:626' },
      },
    ])
  })

  it.each([
    ['monitor', 'sam;HLJZ301656;634', 'SAM;HLJZ301656;0634', 'SAM;HLJZ301656;027A'],
    ['usb', '0bda;x;0825', '0BDA;x;2085', '0BDA;x;825'],
  ] as const)('as %s, %j is ambiguous: %s or %s', (kind, serialId, hex, decimal) => {
    const result = invalid(kind, serialId)
    expect(result.suggestion).toBeUndefined()
    expect(result.candidates?.map((candidate) => candidate.serialId)).toEqual([hex, decimal])
  })

  it('takes a field already in the layout form as the layout says (0634 is hex in a monitor id)', () => {
    expect(invalid('monitor', 'sam;HLJZ301656;0634').suggestion).toBe('SAM;HLJZ301656;0634')
    expect(invalid('monitor', 'DEL;x;41341').suggestion).toBe('DEL;x;A17D')
  })

  it.each<[DeviceTypeName, string, string]>([
    ['usb', '0BDA;001000001;33107 ', 'product'],
    ['nic', 'Ethernet ;00:1a:2b:3c:4d:5e;NIC', 'kind'],
    ['wifi', 'Network; 00:1a:2b:3c:4d:5e;WiFi', 'bssid'],
  ])('%s %j: says the %s has spaces around it and suggests it without', (kind, serialId, part) => {
    const result = invalid(kind, serialId)
    expect(result.errors).toEqual([
      {
        part,
        code: 'part-spaces',
        id: 'serialId.error.part-spaces',
        values: {
          field: expect.any(String),
          value: serialId.split(';').find((v) => v !== v.trim()),
        },
        message: expect.stringMatching(/has spaces around it; remove them\.$/),
      },
    ])
    expect(result.suggestion).toBe(serialId.replaceAll(' ', ''))
  })

  it('names the decimal value of a hex USB product id', () => {
    expect(invalid('usb', '0BDA;001000001;0x8153').errors[0]?.message).toContain('33107')
  })

  it('reports every wrong part of one id, in layout order', () => {
    const result = invalid('monitor', 'del;;a17d')
    expect(result.errors.map((error) => error.part)).toEqual(['vendor', 'serial', 'productCode'])
  })

  it('reports the wrong constant word with its position', () => {
    const [error] = invalid('router', 'Network;3c:84:6a:12:34:56;Router').errors
    expect(error?.message).toContain('third field must be Gateway')
  })

  it.each<[DeviceTypeName, string, string]>([
    ['router', 'Network;00:1a:2b:3c:4d:5e;WiFi', 'Wi-Fi access point (device type 32)'],
    ['wifi', 'Network;00:1a:2b:3c:4d:5e;Gateway', 'Router (default gateway) (device type 16)'],
    ['usb', 'DEL;x;A17D', 'Monitor (device type 2)'],
    ['monitor', 'Ethernet;00:1a:2b:3c:4d:5e;NIC', 'Network adapter (NIC) (device type 8)'],
  ])('as %s, %j is recognised as another device type', (kind, serialId, other) => {
    const result = invalid(kind, serialId)
    expect(result.errors[0]).toEqual({
      part: 'layout',
      code: 'other-kind',
      id: 'serialId.error.other-kind',
      values: { kind, otherKind: expect.any(String), deviceType: expect.any(Number) },
      message: expect.stringContaining(other),
    })
    expect(result.suggestion).toBeUndefined()
  })
})

describe('validate: the whole id', () => {
  it('rejects an empty id with the example of the layout', () => {
    expect(invalid('wifi', '').errors).toEqual([
      {
        part: 'layout',
        code: 'id-empty',
        id: 'serialId.error.id-empty',
        values: { kind: 'wifi', example: 'Network;00:1a:2b:3c:4d:5e;WiFi' },
        message: expect.stringContaining('Network;00:1a:2b:3c:4d:5e;WiFi'),
      },
    ])
  })

  it('rejects an id longer than 256 characters and accepts 256', () => {
    const at = (length: number) =>
      `0BDA;${'a1'.repeat(length).slice(0, length - '0BDA;;1'.length)};1`
    expect(validate('usb', at(256))).toMatchObject({ ok: true })
    expect(invalid('usb', at(257)).errors).toEqual([
      {
        part: 'layout',
        code: 'id-too-long',
        id: 'serialId.error.id-too-long',
        values: { length: 257, max: 256 },
        message: expect.stringContaining('at most 256'),
      },
    ])
  })

  it('counts fields in the layout message', () => {
    expect(invalid('wifi', 'a;b').errors[0]?.message).toContain('it has 2 fields')
  })

  it.each([null, undefined, 42, {}, ['Network;00:1a:2b:3c:4d:5e;WiFi']])(
    'rejects non-text %j without throwing',
    (value) => {
      const result = invalid('wifi', value as unknown as string)
      expect(result.errors).toEqual([
        {
          part: 'layout',
          code: 'id-not-text',
          id: 'serialId.error.id-not-text',
          message: 'The serial id must be text.',
        },
      ])
    },
  )

  it.each([1, 0, 64, 'Wifi', 'gateway', null])(
    'rejects device type %j and lists every layout',
    (type) => {
      const result = invalid(type as TypeRef, 'Network;00:1a:2b:3c:4d:5e;WiFi')
      expect(result.errors[0]?.part).toBe('deviceType')
      for (const layout of Object.values(layouts))
        expect(result.expectedLayout).toContain(layout.layout)
      expect(suggest(type as TypeRef, 'network;00:1a:2b:3c:4d:5e;wifi')).toBeUndefined()
    },
  )

  it('suggests nothing for an id that is already valid', () => {
    expect(suggest('wifi', 'Network;00:1a:2b:3c:4d:5e;WiFi')).toBeUndefined()
  })
})
