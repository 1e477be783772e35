// Ask, never guess (issue 37): type words in French, Spanish, Italian and Dutch, a row whose type is not
// proven refused, options the file has no use for, product ids told apart by their values, a wide
// channel's band, and every line of a file counted once. Files in test/fixtures/import/asks, written
// in the shape the named program saves (see its README).
import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { ImportPlanInput, PreviewRow } from '#shared/ipc/import.ts'
import { readBand } from '#core/import/band.ts'
import { call, testCore } from '../core/support/fixtures.ts'
import { FIXTURES, openFile } from './support.ts'

const ASKS = new URL('asks/', FIXTURES)
const bytes = (name: string) => readFileSync(new URL(name, ASKS))

/** A row as one line: number, action, id, name, info, finding codes. */
const line = (row: PreviewRow) =>
  [
    row.row,
    row.action,
    row.serialId ?? '-',
    JSON.stringify(row.name),
    JSON.stringify(row.info),
    row.findings
      .filter((f) => f.level === 'error')
      .map((f) => f.code)
      .join(' '),
  ]
    .join(' ')
    .trimEnd()

async function preview(
  name: string,
  data: Uint8Array | string,
  more: Partial<ImportPlanInput> = {},
) {
  const core = await testCore()
  const { file, input } = await openFile(core.dispatch, name, data)
  const result = await call(core.dispatch, 'previewImport', { ...input, ...more })
  return { core, file, input, preview: result, lines: result.rows.map(line) }
}

describe('type words of inventories kept in French, Spanish, Italian and Dutch', () => {
  it('reads a French inventory: each type by its word, monitors and docks told apart in one product column', async () => {
    const { lines, file } = await preview(
      'excel-fr-inventaire.csv',
      bytes('excel-fr-inventaire.csv'),
    )
    expect(file.columns.map((c) => c.field)).toEqual([
      'type',
      'mac',
      'bssid',
      'ssid',
      'band',
      'product',
      'serial',
      'location',
      'name',
    ])
    expect(lines).toEqual([
      '2 create Network;f0:9f:c2:00:53:01;Gateway "Passerelle étage 2" ""',
      '3 create Network;00:00:5e:00:53:02;WiFi "Corp" "5 GHz"',
      '4 create DEL;CN0ABC123;D0A6 "Écran bureau 1" ""',
      '5 create 413C;CN0D6RN691533962;45166 "Station bureau 1" ""',
      // A network adapter's MAC without its kind (Ethernet or WLAN): refused, never defaulted.
      expect.stringMatching(/^6 skip - "" "" invalid$/),
      // A printer is no device the sensor reports: refused with its word.
      '7 skip - "Imprimante" "" type',
    ])
  })

  it.each([
    ['excel-es-inventario.csv', '41', '42'],
    ['excel-it-inventario.csv', '21', '22'],
    ['excel-nl-inventaris.csv', '31', '32'],
  ])('reads %s: a gateway, an access point, a monitor without its id', async (name, gw, ap) => {
    const { lines } = await preview(name, bytes(name))
    expect(lines.slice(0, 2)).toEqual([
      `2 create Network;00:00:5e:00:53:${gw};Gateway "" ""`,
      expect.stringMatching(
        new RegExp(`^3 create Network;00:00:5e:00:53:${ap};WiFi "Corp" "(2\\.4|5) GHz"$`),
      ),
    ])
    expect(lines[2]).toMatch(/^4 skip - "" "" invalid$/)
  })

  it('refuses a row whose type is not proven once the type column is left out: a gateway is never sent as an access point', async () => {
    const core = await testCore()
    const { input } = await openFile(core.dispatch, 'fr.csv', bytes('excel-fr-inventaire.csv'))
    const mapping = input.mapping.map((field) => (field === 'type' ? 'ignore' : field))
    const result = await call(core.dispatch, 'previewImport', { ...input, mapping })
    const gateway = result.rows.find((row) => row.row === 2)
    expect(gateway).toMatchObject({ action: 'skip', serialId: null, deviceType: null })
    expect(gateway?.findings.map((f) => [f.code, f.values?.['said']])).toContainEqual([
      'type',
      'unsaid',
    ])
    // What the row proves by itself stays: a BSSID column is Wi-Fi, a PnP id a monitor.
    expect(result.rows.find((row) => row.row === 3)?.serialId).toBe(
      'Network;00:00:5e:00:53:02;WiFi',
    )
    expect(result.rows.find((row) => row.row === 4)?.serialId).toBe('DEL;CN0ABC123;D0A6')
  })
})

describe('options the file has no use for are said, never ignored', () => {
  it('--type where every row says its own type', async () => {
    const { preview: result } = await preview('es.csv', bytes('excel-es-inventario.csv'), {
      defaultType: 'wifi',
    })
    expect(result.unusedOptions).toEqual(['defaultType'])
  })

  it('--ssid for a file that is no survey', async () => {
    const csv = 'bssid,ssid,band,location\n00:00:5e:00:53:51,Corp,5 GHz,berlin-f2\n'
    const { preview: result } = await preview('aps.csv', csv, { ssids: ['Corp'] })
    expect(result.unusedOptions).toEqual(['ssids'])
    expect(result.rows[0]?.action).toBe('create')
  })

  it('neither where they apply: a type for rows without one, networks of a survey', async () => {
    const typed = await preview('macs.csv', 'mac,adapter kind\n00:00:5e:00:53:52,\n', {
      defaultType: 'router',
    })
    expect(typed.preview.unusedOptions).toBeUndefined()
    const survey = await preview(
      'hamina.csv',
      'ssid,macaddress,rssi\nCorp,00:00:5e:00:53:53,-60\n',
      {
        ssids: ['Corp'],
      },
    )
    expect(survey.preview.unusedOptions).toBeUndefined()
  })
})

describe('a band from the centre frequencies of a wide channel', () => {
  it('is the primary channel band where every frequency is in one band, else asked', () => {
    expect(readBand('5180 5200 5220 5240')).toBe('5 GHz')
    expect(readBand('5955,5975')).toBe('6 GHz')
    expect(readBand('2412 5180')).toBeUndefined()
  })
})

describe("every line of a file, counted once in the send's report", () => {
  const sources = new URL('sources/', FIXTURES)
  const files = [
    ...readdirSync(sources)
      .filter((name) => !name.endsWith('.json'))
      .map((name) => ({ name, data: readFileSync(new URL(name, sources)) })),
    ...readdirSync(ASKS).map((name) => ({ name, data: bytes(name) })),
    {
      name: 'titled.csv',
      data: Buffer.from(
        'sep=,\n\nbssid,ssid,band,location\n00:00:5e:00:53:61,Corp,5 GHz,berlin-f2\n\n00:00:5e:00:53:zz,Corp,5 GHz,berlin-f2\n00:00:5e:00:53:62,"Co\nrp",5 GHz,berlin-f2\n',
      ),
    },
  ]
  it.each(files)(
    '$name: rows done + not done + lines that are no rows = its lines',
    async ({ name, data }) => {
      const core = await testCore()
      const { input } = await openFile(core.dispatch, name, data)
      const report = await call(core.dispatch, 'sendImport', {
        ...input,
        keepUnpaired: true,
        ssids: [],
        defaultType: 'router',
      }).catch(() => null)
      const sent =
        report ??
        (await call(core.dispatch, 'sendImport', { ...input, keepUnpaired: true, ssids: [] }))
      const lines = sent.lines
      expect(lines).toBeDefined()
      if (!lines) return
      const text = new TextDecoder(data[0] === 0xff ? 'utf-16le' : 'utf-8').decode(data)
      const total = text
        .replace(/\r\n?/g, '\n')
        .replace(/^\uFEFF/, '')
        .split('\n')
      expect(lines.total).toBe(total.length - (total.at(-1) === '' ? 1 : 0))
      expect(lines.done + lines.notDone + lines.header + lines.blank + lines.other).toBe(
        lines.total,
      )
      if (name === 'titled.csv')
        expect(lines).toEqual({ total: 8, done: 3, notDone: 1, header: 1, blank: 2, other: 1 })
    },
  )
})

describe('a table without a header line, as scripts write BSSID reports', () => {
  const csv = [
    '00:00:5e:00:53:71,Corp,5 GHz,berlin-f2',
    '00:00:5e:00:53:72,Corp,2.4 GHz,berlin-f2',
    '00:00:5e:00:53:73,Guest,5 GHz,berlin-f2',
  ].join('\r\n')

  it('keeps its first line as a row, names the columns by position, and asks for the ids column', async () => {
    const core = await testCore()
    const { file, input } = await openFile(core.dispatch, 'bssids.csv', csv)
    expect(file.rows).toBe(3)
    expect(file.columns.map((c) => c.header)).toEqual(['#1', '#2', '#3', '#4'])
    expect(file.notices.map((n) => n.code)).toContain('no-header')
    const refused = await core.dispatch('previewImport', input)
    expect(refused).toMatchObject({ ok: false, error: { text: { code: 'import-no-id-column' } } })
    const mapping = ['bssid', 'ssid', 'band', 'location'] as const
    const result = await call(core.dispatch, 'previewImport', { ...input, mapping: [...mapping] })
    expect(result.rows.map((row) => [row.row, row.action, row.name])).toEqual([
      [1, 'create', 'Corp'],
      [2, 'create', 'Corp'],
      [3, 'create', 'Guest'],
    ])
    const report = await call(core.dispatch, 'sendImport', { ...input, mapping: [...mapping] })
    expect(report.lines).toEqual({ total: 3, done: 3, notDone: 0, header: 0, blank: 0, other: 0 })
  })

  it('reads a header that names its columns as a header, whatever its values', async () => {
    const { file } = await preview('aps.csv', `bssid,ssid\n${csv}`)
    expect(file.notices.map((n) => n.code)).not.toContain('no-header')
  })
})

describe('MACs as HiveOS and ExtremeCloud IQ write them', () => {
  it('reads 885b:dd12:4014 as the MAC 88:5b:dd:12:40:14', async () => {
    const csv = 'BSSID,SSID,Radio Band,Location\n885b:dd12:4014,Corp,5 GHz,berlin-f2\n'
    const { lines } = await preview('hiveos.csv', csv)
    expect(lines).toEqual(['2 create Network;88:5b:dd:12:40:14;WiFi "Corp" "5 GHz"'])
  })
})

describe('title and prompt lines are no rows and no header', () => {
  it("reads FortiGate's wlac -c vap table past its prompt line", async () => {
    const name = 'fortigate-wlac-vap.txt'
    const { file, lines } = await preview(name, bytes(name), { defaultLocation: 'berlin-f2' })
    expect(file.format).toBe('text')
    expect(lines).toEqual([
      '3 create Network;00:0c:e6:11:22:30;WiFi "Corp" ""',
      '4 create Network;00:0c:e6:11:22:31;WiFi "Guest" ""',
      '5 create Network;00:0c:e6:11:22:40;WiFi "Corp" ""',
    ])
  })

  it("reads Aruba's bss-table saved from Excel as UTF-16 past its title row and dashes", async () => {
    const name = 'aruba-bss-table-excel-unicode.txt'
    const core = await testCore()
    const { file, input } = await openFile(core.dispatch, name, bytes(name))
    expect(file.source?.id).toBe('aruba-bss-table')
    expect(file.notices.map((n) => n.code)).toContain('title-line')
    const result = await call(core.dispatch, 'previewImport', {
      ...input,
      defaultLocation: 'berlin-f2',
    })
    expect(result.rows.map((row) => [row.serialId, row.name, row.info])).toEqual([
      ['Network;00:00:5e:00:53:81;WiFi', 'Corp', '5 GHz'],
      ['Network;00:00:5e:00:53:82;WiFi', 'Guest', '2.4 GHz'],
      [null, 'ber-2og-ap22', ''],
    ])
    const report = await call(core.dispatch, 'sendImport', {
      ...input,
      defaultLocation: 'berlin-f2',
    })
    expect(report.lines).toEqual({ total: 6, done: 3, notDone: 0, header: 2, blank: 0, other: 1 })
  })
})
