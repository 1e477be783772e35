// One file per tool admins import from, written in the tool's own layout (test/fixtures/import/sources), read
// through the handler table against the demo office: which tool it is taken for, and what each row becomes.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { ImportPlanInput, PreviewRow } from '#shared/ipc/import.ts'
import { call, testCore } from '../core/support/fixtures.ts'
import { openFile } from './support.ts'

const SOURCES = new URL('../../fixtures/import/sources/', import.meta.url)
const bytes = (name: string) => readFileSync(new URL(name, SOURCES))

/** A row as one line: row.part, action, id, name, info, finding codes. */
const line = (row: PreviewRow) =>
  [
    `${row.row}.${row.part}`,
    row.action,
    row.serialId ?? '-',
    JSON.stringify(row.name),
    JSON.stringify(row.info),
    row.findings.map((f) => `${f.level}:${f.code}`).join(' '),
  ]
    .join(' ')
    .trimEnd()

async function preview(name: string, more: Partial<ImportPlanInput> = {}) {
  const core = await testCore()
  const { file, input } = await openFile(core.dispatch, name, bytes(name))
  const result = await call(core.dispatch, 'previewImport', {
    ...input,
    keepUnpaired: false,
    defaultLocation: 'berlin-f2',
    ...more,
  })
  return { core, file, input, preview: result, lines: result.rows.map(line) }
}

const wifi = (n: string, ssid: string, band: string, notes = '') =>
  `create Network;00:00:5e:00:53:${n};WiFi "${ssid}" "${band}"${notes ? ` ${notes}` : ''}`

describe('files in the layouts tools write, recognised from their content', () => {
  it.each<[string, string, string[]]>([
    [
      'meraki-bssids.csv',
      'meraki-bssids',
      [
        `2.0 ${wifi('10', 'Northwind-Corp', '2.4 GHz')}`,
        `3.0 ${wifi('11', 'Northwind-Corp', '5 GHz')}`,
        `4.0 ${wifi('12', 'Northwind-Guest', '2.4 GHz')}`,
        `5.0 ${wifi('13', 'Northwind-Guest', '5 GHz')}`,
        `6.0 ${wifi('14', 'Northwind-Corp', '2.4 GHz')}`,
        `7.0 ${wifi('15', 'Northwind-Corp', '5 GHz')}`,
        `8.0 ${wifi('16', 'Northwind-Guest', '2.4 GHz')}`,
        `9.0 ${wifi('17', 'Northwind-Guest', '5 GHz')}`,
        '10.0 skip - "BER-F2-AP02" "" note:left-out',
      ],
    ],
    [
      'meraki-ssid-statuses.json',
      'meraki-bssids',
      [
        `1.0 ${wifi('20', 'Northwind-Corp', '2.4 GHz', 'note:band')}`,
        `2.0 ${wifi('21', 'Northwind-Corp', '5 GHz', 'note:band')}`,
        `3.0 ${wifi('22', 'Northwind-Guest', '5 GHz', 'note:band')}`,
        '4.0 skip - "BER-F3-AP01" "" note:left-out',
      ],
    ],
    [
      'meraki-dashboard-devices.csv',
      'meraki-dashboard',
      [
        '2.0 skip - "BER-F2-AP01" "" error:wired-mac',
        '3.0 skip - "BER-F2-AP02" "" error:wired-mac',
        '4.0 skip - "BER-F3-AP01" "" error:wired-mac',
        '5.0 skip - "BER-MX01" "" error:gateway-mac',
        '6.0 skip - "BER-MS01" "" note:not-a-device',
      ],
    ],
    [
      'meraki-api-devices.json',
      'meraki-api-devices',
      [
        '1.0 skip - "BER-F2-AP01" "" error:wired-mac',
        '2.0 skip - "BER-MX01" "" error:gateway-mac',
        '3.0 skip - "BER-MS01" "" note:not-a-device',
      ],
    ],
    [
      'unifi-stat-device.json',
      'unifi',
      [
        `1.0 ${wifi('31', 'Northwind-Corp', '2.4 GHz', 'note:band')}`,
        `2.0 ${wifi('32', 'Northwind-Corp', '5 GHz', 'note:band')}`,
        '3.0 skip - "BER-F3-AP02" "" note:band note:left-out',
        '4.0 skip - "BER-UDM" "" error:gateway-mac',
      ],
    ],
    [
      'mist-inventory.csv',
      'mist-inventory',
      [
        '2.0 skip - "BER-F4-AP01" "" error:wired-mac',
        '3.0 skip - "BER-F4-AP02" "" error:wired-mac',
        '4.0 skip - "BER-SW01" "" note:not-a-device',
      ],
    ],
    [
      'aruba-central-aps.csv',
      'aruba-central',
      [
        '2.0 skip - "BER-F4-AP11" "" error:wired-mac',
        '3.0 skip - "BER-F4-AP12" "" error:wired-mac',
      ],
    ],
    [
      'aruba-instant-bss-table.txt',
      'aruba-bss-table',
      [
        `9.0 ${wifi('51', 'Northwind-Corp', '2.4 GHz', 'note:band')}`,
        `10.0 ${wifi('52', 'Northwind-Corp', '5 GHz', 'note:band')}`,
        `11.0 ${wifi('53', 'Northwind-Guest', '5 GHz', 'note:band')}`,
        `12.0 ${wifi('54', 'Northwind-Corp', '5 GHz', 'note:band')}`,
        '13.0 skip - "BER-F4-AP12" "" note:band note:left-out',
      ],
    ],
    [
      'cisco-9800-show-ap-summary.txt',
      'cisco-show-ap-summary',
      [
        '9.0 skip - "BER-F5-AP01" "" error:wired-mac',
        '10.0 skip - "BER-F5-AP02" "" error:wired-mac',
        '11.0 skip - "BER-F5-AP03" "" error:wired-mac',
      ],
    ],
    [
      'cisco-9800-show-ap-dot11-5ghz-summary.txt',
      'cisco-show-ap-dot11-summary',
      [
        '4.0 skip - "BER-F5-AP01" "" error:radio-mac',
        '5.0 skip - "BER-F5-AP02" "" error:radio-mac',
        '6.0 skip - "BER-F5-AP03" "" error:radio-mac',
      ],
    ],
    [
      'catalyst-center-inventory.csv',
      'catalyst-center',
      [
        '2.0 skip - "BER-F5-AP01" "" error:wired-mac',
        '3.0 skip - "BER-GW01" "" error:gateway-mac',
        '4.0 skip - "BER-SW01" "" note:not-a-device',
      ],
    ],
    [
      'hamina-access-points.csv',
      'hamina',
      [
        `2.0 ${wifi('d0', 'Northwind-Corp', '2.4 GHz')}`,
        `3.0 ${wifi('d1', 'Northwind-Corp', '5 GHz')}`,
        `4.0 ${wifi('d2', 'Northwind-Guest', '5 GHz')}`,
        '5.0 skip Network;00:00:5e:00:53:d3;WiFi "Cafe Luna Free WiFi" "2.4 GHz" error:network-unconfirmed',
      ],
    ],
    [
      'netbox-mac-addresses.csv',
      'netbox-mac-addresses',
      ['2.0 skip - "ber-gw-02" "vlan40" error:type', '3.0 skip - "ber-gw-02" "vlan50" error:type'],
    ],
    [
      'snipe-it-assets.csv',
      'snipe-it',
      [
        '2.0 skip - "BER-F2-AP01" "" error:wired-mac',
        '3.0 skip - "BER-F2-AP02" "" error:wired-mac',
        '4.0 skip - "BER-FW01" "" error:gateway-mac',
        '5.0 skip - "Desk 2.01 dock" "" error:invalid',
      ],
    ],
    [
      'lansweeper-monitors.csv',
      'lansweeper-monitors',
      [
        '2.0 skip - "DELL U2723QE" "BER-NB-0042" error:invalid',
        '3.0 skip - "LG HDR 4K" "BER-NB-0043" error:invalid',
      ],
    ],
    [
      'lansweeper-network-adapters.csv',
      'lansweeper-adapters',
      [
        '2.0 create WLAN;00:00:5e:00:53:81;NIC "BER-NB-0042" "" note:adapter-kind',
        '3.0 create Ethernet;00:00:5e:00:53:82;NIC "BER-NB-0042" "" note:adapter-kind',
        '4.0 skip - "BER-NB-0043" "" error:adapter-kind',
      ],
    ],
    [
      'wmimonitorid-ps51-arrays.csv',
      'powershell-wmimonitorid',
      ['2.0 skip - "" "" error:wmi-array'],
    ],
    [
      'wmimonitorid-ps51-codes.csv',
      'powershell-wmimonitorid',
      [
        '2.0 create DEL;CN0XYZ9876;A1B2 "DELL U2723QE" "" note:char-codes',
        '3.0 create SAM;HX5R300123;7C3D "S27A600" "" note:char-codes',
      ],
    ],
    [
      'wmimonitorid-ps7-nul.csv',
      'powershell-wmimonitorid',
      ['2.0 create GSM;301NTXY5678;5B7F "LG HDR 4K" "BER-NB-0043" note:nul-padding'],
    ],
    [
      'sccm-usb-devices.csv',
      'sccm-usb',
      [
        '2.0 create 17EF;DOCK00A1B2;41878 "ThinkPad Universal USB-C Dock" "USB Composite Device" note:device-path',
        '3.0 skip - "ThinkPad Universal USB-C Dock Audio" "USB Audio Device" note:left-out',
        '4.0 skip - "USB Root Hub (USB 3.0)" "USB Root Hub (USB 3.0)" note:left-out',
        '5.0 skip - "USB Input Device" "USB Input Device" error:no-serial',
        '6.0 create 413C;WD19C0FFEE01;45166 "Dell WD19 Dock" "USB Composite Device" note:device-path',
      ],
    ],
    [
      'sccm-monitors.csv',
      'sccm-monitors',
      [
        '2.0 create DEL;CN0QRS4321;A1B3 "DELL P2422H" "BER-NB-0042" note:char-codes',
        '3.0 create LEN;V905ABCD;62A9 "T24i-30" "BER-NB-0044" note:char-codes',
      ],
    ],
    [
      'intune-devices.csv',
      'intune',
      [
        '2.1 create WLAN;00:00:5e:00:53:91;NIC "BER-NB-0042" ""',
        '2.2 create Ethernet;00:00:5e:00:53:92;NIC "BER-NB-0042" ""',
        '3.1 create WLAN;00:00:5e:00:53:93;NIC "BER-NB-0043" ""',
        '4.0 skip - "BER-MAC-0044" "" note:empty',
      ],
    ],
  ])('%s: read as %s', async (name, source, rows) => {
    const { file, lines } = await preview(name)
    expect(file.source?.id).toBe(source)
    expect(file.unmapped).toBe(0)
    expect(lines).toEqual(rows)
  })

  it('Ekahau: bands written "2.4" and "5" as the sensor reports them; the neighbours asked about once, then left out', async () => {
    const { lines, preview: first, core, input } = await preview('ekahau-access-points.csv')
    expect(lines.slice(0, 2)).toEqual([
      `2.0 ${wifi('90', 'Northwind-Corp', '2.4 GHz', 'note:band')}`,
      `3.0 ${wifi('91', 'Northwind-Corp', '5 GHz', 'note:band')}`,
    ])
    expect(first.networks).toEqual({
      answered: false,
      networks: [
        { ssid: 'Northwind-Corp', bssids: 4, known: true, ours: true },
        { ssid: 'Northwind-Guest', bssids: 4, known: true, ours: true },
        { ssid: 'FRITZ!Box 7590 QX', bssids: 2, known: false, ours: false },
        { ssid: 'DIRECT-7F-HP OfficeJet', bssids: 1, known: false, ours: false },
        { ssid: 'Praxis Dr. Weber', bssids: 1, known: false, ours: false },
      ],
    })
    expect(first.counts).toMatchObject({ create: 8, skip: 4 })
    const waiting = first.rows.filter((row) =>
      row.findings.some((f) => f.code === 'network-unconfirmed'),
    )
    expect(waiting.map((row) => row.name)).toEqual([
      'FRITZ!Box 7590 QX',
      'FRITZ!Box 7590 QX',
      'DIRECT-7F-HP OfficeJet',
      'Praxis Dr. Weber',
    ])
    const answered = await call(core.dispatch, 'previewImport', {
      ...input,
      keepUnpaired: false,
      defaultLocation: 'berlin-f2',
      ssids: ['Northwind-Corp', 'Northwind-Guest'],
    })
    expect(answered.networks?.answered).toBe(true)
    expect(answered.rows.filter((row) => row.findings.some((f) => f.level === 'error'))).toEqual([])
    expect(
      answered.rows.filter((row) => row.action === 'skip').map((row) => row.findings.at(-1)?.code),
    ).toEqual(Array(4).fill('neighbour'))
    const report = await call(core.dispatch, 'sendImport', {
      ...input,
      keepUnpaired: false,
      defaultLocation: 'berlin-f2',
      ssids: ['Northwind-Corp', 'Northwind-Guest'],
    })
    expect(report.failed).toBe(0)
    expect(report.rows.map((row) => row.outcome)).toEqual([
      ...Array(8).fill('created'),
      ...Array(4).fill('left-out'),
    ])
  })

  it('NetBox interfaces: the rows say no type, so the type chosen for them is used', async () => {
    const { file, lines } = await preview('netbox-interfaces.csv', { defaultType: 'router' })
    expect(file.source?.id).toBe('netbox-interfaces')
    expect(lines).toEqual([
      '2.0 skip - "ber-gw-01" "vlan20" error:gateway-mac',
      '3.0 skip - "ber-gw-01" "vlan30" error:gateway-mac',
      '4.0 skip - "ber-gw-01" "GigabitEthernet0/0/0" error:gateway-mac',
    ])
  })

  it("a gateway from a tool's own MAC is asked, offered as one click, and sent once chosen", async () => {
    const { core, input, preview: asked } = await preview('meraki-api-devices.json')
    const row = asked.rows.find((each) => each.name === 'BER-MX01')
    const question = row?.findings.find((finding) => finding.code === 'gateway-mac')
    expect(question).toMatchObject({ level: 'error', values: { tool: 'meraki' } })
    expect(question?.message).toMatch(/^Is this the gateway MAC the PCs see\? Meraki lists/)
    expect(question?.fixes).toEqual([
      {
        serialId: 'Network;00:00:5e:00:53:f1;Gateway',
        id: 'import.fix.gateway-listed',
        code: 'gateway-listed',
        message: 'if the PCs see this MAC as their gateway',
      },
    ])
    expect(row?.action).toBe('skip')
    const report = await call(core.dispatch, 'sendImport', {
      ...input,
      choices: [{ row: row!.row, serialId: question!.fixes![0]!.serialId }],
      keepUnpaired: false,
      defaultLocation: 'berlin-f2',
    })
    expect(report.rows.find((each) => each.row === row!.row)).toMatchObject({
      outcome: 'created',
      serialId: 'Network;00:00:5e:00:53:f1;Gateway',
    })
  })

  it('a German Excel file in Windows-1252 with a sep= line: said, and every column found by its German name', async () => {
    const { file, lines, preview: result } = await preview('excel-de-sep-cp1252.csv')
    expect(file).toMatchObject({ source: null, encoding: 'windows-1252', delimiter: ';' })
    expect(file.encodingNote?.message).toMatch(
      /^The file is not UTF-8: it was read as Windows-1252/,
    )
    expect(file.notices[0]?.message).toMatch(/^The first line "sep=;" \(Excel's delimiter line\)/)
    expect(file.columns.map((c) => c.field)).toEqual([
      'type',
      'bssid',
      'ssid',
      'band',
      'location',
      'info',
    ])
    expect(lines).toEqual([
      `2.0 ${wifi('b1', 'Northwind-Corp', '2.4 GHz', 'note:band')}`,
      `3.0 ${wifi('b2', 'Northwind-Corp', '5 GHz')}`,
      '4.0 skip - "" "Raum Ü3" error:invalid',
    ])
    expect(result.rows.map((row) => row.locationId)).toEqual([
      'berlin-f3',
      'berlin-f3',
      'berlin-f3',
    ])
  })

  it('a file mixing CRLF, LF and CR line breaks keeps every row, and says so', async () => {
    const { file, lines } = await preview('mixed-line-endings.csv')
    expect(file.rows).toBe(4)
    expect(file.notices.map((notice) => notice.message)).toEqual([
      'The file mixes line breaks (2 CRLF (Windows), 2 LF (Linux, macOS), 1 CR (old Mac)); every line was read as a row.',
    ])
    expect(lines.map((l) => l.split(' ')[2])).toEqual(
      ['c1', 'c2', 'c3', 'c4'].map((n) => `Network;00:00:5e:00:53:${n};WiFi`),
    )
  })
})

describe('what the preview says about where each field comes from', () => {
  it('names a Wi-Fi row after the SSID, not the access point, and says why', async () => {
    const { preview: result } = await preview('meraki-bssids.csv')
    const name = result.fields.find((f) => f.field === 'name')
    expect(name).toMatchObject({ field: 'name', column: 'SSID', rows: { code: 'wifi' } })
    expect(name?.why.map((why) => why.message)).toEqual([
      'the header "SSID" names the ssid',
      'the sensor names a Wi-Fi device after its SSID',
    ])
    expect(name?.passedOver.map((over) => [over.column, over.why.message])).toEqual([
      ['Name', "a name the sensor does not report for a Wi-Fi device (an access point's own name)"],
    ])
  })

  it('asks which of two columns for the same field gives it, and waits for the answer', async () => {
    const core = await testCore()
    const csv =
      'bssid,Device Name,Display Name,location\n00:00:5e:00:53:01,first,second,berlin-f2\n'
    const { input } = await openFile(core.dispatch, 'two-names.csv', csv)
    const result = await call(core.dispatch, 'previewImport', input)
    expect(result.fields.find((f) => f.field === 'name')?.passedOver).toEqual([
      {
        column: 'Display Name',
        why: {
          code: 'column-asked',
          id: 'import.why.column-asked',
          values: { field: 'name', header: 'Device Name' },
          message: 'which column gives the name is asked: "Device Name" or this one',
        },
      },
    ])
    expect(result.columnQuestions).toEqual([
      {
        field: 'name',
        columns: [
          { index: 1, header: 'Device Name', first: 'first' },
          { index: 2, header: 'Display Name', first: 'second' },
        ],
      },
    ])
    const refused = await core.dispatch('sendImport', input)
    expect(refused).toMatchObject({
      ok: false,
      error: { text: { code: 'import-column-question' } },
    })
    // Answered by naming either column: the other is left out, and the send goes ahead.
    const answered = {
      ...input,
      mapping: input.mapping.map((field, index) =>
        index === 1 ? 'ignore' : index === 2 ? 'name' : field,
      ),
      answeredColumns: [2],
    }
    const preview = await call(core.dispatch, 'previewImport', answered)
    expect(preview.columnQuestions).toEqual([])
    expect(preview.rows[0]?.name).toBe('second')
    const report = await call(core.dispatch, 'sendImport', answered)
    expect(report.rows[0]?.outcome).toBe('created')
  })

  it('takes the header that names a field exactly over one that names it by a word (SSID over Network Name)', async () => {
    const core = await testCore()
    const csv = 'Network Name,BSSID,SSID,Band\nBerlin HQ,00:00:5e:00:53:02,Corp,5 GHz\n'
    const { input } = await openFile(core.dispatch, 'ssid.csv', csv)
    const result = await call(core.dispatch, 'previewImport', { ...input, keepUnpaired: true })
    expect(result.columnQuestions).toEqual([])
    expect(result.rows[0]).toMatchObject({ name: 'Corp', info: '5 GHz' })
    expect(result.fields.find((f) => f.field === 'name')?.passedOver[0]?.why.message).toBe(
      '"SSID" gives the ssid: its header is the field\'s own name',
    )
  })
})
