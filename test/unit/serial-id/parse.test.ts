import { describe, expect, it } from 'vitest'
import { build, parse } from '#shared/serial-id/index.ts'
import type { DeviceTypeName } from '#shared/api/common.ts'

describe('parse names the device type and the parts', () => {
  it.each<[string, DeviceTypeName, number, Record<string, string>]>([
    [
      'DEL;#HLAYMxgwABnI;A17D',
      'monitor',
      2,
      { vendor: 'DEL', serial: '#HLAYMxgwABnI', productCode: 'A17D' },
    ],
    ['0BDA;001000001;33107', 'usb', 4, { vendor: '0BDA', serial: '001000001', product: '33107' }],
    ['Ethernet;00:1a:2b:3c:4d:5e;NIC', 'nic', 8, { kind: 'ethernet', mac: '00:1a:2b:3c:4d:5e' }],
    ['WLAN;00:1a:2b:3c:4d:5e;NIC', 'nic', 8, { kind: 'wlan', mac: '00:1a:2b:3c:4d:5e' }],
    ['Network;3c:84:6a:12:34:56;Gateway', 'router', 16, { mac: '3c:84:6a:12:34:56' }],
    ['Network;fe:dc:ba:09:87:01;WiFi', 'wifi', 32, { bssid: 'fe:dc:ba:09:87:01' }],
    // all digits: the part says it is hex, so that build reads it back the same
    ['ABC;DEF;0123', 'monitor', 2, { vendor: 'ABC', serial: 'DEF', productCode: '0x0123' }],
    ['8086;S;2085', 'usb', 4, { vendor: '0x8086', serial: 'S', product: 'dec:2085' }],
  ])('%j is a %s (%i)', (serialId, kind, deviceType, parts) => {
    expect(parse(serialId)).toEqual({ ok: true, matches: [{ deviceType, kind, parts }] })
  })
})

describe('parse explains an id that follows no layout', () => {
  it.each([
    [
      'network;00:1a:2b:3c:4d:5e;wifi',
      'Did you mean Network;00:1a:2b:3c:4d:5e;WiFi (Wi-Fi access point)?',
    ],
    ['0bda;001000001;0x8153', 'Did you mean 0BDA;001000001;33107 (USB device (docking station))?'],
  ])('%j: %s', (serialId, hint) => {
    expect(parse(serialId)).toEqual({
      ok: false,
      error: { message: expect.stringContaining(hint) },
    })
  })

  it('offers both Wi-Fi and router readings of a bare MAC', () => {
    const result = parse('00-1A-2B-3C-4D-5E')
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.error.message).toContain('Network;00:1a:2b:3c:4d:5e;WiFi')
      expect(result.error.message).toContain('Network;00:1a:2b:3c:4d:5e;Gateway')
    }
  })

  it.each([
    ['hello', /follows none of the layouts: .*Network;<BSSID>;WiFi/],
    ['', /empty/],
    ['x'.repeat(300), /300 characters long; the service accepts at most 256/],
  ])('%j', (serialId, message) => {
    expect(parse(serialId)).toEqual({
      ok: false,
      error: { message: expect.stringMatching(message) },
    })
  })

  it.each([null, undefined, 7, {}])('rejects non-text %j without throwing', (value) => {
    expect(parse(value as unknown as string)).toEqual({
      ok: false,
      error: { message: 'The serial id must be text.' },
    })
  })
})

describe('round trips: parse(build(parts)) gives parts that build the same id', () => {
  it.each<[DeviceTypeName, Record<string, string>]>([
    ['wifi', { bssid: '00-1A-2B-3C-4D-5E' }],
    ['wifi', { bssid: 'fe:dc:ba:9:87:1' }],
    ['router', { mac: '001a.2b3c.4d5e' }],
    ['nic', { kind: 'ETHERNET', mac: '001A2B3C4D5E' }],
    ['nic', { kind: 'wlan', mac: 'F0-99-BF-0E-86-98' }],
    ['usb', { vendor: '0x17ef', serial: '3010019E3', product: '0xA359' }],
    ['usb', { vendor: 'bda', serial: 'a b c', product: '0' }],
    ['monitor', { vendor: 'phl', serial: 'BZ  126103', productCode: '82c' }],
    ['monitor', { vendor: 'GSM', serial: '16843009', productCode: '0x4EAD' }],
  ])('%s %j', (kind, parts) => {
    const first = build(kind, parts)
    expect(first.ok).toBe(true)
    if (!first.ok) return
    const parsed = parse(first.serialId)
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(parsed.matches).toHaveLength(1)
    expect(parsed.matches[0]?.kind).toBe(kind)
    expect(build(kind, parsed.matches[0]?.parts ?? {})).toEqual(first)
  })
})
