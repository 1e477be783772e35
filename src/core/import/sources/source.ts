import { coded } from '#shared/coded-text.ts'
import type { DeviceTypeName } from '#shared/api/common.ts'
import type {
  ImportField,
  Finding,
  Holds,
  ImportSourceId,
  SourceNote,
  SourceNoteCode,
} from '#shared/ipc/import.ts'
import { readBand } from '../band.ts'
import { finding } from '../finding.ts'
import { headerKey } from '../columns.ts'
import type { Table } from '../table.ts'

/** A file's headers as keys, and the first values of each column, for recognising its tool. */
export interface SourceView {
  keys: ReadonlySet<string>
  /** The first non-empty values of the column with this header key. */
  values(key: string): string[]
  format: Table['format']
  /** The kind of device a tool's printout lists, when the file is one (printout-table.ts). */
  printout: Table['printout']
}

/** A cell as the checks need it, and what was done to it. */
export interface CellResult {
  value: string
  finding?: Finding
  /** The row holds nothing to register (a root hub, a network off the air): why, said on the row. */
  skip?: Finding
}

/** What a row's type text means in this tool: a device type, or why it is none the sensor reports. */
export type KindOf = (text: string) => DeviceTypeName | { none: Finding } | undefined

/**
 * A tool whose files people import, recognised from their content: what its columns mean (an access
 * point's own MAC is no BSSID), the type of its rows, and how its cells are written.
 */
export interface ImportSource {
  id: ImportSourceId
  recognise(view: SourceView): boolean
  /** Header keys with their meaning in this tool's files, over the general names ('ignore': left out). */
  fields?: Readonly<Record<string, ImportField | 'ignore'>>
  /** What columns hold, by header key, said in the mapping step and in findings. */
  holds?: Readonly<Record<string, Holds>>
  /** The type of rows that do not say theirs. */
  kind?: DeviceTypeName
  /** The tool's words for a row's type (a model, a category, a product type). */
  kindOf?: KindOf
  /** A survey of the air: the neighbours' networks are in it too. */
  survey?: boolean
  /** A cell as written by this tool, as the checks need it (character codes, device paths, radio names). */
  cell?(field: ImportField, value: string): CellResult | undefined
  /** Why a row holds nothing to register (a network switched off), by header key. */
  skip?(cells: (key: string) => string): Finding | undefined
  /** What that means for the import, said before the preview (the English for the command line). */
  notes: readonly SourceNote[]
  /** Asked on a gateway's row from a device's own MAC, which may not be the MAC clients see: sent once chosen. */
  gatewayQuestion?: Finding
  /** Where this tool shows BSSIDs, for rows that give an access point's own MAC instead. */
  bssidHint?: BssidHint
}

/** A note about a tool's files, said with its catalog message, `import.source.note.<code>`. */
export const note = (code: SourceNoteCode): SourceNote =>
  coded(`import.source.note.${code}`, undefined, code)

export function viewOf(table: Table): SourceView {
  const keys = table.headers.map(headerKey)
  const sample = table.rows.slice(0, 50)
  return {
    keys: new Set(keys),
    values: (key) => {
      const index = keys.indexOf(key)
      if (index < 0) return []
      return sample.map((row) => (row.cells[index] ?? '').trim()).filter((cell) => cell !== '')
    },
    format: table.format,
    printout: table.printout,
  }
}

export const hasAll = (view: SourceView, ...keys: string[]) =>
  keys.every((key) => view.keys.has(key))
export const hasAny = (view: SourceView, ...keys: string[]) =>
  keys.some((key) => view.keys.has(key))

/** Columns of a tool's files that hold nothing to import, by header key. */
export const ignored = (...keys: string[]): Record<string, 'ignore'> =>
  Object.fromEntries(keys.map((key) => [key, 'ignore']))

/** Most of a column's first values match (at least one value). */
export function mostly(values: readonly string[], pattern: RegExp): boolean {
  return values.length > 0 && values.filter((v) => pattern.test(v)).length >= values.length * 0.6
}

/** Things a tool lists that are no device the sensor reports (its `model` value: the tool's word for it). */
export type NoDevice =
  | 'switch'
  | 'switch_category'
  | 'controller'
  | 'camera'
  | 'cellular_gateway'
  | 'sensor'
  | 'beacon'
  | 'meraki_product'
  | 'unifi_switch'

/** A row that is no device the sensor reports: said on the row. */
export const none = (thing: NoDevice, model = '') => ({
  none: finding('note', 'not-a-device', { thing, model }),
})

/** A pattern of a tool's type word, and the device type it means or what the row is instead. */
export type KindRule = readonly [word: RegExp, kind: DeviceTypeName | { none: NoDevice }]

/**
 * A tool's type words read by rules: the first pattern the word matches (trimmed, in the letter case the
 * patterns are written in) says its kind; a row that is no device gives its word as the model.
 */
export function kindByRules(letters: 'upper' | 'lower', rules: readonly KindRule[]): KindOf {
  return (text) => {
    const word = letters === 'upper' ? text.trim().toUpperCase() : text.trim().toLowerCase()
    const kind = rules.find(([pattern]) => pattern.test(word))?.[1]
    return typeof kind === 'object' ? none(kind.none, text.trim()) : kind
  }
}

/** A band in a tool's radio words (`ng`, `5GHz/VHT/80MHz`): the sensor's band, noted with the tool's. */
export const bandCell =
  (said: 'aruba' | 'unifi'): NonNullable<ImportSource['cell']> =>
  (field, value) => {
    if (field !== 'band') return undefined
    const band = readBand(value)
    return band
      ? { value: band, finding: finding('note', 'band', { said, raw: value, band }) }
      : undefined
  }

/**
 * Where a tool shows the BSSIDs, said on a row that gives an access point's own MAC instead: its code is
 * the tool, its values the command or API path (data) it names.
 */
export interface BssidHint {
  code: 'aruba' | 'cisco' | 'meraki' | 'mist'
  values: { command: string }
}
export const bssidHint = (code: BssidHint['code'], command: string): BssidHint => ({
  code,
  values: { command },
})

/** Which tool's words say that a gateway's MAC from its list may not be the one the PCs see. */
export type GatewayTool = 'inventory' | 'catalyst_center' | 'unifi' | 'meraki'
/** The question on a gateway's row: the row waits until the person chooses the id (one click, or --choose). */
export const gatewayQuestion = (tool: GatewayTool) => finding('error', 'gateway-mac', { tool })

/** Why a tool's row holds nothing to send (a network off the air, a root hub): said on the row. */
export type LeftOutReason =
  'air_monitor' | 'meraki_off' | 'unifi_down' | 'root_hub' | 'usb_function' | 'not_mine'
export const leftOut = (reason: LeftOutReason, values: Finding['values'] = {}) =>
  finding('note', 'left-out', { reason, ...values })
