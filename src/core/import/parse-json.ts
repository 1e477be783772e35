import { coded } from '#shared/coded-text.ts'
import type { ErrorText } from '#shared/error-texts.ts'
import { UserFacingError } from '#shared/errors.ts'
import type { Table, TableRow } from './table.ts'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonRecord = { [key: string]: Json }

const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Keys under which tools put their list: export's devices, UniFi's data, Meraki's items, NetBox's results. */
const LIST_KEYS = ['devices', 'data', 'items', 'results', 'aps', 'accessPoints', 'records']

/** Arrays of records inside a record that hold one network each (Meraki's basicServiceSets, UniFi's vap_table). */
const holdsBssid = (items: Json[]) =>
  items.some((item) => isRecord(item) && Object.keys(item).some((key) => /bssid/i.test(key)))

function recordsOf(value: Json): JsonRecord[] | undefined {
  if (Array.isArray(value)) return value.every(isRecord) && value.length > 0 ? value : undefined
  if (!isRecord(value)) return undefined
  for (const key of LIST_KEYS) {
    const list = value[key]
    if (Array.isArray(list) && list.every(isRecord)) return list
  }
  // One record that carries its own list of networks (Meraki's /devices/{serial}/wireless/status).
  if (Object.values(value).some((inner) => Array.isArray(inner) && holdsBssid(inner)))
    return [value]
  const lists = Object.values(value).filter(
    (inner): inner is JsonRecord[] =>
      Array.isArray(inner) && inner.length > 0 && inner.every(isRecord),
  )
  return lists.length === 1 ? lists[0] : undefined
}

const cellOf = (value: Json): string =>
  value === null
    ? ''
    : Array.isArray(value)
      ? value.map((item) => (isRecord(item) || Array.isArray(item) ? '' : cellOf(item))).join(' ')
      : String(value)

/** A record's values by dotted key (`radio.band`), arrays of records left out (the caller explodes one). */
function flatten(record: JsonRecord, prefix = '', into: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(record)) {
    const name = `${prefix}${key}`
    if (isRecord(value)) flatten(value, `${name}.`, into)
    else if (Array.isArray(value) && value.some((item) => isRecord(item))) continue
    else into[name] = cellOf(value)
  }
  return into
}

/** Each record as one row, or one row per network where it holds a list of them (an AP's BSSIDs). */
function rowsOf(records: readonly JsonRecord[]): Array<Record<string, string>> {
  return records.flatMap((record) => {
    const outer = flatten(record)
    const nested = Object.entries(record).find(
      (entry): entry is [string, Json[]] => Array.isArray(entry[1]) && holdsBssid(entry[1]),
    )
    if (!nested) return [outer]
    const [listKey, items] = nested
    return items.filter(isRecord).map((item) => {
      const inner = flatten(item)
      const row = { ...outer }
      for (const [key, value] of Object.entries(inner))
        row[key in outer ? `${listKey}.${key}` : key] = value
      return row
    })
  })
}

/** Where the JSON went wrong, as far as the engine says: cut off, or its own words (shortened). */
function notJson(text: string, message: string): ErrorText {
  if (/end of JSON input/i.test(message)) {
    const line = text.split('\n').length
    return coded('errors.import.import-json-cut-off', { line })
  }
  const at = /position (\d+)/.exec(message)?.[1]
  if (at !== undefined) {
    const before = text.slice(0, Number(at))
    const line = before.split('\n').length
    const column = Number(at) - before.lastIndexOf('\n')
    const detail = message.slice(0, 120)
    return coded('errors.import.import-json-invalid-at', { line, column, detail })
  }
  const detail = message.replace(/\s+/g, ' ').slice(0, 160)
  return coded('errors.import.import-json-invalid', { detail })
}

/** What a JSON file holds that is no list of devices: an object (its first keys), a list, or one value. */
function notDevices(value: Json): ErrorText {
  if (isRecord(value)) {
    const keys = Object.keys(value).slice(0, 8).join(', ')
    return keys
      ? coded('errors.import.import-json-object', { keys })
      : coded('errors.import.import-json-empty-object')
  }
  if (Array.isArray(value)) {
    const count = value.length
    return coded('errors.import.import-json-list', { count })
  }
  return coded('errors.import.import-json-single', { type: typeof value })
}

/** A JSON file as a table: each key a column (nested keys dotted), each record a row (numbered from 1). */
export function parseJsonText(text: string): Omit<Table, 'encoding'> {
  let value: Json
  try {
    value = JSON.parse(text) as Json
  } catch (error) {
    const message = error instanceof Error ? error.message : 'unreadable'
    throw new UserFacingError('bad_file', notJson(text, message))
  }
  const records = recordsOf(value)
  if (!records) throw new UserFacingError('bad_file', notDevices(value))
  const flat = rowsOf(records)
  const headers = [...new Set(flat.flatMap((row) => Object.keys(row)))]
  const rows: TableRow[] = flat.map((row, index) => ({
    row: index + 1,
    cells: headers.map((header) => row[header] ?? ''),
  }))
  const notices =
    flat.length > records.length
      ? [coded('import.notice.json-networks', { records: records.length, networks: flat.length })]
      : []
  return { format: 'json', delimiter: null, headers, rows, notices, problems: [] }
}
