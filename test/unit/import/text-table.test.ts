import { describe, expect, it } from 'vitest'
import { readBand } from '#core/import/band.ts'
import { looksLikeTextTable, parseTextTable } from '#core/import/text-table.ts'

describe("a controller's text table", () => {
  it('cuts the columns where the values line up under the header, two headers one space apart too', () => {
    const text = [
      'AP Name          Slots AP Model      Ethernet MAC   Radio MAC      State        Location',
      '------------------------------------------------------------------------------------------',
      'AP-1             2     C9120AXI-E    0000.5e00.5301 0000.5e00.5310 Registered   default location',
      'AP-2             3     C9136I-E      0000.5e00.5302 0000.5e00.5320 Registered   Floor 5 West',
    ].join('\n')
    expect(looksLikeTextTable(text)).toBe(true)
    const table = parseTextTable(text)
    expect(table.headers).toEqual([
      'AP Name',
      'Slots',
      'AP Model',
      'Ethernet MAC',
      'Radio MAC',
      'State',
      'Location',
    ])
    expect(table.rows[1]).toEqual({
      row: 4,
      cells: [
        'AP-2',
        '3',
        'C9136I-E',
        '0000.5e00.5302',
        '0000.5e00.5320',
        'Registered',
        'Floor 5 West',
      ],
    })
  })

  it('reads values that do not line up with their header by runs of spaces, in order, and a repeated header as the same table', () => {
    const text = [
      'Number of APs: 3',
      '',
      'AP Name                            Slots    AP Model  Ethernet MAC    Radio MAC       Location        State',
      '-----------------------------------------------------------------------------------------------------------',
      'a121-cap22                       2      9130AXI   0000.5e00.5331  0000.5e00.5340  Fab A  Registered',
      '',
      'AP Name                            Slots    AP Model  Ethernet MAC    Radio MAC       Location        State',
      '-----------------------------------------------------------------------------------------------------------',
      'a132-cap15                       2      9130AXI   0000.5e00.5332  0000.5e00.5350  Fab B  Registered',
      '',
      'Total: 2',
    ].join('\n')
    const table = parseTextTable(text)
    expect(table.rows.map((row) => row.cells)).toEqual([
      ['a121-cap22', '2', '9130AXI', '0000.5e00.5331', '0000.5e00.5340', 'Fab A', 'Registered'],
      ['a132-cap15', '2', '9130AXI', '0000.5e00.5332', '0000.5e00.5350', 'Fab B', 'Registered'],
    ])
    expect(table.notices[0]?.message).toMatch(
      /header on line 3 \(7 columns\), 2 rows; the 2 lines before it/,
    )
  })

  it('takes the columns from the dashes under each header (Aruba), empty cells kept', () => {
    const text = [
      'Aruba AP BSS Table',
      '------------------',
      'bss                ess    phy   ap name',
      '---                ---    ---   -------',
      '00:00:5e:00:53:51  Corp   a-HE  AP-1',
      '00:00:5e:00:53:52         g-HE  AP-1',
    ].join('\n')
    expect(parseTextTable(text).rows.map((row) => row.cells)).toEqual([
      ['00:00:5e:00:53:51', 'Corp', 'a-HE', 'AP-1'],
      ['00:00:5e:00:53:52', '', 'g-HE', 'AP-1'],
    ])
  })

  it('says so when a line has more values than columns', () => {
    const text = ['a  b', '----', 'x  y', 'x  y  z'].join('\n')
    expect(parseTextTable(text).problems.map((p) => [p.row, p.finding.code])).toEqual([
      [4, 'cells-shifted'],
    ])
  })

  it('is no text table when the header has a delimiter: that is CSV', () => {
    expect(looksLikeTextTable('a,b\n---,---\n1,2\n')).toBe(false)
  })
})

describe("a band as tools write it, in the sensor's words where the meaning is certain", () => {
  it.each([
    ['2.4', '2.4 GHz'],
    ['2,4 GHz', '2.4 GHz'],
    ['5', '5 GHz'],
    ['5G', '5 GHz'],
    ['5GHz', '5 GHz'],
    ['6', '6 GHz'],
    ['2412', '2.4 GHz'],
    ['5180 MHz', '5 GHz'],
    ['5GHz/VHT/80MHz', '5 GHz'],
    ['a-HE', '5 GHz'],
    ['g-HT', '2.4 GHz'],
    ['ng', '2.4 GHz'],
    ['na', '5 GHz'],
    ['802.11a', '5 GHz'],
    ['6e', '6 GHz'],
  ])('%j is %j', (text, band) => expect(readBand(text)).toBe(band))

  it.each(['ax', '802.11ax', 'dual', '2.4/5', '2.4 & 5 GHz', 'Lobby', '36'])(
    '%j is not certain',
    (text) => expect(readBand(text)).toBeUndefined(),
  )
})
