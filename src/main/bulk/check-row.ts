import type { DeviceTypeName } from '#shared/api/common.ts'
import { LIMITS } from '#shared/api/limits.ts'
import type { BulkField, Finding, RowFix } from '#shared/ipc/bulk.ts'
import {
  build,
  layouts,
  parse,
  validate,
  type Candidate,
  type PartError,
  type SerialWarning,
} from '#shared/serial-id/index.ts'
import { normalizeBand } from '#shared/serial-id/wifi-band.ts'
import { inferKind, kindOfWord } from './device-kind.ts'
import {
  droppedZeros,
  droppedZerosMessage,
  isShortenedNumber,
  shortenedMessage,
} from './spreadsheet.ts'

/** One row as the serial id helper sees it: its id (when it makes one) and everything said about it. */
export interface CheckedRow {
  row: number
  kind: DeviceTypeName | null
  serialId: string | null
  name: string
  info: string
  location: string
  account: string | null
  findings: Finding[]
}

/** Which column feeds each part of a layout (a MAC column serves a BSSID, and the other way round). */
const PART_COLUMNS: Record<DeviceTypeName, Record<string, readonly BulkField[]>> = {
  wifi: { bssid: ['bssid', 'mac'] },
  router: { mac: ['mac', 'bssid'] },
  nic: { kind: ['kind'], mac: ['mac', 'bssid'] },
  usb: { vendor: ['vendor'], serial: ['serial'], product: ['product', 'productCode'] },
  monitor: { vendor: ['vendor'], serial: ['serial'], productCode: ['productCode', 'product'] },
}
/** Parts a spreadsheet can shorten: 16-bit ids of a fixed width, and MACs written as digits. */
const WIDTHS: Record<string, number> = { bssid: 12, mac: 12 }
const FIXED_WIDTH: Partial<Record<DeviceTypeName, Record<string, number>>> = {
  usb: { vendor: 4 },
  monitor: { productCode: 4 },
}
const ID_FIELDS: Partial<Record<BulkField, string>> = {
  serialId: 'serial id',
  bssid: 'BSSID',
  mac: 'MAC address',
  vendor: 'vendor id',
  serial: 'serial',
  product: 'product id',
  productCode: 'product code',
}

const error = (code: string, message: string, fixes?: RowFix[]): Finding =>
  fixes ? { level: 'error', code, message, fixes } : { level: 'error', code, message }

function partsOfRow(kind: DeviceTypeName, values: Partial<Record<BulkField, string>>) {
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
    const finding: Finding = {
      level: 'warning',
      code: warning.code,
      message: warning.message,
    }
    return replaced === undefined
      ? finding
      : {
          ...finding,
          fixes: [{ serialId: replaced, label: `with ${JSON.stringify(warning.replacement)}` }],
        }
  })
}

function problems(errors: PartError[], suggestion?: string, candidates?: Candidate[]): Finding[] {
  const message = errors.map((e) => e.message).join(' ')
  if (candidates && candidates.length > 1)
    return [
      error(
        'ambiguous',
        `${message} Choose the reading that matches where the number came from.`,
        candidates.map((c) => ({ serialId: c.serialId, label: c.label })),
      ),
    ]
  if (suggestion !== undefined)
    return [
      error('suggestion', `${message} The sensor's form is ${suggestion}.`, [
        { serialId: suggestion, label: "the sensor's form" },
      ]),
    ]
  return [error('invalid', message)]
}

/** Damage a spreadsheet did to the id columns: said on the row, with the padded form offered for a MAC. */
function spreadsheetFindings(
  kind: DeviceTypeName | undefined,
  values: Partial<Record<BulkField, string>>,
): Finding[] {
  const findings: Finding[] = []
  for (const [field, label] of Object.entries(ID_FIELDS)) {
    const text = values[field as BulkField] ?? ''
    if (isShortenedNumber(text))
      findings.push(error('spreadsheet-number', shortenedMessage(label, text)))
  }
  if (kind === undefined || (values['serialId'] ?? '').trim() !== '') return findings
  const parts = partsOfRow(kind, values)
  for (const [part, text] of Object.entries(parts)) {
    const width = FIXED_WIDTH[kind]?.[part] ?? WIDTHS[part]
    const padded = width === undefined ? undefined : droppedZeros(text, width)
    if (padded === undefined || isShortenedNumber(text)) continue
    const label = partLabel(kind, part)
    const fixed = WIDTHS[part] ? build(kind, { ...parts, [part]: padded }) : undefined
    const finding: Finding = {
      level: 'warning',
      code: 'leading-zeros',
      message: droppedZerosMessage(label, text, padded),
    }
    findings.push(
      fixed?.ok
        ? {
            ...finding,
            fixes: [{ serialId: fixed.serialId, label: `with the zeros back (${padded})` }],
          }
        : finding,
    )
  }
  return findings
}

/** The id a row makes, checked by the serial id helper exactly as the register screen checks it. */
function identify(
  kind: DeviceTypeName,
  values: Partial<Record<BulkField, string>>,
  choice: string | undefined,
): { serialId: string | null; findings: Finding[] } {
  const given = values['serialId'] ?? ''
  if (choice !== undefined || given.trim() !== '') {
    const id = choice ?? given
    const result = validate(kind, id)
    if (result.ok) {
      const chosen: Finding[] =
        choice !== undefined && choice !== given
          ? [
              {
                level: 'note',
                code: 'chosen',
                message: `Serial id chosen in the preview: ${choice}.`,
              },
            ]
          : []
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
  return { serialId: null, findings: problems(built.errors, undefined, built.candidates) }
}

function textFindings(kind: DeviceTypeName | undefined, name: string, info: string) {
  const findings: Finding[] = []
  if (name.length > LIMITS.nameLength)
    findings.push(
      error(
        'name-too-long',
        `The name has ${name.length} characters; the service keeps at most ${LIMITS.nameLength}.`,
      ),
    )
  if (info.length > LIMITS.infoLength)
    findings.push(
      error(
        'info-too-long',
        `The info has ${info.length} characters; the service keeps at most ${LIMITS.infoLength}.`,
      ),
    )
  if (kind === 'wifi' && name === '')
    findings.push({
      level: 'warning',
      code: 'wifi-name',
      message:
        'A Wi-Fi access point is named after its SSID, as the sensor reports it; this row has no name.',
    })
  return findings
}

/** Checks one row: its type, its id (from a whole serial id, a choice, or the parts), its texts. */
export function checkRow(
  row: number,
  values: Partial<Record<BulkField, string>>,
  choice?: string,
): CheckedRow {
  const typeText = (values['type'] ?? '').trim()
  const named = typeText === '' ? undefined : kindOfWord(typeText)
  const kind =
    named ?? (typeText === '' ? inferKind(choice ?? values['serialId'] ?? '', values) : undefined)
  let info = values['info'] ?? ''
  const band = kind === 'wifi' ? normalizeBand(info) : undefined
  const findings = spreadsheetFindings(kind, values)
  if (band !== undefined && band !== info) {
    findings.push({
      level: 'note',
      code: 'band',
      message: `The band "${info}" is written as the sensor reports it: "${band}".`,
    })
    info = band
  }
  const name = values['name'] ?? ''
  const base = {
    row,
    name,
    info,
    location: (values['location'] ?? '').trim(),
    account: (values['account'] ?? '').trim() || null,
  }
  if (kind === undefined) {
    const message =
      typeText === ''
        ? 'The row does not say its device type, and its id or parts could be more than one. Add a type column (wifi, usb, monitor, nic or router).'
        : `The type "${typeText}" is none of wifi, usb, monitor, nic or router (or 32, 4, 2, 8, 16).`
    return { ...base, kind: null, serialId: null, findings: [...findings, error('type', message)] }
  }
  // A shortened number makes no id worth checking: the digits are gone.
  if (findings.some((finding) => finding.code === 'spreadsheet-number'))
    return { ...base, kind, serialId: null, findings }
  const identified = identify(kind, values, choice)
  return {
    ...base,
    kind,
    serialId: identified.serialId,
    findings: [...findings, ...identified.findings, ...textFindings(kind, name, info)],
  }
}
