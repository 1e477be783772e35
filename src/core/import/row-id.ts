import type { DeviceTypeName } from '#shared/api/common.ts'
import type { ImportField, Finding } from '#shared/ipc/import.ts'
import { coded } from '#shared/coded-text.ts'
import { formatMessage } from '#shared/messages/format.ts'
import { finding, serialFinding } from './finding.ts'
import {
  build,
  layouts,
  parse,
  validate,
  type Candidate,
  type PartError,
  type SerialWarning,
} from '#shared/serial-id/index.ts'
import {
  droppedZeros,
  droppedZerosFinding,
  isShortenedNumber,
  shortenedFinding,
} from './spreadsheet.ts'

// The id a row's cells make, as the serial id helper checks it, and what a spreadsheet did to them.

/** Which column feeds each part of a layout. An access point's id comes from a BSSID, never from a MAC. */
const PART_COLUMNS: Record<DeviceTypeName, Record<string, readonly ImportField[]>> = {
  wifi: { bssid: ['bssid'] },
  router: { mac: ['mac'] },
  nic: { kind: ['kind'], mac: ['mac'] },
  usb: { vendor: ['vendor'], serial: ['serial'], product: ['product', 'productCode'] },
  monitor: { vendor: ['vendor'], serial: ['serial'], productCode: ['productCode', 'product'] },
}
/** Parts a spreadsheet can shorten: 16-bit ids of a fixed width, and MACs written as digits. */
const WIDTHS: Record<string, number> = { bssid: 12, mac: 12 }
const FIXED_WIDTH: Partial<Record<DeviceTypeName, Record<string, number>>> = {
  usb: { vendor: 4 },
  monitor: { productCode: 4 },
}
/** The fields a spreadsheet can shorten to a number; the finding names each in words. */
const ID_FIELDS = [
  'serialId',
  'bssid',
  'mac',
  'vendor',
  'serial',
  'product',
  'productCode',
] as const

function partsOfRow(kind: DeviceTypeName, values: Partial<Record<ImportField, string>>) {
  const parts: Record<string, string> = {}
  for (const [part, columns] of Object.entries(PART_COLUMNS[kind])) {
    const column = columns.find((field) => (values[field] ?? '') !== '')
    if (column !== undefined) parts[part] = values[column] ?? ''
  }
  return parts
}

function partLabel(kind: DeviceTypeName, part: string): string {
  return layouts[kind].parts.find((p) => p.key === part)?.label ?? part
}

/** The id with one part written as a warning suggests (the trimmed serial…), when that makes a valid id. */
function withPart(kind: DeviceTypeName, serialId: string, part: string, value: string) {
  const match = parse(serialId)
  const parts = match.ok ? match.matches.find((m) => m.kind === kind)?.parts : undefined
  if (!parts) return undefined
  const built = build(kind, { ...parts, [part]: value })
  return built.ok ? built.serialId : undefined
}

function warningFindings(kind: DeviceTypeName, serialId: string, warnings: SerialWarning[]) {
  return warnings.map((warning): Finding => {
    const replaced =
      warning.part !== undefined && warning.replacement !== undefined
        ? withPart(kind, serialId, warning.part, warning.replacement)
        : undefined
    // The id with the part as the warning suggests, offered as a fix where that makes a valid id.
    const fixes =
      replaced === undefined
        ? undefined
        : [
            {
              serialId: replaced,
              ...coded('import.fix.replacement', { replacement: warning.replacement ?? '' }),
            },
          ]
    return serialFinding('warning', warning.code, warning, fixes)
  })
}

/**
 * The helper's part errors as one finding: the parts, coded, for the window to word each; the English
 * joins them, with what to do after them.
 */
function problems(errors: PartError[], suggestion?: string, candidates?: Candidate[]): Finding[] {
  const parts = errors.map(({ code, id, values, message }) => ({
    code,
    id,
    ...(values ? { values } : {}),
    message,
  }))
  const english = (...after: string[]) => [...errors.map((e) => e.message), ...after].join(' ')
  if (candidates && candidates.length > 1) {
    const readings = candidates.map((c) => ({
      serialId: c.serialId,
      code: 'reading' as const,
      values: { candidate: c.labelCode, ...c.labelValues },
      message: c.label,
    }))
    const then = formatMessage('en', 'import.finding.choose-reading')
    return [{ ...serialFinding('error', 'ambiguous', { message: english(then) }, readings), parts }]
  }
  if (suggestion !== undefined) {
    const then = formatMessage('en', 'import.finding.sensor-form', { suggestion })
    const sensorForm = { serialId: suggestion, ...coded('import.fix.sensor-form') }
    const text = { message: english(then), values: { suggestion } }
    return [{ ...serialFinding('error', 'suggestion', text, [sensorForm]), parts }]
  }
  return [{ ...serialFinding('error', 'invalid', { message: english() }), parts }]
}

/** Damage a spreadsheet did to the id columns: said on the row, with the padded form offered for a MAC. */
export function spreadsheetFindings(
  kind: DeviceTypeName | undefined,
  values: Partial<Record<ImportField, string>>,
): Finding[] {
  const findings: Finding[] = []
  for (const field of ID_FIELDS) {
    const text = values[field]
    if (text !== undefined && isShortenedNumber(text))
      findings.push(shortenedFinding({ field }, text))
  }
  if (kind === undefined || (values['serialId'] ?? '').trim() !== '') return findings
  const parts = partsOfRow(kind, values)
  for (const [part, text] of Object.entries(parts)) {
    const width = FIXED_WIDTH[kind]?.[part] ?? WIDTHS[part]
    const padded = width === undefined ? undefined : droppedZeros(text, width)
    if (padded === undefined || isShortenedNumber(text)) continue
    const fixed = WIDTHS[part] ? build(kind, { ...parts, [part]: padded }) : undefined
    const said = droppedZerosFinding({ kind, part, label: partLabel(kind, part) }, text, padded)
    findings.push(
      fixed?.ok
        ? {
            ...said,
            fixes: [
              {
                serialId: fixed.serialId,
                ...coded('import.fix.zeros-back', { padded }),
              },
            ],
          }
        : said,
    )
  }
  return findings
}

/** The id a row makes, checked by the serial id helper exactly as the register screen checks it. */
export function identify(
  kind: DeviceTypeName,
  values: Partial<Record<ImportField, string>>,
  choice: string | undefined,
  /** Why the tool did not print a part: said for that part instead of "fill in". */
  missing?: PartError,
): { serialId: string | null; findings: Finding[] } {
  const given = values['serialId'] ?? ''
  if (choice !== undefined || given.trim() !== '') {
    const id = choice ?? given
    const result = validate(kind, id)
    if (result.ok) {
      const chosen: Finding[] =
        choice !== undefined && choice !== given ? [finding('note', 'chosen', { choice })] : []
      return { serialId: id, findings: [...chosen, ...warningFindings(kind, id, result.warnings)] }
    }
    return {
      serialId: null,
      findings: problems(result.errors, result.suggestion, result.candidates),
    }
  }
  const built = build(kind, partsOfRow(kind, values))
  if (built.ok)
    return {
      serialId: built.serialId,
      findings: warningFindings(kind, built.serialId, built.warnings),
    }
  const errors = built.errors.map((each) =>
    each.code === 'required' && each.part === missing?.part ? missing : each,
  )
  return { serialId: null, findings: problems(errors, undefined, built.candidates) }
}
