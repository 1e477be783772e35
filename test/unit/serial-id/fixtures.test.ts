// Vectors from what real machines print (test/fixtures/serial-id, copied verbatim with attribution).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { build, suggest, validate } from '../../../src/shared/serial-id/index.ts'

function fixture(name: string): string {
  return readFileSync(new URL(`../../fixtures/serial-id/${name}`, import.meta.url), 'utf8')
}

function wifiId(bssid: string): string {
  const result = build('wifi', { bssid })
  if (!result.ok) throw new Error(`${bssid}: ${JSON.stringify(result.errors)}`)
  return result.serialId
}

describe('Wi-Fi scans: every BSSID a scan prints builds a valid id', () => {
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
    const raw = [...fixture(file).matchAll(pattern)].map((match) => match[1] ?? '')
    expect(raw.length).toBeGreaterThan(2)
    for (const bssid of raw) {
      const serialId = wifiId(bssid)
      expect(serialId).toMatch(/^Network;[0-9a-f]{2}(:[0-9a-f]{2}){5};WiFi$/)
      expect(validate('wifi', serialId)).toEqual({ ok: true })
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
    expect(fixture(file)).toContain(excerpt)
    expect(excerpt).toContain(bssid)
    expect(wifiId(bssid)).toBe(serialId)
  })
})

describe('gateways: the MAC forms each OS prints', () => {
  const samples = fixture('gateway-and-nic-samples.md')

  it.each([
    ['macOS arp drops leading zeros', '28:3a:4d:8:b5:c5', 'Network;28:3a:4d:08:b5:c5;Gateway'],
    ['macOS arp -an', '8:0:37:d7:a:45', 'Network;08:00:37:d7:0a:45;Gateway'],
    ['Linux arp -n', '28:3a:4d:08:b5:c5', 'Network;28:3a:4d:08:b5:c5;Gateway'],
    ['Get-NetNeighbor', '3C-84-6A-12-34-56', 'Network;3c:84:6a:12:34:56;Gateway'],
  ])('%s: %s → %s', (_case, mac, serialId) => {
    expect(samples).toContain(mac)
    expect(build('router', { mac })).toEqual({ ok: true, serialId })
  })
})

describe('USB: lsusb ids, Windows device instance paths and the worked examples', () => {
  const samples = fixture('usb-samples.md')

  it.each([
    ['0bda:8153', '001000001', '0BDA;001000001;33107'],
    ['17ef:a359', '3010019E3', '17EF;3010019E3;41817'],
    ['413c:b06e', 'JSHBH23/3134772431471370', '413C;JSHBH23/3134772431471370;45166'],
  ])('lsusb %s with serial %s → %s', (id, serial, serialId) => {
    expect(samples).toContain(id)
    const [vendor = '', product = ''] = id.split(':')
    expect(build('usb', { vendor, serial, product: `0x${product}` })).toEqual({
      ok: true,
      serialId,
    })
  })

  it('builds every lsusb line of the fixture', () => {
    const ids = [...samples.matchAll(/ID ([0-9a-f]{4}):([0-9a-f]{4})/g)]
    expect(ids.length).toBeGreaterThan(5)
    for (const [, vendor = '', product = ''] of ids) {
      const result = build('usb', { vendor, serial: 'S', product: `0x${product}` })
      expect(result).toEqual({
        ok: true,
        serialId: `${vendor.toUpperCase()};S;${parseInt(product, 16)}`,
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

interface ManifestItem {
  file: string
  edid_decode: {
    manufacturer: string
    product_code_hex: string
    display_product_serial_string: string | null
  }
  candidate_serial_ids: {
    from_descriptor_string: string | null
    from_numeric_serial: string | null
  }
  raw_check: { serial_u32: number | null }
}

describe('EDID: the linuxhw corpus (EDID data from linux-hardware.org / linuxhw/EDID)', () => {
  const items = (JSON.parse(fixture('edid-manifest.json')) as { items: ManifestItem[] }).items

  it('holds the 46 monitors', () => {
    expect(items).toHaveLength(46)
  })

  it.each(items.filter((item) => item.candidate_serial_ids.from_descriptor_string !== null))(
    '$file: the trimmed descriptor serial builds $candidate_serial_ids.from_descriptor_string',
    (item) => {
      const serial = (item.edid_decode.display_product_serial_string ?? '').trim()
      const parts = {
        vendor: item.edid_decode.manufacturer.toLowerCase(),
        serial,
        productCode: item.edid_decode.product_code_hex,
      }
      expect(build('monitor', parts)).toEqual({
        ok: true,
        serialId: item.candidate_serial_ids.from_descriptor_string,
      })
    },
  )

  it.each(items.filter((item) => item.candidate_serial_ids.from_numeric_serial !== null))(
    '$file: the numeric serial in decimal builds $candidate_serial_ids.from_numeric_serial',
    (item) => {
      const id = item.candidate_serial_ids.from_numeric_serial ?? ''
      expect(validate('monitor', id)).toEqual({ ok: true })
      const [vendor = '', serial = '', productCode = ''] = id.split(';')
      expect(build('monitor', { vendor, serial, productCode: `0x${productCode}` })).toEqual({
        ok: true,
        serialId: id,
      })
    },
  )

  it('rejects the untrimmed descriptor " BZ  126103" and suggests nothing', () => {
    const result = build('monitor', { vendor: 'PHL', serial: ' BZ  126103', productCode: '082C' })
    expect(result.ok).toBe(false)
    expect(suggest('monitor', 'PHL; BZ  126103;082C')).toBeUndefined()
  })
})
