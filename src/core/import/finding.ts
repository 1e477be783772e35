import { codedText } from '#shared/coded-text.ts'
import type { Finding, FindingCode, RowFix } from '#shared/ipc/import.ts'

type Values = Finding['values']

/**
 * A text for the window (its code and values) with its English written here, which the window words from its
 * code (import-texts.test.ts keeps the two the same); new texts are said with `coded(id)` instead.
 */
export const worded = codedText

/** A finding of a level: its code, its English, and the values the window words it with. */
export const finding = (
  level: Finding['level'],
  code: FindingCode,
  message: string,
  values?: Values,
  fixes?: RowFix[],
): Finding => ({
  level,
  code,
  ...(values ? { values } : {}),
  message,
  ...(fixes ? { fixes } : {}),
})

export const error = (code: FindingCode, message: string, values?: Values, fixes?: RowFix[]) =>
  finding('error', code, message, values, fixes)
