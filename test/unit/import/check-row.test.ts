import { describe, expect, it } from 'vitest'
import { checkRow } from '#core/import/check-row.ts'
import type { ImportField } from '#shared/ipc/import.ts'
import { HOLDS } from '#core/import/holds.ts'
import { CISCO_BSSID_HINT } from '#core/import/sources/cisco.ts'

type Values = Partial<Record<ImportField, string>>
// Each field read from a column of its own name, as a file in this app's own column names has them.
const context = (values: Values) => ({
  headers: Object.fromEntries(Object.keys(values).map((field) => [field, field])),
  holds: {},
})
const check = (values: Values, choice?: string) => checkRow(2, values, context(values), choice)
const codes = (values: Values) => check(values).findings.map((f) => `${f.level}:${f.code}`)

describe('a row checked with the serial id helper', () => {
  it.each<[string, Values, string]>([
    [
      'a BSSID in Windows form',
      { type: 'wifi', bssid: '00-1A-2B-3C-4D-5E' },
      'Network;00:1a:2b:3c:4d:5e;WiFi',
    ],
    [
      'a Cisco-dotted MAC for a router',
      { type: 'router', mac: '001a.2b3c.4d5e' },
      'Network;00:1a:2b:3c:4d:5e;Gateway',
    ],
    [
      'an HPE MAC for a NIC',
      { type: 'nic', kind: 'wlan', mac: '001a-2b3c-4d5e' },
      'WLAN;00:1a:2b:3c:4d:5e;NIC',
    ],
    [
      'USB ids marked hex',
      { type: 'usb', vendor: '0x0bda', serial: 'F01E341F8303', product: '0x8153' },
      '0BDA;F01E341F8303;33107',
    ],
    [
      'a monitor',
      { type: 'monitor', vendor: 'del', serial: '#HLAYMxgwABnI', productCode: 'a17d' },
      'DEL;#HLAYMxgwABnI;A17D',
    ],
    [
      'a whole serial id',
      { type: '32', serialId: 'Network;00:1a:2b:3c:4d:5e;WiFi' },
      'Network;00:1a:2b:3c:4d:5e;WiFi',
    ],
    [
      'a type word of an inventory',
      { type: 'Docking station', serialId: '413C;X1;45166' },
      '413C;X1;45166',
    ],
    ['no type, a BSSID column', { bssid: '00:1a:2b:3c:4d:5e' }, 'Network;00:1a:2b:3c:4d:5e;WiFi'],
    ['no type, a whole id', { serialId: 'DEL;#HLAYMxgwABnI;A17D' }, 'DEL;#HLAYMxgwABnI;A17D'],
    [
      'a dock serial that looks like a number with an exponent',
      { type: 'usb', vendor: '17EF', serial: '3010019E3', product: '41817' },
      '17EF;3010019E3;41817',
    ],
  ])('builds the id from %s', (_, values, serialId) => {
    const row = check(values)
    expect(row.findings.filter((f) => f.level === 'error')).toEqual([])
    expect(row.serialId).toBe(serialId)
  })

  it('offers the sensor form of a whole id off the layout, but does not take it unasked', () => {
    const row = check({ type: 'wifi', serialId: 'Network;00-1A-2B-3C-4D-5E;WiFi', name: 'Corp' })
    expect(row.serialId).toBeNull()
    expect(row.findings).toEqual([
      expect.objectContaining({
        level: 'error',
        code: 'suggestion',
        fixes: [
          {
            serialId: 'Network;00:1a:2b:3c:4d:5e;WiFi',
            code: 'sensor-form',
            id: 'import.fix.sensor-form',
            message: "the sensor's form",
          },
        ],
      }),
    ])
  })

  it('names both ids of a number that reads two ways, each with where it is printed', () => {
    const row = check({ type: 'usb', vendor: '0BDA', serial: '001000001', product: '8153' })
    expect(row.serialId).toBeNull()
    const [finding] = row.findings
    expect(finding).toMatchObject({ level: 'error', code: 'ambiguous' })
    expect(finding?.fixes).toEqual([
      {
        serialId: '0BDA;001000001;33107',
        code: 'reading',
        values: { candidate: 'usb-hex' },
        message: expect.stringContaining('lsusb'),
      },
      {
        serialId: '0BDA;001000001;8153',
        code: 'reading',
        values: { candidate: 'usb-decimal' },
        message: expect.stringContaining('ioreg'),
      },
    ])
  })

  it('takes a chosen id, checked like any, and says it was chosen', () => {
    const row = check(
      { type: 'usb', vendor: '0BDA', serial: '001000001', product: '8153' },
      '0BDA;001000001;33107',
    )
    expect(row.serialId).toBe('0BDA;001000001;33107')
    expect(row.findings.map((f) => f.code)).toEqual(['chosen', 'placeholder'])
    expect(
      check({ type: 'usb', serialId: 'x' }, 'Network;00:1a:2b:3c:4d:5e;WiFi').serialId,
    ).toBeNull()
  })

  it.each<[string, Values, string[]]>([
    [
      'a 13-digit serial shown as 5,77064E+11',
      { type: 'monitor', vendor: 'IVM', serial: '5,77064E+11', productCode: '46DF' },
      ['error:spreadsheet-number'],
    ],
    [
      'a MAC shown as 1.12233E+11',
      { type: 'wifi', bssid: '1.12233E+11' },
      ['error:spreadsheet-number'],
    ],
    [
      'the vendor 0451 shown as 451',
      { type: 'usb', vendor: '451', serial: 'A', product: '0x8142' },
      ['warning:leading-zeros', 'error:ambiguous'],
    ],
    [
      'the product code 0825 shown as 825',
      { type: 'monitor', vendor: 'SAM', serial: 'A', productCode: '825' },
      ['warning:leading-zeros', 'error:ambiguous'],
    ],
  ])('says on the row what a spreadsheet did: %s', (_, values, expected) => {
    expect(codes(values)).toEqual(expected)
  })

  it('offers a MAC whose leading zeros a spreadsheet dropped with the zeros back, as a choice', () => {
    const row = check({ type: 'wifi', bssid: '1122334455' })
    expect(row.serialId).toBeNull()
    expect(row.findings.find((f) => f.code === 'leading-zeros')?.fixes).toEqual([
      {
        serialId: 'Network;00:11:22:33:44:55;WiFi',
        id: 'import.fix.zeros-back',
        code: 'zeros-back',
        values: { padded: '001122334455' },
        message: 'with the zeros back (001122334455)',
      },
    ])
  })

  it('keeps the spaces of a serial, with the trimmed id as a choice', () => {
    const row = check({
      type: 'monitor',
      vendor: 'PHL',
      serial: ' BZ  126103',
      productCode: '082C',
    })
    expect(row.serialId).toBe('PHL; BZ  126103;082C')
    expect(row.findings).toEqual([
      expect.objectContaining({
        level: 'warning',
        code: 'spaces',
        fixes: [
          {
            serialId: 'PHL;BZ  126103;082C',
            code: 'replacement',
            id: 'import.fix.replacement',
            values: { replacement: 'BZ  126103' },
            message: 'with "BZ  126103"',
          },
        ],
      }),
    ])
  })

  it.each<[string, Values, string]>([
    ['an unknown type word', { type: 'printer', serialId: 'x' }, 'error:type'],
    ['no type and a MAC that fits a router and a NIC', { mac: '00:1a:2b:3c:4d:5e' }, 'error:type'],
    [
      'a multicast BSSID',
      { type: 'wifi', bssid: '01:00:5e:00:00:fb', name: 'Corp' },
      'warning:mac-multicast',
    ],
    ['a Wi-Fi row without SSID', { type: 'wifi', bssid: '00:1a:2b:3c:4d:5e' }, 'warning:wifi-name'],
    [
      'a name over 256 characters',
      { type: 'wifi', bssid: '00:1a:2b:3c:4d:5e', name: 'n'.repeat(257) },
      'error:name-too-long',
    ],
    [
      'a NUL in the name',
      { type: 'wifi', bssid: '00:1a:2b:3c:4d:5e', name: 'Corp\u0000' },
      'error:nul-character',
    ],
    [
      'a NUL in the info',
      { type: 'usb', serialId: '413C;SN1;45166', name: 'Dock', info: '\u0000desk 4' },
      'error:nul-character',
    ],
  ])('says so for %s', (_, values, expected) => {
    expect(codes(values)).toContain(expected)
  })

  it('writes a Wi-Fi band as the sensor reports it, and says so', () => {
    const row = check({ type: 'wifi', bssid: '00:1a:2b:3c:4d:5e', name: 'Corp', info: '5GHz' })
    expect(row.info).toBe('5 GHz')
    expect(row.findings).toEqual([expect.objectContaining({ level: 'note', code: 'band' })])
  })
})

describe('findings that stop silent mistakes', () => {
  it("refuses an access point's MAC as its id, naming the column and what it holds", () => {
    const row = checkRow(
      5,
      { type: 'Access Points', mac: '00:00:5e:00:53:01', name: 'AP-1' },
      { headers: { type: 'Category', mac: 'MAC Address' }, holds: {} },
    )
    expect(row.serialId).toBeNull()
    expect(row.findings).toEqual([
      expect.objectContaining({
        level: 'error',
        code: 'wired-mac',
        message: expect.stringMatching(
          /^Column "MAC Address" holds MAC addresses, and this row is a Wi-Fi access point: "00:00:5e:00:53:01" is its own MAC \(the wired port\), not a BSSID .* map it to bssid\.$/,
        ),
      }),
    ])
  })

  it("refuses a radio's base MAC as a BSSID, saying where the BSSIDs are", () => {
    const row = checkRow(
      5,
      { mac: '0000.5e00.5380' },
      {
        headers: { mac: 'Radio MAC' },
        holds: { mac: HOLDS.apRadio },
        sourceKind: 'wifi',
        bssidHint: CISCO_BSSID_HINT,
      },
    )
    expect(row.findings[0]).toMatchObject({
      code: 'radio-mac',
      message: expect.stringMatching(
        /Column "Radio MAC" holds base radio MAC addresses.*show ap name <AP> wlan/,
      ),
    })
  })

  it('takes a column of MACs mapped to bssid as BSSIDs', () => {
    expect(check({ type: 'wifi', bssid: '00:00:5e:00:53:01', ssid: 'Corp' }).serialId).toBe(
      'Network;00:00:5e:00:53:01;WiFi',
    )
  })

  it('names a Wi-Fi row after its SSID and gives its band as info, over the name and info columns', () => {
    const row = check({
      bssid: '00:00:5e:00:53:01',
      name: 'AP-1',
      ssid: 'Corp',
      info: 'lobby',
      band: '5',
    })
    expect([row.name, row.info, row.findings.map((f) => f.code)]).toEqual([
      'Corp',
      '5 GHz',
      ['band'],
    ])
  })

  it.each([
    [{ band: 'dual' }, 'error:band'],
    [{ info: 'Lobby' }, 'warning:band'],
  ])('says when band text %j is none the sensor reports', (values, code) => {
    expect(codes({ type: 'wifi', bssid: '00:00:5e:00:53:01', ssid: 'Corp', ...values })).toEqual([
      code,
    ])
  })

  it('refuses an SSID longer than 32 bytes (umlauts count twice)', () => {
    expect(codes({ type: 'wifi', bssid: '00:00:5e:00:53:01', ssid: 'Ä'.repeat(17) })).toEqual([
      'error:ssid-too-long',
    ])
    expect(codes({ type: 'wifi', bssid: '00:00:5e:00:53:01', ssid: 'Ä'.repeat(16) })).toEqual([])
  })
})
