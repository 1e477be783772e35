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
