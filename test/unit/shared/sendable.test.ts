// One rule of whether a found device can be sent, for register, detect, the survey and the command line.
import { describe, expect, it } from 'vitest'
import { lacking, type SendDraft } from '#shared/sendable.ts'

const dock: SendDraft = { kind: 'usb', serialId: '17EF;A396;1S40AN0135ZVF', name: 'Dock', info: '' }
const ap: SendDraft = {
  kind: 'wifi',
  serialId: 'Network;00:1a:2b:3c:4d:5e;WiFi',
  name: 'Corp',
  info: '5GHz',
}

describe('whether a found device can be sent', () => {
  it.each([
    ['a dock with an id and a name', dock, null],
    ['an access point with its SSID and band', ap, null],
    ['a device whose source leaves a choice of ids', { ...dock, serialId: undefined }, 'id'],
    ['a device whose name is blank', { ...dock, name: '  ' }, 'name'],
    ['a hidden network (no SSID)', { ...ap, name: '' }, 'name'],
    ['an access point without its band', { ...ap, info: ' ' }, 'band'],
    ['a dock without info (only Wi-Fi needs it)', { ...dock, info: '' }, null],
  ] as const)('%s: lacks %s', (_case, draft, expected) => {
    expect(lacking(draft)).toBe(expected)
  })
})
