// Fixing an import where it is shown, reusing what was chosen, devices of their own in a row, the desk
// template: through the handler table, against the demo office.
import { readFileSync } from 'node:fs'
import { stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { call, fails, tempDir, testCore } from '../core/support/fixtures.ts'
import { openFile } from './support.ts'

const SOURCES = new URL('../../fixtures/import/sources/', import.meta.url)

describe('a MAC registered already as another type', () => {
  it('holds the row back, naming the device it is registered as', async () => {
    const core = await testCore()
    // The demo's Floor 2 gateway, given as a BSSID.
    const csv = 'bssid,ssid,band,location\nF0-9F-C2-FC-51-58,Northwind-Corp,5 GHz,berlin-f2\n'
    const { input } = await openFile(core.dispatch, 'aps.csv', csv)
    const [row] = (await call(core.dispatch, 'previewImport', input)).rows
    expect(row).toMatchObject({ action: 'skip', serialId: 'Network;f0:9f:c2:fc:51:58;WiFi' })
    expect(row?.findings).toEqual([
      expect.objectContaining({
        code: 'other-type',
        message: expect.stringMatching(
          /^f0:9f:c2:fc:51:58 is registered already as a default gateway \(Network;f0:9f:c2:fc:51:58;Gateway, paired to berlin-f2\), and this row makes it a Wi-Fi access point/,
        ),
      }),
    ])
  })

  it('holds back rows of the file that give one MAC as two types', async () => {
    const core = await testCore()
    const csv =
      'type,mac,bssid,ssid,location\nrouter,00:00:5e:00:53:77,,,berlin-f2\nwifi,,00:00:5e:00:53:77,Corp,berlin-f2\n'
    const { input } = await openFile(core.dispatch, 'both.csv', csv)
    const rows = (await call(core.dispatch, 'previewImport', input)).rows
    expect(rows.map((row) => row.findings.map((f) => f.code))).toEqual([
      ['other-type'],
      ['other-type'],
    ])
  })
})

describe('fixing rows in the preview', () => {
  it('checks a row again with its cells edited, and hands the cells over to edit', async () => {
    const core = await testCore()
    const csv = 'bssid,ssid,band,location\n00:00:5e:00:53:zz,Northwind-Corp,5,berlin-f2\n'
    const { input } = await openFile(core.dispatch, 'typo.csv', csv)
    expect((await call(core.dispatch, 'previewImport', input)).rows[0]?.action).toBe('skip')
    const cells = await call(core.dispatch, 'importRowCells', { importId: input.importId, row: 2 })
    expect(cells.cells.map((cell) => [cell.header, cell.value])).toEqual([
      ['bssid', '00:00:5e:00:53:zz'],
      ['ssid', 'Northwind-Corp'],
      ['band', '5'],
      ['location', 'berlin-f2'],
    ])
    const edited = await call(core.dispatch, 'previewImport', {
      ...input,
      edits: [{ row: 2, column: 0, value: '00:00:5e:00:53:2a' }],
    })
    expect(edited.rows[0]).toMatchObject({
      action: 'create',
      serialId: 'Network;00:00:5e:00:53:2a;WiFi',
      info: '5 GHz',
      findings: [
        expect.objectContaining({ code: 'edited', message: 'Edited in the preview: bssid.' }),
        expect.objectContaining({ code: 'band' }),
      ],
    })
    const report = await call(core.dispatch, 'sendImport', {
      ...input,
      edits: [{ row: 2, column: 0, value: '00:00:5e:00:53:2a' }],
    })
    expect(report.rows[0]).toMatchObject({ outcome: 'created', pairing: 'paired' })
  })

  it('remembers the choices and edits made for the very same file, and forgets them when asked', async () => {
    const core = await testCore()
    const csv = 'serialId,location\n"Network;00-00-5E-00-53-2B;WiFi",berlin-f2\n'
    const first = await openFile(core.dispatch, 'again.csv', csv)
    expect(first.file.remembered).toBeNull()
    const choices = [{ row: 2, serialId: 'Network;00:00:5e:00:53:2b;WiFi' }]
    await call(core.dispatch, 'previewImport', { ...first.input, choices })
    const again = await openFile(core.dispatch, 'again.csv', csv)
    expect(again.file.remembered).toMatchObject({ choices, edits: [] })
    // Another file (one byte more) remembers nothing.
    expect((await openFile(core.dispatch, 'again.csv', `${csv}\n`)).file.remembered).toBeNull()
    await call(core.dispatch, 'forgetImportChoices', { importId: again.input.importId })
    expect((await openFile(core.dispatch, 'again.csv', csv)).file.remembered).toBeNull()
  })

  it('saves a mapping by name and offers it for files with the same headers, applied by header', async () => {
    const configDir = await tempDir()
    const core = await testCore({ configDir })
    const csv = 'Gerät,Adresse,Raum\nbox1,00:00:5e:00:53:2c,berlin-f2\n'
    const { input } = await openFile(core.dispatch, 'boxes.csv', csv)
    await call(core.dispatch, 'saveImportMapping', {
      importId: input.importId,
      name: 'Gateways sheet',
      mapping: ['name', 'mac', 'location'],
    })
    const saved = join(configDir, 'import-memory.json')
    expect((await stat(saved)).mode & 0o777).toBe(0o600)
    expect(readFileSync(saved, 'utf8')).not.toMatch(/key|secret|password/i)
    // The same headers in another order: the saved mapping follows the headers.
    const other = await openFile(
      core.dispatch,
      'boxes-2.csv',
      'Raum,Adresse,Gerät\nberlin-f3,00:00:5e:00:53:2d,box2\n',
    )
    expect(other.file.savedMappings).toEqual([
      { name: 'Gateways sheet', mapping: ['location', 'mac', 'name'], fits: true },
    ])
  })

  it('reads a file from disk again where main knows its path, and says to choose it again where it does not', async () => {
    const core = await testCore()
    const dir = await tempDir()
    const path = join(dir, 'aps.csv')
    await writeFile(path, 'bssid,ssid,location\n00:00:5e:00:53:2e,Northwind-Corp,berlin-f2\n')
    const file = await core.openImportFile(path)
    expect(file.canReread).toBe(true)
    await writeFile(
      path,
      'bssid,ssid,location\n00:00:5e:00:53:2e,Northwind-Corp,berlin-f2\n00:00:5e:00:53:2f,Northwind-Corp,berlin-f2\n',
    )
    const again = await call(core.dispatch, 'rereadImport', { importId: file.importId })
    expect(again).toMatchObject({ importId: file.importId, rows: 2 })
    const { input } = await openFile(core.dispatch, 'dropped.csv', 'bssid\n00:00:5e:00:53:30\n')
    expect(await fails(core.dispatch, 'rereadImport', { importId: input.importId })).toMatchObject({
      code: 'reread_unavailable',
      message:
        'dropped.csv was handed over by the window, so it cannot be read again from disk: choose the file again.',
    })
  })
})

describe('a row with devices of its own', () => {
  it("registers each computer's Wi-Fi and Ethernet adapter from an Intune export", async () => {
    const core = await testCore()
    const { input } = await openFile(
      core.dispatch,
      'intune-devices.csv',
      readFileSync(new URL('intune-devices.csv', SOURCES)),
    )
    const report = await call(core.dispatch, 'sendImport', {
      ...input,
      defaultLocation: 'berlin-f2',
    })
    expect(
      report.rows.map((row) => [row.row, row.part, row.column, row.outcome, row.serialId]),
    ).toEqual([
      [2, 1, 'Wi-Fi MAC', 'created', 'WLAN;00:00:5e:00:53:91;NIC'],
      [2, 2, 'EthernetMAC', 'created', 'Ethernet;00:00:5e:00:53:92;NIC'],
      [3, 1, 'Wi-Fi MAC', 'created', 'WLAN;00:00:5e:00:53:93;NIC'],
      [4, 0, null, 'left-out', null],
    ])
    expect(report.failed).toBe(0)
    const csv = await call(core.dispatch, 'importReportCsv', { importId: input.importId })
    expect(csv.content.split('\r\n')[2]).toMatch(
      /^2,Ethernet;00:00:5e:00:53:92;NIC,Network adapter \(NIC\),BER-NB-0042,created,.*,EthernetMAC$/,
    )
  })

  it('takes a choice for one extra device of a row (row.part)', async () => {
    const core = await testCore()
    const csv =
      'label,location,monitor 1 serial id,monitor 2 serial id\nD1,berlin-f2-desk-05,"DEL;CN0AAA;A0F6",DEL;CN0BBB;a0f6\n'
    const { input } = await openFile(core.dispatch, 'desk.csv', csv)
    const first = await call(core.dispatch, 'previewImport', input)
    const fix = first.rows[1]?.findings.find((f) => f.code === 'suggestion')?.fixes?.[0]
    expect(fix?.serialId).toBe('DEL;CN0BBB;A0F6')
    const chosen = await call(core.dispatch, 'previewImport', {
      ...input,
      choices: [{ row: 2, part: 2, serialId: fix?.serialId ?? '' }],
    })
    expect(chosen.rows.map((row) => [row.part, row.column, row.action, row.serialId])).toEqual([
      [1, 'monitor 1 serial id', 'create', 'DEL;CN0AAA;A0F6'],
      [2, 'monitor 2 serial id', 'create', 'DEL;CN0BBB;A0F6'],
    ])
  })
})

describe('the desk template', () => {
  it('lists every desk under a floor with the ids paired there, and imports back with the ids written in', async () => {
    const core = await testCore()
    const template = await call(core.dispatch, 'exportDeskTemplate', { locationId: 'berlin-f3' })
    const lines = template.content.trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      '"location","desk","path","dock serial id","monitor 1 serial id","monitor 2 serial id"',
    )
    expect(template.count).toBe(lines.length - 1)
    expect(lines.slice(1).every((line) => line.startsWith('"berlin-f3-desk-'))).toBe(true)
    const untouched = await openFile(core.dispatch, template.fileName, template.content)
    expect(untouched.file.source?.id).toBe('desk-template')
    const unchanged = await call(core.dispatch, 'previewImport', untouched.input)
    expect(unchanged.counts).toMatchObject({ create: 0, update: 0, pair: 0 })
    // On the floor: a dock written in for the first desk without one.
    const empty = lines.findIndex((line, index) => index > 0 && line.split('","')[3] === '')
    const filled = lines.map((line, index) =>
      index === empty
        ? line.replace(/^("[^"]*","[^"]*","[^"]*",)""/, '$1"17EF;DOCKNEW01;41878"')
        : line,
    )
    const back = await openFile(core.dispatch, template.fileName, filled.join('\r\n'))
    const report = await call(core.dispatch, 'sendImport', back.input)
    const created = report.rows.filter((row) => row.outcome === 'created')
    expect(created.map((row) => [row.serialId, row.pairing, row.locationId])).toEqual([
      ['17EF;DOCKNEW01;41878', 'paired', lines[empty]?.split('","')[0]?.slice(1)],
    ])
  })

  it('refuses a location the account does not have', async () => {
    const core = await testCore()
    expect(
      await fails(core.dispatch, 'exportDeskTemplate', { locationId: 'nowhere' }),
    ).toMatchObject({
      code: 'not_found',
      message: expect.stringMatching(/no location "nowhere"/),
    })
  })
})
