import type { Finding, PreviewRow } from '#shared/ipc/bulk.ts'

export type RowFilter = 'all' | 'problems' | 'changes' | 'unchanged'

export function matchesFilter(row: PreviewRow, filter: RowFilter): boolean {
  switch (filter) {
    case 'all':
      return true
    case 'problems':
      return row.findings.some((f) => f.level !== 'note')
    case 'changes':
      return (
        row.action === 'create' ||
        row.action === 'update' ||
        row.pairing === 'pair' ||
        row.pairing === 'move'
      )
    case 'unchanged':
      return row.action === 'unchanged' && (row.pairing === 'already' || row.pairing === 'none')
  }
}

/** What will happen to the row, in a word or two, and its colour. */
export function actionLabel(row: PreviewRow): { label: string; color: string } {
  if (row.findings.some((f) => f.level === 'error')) return { label: 'Needs a fix', color: 'red' }
  if (row.action === 'skip') return { label: 'Repeat, skipped', color: 'gray' }
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
