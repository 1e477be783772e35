import type { PreviewRow } from '../ipc/import.ts'

/** The preview's row filters, the same in main (which pages the rows) and in the window. */
export const ROW_FILTERS = ['all', 'problems', 'changes', 'unchanged'] as const
export type RowFilter = (typeof ROW_FILTERS)[number]

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
