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

export function shortenedMessage(label: string, text: string): string {
  return `The ${label} "${text.trim()}" is a number a spreadsheet shortened: its digits are lost, so no id can be made from it. In the spreadsheet, format the column as Text, type the ids again (or copy them from the source) and save the file again.`
}

/** Digits only and shorter than the part's width: perhaps a spreadsheet dropped leading zeros. */
export function droppedZeros(text: string, width: number): string | undefined {
  const value = text.trim()
  return value.length < width && /^\d+$/.test(value) ? value.padStart(width, '0') : undefined
}

export function droppedZerosMessage(label: string, text: string, padded: string): string {
  return `The ${label} "${text.trim()}" has ${padded.length - text.trim().length === 1 ? 'a digit' : 'digits'} fewer than it should: a spreadsheet may have dropped leading zeros (${padded}). Format the column as Text in the spreadsheet to keep them.`
}
