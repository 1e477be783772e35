// A property of the import (issue 37): no row is sent with a value that appears in no column of its line.
// Random files (headers from the names people and tools use, cells of every kind an export holds, in any
// column) are checked as the preview checks them; every row that would be sent has its id's parts, its
// name and its info in the cells of its own line.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readBand } from '#core/import/band.ts'
import { checkTable } from '#core/import/check-table.ts'
import { describeColumns } from '#core/import/mapping.ts'
import { recogniseSource } from '#core/import/sources/index.ts'
import { parse } from '#shared/serial-id/index.ts'
import { tableOf } from './support.ts'

const HEADERS = [
  'type',
  'Type',
  'Gerätetyp',
  'Tipo',
  'bssid',
  'BSSID',
  'mac',
  'MAC Address',
  'Adresse MAC',
  'Ethernet MAC',
  'adapter kind',
  'vendor id',
  'serial',
  'Numéro de série',
  'product id',
  'ID produit',
  'product code',
  'name',
  'Device Name',
  'Hostname',
  'ssid',
  'Network Name',
  'SSID',
  'band',
  'Bande',
  'info',
  'Kommentar',
  'location',
  'serialId',
  'Notes',
  'model',
]

const hex = (length: number) =>
  fc
    .array(fc.constantFrom(...'0123456789abcdef'), { minLength: length, maxLength: length })
    .map((d) => d.join(''))
const mac = fc
  .tuple(hex(12), fc.constantFrom(':', '-', ''))
  .map(([digits, sep]) => (sep ? digits.match(/../g)!.join(sep) : digits))
const CELL = fc.oneof(
  mac,
  fc.constantFrom(
    'wifi',
    'router',
    'nic',
    'usb',
    'monitor',
    'Passerelle',
    "Point d'accès",
    'Écran',
    'Dock',
    'Ethernet',
    'WLAN',
    '5 GHz',
    '2,4 GHz',
    '5180 5200 5220 5240',
    'Corp',
    'Berlin HQ',
    'DELD0A6',
    '413C:B06E',
    '413C',
    'B06E',
    'D0A6',
    'CN0ABC123',
    'berlin-f2',
    '',
    '',
    'Network;00:00:5e:00:53:01;WiFi',
    'x',
  ),
)

/** The letters and digits of a text, without case: how a value shows in a cell whatever its writing. */
const plain = (text: string) => text.toLowerCase().replace(/[^0-9a-z]/g, '')

describe('an import row is sent only with values from its own line', () => {
  it('holds for random files: the id parts, the name and the info are each in a cell of the line', async () => {
    let sent = 0
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom(...HEADERS), { minLength: 2, maxLength: 7 }),
        fc.array(fc.array(CELL, { minLength: 7, maxLength: 7 }), { minLength: 1, maxLength: 6 }),
        fc.constantFrom(undefined, 'wifi', 'router', 'nic', 'usb', 'monitor'),
        async (headers, rows, defaultType) => {
          const quote = (cell: string) =>
            /[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell
          const text = [headers, ...rows.map((cells) => cells.slice(0, headers.length))]
            .map((cells) => cells.map(quote).join(','))
            .join('\n')
          const table = await tableOf('random.csv', `${text}\n`)
          const source = recogniseSource(table)
          const { mapping } = describeColumns(table, source)
          let checked
          try {
            checked = checkTable(table, { mapping, choices: [], edits: [], defaultType }, source)
          } catch {
            return // a file without an id column is refused as a whole
          }
          for (const row of checked.rows) {
            if (row.serialId === null || row.findings.some((f) => f.level === 'error')) continue
            sent++
            const cells = table.rows.find((r) => r.row === row.row)?.cells ?? []
            const inLine = cells.map(plain).join('|')
            const parsed = parse(row.serialId)
            const parts = parsed.ok ? Object.values(parsed.matches[0]?.parts ?? {}) : [row.serialId]
            for (const part of parts) {
              const value = plain(String(part))
              // A part's value is in the line as written, or as the hex of a decimal id (USB products).
              const decimal = /^\d+$/.test(value) ? Number(value).toString(16) : value
              const kinds = ['ethernet', 'wlan']
              expect(
                value === '' ||
                  kinds.includes(value) ||
                  inLine.includes(value) ||
                  inLine.includes(decimal),
                `row ${row.row}: ${row.serialId} part "${part}" is in no cell of ${JSON.stringify(cells)}`,
              ).toBe(true)
            }
            if (row.name !== '') expect(cells).toContain(row.name)
            if (row.info !== '')
              expect(
                cells.includes(row.info) || cells.some((cell) => readBand(cell) === row.info),
                `row ${row.row}: info "${row.info}" is in no cell of ${JSON.stringify(cells)}`,
              ).toBe(true)
          }
        },
      ),
      { numRuns: 500 },
    )
    // The property is about rows that are sent: the files must make plenty of them.
    expect(sent).toBeGreaterThan(50)
  })
})
