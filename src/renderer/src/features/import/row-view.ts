import type { Finding, PreviewRow } from '#shared/ipc/import.ts'
import type { MessageId } from '#shared/messages/catalog.ts'
import type { Translate } from '../../i18n/use-t.ts'

export { matchesFilter, type RowFilter } from '#shared/import/row-filter.ts'

/** A created or updated row's colour and words: as it pairs, as it moves, or on its own. */
const CHANGES: Record<
  'create' | 'update',
  { color: string; pair: MessageId; move: MessageId; alone: MessageId }
> = {
  create: {
    color: 'teal',
    pair: 'import.preview.action.create-pair',
    move: 'import.preview.action.create-move',
    alone: 'import.preview.action.create',
  },
  update: {
    color: 'blue',
    pair: 'import.preview.action.update-pair',
    move: 'import.preview.action.update-move',
    alone: 'import.preview.action.update',
  },
}

/** What will happen to the row, in a word or two, and its colour. */
export function actionLabel(row: PreviewRow, t: Translate): { label: string; color: string } {
  if (row.findings.some((f) => f.level === 'error'))
    return { label: t('import.preview.action.fix'), color: 'red' }
  if (row.action === 'skip') {
    const repeat = row.findings.some((f) => f.code === 'duplicate')
    return {
      label: repeat ? t('import.preview.action.repeat') : t('import.preview.action.left-out'),
      color: 'gray',
    }
  }
  const { pairing } = row
  if (row.action === 'create' || row.action === 'update') {
    const change = CHANGES[row.action]
    const id = pairing === 'pair' || pairing === 'move' ? change[pairing] : change.alone
    return { label: t(id), color: change.color }
  }
  return pairing === 'pair' || pairing === 'move'
    ? { label: t('import.preview.action.pair'), color: 'blue' }
    : { label: t('import.preview.action.unchanged'), color: 'gray' }
}

export const levelColor: Record<Finding['level'], string> = {
  error: 'red',
  warning: 'orange',
  note: 'dimmed',
}

/** The row as the file numbers it, with the extra device column it came from. */
export const rowLabel = (row: Pick<PreviewRow, 'row' | 'part' | 'column'>) =>
  row.part === 0 ? String(row.row) : `${row.row}.${row.part}`

/**
 * The rows kept beyond each edge of the preview's and result's windows. They are tall (56–76 px): three
 * fill any wheel step, and a jump mounts fewer rows at once (bench:import's GUI figure: a long scroll's
 * frames fell from ~100 ms to ~60).
 */
export const ROWS_OVERSCAN = 3
