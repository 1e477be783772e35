import type { PreviewRow } from '#shared/ipc/bulk.ts'

export interface Choice {
  row: number
  serialId: string
}

/** The sensor's form of every row that has one: "accept all suggestions". */
export function allSuggestions(rows: readonly PreviewRow[]): Choice[] {
  return rows.flatMap((row) => {
    const fix = row.findings.find((f) => f.code === 'suggestion')?.fixes?.[0]
    return fix ? [{ row: row.row, serialId: fix.serialId }] : []
  })
}

/**
 * Rows whose numbers read two ways, by reading ('hex, as lsusb… print', 'decimal, as ioreg…'): one tool
 * printed the file, so one reading for all of them is the admin's choice to make in one click.
 */
export function readingsByLabel(rows: readonly PreviewRow[]): Map<string, Choice[]> {
  const groups = new Map<string, Choice[]>()
  for (const row of rows)
    for (const fix of row.findings.find((f) => f.code === 'ambiguous')?.fixes ?? [])
      groups.set(fix.label, [
        ...(groups.get(fix.label) ?? []),
        { row: row.row, serialId: fix.serialId },
      ])
  return groups
}
