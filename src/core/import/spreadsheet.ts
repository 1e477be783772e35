import type { DeviceTypeName } from '#shared/api/common.ts'
import type { ImportField } from '#shared/ipc/import.ts'
import { error, finding } from './finding.ts'

/**
 * What a spreadsheet does to ids it takes for numbers: long digits become `1.23457E+11` (`1,23457E+11` in
 * a locale with a decimal comma) and leading zeros go (`0825` → `825`). Both are said on the row.
 * Only the spreadsheet's own form counts (one digit, a signed exponent of two digits): `3010019E3` is a
 * real dock serial.
 */
const SHORTENED = /^[+-]?\d(?:[.,]\d+)?E[+-]\d{2,}$/i

export function isShortenedNumber(text: string): boolean {
  // Cheap first: the form always holds an E (most cells never do).
  return (text.includes('E') || text.includes('e')) && SHORTENED.test(text.trim())
}

/** A cell a spreadsheet shortened, in an id field or in an extra device column (by its header). */
export function shortenedFinding(where: { field: ImportField } | { column: string }, text: string) {
  return error(
    'spreadsheet-number',
    'field' in where
      ? { part: where.field, text: text.trim() }
      : { part: 'column', column: where.column, text: text.trim() },
  )
}

/** Digits only and shorter than the part's width: perhaps a spreadsheet dropped leading zeros. */
export function droppedZeros(text: string, width: number): string | undefined {
  const value = text.trim()
  return value.length < width && /^\d+$/.test(value) ? value.padStart(width, '0') : undefined
}

/** A part shorter than its width: `label` is the layout's name of the part (the serial id helper's words). */
export function droppedZerosFinding(
  part: { kind: DeviceTypeName; part: string; label: string },
  text: string,
  padded: string,
) {
  const missing = padded.length - text.trim().length
  return finding('warning', 'leading-zeros', {
    part: `${part.kind}_${part.part}`,
    text: text.trim(),
    missing,
    padded,
  })
}
