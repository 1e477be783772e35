// Every text main makes for the import, made by the real code on small inputs, reads in the window's
// English exactly as main writes it (the command line and the report CSV print main's), and has its
// values in German too.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { CodedText } from '#shared/coded-text.ts'
import { LIMITS } from '#shared/api/limits.ts'
import type {
  FieldSource,
  Finding,
  FindingCode,
  ImportFindingCode,
  ImportFile,
  ImportPlanInput,
  ImportPreview,
  PreviewRow,
  ReportRow,
  RowFix,
} from '#shared/ipc/import.ts'
import {
  FIELD_WHY_CODES,
  FILE_NOTICE_CODES,
  FINDING_CODES,
  FIX_CODES,
  HOLDS_CODES,
  PAIRING_CODES,
  PASSED_OVER_CODES,
  PREVIEW_NOTICE_CODES,
  REPORT_CODES,
} from '#shared/ipc/import.ts'
import type { PutResult } from '#shared/ipc/registry.ts'
import { checkRow, identify, textFindings, type CheckedRow } from '#core/import/check-row.ts'
import { resolveLocation } from '#core/import/locations.ts'
import { planRows, type Snapshots } from '#core/import/plan.ts'
import { initialReport } from '#core/import/report.ts'
import { sendPlan } from '#core/import/send.ts'
import { parseTextTable } from '#core/import/text-table.ts'
import { catalystCenter } from '#core/import/sources/cisco.ts'
import { snipeIt } from '#core/import/sources/inventories.ts'
import { merakiDashboard } from '#core/import/sources/meraki.ts'
import { mistInventory, unifiDevices } from '#core/import/sources/unifi-mist.ts'
import { lansweeperAdapters } from '#core/import/sources/windows.ts'
import {
  namingSource,
  wordFinding,
  wordFix,
  wordReport,
  wordWhy,
} from '#renderer/features/import/coded-texts.ts'
import { english } from '../../renderer/translate.ts'
import { unsaid } from '../../support/said-texts.ts'
import { call, testCore } from '../core/support/fixtures.ts'
import { openFile, tableOf } from './support.ts'
import { zipOf } from '../../support/zip.ts'

const SOURCES = new URL('../../fixtures/import/sources/', import.meta.url)

/** Everything said about files and previews, gathered from the real code. */
class Said {
  findings: Finding[] = []
  fixes: RowFix[] = []
  files: ImportFile[] = []
  previews: ImportPreview[] = []
  reports: ReportRow[] = []

  preview(preview: ImportPreview) {
    this.previews.push(preview)
    this.rows(preview.rows)
  }
  rows(rows: readonly { findings: Finding[] }[]) {
    for (const row of rows) {
      this.findings.push(...row.findings)
      this.fixes.push(...row.findings.flatMap((finding) => finding.fixes ?? []))
    }
  }
  get fields(): FieldSource[] {
    return this.previews.flatMap((preview) => preview.fields)
  }
}

const CSV = {
  wifi: [
    'type,bssid,name,info,location',
    'wifi,1.23457E+11,A,,berlin-f2',
    'wifi,1122334455,B,,berlin-f2',
    'wifi,00:00:5e:00:53:01,,5,berlin-f2',
    'wifi,00:00:5e:00:53:02,X,dual,berlin-f2',
    `wifi,00:00:5e:00:53:03,${'s'.repeat(33)},,berlin-f2`,
    'toaster,00:00:5e:00:53:04,T,,berlin-f2',
    ',,N,,berlin-f2',
    'wifi,00:00:5e:00:53:05,R,,berlin-f2',
    'wifi,00:00:5e:00:53:05,R,,berlin-f2',
    'wifi,00:00:5e:00:53:06,S,,berlin-f2',
    'wifi,00:00:5e:00:53:06,T,,berlin-f2',
    'wifi,00:00:5e:00:53:07,U,,Nowhere at all',
    'wifi,00:00:5e:00:53:08,V,,',
    'wifi,00:00:5e:00:53:09,W,,berlin-f2,extra',
  ].join('\n'),
  band: ['bssid,ssid,name,band,info,location', '00:00:5e:00:53:11,Corp,AP 1,dual,x,berlin-f2'].join(
    '\n',
  ),
  names: [
    'serialId,ssid,Device Name,Display Name,Monitor 1,location',
    'Network;00:00:5e:00:53:21;WiFi,Corp,a,b,,berlin-f2',
    'Network;00:00:5e:00:53:22;Gateway,,c,d,,berlin-f2',
    ',,e,f,2.5E+11,berlin-f2',
    ',,g,h,,berlin-f2',
    'Network;00-00-5E-00-53-23;WiFi,Corp,i,j,,berlin-f2',
    'PHL; BZ  126103;082C,,k,l,,berlin-f2',
  ].join('\n'),
  quote: 'bssid,name\n00:00:5e:00:53:31,"open\n00:00:5e:00:53:32,x\n',
}

async function gather(): Promise<Said> {
  const said = new Said()
  const core = await testCore()
  const preview = async (
    name: string,
    bytes: Uint8Array | string,
    more: Partial<ImportPlanInput> = {},
  ) => {
    const { file, input } = await openFile(core.dispatch, name, bytes)
    said.files.push(file)
    const result = await call(core.dispatch, 'previewImport', { ...input, ...more })
    said.preview(result)
    return { file, input, result }
  }
  for (const name of readdirSync(SOURCES)) {
    const bytes = readFileSync(new URL(name, SOURCES))
    await preview(name, bytes, { defaultLocation: 'berlin-f2', defaultType: 'router' })
    await preview(name, bytes, { ssids: [], keepUnpaired: true })
  }
  const wifi = await preview('wifi.csv', CSV.wifi)
  await preview('wifi.csv', CSV.wifi, {
    keepUnpaired: true,
    edits: [{ row: 2, column: 2, value: 'Z' }],
    choices: [{ row: 4, serialId: 'Network;00:00:5e:00:53:01;WiFi' }],
  })
  await preview('band.csv', CSV.band)
  await preview('radios.csv', 'type,Radio MAC,Base MAC\nwifi,00:00:5e:00:53:12,00:00:5e:00:53:13\n')
  await preview('hamina.csv', 'ssid,macaddress,rssi\nCorp,00:00:5e:00:53:14,-60\n')
  const names = await preview('names.csv', CSV.names)
  // The display name imported as info: the name's other column is passed over for it.
  await preview('names.csv', CSV.names, {
    mapping: names.input.mapping.map((field, index) => (index === 3 ? 'info' : field)),
  })
  // A first line that reads as data: a row, the columns named by position.
  said.files.push((await openFile(core.dispatch, 'nohead.csv', '00:00:5e:00:53:71,Corp\n')).file)
  said.files.push(
    (
      await openFile(
        core.dispatch,
        'title.csv',
        'Access points\nbssid,ssid\n00:00:5e:00:53:72,Corp\n',
      )
    ).file,
  )
  // An Ekahau project: a ZIP of its tables, its measured BSSIDs read.
  const measured = JSON.stringify({
    accessPointMeasurements: [{ id: 'm1', mac: '00:00:5e:00:53:73', ssid: 'Corp' }],
  })
  const esx = zipOf({
    'accessPoints.json': '{"accessPoints": []}',
    'accessPointMeasurements.json': measured,
  })
  said.files.push((await openFile(core.dispatch, 'survey.esx', esx)).file)
  // Two columns a tool means the same way (the first is used); the field's own name over a word for it.
  await preview(
    'two-macs.csv',
    'ssid,macaddress,mac,rssi\nCorp,00:00:5e:00:53:14,00:00:5e:00:53:15,-60\n',
  )
  await preview('ssid.csv', 'bssid,Network Name,SSID\n00:00:5e:00:53:16,Berlin HQ,Corp\n')
  await preview('mixed.csv', 'bssid\r\n00:00:5e:00:53:41\n00:00:5e:00:53:42\n')
  await preview('mixed.csv', 'bssid\r\n00:00:5e:00:53:41\r00:00:5e:00:53:42\r\n')
  await preview('mixed.csv', 'bssid\n00:00:5e:00:53:41\r00:00:5e:00:53:42\n')
  await preview('sep.csv', 'sep=;\nbssid;name;x\n00:00:5e:00:53:51;a;b;c\n')
  said.rows((await tableOf('q.csv', CSV.quote)).problems.map((p) => ({ findings: [p.finding] })))
  said.rows(
    parseTextTable(
      [
        'AP Name      MAC',
        '-----------  -----------------',
        'ap1  extra   00:00:5e:00:53:61',
        'a  b  c  d',
      ].join('\n'),
    ).problems.map((p) => ({ findings: [p.finding] })),
  )

  said.rows(
    parseTextTable(['a  b', '----', 'x\ty', 'x\ty\tz'].join('\n')).problems.map((p) => ({
      findings: [p.finding],
    })),
  )

  // What the files hardly show: each id part shortened or cut, the tools' other words for a row,
  // texts too long, an id chosen, locations by name, other services.
  const context = { headers: {}, holds: {} }
  const shortened = '1.23457E+11'
  said.rows([
    checkRow(
      2,
      { serialId: shortened, bssid: shortened, mac: shortened, vendor: shortened },
      context,
    ),
    checkRow(2, { serial: shortened, product: shortened, productCode: shortened }, context),
    checkRow(2, { type: 'usb', vendor: '123', serial: 'S1', product: '8153' }, context),
    checkRow(2, { type: 'monitor', vendor: 'DEL', serial: 'S1', productCode: '123' }, context),
    checkRow(2, { type: 'router', mac: '1122334455' }, context),
    checkRow(2, { type: 'nic', kind: 'ethernet', mac: '1122334455' }, context),
  ])
  for (const [source, words] of [
    [catalystCenter, ['Switches and Hubs', 'Wireless Controller']],
    [merakiDashboard, ['MV12', 'MG21', 'MT10']],
    [mistInventory, ['BT11']],
    [unifiDevices, ['usw']],
    [snipeIt, ['Switch']],
  ] as const)
    for (const word of words) {
      const kind = source.kindOf?.(word)
      if (typeof kind === 'object') said.findings.push(kind.none)
    }
  for (const adapter of ['Intel(R) Ethernet Connection I219-LM', 'Intel(R) Wi-Fi 6 AX201'])
    said.rows([{ findings: [lansweeperAdapters.cell?.('kind', adapter)?.finding ?? []].flat() }])

  said.findings.push(
    ...textFindings(null, 'n'.repeat(LIMITS.nameLength + 1), 'i'.repeat(LIMITS.infoLength + 1)),
    ...textFindings(null, 'Dock\u0000', 'desk 4\u0000'),
  )
  said.findings.push(
    ...identify('wifi', { serialId: '' }, 'Network;00:00:5e:00:53:71;WiFi').findings,
  )
  said.findings.push(
    ...resolveLocation('Desk', [
      { id: 'd1', name: 'Desk' },
      { id: 'd2', name: 'Desk' },
    ] as never).findings,
    ...resolveLocation('Desk', []).findings,
  )
  const checked = (
    serialId: string,
    kind: CheckedRow['kind'],
    account: string | null = null,
  ): CheckedRow => ({
    row: 2,
    part: 0,
    column: null,
    kind,
    serialId,
    name: 'n',
    info: '',
    location: 'Floor 2 / Desk 1',
    account,
    findings: [],
  })
  const device = (serialId: string, deviceType: number, locationId: string | null) =>
    ({ serialId, deviceType, name: 'n', info: '', locationId }) as never
  const snapshots: Snapshots = new Map([
    [
      '',
      {
        devices: new Map([
          [
            'Network;00:00:5e:00:53:81;Gateway',
            device('Network;00:00:5e:00:53:81;Gateway', 16, 'f1'),
          ],
          ['WLAN;00:00:5e:00:53:82;NIC', device('WLAN;00:00:5e:00:53:82;NIC', 8, null)],
        ]),
        locations: null,
        complete: false,
      },
    ],
    ['broken', { error: 'The service answered 503 Service Unavailable.' }],
  ])
  said.preview(
    planRows(
      [
        checked('Network;00:00:5e:00:53:81;WiFi', 'wifi'),
        checked('Network;00:00:5e:00:53:82;WiFi', 'wifi'),
        checked('Network;00:00:5e:00:53:83;WiFi', 'wifi'),
        checked('Network;00:00:5e:00:53:83;Gateway', 'router'),
        checked('Network;00:00:5e:00:53:84;WiFi', 'wifi', 'broken'),
        checked('Network;00:00:5e:00:53:85;WiFi', 'wifi', 'missing'),
      ],
      undefined,
      snapshots,
    ),
  )

  // A survey's hidden network, and a desk's monitor given twice.
  const survey = { fields: [], survey: true }
  const hidden = { ...checked('Network;00:00:5e:00:53:86;WiFi', 'wifi'), name: '' }
  said.preview(planRows([hidden], undefined, snapshots, undefined, survey))
  said.preview(planRows([hidden], undefined, snapshots, undefined, { ...survey, ssids: [] }))
  const monitor = { ...checked('DEL;S1;A0B0', 'monitor'), part: 1, column: 'Monitor 1' }
  said.preview(planRows([monitor, { ...monitor, row: 3 }], undefined, snapshots))

  // The report: before sending, and what a send made of each row.
  const rows = wifi.result.rows
  said.reports.push(...initialReport(rows))
  said.reports.push(
    ...initialReport([{ ...(rows[0] as PreviewRow), action: 'unchanged', pairing: 'already' }]),
    ...initialReport([{ ...(rows[0] as PreviewRow), action: 'skip', findings: [] }]),
  )
  const sent = (row: Partial<PreviewRow>) => ({
    ...(rows[0] as PreviewRow),
    serialId: 'Network;00:00:5e:00:53:91;WiFi',
    deviceType: 32,
    action: 'create' as const,
    locationId: 'f2',
    ...row,
  })
  const result = (patch: Partial<PutResult>): PutResult => ({
    serialId: 'Network;00:00:5e:00:53:91;WiFi',
    outcome: 'created',
    message: 'Device created or updated.',
    pairing: 'paired',
    locationId: 'f2',
    entryIds: [],
    ...patch,
  })
  const answers: Array<[Partial<PreviewRow>, Partial<PutResult>]> = [
    [{}, {}],
    [{ currentLocationId: 'f1' }, {}],
    [{}, { pairing: 'kept' }],
    [{ locationId: null }, { pairing: 'unpaired', locationId: null }],
    [{}, { pairing: 'failed', pairError: { code: 'not_found', message: 'No such location.' } }],
    [{}, { pairing: 'failed' }],
    [{}, { outcome: 'failed', pairing: 'not_sent', message: undefined }],
  ]
  for (const [row, answer] of answers) {
    const report = await sendPlan([sent(row)], {
      put: async (_account, _devices, _options, done) => done([result(answer)], 0),
      onProgress: () => {},
      signal: new AbortController().signal,
    })
    said.reports.push(...report.rows)
  }
  return said
}

const said = await gather()

const worded = <Text extends CodedText<FindingCode>>(
  finding: Text,
): finding is Text & CodedText<ImportFindingCode> =>
  (FINDING_CODES as readonly string[]).includes(finding.code)
/** Each code of an area, with the texts made for it. */
const covered = (codes: readonly string[], texts: readonly CodedText[]) =>
  codes.filter((code) => !texts.some((text) => text.code === code))

describe("main's import texts in the window's words", () => {
  it('words every finding the checks make as main does', () => {
    const findings = said.findings.filter(worded)
    expect(covered(FINDING_CODES, findings)).toEqual([])
    // "(and more columns the same way)" is the window's own suffix, said after the finding's words.
    const single = findings.filter((finding) => finding.values?.['more'] === undefined)
    expect(unsaid(single)).toEqual([])
    for (const finding of findings) expect(wordFinding(english, finding).text).toBe(finding.message)
  })

  it('words the serial id helper’s findings and readings in its words, as main does', () => {
    const serial = said.findings.filter(
      (finding) => !worded(finding) && finding.code !== 'no-serial',
    )
    expect(serial.map((finding) => finding.code)).toEqual(
      expect.arrayContaining(['invalid', 'suggestion', 'ambiguous', 'spaces']),
    )
    for (const finding of serial)
      expect(wordFinding(english, finding)).toEqual({ text: finding.message })
    const readings = said.fixes.filter((fix) => fix.code === 'reading')
    expect(readings.length).toBeGreaterThan(0)
    for (const fix of readings) expect(wordFix(english, fix)).toEqual({ text: fix.message })
  })

  it('words every fix offered and every notice about a file or a service as main does', () => {
    const fixes = said.fixes.flatMap((fix) =>
      fix.code === 'reading' ? [] : [{ ...fix, code: fix.code }],
    )
    expect(
      covered(
        FIX_CODES.filter((code) => code !== 'reading'),
        fixes,
      ),
    ).toEqual([])
    expect(unsaid(fixes)).toEqual([])
    const notices = said.files.flatMap((file) => [
      ...file.notices,
      ...(file.encodingNote ? [file.encodingNote] : []),
    ])
    expect(covered(FILE_NOTICE_CODES, notices)).toEqual([])
    expect(unsaid(notices)).toEqual([])
    const previewNotices = said.previews.flatMap((preview) => preview.notices)
    expect(covered(PREVIEW_NOTICE_CODES, previewNotices)).toEqual([])
    expect(unsaid(previewNotices)).toEqual([])
  })

  it('words why each column feeds a field, what it holds, and why another does not, as main does', () => {
    const whys = [
      ...said.fields.flatMap((field) => field.why),
      ...said.files.flatMap((file) => file.columns.flatMap((column) => column.why ?? [])),
    ]
    expect(covered(FIELD_WHY_CODES, whys)).toEqual([])
    // A tool's reason names the tool by its id: the window words its name, as main's English has it.
    expect(whys.some((why) => why.values?.['source'] === 'meraki-dashboard')).toBe(true)
    expect(unsaid(whys.map((why) => namingSource(english, why)))).toEqual([])
    for (const why of whys) expect(wordWhy(english, why)).toBe(why.message)
    const passed = said.fields.flatMap((field) => field.passedOver.map((over) => over.why))
    expect(covered(PASSED_OVER_CODES, passed)).toEqual([])
    expect(unsaid(passed)).toEqual([])
    const holds = said.files.flatMap((file) => file.columns.flatMap((column) => column.holds ?? []))
    expect(covered(HOLDS_CODES, holds)).toEqual([])
    expect(unsaid(holds)).toEqual([])
    const rows = said.fields.flatMap((field) => field.rows ?? [])
    expect(covered(['wifi', 'not-wifi'], rows)).toEqual([])
    expect(unsaid(rows)).toEqual([])
  })

  it("words each report row and its pairing as main does, the service's answer as it came", () => {
    const messages = said.reports.map((row) => row.message)
    const own = messages.flatMap((message) =>
      message.code !== 'not-sent' && (REPORT_CODES as readonly string[]).includes(message.code)
        ? [{ ...message, code: message.code }]
        : [],
    )
    expect(
      covered(
        REPORT_CODES.filter((code) => code !== 'not-sent'),
        own,
      ),
    ).toEqual([])
    expect(unsaid(own)).toEqual([])
    expect(messages.map((message) => message.code)).toContain('not-sent')
    for (const message of messages) expect(wordReport(english, message).text).toBe(message.message)
    const pairings = said.reports.flatMap((row) => row.pairingMessage ?? [])
    expect(covered(PAIRING_CODES, pairings)).toEqual([])
    expect(unsaid(pairings)).toEqual([])
  })
})
