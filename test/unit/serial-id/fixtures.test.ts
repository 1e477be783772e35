// Values typed exactly as real tools print them (the samples of ../shared/fixtures, read in place): the
// helper builds the sensor's id, or names every id they can mean; it never picks a wrong one silently.
import { describe, expect, it } from 'vitest'
import { build, suggest, validate, type BuildResult } from '#shared/serial-id/index.ts'
import { sharedFixtures } from '../../support/shared-fixtures.ts'
import { edidManifest, sharedEdid } from './support/fixtures.ts'

const wifi = sharedFixtures('wifi')
const gateway = sharedFixtures('gateway')
const usb = sharedFixtures('usb')

function wifiId(bssid: string): string {
  const result = build('wifi', { bssid })
  if (!result.ok) throw new Error(`${bssid}: ${JSON.stringify(result.errors)}`)
  return result.serialId
}

/** The right id, exactly or among the candidates; never another id. */
function meansExactly(result: BuildResult, right: string): boolean {
  return result.ok
    ? result.serialId === right
    : (result.candidates?.some((candidate) => candidate.serialId === right) ?? false)
}

describe.skipIf(!wifi.present)(
  wifi.title('Wi-Fi scans: every BSSID a scan prints builds a valid id'),
  () => {
    it.each([
      [
        'netsh (Windows 11, en)',
        'wifi-heatmapper__win-netsh-networks-en.txt',
        /BSSID \d+\s*:\s*(.*)$/gm,
      ],
      [
        'netsh (legacy layout)',
        'windows-netsh-networks-legacy-format.txt',
        /BSSID \d+\s*:\s*(.*)$/gm,
      ],
      ['iw scan', 'linux-iw-wlan0-scan.txt', /^BSS (\S+?)\(/gm],
      ['nmcli terse', 'node-wifi__linux_scan_scan-01.log', /:((?:[0-9A-F]{2}\\:){5}[0-9A-F]{2}):/g],
    ])('%s', (_tool, file, pattern) => {
      const raw = [...wifi.text(file).matchAll(pattern)].map((match) => match[1] ?? '')
      expect(raw.length).toBeGreaterThan(2)
      for (const bssid of raw) {
        const serialId = wifiId(bssid)
        expect(serialId).toMatch(/^Network;[0-9a-f]{2}(:[0-9a-f]{2}){5};WiFi$/)
        expect(validate('wifi', serialId).ok).toBe(true)
      }
    })

    it.each([
      [
        'netsh, with its trailing space',
        'wifi-heatmapper__win-netsh-networks-en.txt',
        'BSSID 1                 : fe:dc:ba:09:87:01 \n',
        'fe:dc:ba:09:87:01 ',
        'Network;fe:dc:ba:09:87:01;WiFi',
      ],
      [
        'iw',
        'linux-iw-wlan0-scan.txt',
        'BSS f0:99:bf:0e:86:98(on wlan0)',
        'f0:99:bf:0e:86:98',
        'Network;f0:99:bf:0e:86:98;WiFi',
      ],
      [
        'nmcli terse, uppercase and escaped',
        'node-wifi__linux_scan_scan-01.log',
        'no:Linksys01777:31\\:23\\:03\\:1A\\:9F\\:1C:Infra',
        '31\\:23\\:03\\:1A\\:9F\\:1C',
        'Network;31:23:03:1a:9f:1c;WiFi',
      ],
    ])('%s: the BSSID as printed builds the id', (_tool, file, excerpt, bssid, serialId) => {
      expect(wifi.text(file)).toContain(excerpt)
      expect(excerpt).toContain(bssid)
      expect(wifiId(bssid)).toBe(serialId)
    })
  },
)

describe.skipIf(!gateway.present)(gateway.title('gateways: the MAC forms each OS prints'), () => {
  const samples = gateway.present ? gateway.text('gateway-and-nic-samples.md') : ''

  it.each([
    ['macOS arp drops leading zeros', '28:3a:4d:8:b5:c5', 'Network;28:3a:4d:08:b5:c5;Gateway'],
    ['macOS arp -an', '8:0:37:d7:a:45', 'Network;08:00:37:d7:0a:45;Gateway'],
    ['Linux arp -n', '28:3a:4d:08:b5:c5', 'Network;28:3a:4d:08:b5:c5;Gateway'],
    ['Get-NetNeighbor', '3C-84-6A-12-34-56', 'Network;3c:84:6a:12:34:56;Gateway'],
  ])('%s: %s → %s', (_case, mac, serialId) => {
    expect(samples).toContain(mac)
    expect(build('router', { mac })).toEqual({ ok: true, serialId, warnings: [] })
  })
})

describe('USB: an id typed bare', () => {
  it('the issue’s example: 8153 typed bare is not taken as decimal without a word', () => {
    const result = build('usb', { vendor: '0bda', serial: 'S', product: '8153' })
    expect(result.ok).toBe(false)
    expect(!result.ok && result.candidates?.map((candidate) => candidate.serialId)).toEqual([
      '0BDA;S;33107',
      '0BDA;S;8153',
    ])
  })
})

describe.skipIf(!usb.present)(usb.title('USB: ids typed as lsusb prints them'), () => {
  const samples = usb.present ? usb.text('usb-samples.md') : ''
  const lsusb = [...samples.matchAll(/ID ([0-9a-f]{4}):([0-9a-f]{4})/g)].map(
    ([, vendor = '', product = '']) => ({ vendor, product }),
  )

  it.each([
    ['0bda:8153', 'F01E341F8303', '0BDA;F01E341F8303;33107'],
    ['17ef:a359', '3010019E3', '17EF;3010019E3;41817'],
    ['413c:b06e', 'JSHBH23/3134772431471370', '413C;JSHBH23/3134772431471370;45166'],
  ])('lsusb %s with 0x and serial %s → %s', (id, serial, serialId) => {
    expect(samples).toContain(id)
    const [vendor = '', product = ''] = id.split(':')
    expect(build('usb', { vendor, serial, product: `0x${product}` })).toEqual({
      ok: true,
      serialId,
      warnings: [],
    })
  })

  it('every lsusb id typed bare means its hex id: exactly, or among the two named', () => {
    expect(lsusb.length).toBeGreaterThan(10)
    for (const { vendor, product } of lsusb) {
      const right = `${vendor.toUpperCase()};S;${parseInt(product, 16)}`
      const result = build('usb', { vendor, serial: 'S', product })
      expect({ id: `${vendor}:${product}`, right: meansExactly(result, right) }).toEqual({
        id: `${vendor}:${product}`,
        right: true,
      })
    }
  })

  it.each([
    ['USB\\VID_17EF&PID_A359\\3010019E3', '17EF;3010019E3;41817'],
    ['USB\\VID_0BDA&PID_8153\\001000001', '0BDA;001000001;33107'],
    ['USB\\VID_064E&PID_9700\\HF1019-T838-SN03-REV0101', '064E;HF1019-T838-SN03-REV0101;38656'],
    ['USB\\VID_04CA&PID_7058\\5&2AFD7BB9&0&8', undefined],
    ['USB\\VID_17EF&PID_61EB&MI_00\\7&2f8b1c3d&0&0000', undefined],
  ])('Windows path %s suggests %s', (path, serialId) => {
    expect(samples).toContain(path)
    expect(suggest('usb', path)).toBe(serialId)
  })
})

describe.skipIf(!sharedEdid.present)(
  sharedEdid.title(
    'EDID: the linuxhw corpus typed as edid-decode prints it (EDID data from linux-hardware.org / linuxhw/EDID)',
  ),
  () => {
    const items = edidManifest()

    it.each(items)(
      '$file: Model $edid_decode.model_decimal (decimal) never builds a wrong id',
      (item) => {
        const { manufacturer, product_code_hex, display_product_serial_string } = item.edid_decode
        const model = String(parseInt(product_code_hex, 16))
        const serial = display_product_serial_string || 'S'
        const right = `${manufacturer};${serial};${product_code_hex}`
        const result = build('monitor', { vendor: manufacturer, serial, productCode: model })
        expect(meansExactly(result, right)).toBe(true)
      },
    )
  },
)

describe('EDID: a serial typed with its spaces', () => {
  it('keeps the leading space of a descriptor (PHL082C’s, typed), and warns with the trimmed form', () => {
    const result = build('monitor', { vendor: 'PHL', serial: ' BZ  126103', productCode: '082C' })
    expect(result).toMatchObject({
      ok: true,
      serialId: 'PHL; BZ  126103;082C',
      warnings: [{ code: 'spaces', replacement: 'BZ  126103' }],
    })
  })
})
