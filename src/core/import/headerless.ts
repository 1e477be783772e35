import { coded } from '#shared/coded-text.ts'
import { parse } from '#shared/serial-id/index.ts'
import { fieldOf } from './columns.ts'
import type { Table } from './table.ts'

const MAC =
  /^(?:[0-9a-f]{1,2}(?:[:-][0-9a-f]{1,2}){5}|[0-9a-f]{4}[.:-][0-9a-f]{4}[.:-][0-9a-f]{4}|[0-9a-f]{12})$/i

/** A cell that is a value, never a column's name: a MAC or BSSID, or a whole serial id. */
const isValue = (cell: string) => {
  const text = cell.trim()
  return MAC.test(text) || (text.split(';').length === 3 && parse(text).ok)
}

/**
 * A table whose first line is data, as scripts write BSSID reports: no cell names a field, and one is an
 * id (a MAC, a serial id). It becomes the first row, and the columns are named by position (#1, #2…), so
 * no row goes missing; which column is what is the admin's to map.
 */
export function withoutHeader(table: Table): Table {
  const { headers } = table
  if (table.format === 'json' || headers.length === 0) return table
  if (headers.some((header) => fieldOf(header) !== null) || !headers.some(isValue)) return table
  const named = headers.map((_, index) => `#${index + 1}`)
  const first = { row: table.rows[0] ? table.rows[0].row - 1 : 1, cells: headers }
  const shown = headers
    .slice(0, 6)
    .map((cell) => cell.trim())
    .join(', ')
  return {
    ...table,
    headers: named,
    rows: [first, ...table.rows],
    notices: [...table.notices, coded('import.notice.no-header', { line: shown })],
    ...(table.lines ? { lines: { ...table.lines, header: 0 } } : {}),
  }
}
