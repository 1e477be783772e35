import { matchesLayout, partsOf } from './check.ts'
import { KINDS, flagOf } from './device-type.ts'
import { layouts } from './layouts.ts'
import { SERIAL_ID_MAX, serialIdTooLong } from './serial-part.ts'
import { suggestForKind } from './suggest.ts'
import type { ParseMatch, ParseResult } from './types.ts'

function failure(message: string): ParseResult {
  return { ok: false, error: { message } }
}

/** The device type(s) whose layout a serial id follows exactly, with its parts; or why it follows none. */
export function parse(serialId: string): ParseResult {
  if (typeof serialId !== 'string') return failure('The serial id must be text.')
  if (serialId === '') return failure('The serial id is empty.')
  if (serialId.length > SERIAL_ID_MAX) {
    return failure(serialIdTooLong(serialId.length).message)
  }
  const matches: ParseMatch[] = []
  for (const kind of KINDS) {
    if (matchesLayout(kind, serialId)) {
      matches.push({ deviceType: flagOf(kind), kind, parts: partsOf(kind, serialId) })
    }
  }
  if (matches.length > 0) return { ok: true, matches }
  const hints = KINDS.flatMap((kind) => {
    const suggestion = suggestForKind(kind, serialId)
    return suggestion === undefined ? [] : [`${suggestion} (${layouts[kind].label})`]
  })
  const known = KINDS.map((kind) => layouts[kind].layout).join('; ')
  return failure(
    hints.length > 0
      ? `The serial id follows none of the layouts exactly. Did you mean ${hints.join(' or ')}?`
      : `The serial id follows none of the layouts: ${known}.`,
  )
}
