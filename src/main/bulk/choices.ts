import type { Choice, ImportPlanInput, PreviewRow } from '#shared/ipc/bulk.ts'
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
  const readings = new Map<string, number>()
  for (const row of rows) {
    if (row.findings.some((f) => f.code === 'suggestion')) suggestions++
    for (const fix of row.findings.find((f) => f.code === 'ambiguous')?.fixes ?? [])
      readings.set(fix.message, (readings.get(fix.message) ?? 0) + 1)
  }
  return { suggestions, readings: [...readings].map(([label, count]) => ({ label, rows: count })) }
}
