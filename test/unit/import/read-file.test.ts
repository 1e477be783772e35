import { describe, expect, it } from 'vitest'
import { chunksOf, readTable } from '#core/import/read-file.ts'
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

  it('reads a file in a Windows code page as Windows-1252, and says so', async () => {
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode('name\n'),
      0x43,
      0x61,
      0x66,
      0xe9,
      0x0a,
    ])
    const table = await tableOf('cp1252.csv', latin1)
    expect(table).toMatchObject({ encoding: 'windows-1252', rows: [{ row: 2, cells: ['Café'] }] })
    expect(table.encodingNote?.message).toMatch(
      /not UTF-8: it was read as Windows-1252.*--encoding/,
    )
  })

  it('finds Windows-1252 however late the first byte that is not UTF-8 comes, whatever the chunks', async () => {
    const text = `name\n${'x\n'.repeat(5000)}`
    const bytes = new Uint8Array([...new TextEncoder().encode(text), 0x53, 0xfc, 0x64, 0x0a])
    for (const size of [7, 4096]) {
      const table = await tableOf('late.csv', bytes, size)
      expect(table.encoding).toBe('windows-1252')
      expect(table.rows.at(-1)?.cells).toEqual(['Süd'])
      expect(table.rows).toHaveLength(5001)
    }
  })

  it('reads a file in the encoding chosen, over the one found', async () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('name\n'), 0x53, 0xfc, 0x64, 0x0a])
    const table = await readTable('a.csv', chunksOf(bytes), 'utf-8')
    expect(table.encoding).toBe('utf-8')
    expect(table.rows[0]?.cells).toEqual(['S\uFFFDd'])
  })

  it.each([
    [
      'an empty file',
      new Uint8Array(0),
      /^empty\.csv is empty \(0 bytes\)\. Export the list again/,
    ],
    [
      'an Excel workbook',
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 6, 0]),
      /is a ZIP archive \(an Excel workbook.*save it as "CSV UTF-8/,
    ],
    [
      'an old Excel workbook',
      new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]),
      /is an old Excel workbook \(\.xls\)/,
    ],
    ['a PDF', new TextEncoder().encode('%PDF-1.7\n'), /is a PDF document/],
    [
      'binary data',
      new Uint8Array(Array.from({ length: 512 }, (_, n) => (n * 7) % 32)),
      /holds binary data \(\d+ of its first 512 bytes are control characters\)/,
    ],
  ])('refuses %s, saying what it is and how to get a CSV', async (_, bytes, message) => {
    const name = bytes.length === 0 ? 'empty.csv' : 'file.csv'
    await expect(tableOf(name, bytes)).rejects.toThrow(message)
  })

  it('reads a CSV with NUL characters in its cells (WMI padding) as text', async () => {
    const table = await tableOf(
      'nul.csv',
      '"SerialNumberID"\r\n"CN0XYZ\u0000\u0000\u0000\u0000\u0000\u0000"\r\n',
    )
    expect(table.rows[0]?.cells).toEqual(['CN0XYZ\u0000\u0000\u0000\u0000\u0000\u0000'])
  })

  it("skips PowerShell 5.1's #TYPE line and reads Excel's sep= line as the delimiter", async () => {
    const ps = await tableOf(
      'm.csv',
      '#TYPE Selected.System.Management.ManagementObject\r\n"a","b"\r\n"1","2"\r\n',
    )
    expect(ps).toMatchObject({ headers: ['a', 'b'], rows: [{ row: 2, cells: ['1', '2'] }] })
    expect(ps.notices[0]?.message).toMatch(/PowerShell 5\.1's type line/)
    const excel = await tableOf('x.csv', 'sep=,\r\na;b,c\r\n1;2,3\r\n')
    expect(excel).toMatchObject({
      delimiter: ',',
      headers: ['a;b', 'c'],
      rows: [{ row: 2, cells: ['1;2', '3'] }],
    })
  })

  it('reads every row of a file that mixes line breaks, a CR split from its LF between chunks too', async () => {
    const text = 'bssid,ssid\r\na,1\nb,2\rc,3\r\nd,"x\r\ny"\r\n'
    for (const size of [1, 2, 5, 100]) {
      const table = await tableOf('mixed.csv', text, size)
      expect(table.rows.map((row) => row.cells)).toEqual([
        ['a', '1'],
        ['b', '2'],
        ['c', '3'],
        ['d', 'x\r\ny'],
      ])
    }
  })

  it('says on its row when a quote is never closed: the rows after it are in its cell, not lost in silence', async () => {
    const table = await tableOf('q.csv', 'name,info\na,"open\nb,x\nc,y\n')
    expect(table.rows).toHaveLength(1)
    expect(table.problems).toEqual([
      {
        row: 2,
        finding: expect.objectContaining({
          code: 'quote-not-closed',
          message: expect.stringMatching(/never closed, so the rest of the file \(4 lines\)/),
        }),
      },
    ])
  })

  it('says on its row when its cells moved (a delimiter in a cell without quotes); a trailing delimiter on every row is fine', async () => {
    const shifted = await tableOf(
      's.csv',
      'model,wifi,ethernet\nThinkPad,aa,bb\nMacBookPro18,1,cc,\n',
    )
    expect(shifted.problems.map((p) => [p.row, p.finding.code])).toEqual([[3, 'cells-shifted']])
    const trailing = await tableOf('t.csv', 'a;b;\n1;2;\n3;4;\n')
    expect(trailing.problems).toEqual([])
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

  it('reads an API answer with nested records, one row per network an access point holds', async () => {
    const json = JSON.stringify({
      items: [
        {
          name: 'AP1',
          network: { name: 'HQ' },
          basicServiceSets: [
            { bssid: 'a', ssid: { name: 'Corp' }, radio: { band: '5' } },
            { bssid: 'b', ssid: { name: 'Guest' }, radio: { band: '2.4' } },
          ],
        },
      ],
    })
    const table = await tableOf('x.json', json)
    expect(table.headers).toEqual(['name', 'network.name', 'bssid', 'ssid.name', 'radio.band'])
    expect(table.rows.map((row) => row.cells)).toEqual([
      ['AP1', 'HQ', 'a', 'Corp', '5'],
      ['AP1', 'HQ', 'b', 'Guest', '2.4'],
    ])
  })

  it.each([
    ['{"devices": 3}', /holds an object with devices, not a list of devices/],
    [
      '{"devices": [',
      /not valid JSON: it ends \(line 1\) before its last list or object is closed: it may be cut off\. Export it again/,
    ],
    ['[1, 2]', /holds a list of 2 values that are not records/],
  ])('refuses JSON %j saying what it holds', async (text, message) => {
    await expect(tableOf('bad.json', text)).rejects.toThrow(message)
  })
})
