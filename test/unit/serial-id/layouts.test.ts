import { describe, expect, it } from 'vitest'
import { build, layouts, validate } from '#shared/serial-id/index.ts'
import { DEVICE_TYPES } from '#shared/api/common.ts'
import type { DeviceTypeName } from '#shared/api/common.ts'

const kinds = Object.keys(DEVICE_TYPES) as DeviceTypeName[]

function partsFrom(kind: DeviceTypeName, field: 'example' | 'placeholder'): Record<string, string> {
  return Object.fromEntries(layouts[kind].parts.map((part) => [part.key, part[field]]))
}

describe('layouts: one table for forms, help texts and errors', () => {
  it('describes exactly the five device types', () => {
    expect(Object.keys(layouts).sort()).toEqual([...kinds].sort())
  })

  it.each(kinds)('%s carries its own flag and name', (kind) => {
    expect(layouts[kind].kind).toBe(kind)
    expect(layouts[kind].deviceType).toBe(DEVICE_TYPES[kind])
  })

  it.each(kinds)('%s: the example is a valid serial id without warnings', (kind) => {
    expect(validate(kind, layouts[kind].example)).toEqual({ ok: true, warnings: [] })
  })

  it.each(kinds)('%s: the part examples build the example', (kind) => {
    expect(build(kind, partsFrom(kind, 'example'))).toEqual({
      ok: true,
      serialId: layouts[kind].example,
      warnings: [],
    })
  })

  it.each(kinds)('%s: the placeholders build a valid id', (kind) => {
    expect(build(kind, partsFrom(kind, 'placeholder')).ok).toBe(true)
  })

  it.each(kinds)('%s: every part has a label and help text', (kind) => {
    for (const part of layouts[kind].parts) {
      expect(part.label).not.toBe('')
      expect(part.help).toMatch(/^[A-Z][^]*\.$/)
    }
  })

  it.each(kinds)('%s: validate shows this layout as the expected one', (kind) => {
    const result = validate(kind, 'nonsense')
    expect(result.ok ? undefined : result.expectedLayout).toBe(layouts[kind].layout)
  })

  it.each<[DeviceTypeName, string]>([
    ['monitor', 'workstation'],
    ['usb', 'workstation'],
    ['nic', 'machine'],
    ['router', 'area'],
    ['wifi', 'area'],
  ])('%s identifies a %s', (kind, identifies) => {
    expect(layouts[kind].identifies).toBe(identifies)
  })

  it('lists the NIC kinds as options that build', () => {
    const options = layouts.nic.parts.find((part) => part.key === 'kind')?.options ?? []
    expect(options.map((option) => option.value)).toEqual(['ethernet', 'wlan'])
    const ids = options.map((option) =>
      build('nic', { kind: option.value, mac: '00:1a:2b:3c:4d:5e' }),
    )
    expect(ids).toEqual([
      { ok: true, serialId: 'Ethernet;00:1a:2b:3c:4d:5e;NIC', warnings: [] },
      { ok: true, serialId: 'WLAN;00:1a:2b:3c:4d:5e;NIC', warnings: [] },
    ])
  })

  it('states the Wi-Fi convention: name is the SSID, info the frequency band', () => {
    expect(layouts.wifi.nameHint).toContain('SSID')
    for (const band of ['2.4 GHz', '5 GHz', '6 GHz']) expect(layouts.wifi.infoHint).toContain(band)
  })

  it('shows the layouts of the spec', () => {
    expect(layouts.wifi.layout).toBe('Network;<BSSID>;WiFi')
    expect(layouts.router.layout).toBe('Network;<MAC of the gateway>;Gateway')
    expect(layouts.nic.layout).toBe('Ethernet;<MAC>;NIC or WLAN;<MAC>;NIC')
  })
})
