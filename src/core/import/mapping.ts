import type { ImportSourceId } from '#shared/ipc/import.ts'
import { formatMessage } from '#shared/messages/format.ts'
import { sourceLabel } from '#shared/import/source-label.ts'
import type {
  ImportField,
  ColumnMapping,
  ColumnWhy,
  FieldSource,
  Holds,
} from '#shared/ipc/import.ts'
import { coded } from '#shared/coded-text.ts'
import { whyLeftOut } from './column-questions.ts'
import type { CheckedRow } from './check-row.ts'
import { fieldOf, headerKey, holdsOf, isRepeatable } from './columns.ts'
import type { ImportSource } from './sources/index.ts'
import type { Table } from './table.ts'

export interface PlannedColumn {
  header: string
  key: string
  /** The field the header means in this file (the tool's meaning first), or null. */
  field: ImportField | null
  why: ColumnWhy | undefined
  holds: Holds | undefined
  samples: string[]
  /** 2: the tool's meaning, 1: the header is the field's name ("SSID"), 0: a word for it ("Network Name"). */
  rank: number
}

export interface ColumnPlan {
  columns: PlannedColumn[]
  /** What each column is imported as, unless the admin maps it otherwise. */
  mapping: ColumnMapping
  /** Fields two or more columns could give, none of them by a better right: asked, never picked. */
  questions: ColumnQuestionPlan[]
}

/** A field several columns could give (by their positions): the first is shown until it is answered. */
export interface ColumnQuestionPlan {
  field: ImportField
  columns: number[]
}

/** How sure a column's field is: the tool's own meaning, the field's very name, a word for it. */
const RANK = { own: 2, exact: 1, alias: 0 } as const

/**
 * A column's reason that names the tool: its id in the values, which the window says by its label in its
 * language; the English names it by its English label.
 */
function fromSource(
  source: ImportSourceId,
  id: 'import.why.source-ignored' | 'import.why.source-field',
  values: Record<string, string> = {},
) {
  const said = coded(id, { ...values, source })
  return {
    ...said,
    message: formatMessage('en', id, { ...values, source: sourceLabel('en', source) }),
  }
}

/** Each column's meaning: the tool's where the file was recognised, else the header's words. */
export function describeColumns(table: Table, source: ImportSource | undefined): ColumnPlan {
  const columns = table.headers.map((header, index): PlannedColumn => {
    const key = headerKey(header)
    const own = source?.fields?.[key]
    const general = fieldOf(header)
    const field = own === undefined ? general : own === 'ignore' ? null : own
    const why =
      own !== undefined && source
        ? own === 'ignore'
          ? fromSource(source.id, 'import.why.source-ignored')
          : fromSource(source.id, 'import.why.source-field', { header, field: own })
        : general !== null
          ? coded('import.why.header-names', {
              header,
              field: general,
            })
          : source
            ? fromSource(source.id, 'import.why.source-ignored')
            : undefined
    return {
      header,
      key,
      field,
      rank:
        own !== undefined
          ? RANK.own
          : general !== null && key === general.toLowerCase()
            ? RANK.exact
            : RANK.alias,
      why,
      holds: source?.holds?.[key] ?? holdsOf(header),
      samples: table.rows
        .slice(0, 3)
        .map((row) => row.cells[index] ?? '')
        .filter((cell) => cell !== '')
        .map((cell) => cell.replaceAll('\u0000', '␀')),
    }
  })
  return { columns, ...ranked(columns) }
}

/**
 * Each field given by its best column: the tool's meaning beats the field's name, which beats a word for it
 * (SSID over Network Name). Columns that tie by a word or by name are a question; the first is shown.
 */
function ranked(columns: readonly PlannedColumn[]): Omit<ColumnPlan, 'columns'> {
  const byField = new Map<ImportField, number[]>()
  columns.forEach((column, index) => {
    if (column.field === null) return
    byField.set(column.field, [...(byField.get(column.field) ?? []), index])
  })
  const mapping: ColumnMapping = columns.map(() => 'ignore')
  const questions: ColumnQuestionPlan[] = []
  for (const [field, indexes] of byField) {
    if (isRepeatable(field)) {
      for (const index of indexes) mapping[index] = field
      continue
    }
    const best = Math.max(...indexes.map((index) => columns[index]?.rank ?? 0))
    const top = indexes.filter((index) => columns[index]?.rank === best)
    const [first] = top
    if (first === undefined) continue
    mapping[first] = field
    if (top.length > 1 && best < RANK.own) questions.push({ field, columns: top })
  }
  return { mapping, questions }
}

/** What takes a Wi-Fi row's place of another field: the SSID names it, the band is its info. */
const WIFI_TEXT: Partial<
  Record<ImportField, { field: ImportField; why: FieldSource['why'][number]; over: PassedOver }>
> = {
  ssid: {
    field: 'name',
    why: coded('import.why.wifi-ssid'),
    over: coded('import.why.not-ssid'),
  },
  band: {
    field: 'info',
    why: coded('import.why.wifi-band'),
    over: coded('import.why.not-band'),
  },
}
type PassedOver = FieldSource['passedOver'][number]['why']

/** A better column's or an open question's reason, where the admin left the mapping as it was. */
function passedOverWhy(plan: ColumnPlan, mapping: ColumnMapping, used: number, at: number) {
  if (plan.mapping[at] !== 'ignore' || mapping[used] !== plan.mapping[used]) return undefined
  const why = whyLeftOut(plan, at)
  return (why?.code === 'better-column' || why?.code === 'column-asked') && why.id
    ? { ...why, code: why.code, id: why.id }
    : undefined
}

/** Which column feeds each mapped field, and why, with the columns passed over and the rows it concerns. */
export function explainFields(
  plan: ColumnPlan,
  mapping: ColumnMapping,
  rows: readonly CheckedRow[],
): FieldSource[] {
  const wifi = rows.some((row) => row.kind === 'wifi')
  const others = rows.some((row) => row.kind !== null && row.kind !== 'wifi')
  const header = (index: number) => plan.columns[index]?.header ?? `column ${index + 1}`
  const first = (field: ImportField) => mapping.indexOf(field)
  const result: FieldSource[] = []
  const seen = new Set<ImportField>()
  mapping.forEach((field, index) => {
    if (field === 'ignore' || seen.has(field)) return
    seen.add(field)
    const column = plan.columns[index]
    const passedOver = plan.columns.flatMap((other, at) =>
      at !== index && other.field === field && mapping[at] !== field
        ? [
            {
              column: other.header,
              why:
                mapping[at] === 'ignore'
                  ? (passedOverWhy(plan, mapping, index, at) ??
                    coded('import.why.second-column-left', { field }))
                  : coded('import.why.imported-as', {
                      field: mapping[at] ?? '',
                    }),
            },
          ]
        : [],
    )
    const why =
      plan.mapping[index] === field && column?.why ? column.why : coded('import.why.mapped-so')
    const wifiText = WIFI_TEXT[field]
    if (wifiText) {
      const plain = first(wifiText.field)
      result.push({
        field: wifiText.field,
        column: header(index),
        rows: coded('import.why.rows.wifi'),
        why: [why, wifiText.why],
        passedOver: [
          ...(plain >= 0 && wifi ? [{ column: header(plain), why: wifiText.over }] : []),
          ...passedOver,
        ],
      })
      return
    }
    const replaced = Object.entries(WIFI_TEXT).find(([, text]) => text.field === field)
    const wifiTaken = replaced !== undefined && first(replaced[0] as ImportField) >= 0 && wifi
    if (wifiTaken && !others) return
    result.push({
      field,
      column: header(index),
      ...(wifiTaken ? { rows: coded('import.why.rows.not-wifi') } : {}),
      why: [why],
      passedOver,
    })
  })
  return result
}

/** The file's headers as one key, for saved mappings: the same tool's export has the same headers. */
export function headerSignature(headers: readonly string[]): string {
  return headers.map(headerKey).join('|')
}

/** A mapping saved for other files, applied by header (never by position); unknown columns left out. */
export function applySaved(
  headers: readonly string[],
  saved: ReadonlyArray<{ header: string; field: ImportField | 'ignore' }>,
): { mapping: ColumnMapping; fits: boolean } {
  const byKey = new Map(saved.map((entry) => [headerKey(entry.header), entry.field]))
  const mapping = headers.map((header) => byKey.get(headerKey(header)) ?? 'ignore')
  const keys = new Set(headers.map(headerKey))
  const fits =
    headers.every((header) => byKey.has(headerKey(header))) &&
    saved.every((entry) => keys.has(headerKey(entry.header)))
  return { mapping, fits }
}
