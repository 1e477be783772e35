import type { MessageId } from '#shared/messages/catalog.ts'
import type { SortKey } from './device-model.ts'

/** The table's optional columns, dropped in this order as the window narrows. */
export interface Columns {
  info: boolean
  type: boolean
  source: boolean
}

/**
 * Which columns fit a table this wide: serial id, name, location and state always stay; info, type
 * and source go first (type then shows under the name; all of them in the device's details).
 * 0 (not measured yet, or no layout at all): every column.
 */
export function columnsFor(width: number): Columns {
  const all = width === 0
  return { info: all || width >= 1060, type: all || width >= 940, source: all || width >= 880 }
}

/** Narrower once the type column is gone: the name beside it keeps its numbers in view. */
export const serialWidth = (columns: Columns) => (columns.type ? COLUMN_WIDTHS.serial : 240)

export const COLUMN_WIDTHS = {
  checkbox: 44,
  type: 150,
  serial: 280,
  location: 180,
  source: 100,
  state: 112,
}

/** The state column holds its widest badge on one line: German's "Nicht gespeichert" needs more room. */
export const stateWidth = (locale: string) => (locale.startsWith('de') ? 136 : COLUMN_WIDTHS.state)

/** A header that sorts the table by its column. */
export interface SortColumn {
  key: SortKey
  label: MessageId
  width?: number
}

/** The table's sortable columns that fit (see `columnsFor`), in order, each with its width if fixed. */
export function sortColumns(columns: Columns, locale: string): SortColumn[] {
  const all: (SortColumn | false)[] = [
    columns.type && { key: 'type', label: 'devices.column.type', width: COLUMN_WIDTHS.type },
    // Wide enough for most serial ids in full; a longer one wraps onto a second line.
    { key: 'serialId', label: 'devices.column.serialId', width: serialWidth(columns) },
    { key: 'name', label: 'devices.column.name' },
    columns.info && { key: 'info', label: 'devices.column.info' },
    { key: 'location', label: 'devices.column.location', width: COLUMN_WIDTHS.location },
    columns.source && {
      key: 'source',
      label: 'devices.column.source',
      width: COLUMN_WIDTHS.source,
    },
    { key: 'state', label: 'devices.column.state', width: stateWidth(locale) },
  ]
  return all.filter((column) => column !== false)
}
