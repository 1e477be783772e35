import type { DeviceTypeName } from '#shared/api/common.ts'
import { LIMITS } from '#shared/api/limits.ts'
import type { ImportField, Finding, Holds } from '#shared/ipc/import.ts'
import { nulIndex } from '#shared/well-formed.ts'
import { error, finding } from './finding.ts'
import {
  build,
  layouts,
  parse,
  validate,
  type Candidate,
  type PartError,
  type SerialWarning,
} from '#shared/serial-id/index.ts'
import { readBand } from './band.ts'
import { inferKind, kindOfWord } from './device-kind.ts'
import type { BssidHint, KindOf } from './sources/source.ts'
import {
  droppedZeros,
  droppedZerosFinding,
  isShortenedNumber,
  shortenedFinding,
} from './spreadsheet.ts'

/** One device of a row as the serial id helper sees it: its id (when it makes one) and everything said about it. */
export interface CheckedRow {
  row: number
  /** 0: the row's own device; n: the device of the row's n-th extra device column. */
  part: number
  /** That extra column's header; null for the row's own device. */
  column: string | null
  kind: DeviceTypeName | null
  serialId: string | null
  name: string
  info: string
  location: string
  account: string | null
  /** Texts the file does not give (no such column): a device registered already keeps its own. */
  keeps?: ReadonlyArray<'name' | 'info'>
  findings: Finding[]
}

/** What the checks know about the file a row comes from: which column fed each field, the tool that wrote it. */
export interface RowContext {
  /** The header of the column each field was read from. */
  headers: Partial<Record<ImportField, string>>
  /** What MAC columns hold, by field (an access point's wired MAC, a radio's base MAC). */
  holds: Partial<Record<ImportField, Holds>>
  kindOf?: KindOf | undefined
  /** The type of rows that say none, in this file (a tool's rows are all one type). */
  sourceKind?: DeviceTypeName | undefined
  /** The type the admin chose for rows that do not say theirs. */
  defaultKind?: DeviceTypeName | undefined
  bssidHint?: BssidHint | undefined
  routerWarning?: Finding | undefined
}

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
    const said = finding('warning', warning.code, warning.message, warning.values)
    return replaced === undefined
      ? said
      : {
          ...said,
          fixes: [
            {
              serialId: replaced,
              code: 'replacement',
              values: { replacement: warning.replacement ?? '' },
              message: `with ${JSON.stringify(warning.replacement)}`,
            },
          ],
        }
  })
}

function problems(errors: PartError[], suggestion?: string, candidates?: Candidate[]): Finding[] {
  const message = errors.map((e) => e.message).join(' ')
  // The helper's part errors, coded, so the window words each (the English above joins them).
  const parts = errors.map(({ code, values, message }) => ({
    code,
    ...(values ? { values } : {}),
    message,
  }))
  if (candidates && candidates.length > 1)
    return [
      {
        ...error(
          'ambiguous',
          `${message} Choose the reading that matches where the number came from.`,
          undefined,
          candidates.map((c) => ({
            serialId: c.serialId,
            code: 'reading',
            values: { candidate: c.labelCode, ...c.labelValues },
            message: c.label,
          })),
        ),
        parts,
      },
    ]
  if (suggestion !== undefined)
    return [
      {
        ...error('suggestion', `${message} The sensor's form is ${suggestion}.`, { suggestion }, [
          { serialId: suggestion, code: 'sensor-form', message: "the sensor's form" },
        ]),
        parts,
      },
    ]
  return [{ ...error('invalid', message), parts }]
}

/** Damage a spreadsheet did to the id columns: said on the row, with the padded form offered for a MAC. */
function spreadsheetFindings(
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
                code: 'zeros-back',
                values: { padded },
                message: `with the zeros back (${padded})`,
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
): { serialId: string | null; findings: Finding[] } {
  const given = values['serialId'] ?? ''
  if (choice !== undefined || given.trim() !== '') {
    const id = choice ?? given
    const result = validate(kind, id)
    if (result.ok) {
      const chosen: Finding[] =
        choice !== undefined && choice !== given
          ? [finding('note', 'chosen', `Serial id chosen in the preview: ${choice}.`, { choice })]
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

/** Bytes of an SSID: 802.11 allows 32 (counted without encoding a copy). */
const utf8Length = (text: string) => Buffer.byteLength(text, 'utf8')

export function textFindings(kind: DeviceTypeName | null, name: string, info: string) {
  const findings: Finding[] = []
  if (name.length > LIMITS.nameLength)
    findings.push(
      error(
        'name-too-long',
        `The name has ${name.length} characters; the service keeps at most ${LIMITS.nameLength}.`,
        { length: name.length, max: LIMITS.nameLength },
      ),
    )
  if (info.length > LIMITS.infoLength)
    findings.push(
      error(
        'info-too-long',
        `The info has ${info.length} characters; the service keeps at most ${LIMITS.infoLength}.`,
        { length: info.length, max: LIMITS.infoLength },
      ),
    )
  // The service refuses it (wellFormedOnly): said here, before the row is sent.
  for (const [field, text] of [
    ['name', name],
    ['info', info],
  ] as const) {
    const index = nulIndex(text)
    if (index !== -1)
      findings.push(
        error(
          'nul-character',
          `The ${field} holds a NUL character (U+0000 at index ${index}), which cannot be shown and the service refuses: remove it from the file, or edit the cell in the preview.`,
          { field, index },
        ),
      )
  }
  if (kind === 'wifi' && name === '')
    findings.push(
      finding(
        'warning',
        'wifi-name',
        'A Wi-Fi access point is named after its SSID, as the sensor reports it; this row has none (a hidden network?).',
      ),
    )
  if (kind === 'wifi' && utf8Length(name) > 32)
    findings.push(
      error(
        'ssid-too-long',
        `The SSID "${name}" is ${utf8Length(name)} bytes long; an SSID has at most 32, so the sensor can never report it. Is the column the access point's name rather than its SSID?`,
        { ssid: name, bytes: utf8Length(name) },
      ),
    )
  return findings
}

/** A Wi-Fi row's name and info: the SSID and band where the file has them (the sensor's convention). */
function wifiTexts(values: Partial<Record<ImportField, string>>, context: RowContext) {
  const name = context.headers.ssid !== undefined ? (values.ssid ?? '') : (values.name ?? '')
  const fromBand = context.headers.band !== undefined
  const raw = fromBand ? (values.band ?? '') : (values.info ?? '')
  const findings: Finding[] = []
  const band = readBand(raw)
  let info = raw
  if (band !== undefined && band !== raw) {
    findings.push(
      finding('note', 'band', `The band "${raw}" is written as the sensor reports it: "${band}".`, {
        said: 'written',
        raw,
        band,
      }),
    )
    info = band
  } else if (band === undefined && raw.trim() !== '') {
    const column = (fromBand ? context.headers.band : context.headers.info) ?? ''
    findings.push(
      fromBand
        ? error(
            'band',
            `The band "${raw}" (column "${column}") is none the sensor reports (2.4 GHz, 5 GHz or 6 GHz), and what it means is not certain: write the band in the file, or map the column to info if it holds something else.`,
            { said: 'unknown', raw, column },
          )
        : finding(
            'warning',
            'band',
            `A Wi-Fi device's info is its band as the sensor reports it (2.4 GHz, 5 GHz or 6 GHz); "${raw}" (column "${column}") is kept as it is.`,
            { said: 'kept', raw, column },
          ),
    )
  }
  return { name, info, findings }
}

/** The row's type: its type cell (in the tool's words or ours), what its id says, the file's, or the chosen one. */
function kindOfRow(
  values: Partial<Record<ImportField, string>>,
  context: RowContext,
  choice: string | undefined,
): DeviceTypeName | { none: Finding } | { unknown: Finding } {
  const typeText = (values['type'] ?? '').trim()
  if (typeText !== '') {
    const named = context.kindOf?.(typeText) ?? kindOfWord(typeText)
    const column = context.headers.type ?? ''
    return (
      named ?? {
        unknown: error(
          'type',
          `The type "${typeText}" (column "${column}") is none of wifi, usb, monitor, nic or router (or 32, 4, 2, 8, 16).`,
          { said: 'unknown', type: typeText, column },
        ),
      }
    )
  }
  const kind =
    inferKind(choice ?? values['serialId'] ?? '', values) ??
    context.sourceKind ??
    context.defaultKind
  return (
    kind ?? {
      unknown: error(
        'type',
        'The row does not say its device type, and its id or parts could be more than one. Add a type column (wifi, usb, monitor, nic or router), or choose the type of rows without one (--type).',
        { said: 'unsaid' },
      ),
    }
  )
}

/** An access point's row with a MAC but no BSSID: which column holds what, and where the BSSIDs are. */
function wiredMacFinding(
  values: Partial<Record<ImportField, string>>,
  context: RowContext,
): Finding {
  const header = context.headers.mac ?? 'MAC'
  const holds = context.holds.mac
  const radio = holds?.message.includes('radio') === true
  const what = holds?.message ?? 'MAC addresses'
  const { bssidHint } = context
  const hint = bssidHint ? ` ${bssidHint.message}` : ''
  const mac = values.mac ?? ''
  const message = radio
    ? `Column "${header}" holds ${what}: "${mac}" is not one of the BSSIDs the sensor reports, and which ones belong to it depends on the model and the WLANs.${hint} If this column does hold BSSIDs, map it to bssid.`
    : `Column "${header}" holds ${what}, and this row is a Wi-Fi access point: "${mac}" is its own MAC (the wired port), not a BSSID the sensor reports.${hint} If this column does hold BSSIDs, map it to bssid.`
  // What the column holds and where the tool shows BSSIDs, by their codes, for the window's words.
  return error(radio ? 'radio-mac' : 'wired-mac', message, {
    header,
    holds: holds?.code ?? 'macs',
    mac,
    hint: bssidHint?.code ?? 'none',
    ...bssidHint?.values,
  })
}

/** The texts no column gives: a device registered already keeps its own rather than losing them. */
export function keptTexts(
  context: Pick<RowContext, 'headers'>,
  wifi: boolean,
): Array<'name' | 'info'> {
  const { headers } = context
  const kept: Array<'name' | 'info'> = []
  if (headers.name === undefined && !(wifi && headers.ssid !== undefined)) kept.push('name')
  if (headers.info === undefined && !(wifi && headers.band !== undefined)) kept.push('info')
  return kept
}

/** Checks one row's own device: its type, its id (from a whole serial id, a choice, or the parts), its texts. */
export function checkRow(
  row: number,
  values: Partial<Record<ImportField, string>>,
  context: RowContext,
  choice?: string,
  /** A cell of the id could not be read (its own finding says why): no id is made from the rest. */
  idBlocked = false,
): CheckedRow {
  const found = kindOfRow(values, context, choice)
  const kind = typeof found === 'string' ? found : undefined
  const texts = kind === 'wifi' ? wifiTexts(values, context) : undefined
  const name = texts?.name ?? values.name ?? ''
  const info = texts?.info ?? values.info ?? ''
  const base = {
    row,
    part: 0,
    column: null,
    name,
    info,
    location: (values['location'] ?? '').trim(),
    account: (values['account'] ?? '').trim() || null,
    keeps: keptTexts(context, kind === 'wifi'),
  }
  const findings = [...spreadsheetFindings(kind, values), ...(texts?.findings ?? [])]
  if (typeof found !== 'string') {
    const said = 'none' in found ? found.none : found.unknown
    return { ...base, kind: null, serialId: null, findings: [...findings, said] }
  }
  // A shortened number makes no id worth checking: the digits are gone.
  if (findings.some((finding) => finding.code === 'spreadsheet-number'))
    return { ...base, kind: found, serialId: null, findings }
  if (idBlocked && choice === undefined)
    return {
      ...base,
      kind: found,
      serialId: null,
      findings: [...findings, ...textFindings(found, name, info)],
    }
  const has = (field: ImportField) => (values[field] ?? '').trim() !== ''
  if (found === 'wifi' && choice === undefined && !has('serialId') && !has('bssid') && has('mac'))
    return {
      ...base,
      kind: found,
      serialId: null,
      findings: [...findings, wiredMacFinding(values, context)],
    }
  const identified = identify(found, values, choice)
  const router =
    found === 'router' && identified.serialId !== null && context.routerWarning && !has('serialId')
      ? [context.routerWarning]
      : []
  return {
    ...base,
    kind: found,
    serialId: identified.serialId,
    findings: [...findings, ...identified.findings, ...router, ...textFindings(found, name, info)],
  }
}
