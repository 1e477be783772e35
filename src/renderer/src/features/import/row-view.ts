import type { Finding, PreviewRow } from '#shared/ipc/bulk.ts'

export { matchesFilter, type RowFilter } from '#shared/bulk/row-filter.ts'

/** What will happen to the row, in a word or two, and its colour. */
export function actionLabel(row: PreviewRow): { label: string; color: string } {
  if (row.findings.some((f) => f.level === 'error')) return { label: 'Needs a fix', color: 'red' }
  if (row.action === 'skip') {
    const repeat = row.findings.some((f) => f.code === 'duplicate')
    return { label: repeat ? 'Repeat, skipped' : 'Left out', color: 'gray' }
  }
  const pair = row.pairing === 'pair' ? ' + pair' : row.pairing === 'move' ? ' + move' : ''
  if (row.action === 'create') return { label: `Create${pair}`, color: 'teal' }
  if (row.action === 'update') return { label: `Update${pair}`, color: 'blue' }
  return pair ? { label: `Pair only`, color: 'blue' } : { label: 'Unchanged', color: 'gray' }
}

export const levelColor: Record<Finding['level'], string> = {
  error: 'red',
  warning: 'orange',
  note: 'dimmed',
}

/** The row as the file numbers it, with the extra device column it came from. */
export const rowLabel = (row: Pick<PreviewRow, 'row' | 'part' | 'column'>) =>
  row.part === 0 ? String(row.row) : `${row.row}.${row.part}`
