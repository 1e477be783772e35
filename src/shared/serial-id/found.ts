import type { DeviceTypeName } from '../api/common.ts'
import { build } from './build.ts'
import { flagOf } from './device-type.ts'
import { notAnId } from './proof.ts'
import type {
  Candidate,
  FoundDevice,
  PartError,
  ReadQuestion,
  SerialWarning,
  SourceId,
} from './types.ts'

/** Where in the input a device was read. */
export interface FoundAt {
  source: SourceId
  line: number
  lineText: string
}

export interface FoundExtras {
  name?: string | undefined
  info?: string | undefined
  warnings?: readonly SerialWarning[]
  /** foundChoice: what its choices answer; then one choice is a question too (is it this one?). */
  question?: ReadQuestion
}

function sameWarning(a: SerialWarning, b: SerialWarning): boolean {
  return a.code === b.code && a.part === b.part
}

function withWarnings(own: readonly SerialWarning[], more: readonly SerialWarning[]) {
  return [...own, ...more.filter((warning) => !own.some((kept) => sameWarning(kept, warning)))]
}

function base(kind: DeviceTypeName, at: FoundAt, extras: FoundExtras) {
  return {
    kind,
    deviceType: flagOf(kind),
    ...(extras.name === undefined ? {} : { name: extras.name }),
    ...(extras.info === undefined ? {} : { info: extras.info }),
    source: at.source,
    line: at.line,
    lineText: at.lineText,
  }
}

/** A device whose serial, MAC or BSSID is no id (proof.ts): refused, the reason as its `missing`. */
function refused(
  kind: DeviceTypeName,
  parts: Record<string, string>,
  refusal: PartError,
  at: FoundAt,
  extras: FoundExtras,
): FoundDevice {
  const { [refusal.part]: _hidden, ...shown } = parts
  return foundIncomplete(kind, shown, refusal, at, extras)
}

/**
 * A device whose parts the source shows: built by the helper like any typed parts, so the same rules and
 * warnings hold. Parts must be written as the source fixes their base (`0x…` for hex). A masked serial or a
 * MAC no device has (proof.ts) gives a refused device, saying why. Returns undefined when the parts do not
 * make a valid id (the reader then skips the line).
 */
export function foundDevice(
  kind: DeviceTypeName,
  parts: Record<string, string>,
  at: FoundAt,
  extras: FoundExtras = {},
): FoundDevice | undefined {
  const refusal = notAnId(kind, parts)
  if (refusal !== undefined) return refused(kind, parts, refusal, at, extras)
  const built = build(kind, parts)
  if (!built.ok) return undefined
  return {
    ...base(kind, at, extras),
    serialId: built.serialId,
    candidates: [],
    parts,
    warnings: withWarnings(extras.warnings ?? [], built.warnings),
  }
}

/** A device the source leaves open between readings (Ethernet or WLAN, current or burned-in address…). */
export function foundChoice(
  kind: DeviceTypeName,
  choices: ReadonlyArray<{ parts: Record<string, string> } & Omit<Candidate, 'serialId' | 'parts'>>,
  at: FoundAt,
  extras: FoundExtras = {},
): FoundDevice | undefined {
  const candidates: Candidate[] = []
  let warnings: SerialWarning[] = [...(extras.warnings ?? [])]
  let firstRefusal: { parts: Record<string, string>; refusal: PartError } | undefined
  for (const choice of choices) {
    const refusal = notAnId(kind, choice.parts)
    if (refusal !== undefined) {
      firstRefusal ??= { parts: choice.parts, refusal }
      continue
    }
    const built = build(kind, choice.parts)
    if (!built.ok || candidates.some((candidate) => candidate.serialId === built.serialId)) continue
    candidates.push({ ...choice, serialId: built.serialId })
    warnings = withWarnings(warnings, built.warnings)
  }
  const [first] = candidates
  if (first === undefined)
    return firstRefusal && refused(kind, firstRefusal.parts, firstRefusal.refusal, at, extras)
  const { question } = extras
  if (candidates.length === 1 && question === undefined)
    return foundDevice(kind, first.parts, at, extras)
  return {
    ...base(kind, at, extras),
    serialId: undefined,
    candidates,
    ...(question === undefined ? {} : { question }),
    parts: {},
    warnings,
  }
}

/** A device the source names without one part of its id: what is there, and where to find the rest. */
export function foundIncomplete(
  kind: DeviceTypeName,
  parts: Record<string, string>,
  missing: PartError,
  at: FoundAt,
  extras: FoundExtras = {},
): FoundDevice {
  return {
    ...base(kind, at, extras),
    serialId: undefined,
    candidates: [],
    missing,
    parts,
    warnings: [...(extras.warnings ?? [])],
  }
}
