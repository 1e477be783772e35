import { coded, type CodedText } from '#shared/coded-text.ts'
import type { Finding, ImportFindingCode, RowFix, SerialFindingCode } from '#shared/ipc/import.ts'

type Values = Finding['values']

/** A finding of the import's own, of a level: said with its catalog message, `import.finding.<code>`. */
export const finding = (
  level: Finding['level'],
  code: ImportFindingCode,
  values?: Values,
  fixes?: RowFix[],
): Finding => ({
  level,
  ...coded(`import.finding.${code}`, values, code),
  ...(fixes ? { fixes } : {}),
})

export const error = (code: ImportFindingCode, values?: Values, fixes?: RowFix[]) =>
  finding('error', code, values, fixes)

/**
 * A finding that says what the serial id helper said (a warning, a path without a serial; the part errors of
 * an 'invalid', 'suggestion' or 'ambiguous' id, joined): its text as the helper gave it.
 */
export const serialFinding = (
  level: Finding['level'],
  code: SerialFindingCode,
  text: Omit<CodedText, 'code'>,
  fixes?: RowFix[],
): Finding => ({
  level,
  code,
  ...(text.id ? { id: text.id } : {}),
  ...(text.values ? { values: text.values } : {}),
  message: text.message,
  ...(fixes ? { fixes } : {}),
})
