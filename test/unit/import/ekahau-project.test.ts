// Ask, never guess (issue 37): an Ekahau project (.esx, a ZIP of JSON tables) is a survey. Its measured
// BSSIDs are read with the access point each belongs to; Ekahau's own "mine" flag leaves the neighbours
// out, and which of the networks heard are the account's is still asked once.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { zipOf } from '../../support/zip.ts'
import { call, testCore } from '../core/support/fixtures.ts'
import { rejected } from '../core/support/error-text.ts'
import { FIXTURES, openFile, tableOf } from './support.ts'

const folder = new URL('ekahau-project/', FIXTURES)
const tables = Object.fromEntries(
  readdirSync(folder).map((name) => [name, readFileSync(new URL(name, folder))]),
)
const project = (files: Record<string, Buffer | string> = tables) => zipOf(files)

describe('an Ekahau project', () => {
  it('is read as its measured BSSIDs, each with its access point, its "mine" flag and its floor', async () => {
    const table = await tableOf('berlin.esx', project())
    expect(table.headers).toEqual(['AP name', 'BSSID', 'Mine', 'SSID', 'Band', 'Floor'])
    expect(table.rows).toHaveLength(11)
    expect(table.rows[0]).toEqual({
      row: 1,
      cells: ['BER-2OG-AP01', '80:8d:b7:c1:22:00', 'true', 'Northwind-Corp', '2.4 GHz', '2. OG'],
    })
    // Heard with 802.11ax alone: 2.4, 5 or 6 GHz, so no band is said.
    expect(table.rows[6]?.cells).toEqual([
      'BER-3OG-AP01',
      '24:de:c6:c1:24:20',
      'true',
      'Northwind-Corp',
      '',
      '3. OG',
    ])
    expect(table.rows[10]?.cells.slice(1, 4)).toEqual(['3c:a6:2f:10:03:33', 'false', ''])
    expect(table.notices.map((notice) => notice.values)).toEqual([{ bssids: 11, accessPoints: 7 }])
  })

  it('imports only our access points, and asks once which of the networks heard are ours', async () => {
    const core = await testCore()
    const { file, input } = await openFile(core.dispatch, 'berlin.esx', project())
    expect(file.source?.id).toBe('ekahau-ap-report')
    expect(file.survey).toBe(true)
    const asked = await call(core.dispatch, 'previewImport', {
      ...input,
      defaultLocation: 'berlin-f2',
    })
    expect(asked.networks?.networks.map((network) => network.ssid).sort()).toEqual([
      'Northwind-Corp',
      'Northwind-Guest',
    ])
    const neighbours = asked.rows.filter((row) => row.row >= 8)
    expect(neighbours.map((row) => row.action)).toEqual(['skip', 'skip', 'skip', 'skip'])

    const report = await call(core.dispatch, 'sendImport', {
      ...input,
      ssids: ['Northwind-Corp'],
      defaultLocation: 'berlin-f2',
    })
    const created = report.rows.filter((row) => row.outcome === 'created')
    expect(created.map((row) => [row.serialId, row.name])).toEqual([
      ['Network;80:8d:b7:c1:22:00;WiFi', 'Northwind-Corp'],
      ['Network;80:8d:b7:c1:22:10;WiFi', 'Northwind-Corp'],
      ['Network;80:8d:b7:c1:23:00;WiFi', 'Northwind-Corp'],
      ['Network;80:8d:b7:c1:23:10;WiFi', 'Northwind-Corp'],
      ['Network;24:de:c6:c1:24:20;WiFi', 'Northwind-Corp'],
    ])
  })

  it('with no measured access point (a plan, before the walk) is refused, saying why', async () => {
    const { 'accessPointMeasurements.json': _measured, ...planned } = tables
    const error = await rejected(tableOf('plan.esx', project(planned)))
    expect(error.code).toBe('import-ekahau-not-measured')
    expect(error.message).toContain('no measured access point (7 planned)')
  })

  it('whose tables are damaged is refused, naming the file and what went wrong', async () => {
    const damaged = { ...tables, 'accessPointMeasurements.json': '{"accessPointMeasurements": [' }
    const error = await rejected(tableOf('cut.esx', project(damaged)))
    expect(error.code).toBe('import-ekahau-unreadable')
    expect(error.message).toMatch(/^cut\.esx is an Ekahau project whose tables cannot be read \(/)
  })

  it('is told from another ZIP: an Excel workbook is still refused as one', async () => {
    const workbook = zipOf({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' })
    const error = await rejected(tableOf('devices.xlsx', workbook))
    expect(error.code).toBe('import-file-zip')
  })
})
