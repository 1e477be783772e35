import type { DeviceTypeName } from '#shared/api/common.ts'
import {
  build,
  layouts,
  parse,
  suggest,
  validate,
  type Candidate,
  type PartError,
  type SerialWarning,
} from '#shared/serial-id/index.ts'
import type { Translate } from '../../i18n/use-t.ts'

/** The register form's order: the devices admins register most come first. */
export const REGISTER_ORDER: readonly DeviceTypeName[] = ['wifi', 'usb', 'monitor', 'nic', 'router']

export const WIFI_BANDS = ['2.4 GHz', '5 GHz', '6 GHz'] as const

/** Fill in the parts, paste a whole id, or read the ids from what a tool printed (or an EDID file). */
export type EntryMode = 'parts' | 'paste' | 'read'

/** Everything typed into the register form; parts are kept per type so switching type loses nothing. */
export interface RegisterDraft {
  kind: DeviceTypeName
  mode: EntryMode
  parts: Partial<Record<DeviceTypeName, Record<string, string>>>
  pasted: string
  name: string
  info: string
}

export const EMPTY_DRAFT: RegisterDraft = {
  kind: 'wifi',
  mode: 'parts',
  parts: {},
  pasted: '',
  name: '',
  info: '',
}

export function partsOf(draft: RegisterDraft): Record<string, string> {
  const typed = draft.parts[draft.kind] ?? {}
  // Parts with a fixed choice (the NIC kind) start at their first option, as the form shows them.
  const defaults = Object.fromEntries(
    layouts[draft.kind].parts.flatMap((part) =>
      part.options?.[0] ? [[part.key, part.options[0].value]] : [],
    ),
  )
  return { ...defaults, ...typed }
}

export interface PartFix {
  part: string
  serialId: string
  parts: Record<string, string>
}

/** A whole id pasted into one part's field, as the helper reads it for this device type. */
function fixFromPart(draft: RegisterDraft, errors: readonly PartError[]): PartFix | undefined {
  const parts = partsOf(draft)
  for (const error of errors) {
    const value = parts[error.part]?.trim() ?? ''
    if (value === '') continue
    const serialId = validate(draft.kind, value).ok ? value : suggest(draft.kind, value)
    if (serialId === undefined) continue
    const parsed = parse(serialId)
    const match = parsed.ok
      ? parsed.matches.find((candidate) => candidate.kind === draft.kind)
      : undefined
    if (match) return { part: error.part, serialId, parts: match.parts }
  }
  return undefined
}

/** lsusb's pair of ids: "413c:b06e", or its whole line ("Bus 001 Device 004: ID 413c:b06e Dell…"). */
const LSUSB_IDS = /^\s*(?:(?:.*\s)?ID\s+)?(?:0x)?([0-9a-f]{4}):(?:0x)?([0-9a-f]{4})(?:\s.*)?$/is

/**
 * The parts a USB id field fills when it is given lsusb's `VVVV:PPPP`: the vendor id and the product
 * id, both marked hex (lsusb prints hex, and four digits alone would read two ways).
 */
export function lsusbIds(
  kind: DeviceTypeName,
  part: string,
  value: string,
): { vendor: string; product: string } | undefined {
  if (kind !== 'usb' || (part !== 'vendor' && part !== 'product')) return undefined
  const match = LSUSB_IDS.exec(value)
  if (!match?.[1] || !match[2]) return undefined
  return { vendor: `0x${match[1].toLowerCase()}`, product: `0x${match[2].toLowerCase()}` }
}

export interface SerialCheck {
  /** The exact serial id to register, when the input makes one. */
  serialId: string | null
  /** Problems keyed by part ('layout' for the whole id). */
  errors: PartError[]
  /** The helper's correction of a pasted id, when it recognises one. */
  suggestion?: string
  /** A part field holding a whole serial id (or a device path) the helper recognises: its parts. */
  partFix?: PartFix
  /** The ids the input can mean when a number in it reads two ways: the helper does not pick one. */
  candidates?: Candidate[]
  /** What deserves a second look in an id that is valid (spaces kept, placeholder serials…). */
  warnings: SerialWarning[]
  expectedLayout: string
}

/** The serial id the form stands for, and what is wrong with it: built from parts or checked as pasted. */
export function checkDraft(draft: RegisterDraft): SerialCheck {
  const expectedLayout = layouts[draft.kind].layout
  const empty = { serialId: null, errors: [], warnings: [], expectedLayout }
  if (draft.mode === 'read') return empty
  if (draft.mode === 'parts') {
    const parts = partsOf(draft)
    const result = build(draft.kind, parts)
    if (result.ok)
      return { serialId: result.serialId, errors: [], warnings: result.warnings, expectedLayout }
    const partFix = fixFromPart(draft, result.errors)
    return {
      ...empty,
      errors: result.errors,
      ...(partFix ? { partFix } : {}),
      ...(result.candidates ? { candidates: result.candidates } : {}),
    }
  }
  if (draft.pasted === '') return empty
  const result = validate(draft.kind, draft.pasted)
  if (result.ok)
    return { serialId: draft.pasted, errors: [], warnings: result.warnings, expectedLayout }
  return {
    ...empty,
    errors: result.errors,
    expectedLayout: result.expectedLayout,
    ...(result.suggestion === undefined ? {} : { suggestion: result.suggestion }),
    ...(result.candidates ? { candidates: result.candidates } : {}),
  }
}

/** What keeps the form from registering, by field: the form's validator (the serial id by the helper's checks). */
export function draftErrors(
  draft: RegisterDraft,
  t: Translate,
): Partial<Record<'name' | 'info' | 'serialId', string>> {
  const errors: Partial<Record<'name' | 'info' | 'serialId', string>> = {}
  if (draft.name.trim() === '') errors.name = t('register.form.nameMissing')
  if (draft.kind === 'wifi' && draft.info === '') errors.info = t('register.form.bandMissing')
  if (draft.mode !== 'read' && checkDraft(draft).serialId === null)
    errors.serialId =
      draft.mode === 'paste' && draft.pasted === ''
        ? t('register.form.pasteFirst')
        : t('register.form.correctFirst')
  return errors
}
