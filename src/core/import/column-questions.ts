import { coded } from '#shared/coded-text.ts'
import { columnList } from './column-list.ts'
import { UserFacingError } from '#shared/errors.ts'
import type {
  ColumnMapping,
  ColumnQuestion,
  ColumnWhy,
  ImportField,
  ImportPlanInput,
} from '#shared/ipc/import.ts'
import type { ColumnPlan } from './mapping.ts'

/** Why a column that could give a field does not: another gives it by a better right. */
export function betterColumn(field: ImportField, header: string, toolSays: boolean): ColumnWhy {
  const by = toolSays ? 'tool' : 'name'
  return coded('import.why.better-column', { field, header, by })
}

/** Why a column is not used yet: which of it and another gives the field is asked. */
export const columnAsked = (field: ImportField, header: string): ColumnWhy =>
  coded('import.why.column-asked', {
    field,
    header,
  })

/** Why a column of a field is left out of the mapping, where another column has that field. */
export function whyLeftOut(plan: ColumnPlan, index: number): ColumnWhy | undefined {
  const column = plan.columns[index]
  const field = column?.field
  if (!column || !field || plan.mapping[index] === field) return undefined
  const winner = plan.mapping.indexOf(field)
  const header = plan.columns[winner]?.header ?? ''
  if (plan.questions.some((q) => q.field === field && q.columns.includes(index)))
    return columnAsked(field, header)
  const rank = plan.columns[winner]?.rank ?? 0
  if (rank > column.rank) return betterColumn(field, header, rank === 2)
  return undefined
}

/** Questions not answered by this input: none of their columns set by the admin, nor mapped otherwise. */
export function openQuestions(
  plan: ColumnPlan,
  input: Pick<ImportPlanInput, 'mapping' | 'answeredColumns'>,
): ColumnQuestion[] {
  const answered = new Set(input.answeredColumns ?? [])
  const changed = (index: number, mapping: ColumnMapping) =>
    mapping[index] !== plan.mapping[index] || answered.has(index)
  return plan.questions
    .filter((question) => !question.columns.some((index) => changed(index, input.mapping)))
    .map((question) => ({
      field: question.field,
      columns: question.columns.map((index) => ({
        index,
        header: plan.columns[index]?.header ?? `#${index + 1}`,
        first: plan.columns[index]?.samples[0] ?? '',
      })),
    }))
}

/** The columns of a question in one line: each header with its first value. */
export const questionColumns = (question: ColumnQuestion) =>
  columnList(
    question.columns.map((column) => `${column.header} (#${column.index + 1}: ${column.first})`),
  )

/** Refuses a send while a question is open: which column gives a field is the admin's to say. */
export function refuseOpen(questions: readonly ColumnQuestion[]): void {
  const [question] = questions
  if (!question) return
  const columns = questionColumns(question)
  throw new UserFacingError(
    'invalid_input',
    coded('errors.import.import-column-question', {
      field: question.field,
      columns,
      count: questions.length,
    }),
  )
}
