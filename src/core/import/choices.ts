import type { Choice, ImportPlanInput, PreviewRow, RowFix } from '#shared/ipc/import.ts'
import type { CheckedRow } from './check-row.ts'

const keyOf = (row: { row: number; part?: number | undefined }) => `${row.row}:${row.part ?? 0}`

/**
 * Choices made for many rows at once: the sensor's form wherever the helper suggests one, a reading of
 * numbers that read two ways ('hex, as lsusb…'). A choice made for the row itself wins.
 */
export function derivedChoices(
  rows: readonly CheckedRow[],
  input: Pick<ImportPlanInput, 'choices' | 'acceptSuggestions' | 'readings'>,
): Choice[] {
  const labels = new Set(input.readings ?? [])
  if (!input.acceptSuggestions && labels.size === 0) return []
  const taken = new Set(input.choices.map(keyOf))
  return rows.flatMap((row) => {
    if (taken.has(keyOf(row))) return []
    const suggestion = input.acceptSuggestions
      ? row.findings.find((f) => f.code === 'suggestion')?.fixes?.[0]
      : undefined
    const reading = row.findings
      .find((f) => f.code === 'ambiguous')
      ?.fixes?.find((fix) => labels.has(fix.message))
    const fix = suggestion ?? reading
    return fix
      ? [{ row: row.row, ...(row.part ? { part: row.part } : {}), serialId: fix.serialId }]
      : []
  })
}

/** What the preview can still settle in one click: suggestions not taken, readings by label. */
export function pendingChoices(rows: readonly PreviewRow[]) {
  let suggestions = 0
  // By label: the reading, the helper's code and values that word it, and the rows it settles.
  const readings = new Map<string, { label: string; values?: RowFix['values']; rows: number }>()
  for (const row of rows) {
    if (row.findings.some((f) => f.code === 'suggestion')) suggestions++
    for (const { message: label, values } of row.findings.find((f) => f.code === 'ambiguous')
      ?.fixes ?? []) {
      const reading = readings.get(label) ?? { label, ...(values ? { values } : {}), rows: 0 }
      reading.rows++
      readings.set(label, reading)
    }
  }
  return { suggestions, readings: [...readings.values()] }
}
