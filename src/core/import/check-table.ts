import { formatMessage } from '#shared/messages/format.ts'
import { coded } from '#shared/coded-text.ts'
import type { DeviceTypeName } from '#shared/api/common.ts'
import type { ErrorText } from '#shared/error-texts.ts'
import { columnList } from './column-list.ts'
import { UserFacingError } from '#shared/errors.ts'
import {
  EXTRA_DEVICE_FIELDS,
  type ImportField,
  type ColumnMapping,
  type ExtraDeviceField,
  type Finding,
  type ImportPlanInput,
} from '#shared/ipc/import.ts'
import { cellsByField } from './columns.ts'
import { finding, serialFinding } from './finding.ts'
import {
  checkRow,
  identify,
  keptTexts,
  textFindings,
  type CheckedRow,
  type RowContext,
} from './check-row.ts'
import { unescapeCell } from './export.ts'
import { describeColumns, type ColumnPlan } from './mapping.ts'
import type { ImportSource } from './sources/index.ts'
import { usbOfPath } from '#shared/serial-id/readers/device-path.ts'
import { isShortenedNumber, shortenedFinding } from './spreadsheet.ts'
import type { Table } from './table.ts'

const MAIN_ID_FIELDS: readonly ImportField[] = [
  'serialId',
  'bssid',
  'mac',
  'serial',
  'vendor',
  'product',
  'productCode',
]
const isExtra = (field: string): field is ExtraDeviceField =>
  (EXTRA_DEVICE_FIELDS as readonly string[]).includes(field)

const EXTRA_KIND: Record<ExtraDeviceField, DeviceTypeName> = {
  wlanMac: 'nic',
  ethernetMac: 'nic',
  dockId: 'usb',
  monitorId: 'monitor',
}

/** A mapping for another number of columns than the file has. */
export function mappingColumns(mapping: readonly unknown[], table: Table): ErrorText {
  const count = mapping.length
  const columns = table.headers.length
  return coded('errors.import.import-mapping-columns', { count, columns })
}

/** Refuses a mapping that makes no id at all, saying which columns there are and how to map one. */
function checkMapping(table: Table, mapping: ColumnMapping, plan: ColumnPlan): void {
  if (mapping.length !== table.headers.length)
    throw new UserFacingError('invalid_input', mappingColumns(mapping, table))
  if (mapping.some((field) => MAIN_ID_FIELDS.includes(field as ImportField) || isExtra(field)))
    return
  // The file's own headers and first values: data, the same in any language.
  const columns = `${columnList(
    plan.columns
      .slice(0, 12)
      .map((column) => `${column.header}${column.samples[0] ? ` (${column.samples[0]})` : ''}`),
  )}${plan.columns.length > 12 ? ' · …' : ''}`
  throw new UserFacingError('bad_mapping', coded('errors.import.import-no-id-column', { columns }))
}

/** The device of an extra column: a computer's adapter, a desk's dock or monitor. */
function checkExtra(
  row: number,
  part: number,
  field: ExtraDeviceField,
  header: string,
  value: string,
  values: Partial<Record<ImportField, string>>,
  choice: string | undefined,
  context: RowContext,
): CheckedRow {
  const kind = EXTRA_KIND[field]
  const name = values.name ?? ''
  const info = values.info ?? ''
  const base = {
    row,
    part,
    column: header,
    kind,
    name,
    info,
    location: (values.location ?? '').trim(),
    account: (values.account ?? '').trim() || null,
    keeps: keptTexts(context, false),
  }
  if (isShortenedNumber(value))
    return {
      ...base,
      serialId: null,
      findings: [shortenedFinding({ column: header }, value)],
    }
  let identified: { serialId: string | null; findings: Finding[] }
  if (field === 'wlanMac' || field === 'ethernetMac')
    identified = identify(
      'nic',
      { kind: field === 'wlanMac' ? 'wlan' : 'ethernet', mac: value },
      choice,
    )
  else if (field === 'dockId' && /USB[\\#]VID_/i.test(value) && choice === undefined) {
    const device = usbOfPath(value, { source: 'windows-device-path', line: 0, lineText: value })
    identified = device?.serialId
      ? { serialId: device.serialId, findings: [] }
      : {
          serialId: null,
          findings: [
            serialFinding(
              'error',
              'no-serial',
              device?.missing ?? coded('import.finding.no-usb-id'),
            ),
          ],
        }
  } else identified = identify(kind, { serialId: value }, choice)
  return {
    ...base,
    serialId: identified.serialId,
    findings: [...identified.findings, ...textFindings(kind, name, info)],
  }
}

function rowContext(
  plan: ColumnPlan,
  mapping: ColumnMapping,
  source: ImportSource | undefined,
  input: Pick<ImportPlanInput, 'defaultType'>,
): RowContext {
  const headers: Partial<Record<ImportField, string>> = {}
  const holds: RowContext['holds'] = {}
  mapping.forEach((field, index) => {
    if (field === 'ignore' || headers[field] !== undefined) return
    const column = plan.columns[index]
    headers[field] = column?.header ?? ''
    if (column?.holds) holds[field] = column.holds
  })
  return {
    headers,
    holds,
    kindOf: source?.kindOf,
    sourceKind: source?.kind,
    defaultKind: input.defaultType,
    bssidHint: source?.bssidHint,
    gatewayQuestion: source?.gatewayQuestion,
  }
}

/** Said after a cell's finding when more of the row's columns were read the same way (`values.more`). */
const MORE_COLUMNS = ` ${formatMessage('en', 'import.finding.more')}`

export interface CheckedTable {
  rows: CheckedRow[]
  plan: ColumnPlan
}

/** Every row checked under the mapping, with the cells edited and the ids chosen in the preview. */
export function checkTable(
  table: Table,
  input: Pick<ImportPlanInput, 'mapping' | 'choices' | 'edits' | 'defaultType'>,
  source: ImportSource | undefined,
): CheckedTable {
  const plan = describeColumns(table, source)
  const { mapping } = input
  checkMapping(table, mapping, plan)
  const context = rowContext(plan, mapping, source, input)
  const choices = new Map(input.choices.map((c) => [`${c.row}:${c.part ?? 0}`, c.serialId]))
  const edits = new Map<number, Map<number, string>>()
  for (const edit of input.edits ?? [])
    edits.set(edit.row, (edits.get(edit.row) ?? new Map()).set(edit.column, edit.value))
  const problems = new Map<number, Finding[]>()
  for (const problem of table.problems)
    problems.set(problem.row, [...(problems.get(problem.row) ?? []), problem.finding])
  const extras = mapping.flatMap((field, column) => (isExtra(field) ? [{ field, column }] : []))
  const hasMain = mapping.some((field) => MAIN_ID_FIELDS.includes(field as ImportField))
  const keys = plan.columns.map((column) => column.key)
  const csv = table.format === 'csv'
  const rows: CheckedRow[] = []

  const apostrophe = (cell: string) => cell.charCodeAt(0) === 39
  for (const { row, cells: read, missing } of table.rows) {
    const changed = edits.get(row)
    // Cells as they are unless edited, or escaped by an export (a leading apostrophe).
    let cells = read
    if (changed || (csv && read.some(apostrophe))) {
      cells = read.map((cell, index) => changed?.get(index) ?? (csv ? unescapeCell(cell) : cell))
      if (changed)
        for (const [index, value] of changed) if (index >= cells.length) cells[index] = value
    }
    const values = cellsByField(mapping, cells)
    const rowProblems = problems.get(row)
    const own: Finding[] = rowProblems ? [...rowProblems] : []
    if (changed) {
      const columns = columnList(
        [...changed.keys()].map((index) => plan.columns[index]?.header ?? `#${index + 1}`),
      )
      own.push(finding('note', 'edited', { columns }))
    }
    let skip = source?.skip?.((key) => cells[keys.indexOf(key)] ?? '')
    let idBlocked = false
    if (source?.cell) {
      const said = new Map<string, Finding>()
      for (const field of Object.keys(values) as ImportField[]) {
        const result = source.cell(field, values[field] ?? '')
        if (!result) continue
        values[field] = result.value
        skip ??= result.skip
        const done = result.finding
        if (!done) continue
        if (done.level === 'error' && field !== 'name' && field !== 'info') idBlocked = true
        // One finding per kind of thing done to the row's cells (four WMI columns read one way: one note).
        const earlier = said.get(done.code)
        if (earlier) {
          if (earlier.values?.['more'] === undefined) {
            earlier.message += MORE_COLUMNS
            earlier.values = { ...earlier.values, more: 1 }
          }
        } else {
          const copy = { ...done }
          said.set(done.code, copy)
          own.push(copy)
        }
      }
    }
    const base = {
      row,
      part: 0,
      column: null,
      kind: null,
      serialId: null,
      name: values.name ?? '',
      info: values.info ?? '',
      location: (values.location ?? '').trim(),
      account: (values.account ?? '').trim() || null,
    }
    if (skip) {
      rows.push({ ...base, findings: [...own, skip] })
      continue
    }
    const devices: CheckedRow[] = []
    const extraValues = extras.filter(({ column }) => (cells[column] ?? '').trim() !== '')
    const mainValue = MAIN_ID_FIELDS.some((field) => (values[field] ?? '').trim() !== '')
    if (hasMain && (mainValue || extraValues.length === 0 || choices.has(`${row}:0`)))
      devices.push(checkRow(row, values, context, choices.get(`${row}:0`), idBlocked, missing))
    extras.forEach(({ field, column }, index) => {
      const value = (cells[column] ?? '').trim()
      if (value === '' && !choices.has(`${row}:${index + 1}`)) return
      devices.push(
        checkExtra(
          row,
          index + 1,
          field,
          plan.columns[column]?.header ?? '',
          value,
          values,
          choices.get(`${row}:${index + 1}`),
          context,
        ),
      )
    })
    if (devices.length === 0) {
      rows.push({
        ...base,
        findings: [...own, finding('note', 'empty')],
      })
      continue
    }
    for (const device of devices) device.findings.unshift(...own)
    rows.push(...devices)
  }
  return { rows, plan }
}
