import type { ColumnQuestion, ImportField } from '#shared/ipc/import.ts'
import { keyOf, type Decisions } from './import-state.ts'

/** One decision the admin made in the preview, as a change of those made so far. */
export type DecisionChange = (current: Decisions) => Decisions

export const chosen =
  (row: number, part: number, serialId: string): DecisionChange =>
  (d) => ({ ...d, choices: new Map(d.choices).set(keyOf(row, part), serialId) })

export const readAll =
  (label: string): DecisionChange =>
  (d) => ({ ...d, readings: [...d.readings.filter((l) => l !== label), label] })

/** A row's cells edited: no cells left edited is no edit of the row. */
export const edited =
  (row: number, cells: ReadonlyMap<number, string>): DecisionChange =>
  (d) => {
    const edits = new Map(d.edits)
    if (cells.size) edits.set(row, cells)
    else edits.delete(row)
    return { ...d, edits }
  }

/** The column that gives a field two columns could give; the question's other columns are left out. */
export const answered =
  (question: ColumnQuestion, index: number): DecisionChange =>
  (d) => ({
    ...d,
    mapping: d.mapping.map((field, at) =>
      at === index
        ? (question.field as ImportField)
        : question.columns.some((column) => column.index === at)
          ? 'ignore'
          : field,
    ),
    answeredColumns: [...new Set([...d.answeredColumns, index])],
  })
