// Export → import with zero changes: the files export writes are read back exactly, whatever the ids hold.
import { describe, expect, it } from 'vitest'
import { call, testCore } from '../core/support/fixtures.ts'
import { openFile } from './support.ts'

/** Devices whose fields a CSV writer or a spreadsheet could get wrong. */
const TRICKY = [
  {
    serialId: 'PHL; BZ  126103;082C',
    deviceType: 2,
    name: 'Desk 7 "left"',
    info: 'Philips 170B, 17"',
    location: 'berlin-f2-desk-01',
  },
  {
    serialId: '0BDA;-F01E341F8303;33107',
    deviceType: 4,
    name: '=HYPERLINK("x")',
    info: '+49 30 1234',
    location: 'berlin-f2-desk-02',
  },
  {
    serialId: 'Network;00:1a:2b:3c:4d:5e;WiFi',
    deviceType: 32,
    name: "'=already quoted",
    info: '5 GHz',
    location: 'berlin-f3',
  },
  {
    serialId: 'Ethernet;00:1a:2b:3c:4d:5f;NIC',
    deviceType: 8,
    name: 'Two\r\nlines',
    info: '@home',
    location: 'berlin-f3',
  },
]

async function officeWithTrickyDevices() {
  const core = await testCore()
  await call(core.dispatch, 'putDevices', {
    devices: TRICKY.map(({ location, ...device }) => ({ ...device, locationId: location })),
    keepUnpaired: false,
    via: 'register',
  })
  return core
}

describe('export, then import the file', () => {
  it.each(['csv', 'json'] as const)('the whole account as %s: zero changes', async (format) => {
    const core = await officeWithTrickyDevices()
    const all = (await call(core.dispatch, 'listDevices', {})).devices
    const exported = await call(core.dispatch, 'exportDevices', { format })
    expect(exported.count).toBe(all.length)
    // Saved with a BOM, as the app and the command line write CSV files for Excel.
    const bytes = format === 'csv' ? `\uFEFF${exported.content}` : exported.content
    const { file, input } = await openFile(core.dispatch, exported.fileName, bytes)
    expect(file.unmapped).toBe(0)
    const preview = await call(core.dispatch, 'previewImport', input)
    expect(preview.counts).toMatchObject({
      rows: all.length,
      create: 0,
      update: 0,
      pair: 0,
      skip: 0,
      unchanged: all.length,
    })
    expect(preview.rows.map((row) => row.serialId)).toEqual(all.map((device) => device.serialId))
  })

  it('quotes serial ids and names so that a spreadsheet neither splits them nor runs them', async () => {
    const core = await officeWithTrickyDevices()
    const { content } = await call(core.dispatch, 'exportDevices', {
      format: 'csv',
      serialIds: TRICKY.map((d) => d.serialId),
    })
    expect(content.split('\r\n').slice(0, 3)).toEqual([
      'serialId,type,name,info,location',
      '"PHL; BZ  126103;082C",monitor,"Desk 7 ""left""","Philips 170B, 17""",berlin-f2-desk-01',
      `"0BDA;-F01E341F8303;33107",usb,"'=HYPERLINK(""x"")","'+49 30 1234",berlin-f2-desk-02`,
    ])
    expect(content).toContain(`"''=already quoted"`)
  })

  it('exports what the filters keep, in the order asked', async () => {
    const core = await officeWithTrickyDevices()
    const order = [TRICKY[2]!.serialId, TRICKY[0]!.serialId, 'Network;ff:ff:ff:ff:ff:fe;WiFi']
    const chosen = await call(core.dispatch, 'exportDevices', { format: 'json', serialIds: order })
    const devices = (JSON.parse(chosen.content) as { devices: Array<{ serialId: string }> }).devices
    expect(devices.map((d) => d.serialId)).toEqual(order.slice(0, 2))
    const floor = await call(core.dispatch, 'exportDevices', {
      format: 'json',
      locationId: 'berlin-f3',
    })
    const located = (JSON.parse(floor.content) as { devices: Array<{ location: string }> }).devices
    expect(located.length).toBeGreaterThanOrEqual(2)
    expect(new Set(located.map((device) => device.location))).toEqual(new Set(['berlin-f3']))
    const before = (await call(core.dispatch, 'exportDevices', { format: 'csv', unpaired: true }))
      .count
    await call(core.dispatch, 'putDevices', {
      devices: [
        {
          serialId: 'Network;02:00:00:00:00:01;WiFi',
          deviceType: 32,
          name: 'New',
          info: '5 GHz',
          locationId: null,
        },
      ],
      keepUnpaired: true,
      via: 'register',
    })
    const unpaired = await call(core.dispatch, 'exportDevices', { format: 'csv', unpaired: true })
    expect(unpaired.count).toBe(before + 1)
  })
})
