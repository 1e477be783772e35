// The import through the handler table, against the embedded mock service with the demo office
// (signed in as the Berlin HQ account admin).
import { german } from '../../renderer/translate.ts'
import { describe, expect, it } from 'vitest'
import type { PreviewRow } from '#shared/ipc/import.ts'
import { startMockServer } from '#mock-server/index.ts'
import {
  call,
  DEMO,
  fails,
  onCleanup,
  TEST_SCRYPT,
  tempDir,
  testCore,
} from '../core/support/fixtures.ts'
import { openFile } from './support.ts'

const byRow = (rows: readonly PreviewRow[]) => new Map(rows.map((row) => [row.row, row]))

describe('previewing an import', () => {
  it('shows every finding of an Excel file saved in a ";" locale, and what would happen', async () => {
    const core = await testCore()
    const { input } = await openFile(core.dispatch, 'excel-de-semicolon-bom.csv')
    const preview = await call(core.dispatch, 'previewImport', input)
    const rows = byRow(preview.rows)
    const summary = (n: number) => {
      const row = rows.get(n)
      return [
        row?.action,
        row?.pairing,
        row?.locationId,
        row?.findings.map((f) => f.code).join(' '),
      ]
    }
    expect(summary(2)).toEqual(['create', 'pair', 'berlin-f2-desk-01', ''])
    expect(summary(5)).toEqual([
      'skip',
      'none',
      'berlin-f2-desk-04',
      'ambiguous placeholder'.split(' ')[0],
    ])
    expect(summary(6)).toEqual(['skip', 'none', 'berlin-f2', 'leading-zeros ambiguous'])
    expect(summary(8)).toEqual(['skip', 'none', 'berlin-f2-desk-01', 'leading-zeros ambiguous'])
    expect(summary(9)).toEqual(['skip', 'none', 'berlin-f2-desk-02', 'spreadsheet-number'])
    expect(summary(10)).toEqual(['create', 'pair', 'berlin-f3', 'spaces'])
    expect(summary(11)).toEqual(['skip', 'none', null, 'location-unknown'])
    expect(summary(12)).toEqual(['skip', 'none', 'berlin-f2-desk-01', 'duplicate'])
    expect(preview.counts).toMatchObject({
      rows: 10,
      create: 4,
      update: 0,
      skip: 6,
      pair: 4,
      choices: 3,
    })
  })

  it('says which locations a name could mean', async () => {
    const core = await testCore()
    const csv =
      'bssid,ssid,location\n00:1a:2b:3c:4d:5e,Corp,berlin · floor 2\n00:1a:2b:3c:4d:5f,Corp,Nowhere\n'
    const { input } = await openFile(core.dispatch, 'aps.csv', csv)
    const [named, unknown] = (await call(core.dispatch, 'previewImport', input)).rows
    expect(named).toMatchObject({ locationId: 'berlin-f2', findings: [] })
    expect(unknown?.findings[0]?.message).toMatch(
      /no location "Nowhere".*berlin-f2 \("Berlin · Floor 2"\)/,
    )
  })

  it('shows an update with the fields that change, and a move between locations', async () => {
    const core = await testCore()
    const [device] = (await call(core.dispatch, 'listDevices', {})).devices.filter(
      (d) => d.deviceType === 32 && d.locationId === 'berlin-f2',
    )
    const csv = `serialId,type,name,info,location\n"${device!.serialId}",wifi,Renamed,${device!.info},berlin-f3\n`
    const { input } = await openFile(core.dispatch, 'move.csv', csv)
    const [row] = (await call(core.dispatch, 'previewImport', input)).rows
    expect(row).toMatchObject({
      action: 'update',
      changes: [{ field: 'name', from: device!.name, to: 'Renamed' }],
      pairing: 'move',
      currentLocationId: 'berlin-f2',
    })
  })

  it('takes the ids chosen in the preview, and holds back rows that disagree about one device', async () => {
    const core = await testCore()
    const { input } = await openFile(core.dispatch, 'excel-de-semicolon-bom.csv')
    const first = byRow((await call(core.dispatch, 'previewImport', input)).rows)
    const choices = [5, 8].map((row) => ({
      row,
      serialId: first.get(row)!.findings.find((f) => f.code === 'ambiguous')!.fixes![0]!.serialId,
    }))
    choices.push({ row: 12, serialId: '0BDA;1000001;33107' })
    const rows = byRow((await call(core.dispatch, 'previewImport', { ...input, choices })).rows)
    expect(rows.get(8)).toMatchObject({ serialId: 'SAM;HLJZ301656;0634', action: 'create' })
    // Row 12 now names row 5's device with other details: both are held back, each naming the other.
    for (const n of [5, 12])
      expect(rows.get(n)?.findings.find((f) => f.code === 'duplicate')?.message).toMatch(
        /Rows 5, 12 name the same device/,
      )
  })

  it('refuses a mapping without any id column, saying what to map', async () => {
    const core = await testCore()
    const { input } = await openFile(core.dispatch, 'controller-aps.csv')
    const error = await fails(core.dispatch, 'previewImport', {
      ...input,
      mapping: input.mapping.map((f) => (f === 'bssid' ? 'ignore' : f)),
    })
    expect(error).toMatchObject({
      code: 'bad_mapping',
      message: expect.stringMatching(
        /^No column holds a serial id or its parts\. The file's columns: AP Name \(BER-F2-AP01\).*--map "COLUMN=FIELD"/,
      ),
    })
    // The file's headers and values are data: quoted in neither language's marks, said in either.
    expect(german('errors.import.import-no-id-column', error.text!.values)).toMatch(
      /^Keine Spalte enthält eine Serien-ID oder ihre Teile\. Die Spalten der Datei: AP Name \(BER-F2-AP01\) · /,
    )
  })

  it('lists the headers it does not know, for the mapping step', async () => {
    const core = await testCore()
    const { file } = await openFile(core.dispatch, 'controller-aps.csv')
    expect(file.unmapped).toBe(3)
    expect(file.columns.filter((c) => c.field === null).map((c) => c.header)).toEqual([
      'AP Model',
      'Radio',
      'Channel',
    ])
  })
})

describe('sending an import', () => {
  it('registers, pairs per location, reports each row as the service answered, and a re-run sends nothing', async () => {
    const core = await testCore()
    const { input } = await openFile(core.dispatch, 'controller-aps.csv')
    const report = await call(core.dispatch, 'sendImport', input)
    expect(report.failed).toBe(0)
    expect(report.rows.map((r) => [r.outcome, r.message.message, r.pairing])).toEqual(
      Array(9).fill(['created', 'Device created or updated.', 'paired']),
    )
    const devices = (await call(core.dispatch, 'listDevices', {})).devices
    expect(devices.find((d) => d.serialId === 'Network;00:1a:2b:3c:4d:74;WiFi')).toMatchObject({
      name: 'Guest',
      info: '2.4 GHz',
      locationId: 'berlin-f3',
    })
    const again = await call(core.dispatch, 'sendImport', input)
    expect(new Set(again.rows.map((r) => `${r.outcome} ${r.pairing}`))).toEqual(
      new Set(['unchanged already']),
    )
  })

  it('says where a device was moved from as the service had it when sent, not when previewed', async () => {
    const core = await testCore()
    const device = {
      serialId: 'Network;00:1a:2b:3c:4d:90;WiFi',
      deviceType: 32,
      name: 'Corp',
      info: '5 GHz',
    }
    const put = (locationId: string) =>
      call(core.dispatch, 'putDevices', {
        devices: [{ ...device, locationId }],
        keepUnpaired: false,
        via: 'register',
      })
    await put('berlin-f2')
    const { input } = await openFile(
      core.dispatch,
      'aps.csv',
      'bssid,ssid,band,location\n00:1a:2b:3c:4d:90,Corp,5 GHz,berlin-f3\n',
    )
    const preview = await call(core.dispatch, 'previewImport', input)
    expect(preview.rows[0]?.currentLocationId).toBe('berlin-f2')
    // Someone else moves it before the file is sent.
    await put('berlin-f2-desk-01')
    const report = await call(core.dispatch, 'sendImport', input)
    expect(report.rows[0]?.pairingMessage?.message).toBe(
      'Moved from berlin-f2-desk-01 to berlin-f3.',
    )
  })

  it('keeps a change made between the preview and the send: the file is planned again on it', async () => {
    const core = await testCore()
    const serialId = 'Network;00:1a:2b:3c:4d:91;WiFi'
    await call(core.dispatch, 'putDevices', {
      devices: [
        { serialId, deviceType: 32, name: 'Corp', info: '2.4 GHz', locationId: 'berlin-f2' },
      ],
      keepUnpaired: false,
      via: 'register',
    })
    // No band column: the device's own info is kept.
    const { input } = await openFile(
      core.dispatch,
      'aps.csv',
      'bssid,ssid,location\n00:1a:2b:3c:4d:91,Corp,berlin-f2\n',
    )
    const preview = await call(core.dispatch, 'previewImport', input)
    expect(preview.rows[0]).toMatchObject({ action: 'unchanged', info: '2.4 GHz' })
    await call(core.dispatch, 'updateDevice', {
      serialId,
      name: 'Corp',
      info: '5 GHz',
      via: 'register',
    })
    const report = await call(core.dispatch, 'sendImport', input)
    expect(report.rows[0]?.outcome).toBe('unchanged')
    const listed = await call(core.dispatch, 'listDevices', {})
    expect(listed.devices.find((d) => d.serialId === serialId)?.info).toBe('5 GHz')
  })

  it('gives the per-row report as CSV', async () => {
    const core = await testCore()
    const { input } = await openFile(core.dispatch, 'excel-unicode-text.txt')
    await call(core.dispatch, 'sendImport', input)
    const { fileName, content } = await call(core.dispatch, 'importReportCsv', {
      importId: input.importId,
    })
    expect(fileName).toBe('excel-unicode-text-import-report.csv')
    const lines = content.split('\r\n')
    expect(lines[0]).toBe(
      'row,serialId,deviceType,name,result,message,location,locationName,pairing,pairingMessage,device',
    )
    // The type in words, the location's name beside its id.
    expect(lines[1]).toBe(
      '2,Network;00:1a:2b:3c:4d:5e;WiFi,Wi-Fi access point,Corp,created,Device created or updated.,berlin-f2,Berlin · Floor 2,paired,Paired to berlin-f2.,',
    )
    expect(lines[2]).toMatch(/^3,,Wi-Fi access point,Corp,skipped,"Not sent: The BSSID/)
  })

  it('stops after the rows in flight when cancelled, and a re-run does the rest', async () => {
    const events: Array<{ done: number; phase: string }> = []
    let cancel = () => {}
    let doneAtCancel = -1
    const core = await testCore({
      emit: (event, payload) => {
        if (event !== 'importProgress') return
        const progress = payload as { done: number; phase: string }
        events.push(progress)
        if (doneAtCancel < 0 && progress.done > 0) {
          doneAtCancel = progress.done
          cancel()
        }
      },
    })
    const csv = [
      'bssid,ssid,band,location',
      ...Array.from(
        { length: 1000 },
        (_, n) =>
          `02:00:00:01:${(n >> 8).toString(16).padStart(2, '0')}:${(n & 255).toString(16).padStart(2, '0')},Corp,5 GHz,berlin-f2`,
      ),
    ].join('\n')
    const { input } = await openFile(core.dispatch, 'many.csv', csv)
    cancel = () => void core.dispatch('cancelImport', { importId: input.importId })
    const report = await call(core.dispatch, 'sendImport', input)
    const sent = report.rows.filter((r) => r.outcome === 'created')
    expect(report.cancelled).toBe(true)
    // The rows in flight when cancel came (at most 8 at once) finish; no other row is sent.
    expect(sent.length).toBeGreaterThanOrEqual(doneAtCancel)
    expect(sent.length).toBeLessThanOrEqual(doneAtCancel + 8)
    expect(report.rows.filter((r) => r.outcome === 'cancelled')).toHaveLength(1000 - sent.length)
    // Those registered are still paired: left unpaired, a restart of the service would lose them.
    expect(sent.every((r) => r.pairing === 'paired')).toBe(true)
    expect(
      report.rows.filter((r) => r.outcome === 'cancelled').every((r) => r.pairing === 'not-sent'),
    ).toBe(true)

    const rerun = await call(core.dispatch, 'sendImport', input)
    expect(rerun.failed).toBe(0)
    expect(rerun.rows.filter((r) => r.outcome === 'created')).toHaveLength(1000 - sent.length)
    expect(rerun.rows.filter((r) => r.outcome === 'unchanged')).toHaveLength(sent.length)
    expect(rerun.rows.filter((r) => r.pairing === 'paired')).toHaveLength(1000 - sent.length)
    expect(rerun.rows.filter((r) => r.pairing === 'already')).toHaveLength(sent.length)
  }, 60_000)
})

describe('rows without a location', () => {
  const csv = 'bssid,ssid,band\n00:1a:2b:3c:4d:70,Corp,5 GHz\n00:1a:2b:3c:4d:71,Corp,5 GHz\n'

  it('are refused unless a location for them or keeping them unpaired is chosen', async () => {
    const core = await testCore()
    const { input } = await openFile(core.dispatch, 'aps.csv', csv)
    const preview = await call(core.dispatch, 'previewImport', input)
    expect(preview.rows.map((row) => [row.action, row.findings.map((f) => f.code)])).toEqual([
      ['skip', ['location-required']],
      ['skip', ['location-required']],
    ])
    const report = await call(core.dispatch, 'sendImport', input)
    expect(report.rows.map((row) => row.outcome)).toEqual(['skipped', 'skipped'])
    const listed = await call(core.dispatch, 'listDevices', {})
    expect(listed.devices.some((d) => d.serialId.includes('00:1a:2b:3c:4d:70'))).toBe(false)
  })

  it('go to the location chosen for rows without one', async () => {
    const core = await testCore()
    const { input } = await openFile(core.dispatch, 'aps.csv', csv)
    const report = await call(core.dispatch, 'sendImport', {
      ...input,
      defaultLocation: 'Berlin · Floor 3',
    })
    expect(report.rows.map((row) => [row.outcome, row.pairing, row.locationId])).toEqual([
      ['created', 'paired', 'berlin-f3'],
      ['created', 'paired', 'berlin-f3'],
    ])
  })

  it('go where the send says, though the preview before it had no location for them', async () => {
    const core = await testCore()
    const { input } = await openFile(core.dispatch, 'aps.csv', csv)
    const preview = await call(core.dispatch, 'previewImport', input)
    expect(preview.rows.map((row) => row.action)).toEqual(['skip', 'skip'])
    const report = await call(core.dispatch, 'sendImport', {
      ...input,
      defaultLocation: 'Berlin · Floor 3',
    })
    expect(report.rows.map((row) => [row.outcome, row.locationId])).toEqual([
      ['created', 'berlin-f3'],
      ['created', 'berlin-f3'],
    ])
  })

  it('stay unpaired when chosen, each row saying what that means', async () => {
    const core = await testCore()
    const { input } = await openFile(core.dispatch, 'aps.csv', csv)
    const report = await call(core.dispatch, 'sendImport', { ...input, keepUnpaired: true })
    expect(report.rows.map((row) => [row.outcome, row.pairing])).toEqual([
      ['created', 'none'],
      ['created', 'none'],
    ])
    expect(report.rows[0]?.pairingMessage?.message).toMatch(
      /^Kept unpaired, as chosen: .*forgets it/,
    )
    const { entries } = await call(core.dispatch, 'listActivity', { actions: ['import'] })
    expect(entries[0]?.summary?.message).toBe(
      'Imported aps.csv: 2 rows; 2 created, 0 updated, 0 unchanged, 0 paired, 0 not done.',
    )
  })
})

describe('a large import in one run', () => {
  it('pairs as it goes, so it never meets the service’s limit of unpaired devices', async () => {
    const server = await startMockServer({
      port: 0,
      dataDir: await tempDir(),
      scryptParams: TEST_SCRYPT,
      maxUnpairedDevicesPerAccount: 1_200,
    })
    onCleanup(() => server.close())
    const core = await testCore()
    const profile = await call(core.dispatch, 'saveProfile', {
      name: 'Small limit',
      baseUrl: server.url,
      authMethod: 'apiKey',
    })
    await call(core.dispatch, 'useProfile', { id: profile.id })
    await call(core.dispatch, 'signIn', { method: 'apiKey', apiKey: DEMO.berlinAdminKey })
    const rows = Array.from(
      { length: 2_500 },
      (_, n) =>
        `02:01:00:00:${(n >> 8).toString(16).padStart(2, '0')}:${(n & 255).toString(16).padStart(2, '0')},Corp,5 GHz,berlin-f2`,
    )
    // Two devices in the second batch are registered and paired as the file has them already.
    const serialId = (n: number) =>
      `Network;02:01:00:00:${(n >> 8).toString(16).padStart(2, '0')}:${(n & 255).toString(16).padStart(2, '0')};WiFi`
    await call(core.dispatch, 'putDevices', {
      devices: [1_500, 1_501].map((n) => ({
        serialId: serialId(n),
        deviceType: 32,
        name: 'Corp',
        info: '5 GHz',
        locationId: 'berlin-f2',
      })),
      keepUnpaired: false,
      via: 'register',
    })
    const { input } = await openFile(
      core.dispatch,
      'big.csv',
      ['bssid,ssid,band,location', ...rows].join('\n'),
    )
    const report = await call(core.dispatch, 'sendImport', input)
    expect(report.failed).toBe(0)
    expect(report.rows.filter((row) => row.pairing === 'paired')).toHaveLength(2_498)
    // Each batch's answers land on their own rows.
    expect(
      report.rows.slice(1_499, 1_503).map((row) => [row.serialId, row.outcome, row.pairing]),
    ).toEqual([
      [serialId(1_499), 'created', 'paired'],
      [serialId(1_500), 'unchanged', 'already'],
      [serialId(1_501), 'unchanged', 'already'],
      [serialId(1_502), 'created', 'paired'],
    ])
  }, 60_000)
})
