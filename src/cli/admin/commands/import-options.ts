import { headerKey } from '#core/import/columns.ts'
import {
  IMPORT_FIELDS,
  IMPORT_ENCODINGS,
  type ImportField,
  type Choice,
  type ColumnMapping,
  type ImportEncoding,
  type ImportFile,
  type ImportPreview,
} from '#shared/ipc/import.ts'
import { text, texts, type ParsedArgs } from '../args.ts'
import type { MessageValues } from '#shared/messages/format.ts'
import type { Say } from '../../language.ts'
import { usageError } from '../errors.ts'
import { oneLine } from '../format.ts'

const KINDS = ['wifi', 'usb', 'monitor', 'nic', 'router'] as const
type Kind = (typeof KINDS)[number]

export function encodingOf(args: ParsedArgs): ImportEncoding | undefined {
  const value = text(args, 'encoding')?.toLowerCase()
  if (value === undefined) return undefined
  const named =
    value === 'cp1252' || value === 'latin1' || value === 'ansi' ? 'windows-1252' : value
  if ((IMPORT_ENCODINGS as readonly string[]).includes(named)) return named as ImportEncoding
  throw usageError('cli.import.encoding', { encodings: IMPORT_ENCODINGS.join(', '), value })
}

export function defaultTypeOf(args: ParsedArgs): Kind | undefined {
  const value = text(args, 'type')?.toLowerCase()
  if (value === undefined) return undefined
  if ((KINDS as readonly string[]).includes(value)) return value as Kind
  throw usageError('cli.import.type', { kinds: KINDS.join(', ') })
}

/** The column a --map names: its header (without case or spacing), or #N for the N-th column. */
function columnOf(file: ImportFile, name: string, entry: string): number {
  const position = /^#(\d+)$/.exec(name.trim())?.[1]
  if (position !== undefined) {
    const index = Number(position) - 1
    if (index >= 0 && index < file.columns.length) return index
  }
  const exact = file.columns.findIndex((column) => column.header === name)
  if (exact >= 0) return exact
  const key = headerKey(name)
  const matches = file.columns.flatMap((column, index) =>
    headerKey(column.header) === key ? [index] : [],
  )
  if (matches.length === 1) return matches[0] ?? -1
  const list = file.columns
    .map((column, index) => `"${oneLine(column.header)}" (#${index + 1})`)
    .join(', ')
  throw matches.length > 1
    ? usageError('cli.import.map-ambiguous', { entry, count: matches.length, list })
    : usageError('cli.import.map-no-column', { entry, name, list })
}

/** Fields several columns may give at once (a desk's monitors); any other is one column's. */
const REPEATABLE = new Set<string>(['monitorId', 'dockId'])

/**
 * The mapping asked for: the file's own, a saved one (--mapping NAME), then each --map COLUMN=FIELD (a
 * field one column gives is taken from the column that had it). `answered`: the columns the admin set.
 */
export function mappingOf(
  args: ParsedArgs,
  file: ImportFile,
): { mapping: ColumnMapping; answered: number[] } {
  let mapping: ColumnMapping = file.columns.map((column) => column.field ?? 'ignore')
  const answered = new Set<number>()
  const savedName = text(args, 'mapping')
  if (savedName !== undefined) {
    const saved = file.savedMappings.find((m) => m.name.toLowerCase() === savedName.toLowerCase())
    if (!saved)
      throw file.savedMappings.length
        ? usageError('cli.import.mapping-unknown-saved', {
            name: savedName,
            saved: file.savedMappings.map((m) => `"${m.name}"`).join(', '),
          })
        : usageError('cli.import.mapping-unknown', { name: savedName })
    mapping = [...saved.mapping]
    mapping.forEach((_, index) => answered.add(index))
  }
  for (const entry of texts(args, 'map')) {
    const at = entry.lastIndexOf('=')
    if (at <= 0)
      throw usageError('cli.import.map-form', { entry, fields: IMPORT_FIELDS.join(', ') })
    const field = entry.slice(at + 1).trim()
    const known = [...IMPORT_FIELDS, 'ignore'].find(
      (name) => name.toLowerCase() === field.toLowerCase(),
    )
    if (known === undefined)
      throw usageError('cli.import.map-field', { entry, field, fields: IMPORT_FIELDS.join(', ') })
    const index = columnOf(file, entry.slice(0, at), entry)
    if (!REPEATABLE.has(known))
      mapping = mapping.map((other, at) => (other === known && at !== index ? 'ignore' : other))
    mapping[index] = known as ImportField | 'ignore'
    answered.add(index)
  }
  return { mapping, answered: [...answered] }
}

/**
 * Fields two columns could give, not answered: which to map, each column with its first value (the values
 * of `cli.import.columns-question`, in one language).
 */
export function columnsQuestion(preview: ImportPreview, t: Say): MessageValues | undefined {
  if (preview.columnQuestions.length === 0) return undefined
  const lines = preview.columnQuestions.map((question) => {
    const columns = question.columns
      .map(
        (column) =>
          `    ${t('cli.import.column-choice', {
            header: oneLine(column.header),
            position: column.index + 1,
            first: JSON.stringify(column.first),
          })}`,
      )
      .join('\n')
    const [first] = question.columns
    const example = `${oneLine(first?.header ?? '#1')}=${question.field}`
    return `  ${t('cli.import.column-field', { field: question.field })}\n${columns}\n  ${t('cli.import.column-example', { example })}`
  })
  return { questions: lines.join('\n') }
}

/** --choose ROW=ID (ROW.N for the N-th extra device of a row, as the preview numbers them). */
export function choicesOf(args: ParsedArgs): Choice[] {
  return texts(args, 'choose').map((entry) => {
    const match = /^\s*(\d+)(?:\.(\d+))?\s*=(.+)$/s.exec(entry)
    if (!match?.[1] || match[3] === undefined) throw usageError('cli.import.choose', { entry })
    const part = match[2] === undefined ? 0 : Number(match[2])
    return { row: Number(match[1]), ...(part ? { part } : {}), serialId: match[3] }
  })
}

/** The sensor's form for every row that has one and no choice of its own (--accept-suggestions). */
export function suggestionsOf(preview: ImportPreview, chosen: readonly Choice[]): Choice[] {
  const taken = new Set(chosen.map((choice) => `${choice.row}:${choice.part ?? 0}`))
  return preview.rows.flatMap((row) => {
    const fix = row.findings.find((finding) => finding.code === 'suggestion')?.fixes?.[0]
    if (!fix || taken.has(`${row.row}:${row.part}`)) return []
    return [{ row: row.row, ...(row.part ? { part: row.part } : {}), serialId: fix.serialId }]
  })
}

/**
 * A survey's networks not answered yet: how to say which are ours (the values of
 * `cli.import.networks-question`, in one language).
 */
export function networksQuestion(preview: ImportPreview, t: Say): MessageValues | undefined {
  const question = preview.networks
  if (!question || question.answered) return undefined
  const waiting = preview.rows.filter((row) =>
    row.findings.some((f) => f.code === 'network-unconfirmed'),
  )
  if (waiting.length === 0) return undefined
  const list = question.networks
    .map((network) => {
      const values = { ssid: JSON.stringify(network.ssid), count: network.bssids }
      return `  ${network.known ? t('cli.import.network-known', values) : t('cli.import.network', values)}`
    })
    .join('\n')
  const ours = question.networks.filter((network) => network.known)
  const example = (ours.length ? ours : question.networks.slice(0, 1))
    .map((network) => `--ssid ${JSON.stringify(network.ssid)}`)
    .join(' ')
  return { count: waiting.length, networks: list, example }
}
