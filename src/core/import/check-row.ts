import { coded } from '#shared/coded-text.ts'
import type { DeviceTypeName } from '#shared/api/common.ts'
import type { ImportField, Finding, Holds } from '#shared/ipc/import.ts'
import type { PartError } from '#shared/serial-id/types.ts'
import { error } from './finding.ts'
import { inferKind, kindOfWord } from './device-kind.ts'
import { identify, spreadsheetFindings } from './row-id.ts'
import { keptTexts, textFindings, wifiTexts } from './row-texts.ts'
import type { BssidHint, KindOf } from './sources/source.ts'

export { identify } from './row-id.ts'
export { keptTexts, textFindings } from './row-texts.ts'

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
  /** Its type is the one chosen for rows that say none (--type), not one the row proves. */
  defaulted?: boolean
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
  gatewayQuestion?: Finding | undefined
}

/** The row's type: its type cell (in the tool's words or ours), what its id says, the file's, or the chosen one. */
function kindOfRow(
  values: Partial<Record<ImportField, string>>,
  context: RowContext,
  choice: string | undefined,
  said: { defaulted: boolean },
): DeviceTypeName | { none: Finding } | { unknown: Finding } {
  const typeText = (values['type'] ?? '').trim()
  if (typeText !== '') {
    const named = context.kindOf?.(typeText) ?? kindOfWord(typeText)
    const column = context.headers.type ?? ''
    return (
      named ?? {
        unknown: error('type', { said: 'unknown', type: typeText, column }),
      }
    )
  }
  const proven = inferKind(choice ?? values['serialId'] ?? '', values) ?? context.sourceKind
  // The admin's answer for rows that say no type, never a guess of ours.
  const kind = proven ?? context.defaultKind
  said.defaulted = proven === undefined && kind !== undefined
  return (
    kind ?? {
      unknown: error('type', { said: 'unsaid' }),
    }
  )
}

/** HiveOS and ExtremeCloud IQ write a MAC as three groups of four (885b:dd12:4014): Cisco's dotted form. */
const HIVEOS_MAC = /^([0-9a-f]{4}):([0-9a-f]{4}):([0-9a-f]{4})$/i
function hiveosMacs(values: Partial<Record<ImportField, string>>) {
  let fixed: Partial<Record<ImportField, string>> | undefined
  for (const field of ['bssid', 'mac'] as const) {
    const value = values[field]
    const match = value === undefined || value.length < 14 ? null : HIVEOS_MAC.exec(value.trim())
    if (!match) continue
    fixed ??= { ...values }
    fixed[field] = `${match[1]}.${match[2]}.${match[3]}`
  }
  return fixed ?? values
}

const PNP_ID = /^([A-Z]{3})[\s:-]?([0-9A-F]{4})$/i
const USB_ID = /^([0-9A-F]{4})[\s:&-]([0-9A-F]{4})$/i

/**
 * One product column holding both kinds (an inventory's "ID produit"): a monitor's PnP id is three letters
 * and four hex digits (DELA0B6), a USB device's a vendor and product id (413C:B06E); each read as its parts.
 */
export function splitProduct(
  values: Partial<Record<ImportField, string>>,
): Partial<Record<ImportField, string>> {
  values = hiveosMacs(values)
  if ((values.vendor ?? '').trim() !== '' || (values.serialId ?? '').trim() !== '') return values
  const product = (values.product ?? '').trim()
  const code = (values.productCode ?? '').trim()
  const pnp = PNP_ID.exec(code) ?? (code === '' ? PNP_ID.exec(product) : null)
  if (pnp?.[1] && pnp[2])
    return { ...values, vendor: pnp[1].toUpperCase(), productCode: pnp[2], product: '' }
  const usb = code === '' ? USB_ID.exec(product) : null
  if (usb?.[1] && usb[2]) return { ...values, vendor: usb[1], product: usb[2] }
  return values
}

/** What a MAC column holds when its MACs are radios' (a BSSID is derived from them, not given). */
const RADIO_MACS: ReadonlySet<string> = new Set(['ap_radio', 'interface', 'radio'])

/** An access point's row with a MAC but no BSSID: which column holds what, and where the BSSIDs are. */
function wiredMacFinding(
  values: Partial<Record<ImportField, string>>,
  context: RowContext,
): Finding {
  const holds = context.holds.mac
  const { bssidHint } = context
  // What the column holds and where the tool shows BSSIDs, by their codes.
  return error(holds && RADIO_MACS.has(holds.code) ? 'radio-mac' : 'wired-mac', {
    header: context.headers.mac ?? 'MAC',
    holds: holds?.code ?? 'macs',
    mac: values.mac ?? '',
    hint: bssidHint?.code ?? 'none',
    ...bssidHint?.values,
  })
}

/** Checks one row's own device: its type, its id (from a whole serial id, a choice, or the parts), its texts. */
export function checkRow(
  row: number,
  values: Partial<Record<ImportField, string>>,
  context: RowContext,
  choice?: string,
  /** A cell of the id could not be read (its own finding says why): no id is made from the rest. */
  idBlocked = false,
  /** The part the tool's printout lacks, and why (its reader's words). */
  missing?: PartError,
): CheckedRow {
  values = splitProduct(values)
  const said = { defaulted: false }
  const found = kindOfRow(values, context, choice, said)
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
    ...(said.defaulted ? { defaulted: true } : {}),
  }
  const findings = [...spreadsheetFindings(kind, values), ...(texts?.findings ?? [])]
  if (typeof found !== 'string') {
    const refused = 'none' in found ? found.none : found.unknown
    return { ...base, kind: null, serialId: null, findings: [...findings, refused] }
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
  const identified = identify(found, values, choice, missing)
  const nameFindings = textFindings(found, name, info)
  // A tool's own MAC of a gateway may not be the one the PCs see: offered, and sent once chosen.
  const question = found === 'router' && !has('serialId') ? context.gatewayQuestion : undefined
  if (question && identified.serialId !== null && choice === undefined) {
    const offer = {
      serialId: identified.serialId,
      ...coded('import.fix.gateway-listed'),
    }
    const asked = { ...question, fixes: [offer] }
    const asking = [...findings, asked, ...identified.findings, ...nameFindings]
    return { ...base, kind: found, serialId: null, findings: asking }
  }
  return {
    ...base,
    kind: found,
    serialId: identified.serialId,
    findings: [...findings, ...identified.findings, ...nameFindings],
  }
}
