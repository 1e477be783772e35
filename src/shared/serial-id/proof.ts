/**
 * Ask, never guess: the one rule every reader and the import follow. A value is used (printed, previewed as
 * sendable, sent) only when its input proves it. Otherwise it is a question, whose choices are named with what
 * tells them apart, or a refusal that names what is missing. Never a pick, never a default.
 *
 * The readers' FoundDevice holds the same three states (`serialId`, `candidates`, `missing`); `proofOf`
 * reads one as a Proof. `notAnId` is the placeholder rule: values no device has as its id (a masked serial,
 * Android's stand-in for a hidden MAC, an all-zero or broadcast MAC) are refused, with the reason. The table of
 * every case is in README.md ("Ask, never guess").
 */
import type { DeviceTypeName } from '../api/common.ts'
import { coded, type SaidText } from '../coded-text.ts'
import { KIND_FIELDS } from './fields.ts'
import { normalizeMac } from './mac.ts'
import { quoted } from './text.ts'
import type { FieldName, FoundDevice, PartError, ReadQuestion } from './types.ts'

/** One answer to a question, and what tells it from the others (where it was printed, its IP address…). */
export interface Choice<T> {
  value: T
  tells: SaidText
}

/**
 * What an input proves about one value: the value, or its choices (with the question they answer, where it
 * is more than how to read a part), or a refusal.
 */
export type Proof<T> =
  | { status: 'proven'; value: T }
  | { status: 'question'; question?: ReadQuestion; choices: Array<Choice<T>> }
  | { status: 'refused'; refusal: PartError }

export const proven = <T>(value: T): Proof<T> => ({ status: 'proven', value })

/** A question: at least one choice (one, when the question is whether it is the one: a lone neighbour). */
export function ask<T>(choices: Array<Choice<T>>, question?: ReadQuestion): Proof<T> {
  if (choices.length === 0) throw new Error('A question needs at least one choice.')
  return { status: 'question', ...(question === undefined ? {} : { question }), choices }
}

export const refuse = <T>(refusal: PartError): Proof<T> => ({ status: 'refused', refusal })

/** Why a value is no id: masked, Android's stand-in for a hidden address, all zeros, broadcast. */
export type NotAnIdReason = 'masked' | 'androidHidden' | 'zero' | 'broadcast'

/** Characters people and tools mask with; two or more in a row hide a serial. */
const MASK_RUN = /[*•●■█]{2,}|#{3,}|\?{3,}/
/** Four or more x opening or closing the value (`C02XXXXXXXXX`, `xxxx1234`); inside it, x can be a serial's (`UIDF1DBE326_XXXX_MOC_B0`). */
const X_RUN = /^[xX]{4,}|[xX]{4,}$/
const ONLY_X = /^[xX]{2,}$/
/** Words that replace a value: `REDACTED`, `<masked>`, `[hidden]`, `(removed)`. */
const MASK_WORD =
  /^[[<({]?\s*(?:redacted|masked|censored|anonymi[sz]ed|obfuscated|removed|hidden)\s*[\]>)}]?$/i
/** A bracketed stand-in: `<serial>`, `[SN]`, `{serial number}`. */
const BRACKETED = /^(?:<[^<>]+>|\[[^[\]]+\]|\{[^{}]+\})$/
/** A MAC with some bytes masked: `xx:xx:xx:12:34:56`, `**-**-**-…`, `a4:83:e7:??:??:??`. */
const MASKED_MAC = /^[0-9a-f*x#?]{12}$/i

/** True when a serial or MAC as printed is a mask, not the value (it may still be what build accepts). */
export function isMasked(value: string, mac = false): boolean {
  const text = value.trim()
  if (text === '') return false
  if (MASK_WORD.test(text) || BRACKETED.test(text)) return true
  if (mac) {
    const bare = text.replace(/[-:. ]/g, '')
    return MASKED_MAC.test(bare) && /[*x#?]/i.test(bare)
  }
  const bare = text.replace(/[-:. _]/g, '')
  return MASK_RUN.test(text) || X_RUN.test(bare) || ONLY_X.test(bare)
}

function refusal(part: string, field: FieldName, value: string, reason: NotAnIdReason): PartError {
  // A MAC no device has is shown in the sensor's form; a masked value as printed.
  const mac = reason === 'masked' ? undefined : normalizeMac(value, field)
  const shown = mac?.ok ? mac.value : value
  return { part, ...coded('serialId.error.not-an-id', { field, value: quoted(shown), reason }) }
}

/** The reason a MAC or BSSID (in any written form) is no device's id, if it is none. */
export function macNotAnId(value: string): NotAnIdReason | undefined {
  if (isMasked(value, true)) return 'masked'
  const mac = normalizeMac(value, 'mac')
  if (!mac.ok) return undefined
  if (mac.value === '00:00:00:00:00:00') return 'zero'
  if (mac.value === 'ff:ff:ff:ff:ff:ff') return 'broadcast'
  if (mac.value === '02:00:00:00:00:00') return 'androidHidden'
  return undefined
}

/**
 * The refusal for parts of a kind whose serial, MAC or BSSID is no id (masked, a stand-in, all zeros,
 * broadcast); undefined when the parts may be an id. The placeholder serials a sensor can really report (0,
 * 16843009, `Serial_Number`…) are no refusal: build keeps them with the `placeholder` warning.
 */
export function notAnId(
  kind: DeviceTypeName,
  parts: Readonly<Record<string, string | undefined>>,
): PartError | undefined {
  const field = KIND_FIELDS[kind].fields[1]
  if (field.type === 'constant') return undefined
  const value = parts[field.key]
  if (value === undefined) return undefined
  const reason =
    field.type === 'serial' ? (isMasked(value) ? 'masked' : undefined) : macNotAnId(value)
  return reason === undefined ? undefined : refusal(field.key, field.name, value, reason)
}

/** A found device as the rule's three states: its id, the question with its candidates, or the refusal. */
export function proofOf(device: FoundDevice): Proof<string> {
  if (device.serialId !== undefined) return proven(device.serialId)
  if (device.missing !== undefined) return refuse(device.missing)
  return ask(
    device.candidates.map((candidate) => ({
      value: candidate.serialId,
      tells: {
        code: candidate.labelCode,
        id: candidate.labelId,
        ...(candidate.labelValues ? { values: candidate.labelValues } : {}),
        message: candidate.label,
      },
    })),
    device.question,
  )
}
