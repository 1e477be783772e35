import { describe, expect, it } from 'vitest'
import { fixture, tableOf } from './support.ts'

describe('reading an import file as it was saved', () => {
  it.each([
    ['excel-de-semicolon-bom.csv', 'utf-8 with BOM', ';', 10, 'Type'],
    ['excel-unicode-text.txt', 'utf-16le', '\t', 7, 'serialId'],
    ['controller-aps.csv', 'utf-8', ',', 9, 'AP Name'],
  ])('%s: %s, delimiter %j, %i rows', async (name, encoding, delimiter, rows, firstHeader) => {
    const table = await tableOf(name, fixture(name))
    expect(table).toMatchObject({ format: 'csv', encoding, delimiter })
    expect(table.rows).toHaveLength(rows)
    expect(table.headers[0]).toBe(firstHeader)
  })

  it('reads the same rows whatever the chunk size (a character or a CRLF split between chunks)', async () => {
    const bytes = fixture('excel-unicode-text.txt')
    const whole = await tableOf('a.txt', bytes)
    for (const size of [1, 3, 7, 64]) expect(await tableOf('a.txt', bytes, size)).toEqual(whole)
  })

  it('keeps the numbers of the rows a spreadsheet shows, blank rows counted but not kept', async () => {
    const table = await tableOf('excel-de-semicolon-bom.csv', fixture('excel-de-semicolon-bom.csv'))
    expect(table.rows.map((row) => row.row)).toEqual([2, 3, 4, 5, 6, 8, 9, 10, 11, 12])
  })

  it('keeps quoted quotes, umlauts and spaces around a serial exactly', async () => {
    const table = await tableOf('excel-de-semicolon-bom.csv', fixture('excel-de-semicolon-bom.csv'))
    const cells = (row: number) => table.rows.find((r) => r.row === row)?.cells
    expect(cells(5)?.[6]).toBe('Realtek "USB 10/100/1000 LAN"')
    expect(cells(10)?.[2]).toBe(' BZ  126103')
    expect(cells(11)?.[7]).toBe('Konferenzraum Süd')
  })

  it('finds the delimiter in the header only: a serial id holds ";"', async () => {
    const table = await tableOf(
      'ids.csv',
      'serialId,name\r\nNetwork;00:1a:2b:3c:4d:5e;WiFi,Corp\r\n"Network;00:1a:2b:3c:4d:5f;WiFi",Corp\r\n',
    )
    expect(table.delimiter).toBe(',')
    expect(table.rows.map((row) => row.cells)).toEqual([
      ['Network;00:1a:2b:3c:4d:5e;WiFi', 'Corp'],
      ['Network;00:1a:2b:3c:4d:5f;WiFi', 'Corp'],
    ])
  })

  it('reads a one-column file of serial ids as one column', async () => {
    const table = await tableOf('ids.csv', 'serialId\nNetwork;00:1a:2b:3c:4d:5e;WiFi\n')
    expect(table.rows[0]?.cells).toEqual(['Network;00:1a:2b:3c:4d:5e;WiFi'])
  })

  it('reads a quoted line break inside a field as part of the field', async () => {
    const table = await tableOf(
      'a.csv',
      'serialId,info\r\nNetwork;00:1a:2b:3c:4d:5e;WiFi,"two\r\nlines"\r\nx,y\r\n',
    )
    expect(table.rows).toEqual([
      { row: 2, cells: ['Network;00:1a:2b:3c:4d:5e;WiFi', 'two\r\nlines'] },
      { row: 3, cells: ['x', 'y'] },
    ])
  })

  it('reads UTF-16 big endian', async () => {
    const text = '\uFEFFserialId;name\r\nNetwork;00:1a:2b:3c:4d:5e;WiFi;Café\r\n'
    const bytes = new Uint8Array(text.length * 2)
    for (let i = 0; i < text.length; i++) {
      bytes[2 * i] = text.charCodeAt(i) >> 8
      bytes[2 * i + 1] = text.charCodeAt(i) & 255
    }
    const table = await tableOf('be.csv', bytes)
    expect(table).toMatchObject({ encoding: 'utf-16be', delimiter: ';' })
    expect(table.rows[0]?.cells).toEqual(['Network', '00:1a:2b:3c:4d:5e', 'WiFi', 'Café'])
  })

  it('refuses a file in a Windows code page, saying how to save it', async () => {
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode('name\n'),
      0x43,
      0x61,
      0x66,
      0xe9,
      0x0a,
    ])
    await expect(tableOf('cp1252.csv', latin1)).rejects.toThrow(/not UTF-8 or UTF-16.*CSV UTF-8/)
  })

  it('reads the JSON that export writes, and a bare array of devices', async () => {
    const exported = JSON.stringify({
      format: 'device-registry-admin/devices',
      version: 1,
      devices: [
        {
          serialId: 'Network;00:1a:2b:3c:4d:5e;WiFi',
          deviceType: 32,
          name: 'Corp',
          info: '5 GHz',
          location: null,
        },
      ],
    })
    const table = await tableOf('devices.json', exported)
    expect(table).toMatchObject({
      format: 'json',
      headers: ['serialId', 'deviceType', 'name', 'info', 'location'],
    })
    expect(table.rows).toEqual([
      { row: 1, cells: ['Network;00:1a:2b:3c:4d:5e;WiFi', '32', 'Corp', '5 GHz', ''] },
    ])
    const bare = await tableOf('x.txt', `  [{"serialId": "a", "name": "b"}]`)
    expect(bare.rows[0]?.cells).toEqual(['a', 'b'])
  })

  it.each([
    ['{"devices": 3}', /does not hold a list of devices/],
    ['{"devices": [', /not valid JSON/],
  ])('refuses JSON %j with a clear message', async (text, message) => {
    await expect(tableOf('bad.json', text)).rejects.toThrow(message)
  })
})
